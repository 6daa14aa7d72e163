chapter: web/vit.w
breaks: the forward pass forgets the 1/sqrt(d_h) scale of the attention scores (the backward keeps it)
@x
        a[j] = e * sc; /* $Q^h_iK^h_j/\sqrt{d_h}$ */
@y
        a[j] = e; /* $Q^h_iK^h_j/\sqrt{d_h}$ */
@z
