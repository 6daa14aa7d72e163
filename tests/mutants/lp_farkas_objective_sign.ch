chapter: web/lp.w
breaks: the Farkas LP maximises -b^T y
@x
    glp_set_obj_coef(L->P, r + 1, qp->b[r]);
@y
    glp_set_obj_coef(L->P, r + 1, -qp->b[r]);
@z
