chapter: web/tokens.w
breaks: a prefix inherits its parent's solution when the new rows have margin 1/2 (prunes and classifies on a point that violates them)
@x
    inherit = s >= 1.0;
@y
    inherit = s >= 0.5;
@z
