chapter: web/dyn_joint.w
breaks: joint NGD takes the v-step unnormalised
@x
      double cv = o->method == MM_DYN_NGD ? o->eta : o->eta * exp(val.log_gvnorm);
@y
      double cv = o->eta * exp(val.log_gvnorm);
@z
