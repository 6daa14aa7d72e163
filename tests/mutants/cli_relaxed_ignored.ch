chapter: web/cli.w
breaks: svm --relaxed is validated but ignored (every input keeps margin 1)
@x
    relaxed[(int)rel.x[j]] = 1;
@y
    relaxed[(int)rel.x[j]] = 0;
@z
