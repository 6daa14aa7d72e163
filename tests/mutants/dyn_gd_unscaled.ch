chapter: web/dyn_ngd.w
breaks: plain GD takes normalised steps (the gradient's norm is dropped)
@x
  double c = o->method == MM_DYN_NGD ? eta : eta * exp(val.log_gnorm);
@y
  double c = eta;
@z
