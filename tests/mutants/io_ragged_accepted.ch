chapter: web/io.w
breaks: ragged tokens (rows of different lengths) are no longer refused
@x
    else if ((int)json_array_size(x) != d) {
@y
    else if ((int)json_array_size(x) > d) {
@z
