chapter: web/tokens.w
breaks: prefixes whose max-margin solution has norm above 4 are pruned as if infeasible (prunes too much)
@x
    if (st == MM_EINFEASIBLE) { set->pruned++; st = MM_OK; continue; }
@y
    if (st == MM_EINFEASIBLE || (st == MM_OK && mm_norm(zk, d) > 4.0)) { set->pruned++; st = MM_OK; continue; }
@z
