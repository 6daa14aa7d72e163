chapter: web/model.w
breaks: the derivative of the logistic loss loses its sign
@x
  case MM_LOSS_LOGISTIC: return -sigm(-u);
@y
  case MM_LOSS_LOGISTIC: return sigm(-u);
@z
