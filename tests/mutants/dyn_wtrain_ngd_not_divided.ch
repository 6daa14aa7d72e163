chapter: web/dyn_wtrain.w
breaks: normalised W-training does not divide by |p| (q moves eta|p|^2 instead of eta|p|)
@x
      double c = o->method == MM_DYN_NGD ? eta / sqrt(pp) : eta * exp(val.log_gnorm);
@y
      double c = o->method == MM_DYN_NGD ? eta : eta * exp(val.log_gnorm);
@z
