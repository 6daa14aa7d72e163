chapter: web/tokens.w
breaks: the enumeration never tries the last token of an input (off by one)
@x
    if (next[k] >= in->T[k]) { k--; continue; } /* level |k| exhausted: back up */
@y
    if (next[k] >= in->T[k] - 1) { k--; continue; } /* level |k| exhausted: back up */
@z
