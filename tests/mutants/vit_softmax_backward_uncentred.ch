chapter: web/vit.w
breaks: the softmax backward of the attention drops the centring <a, dA> (the gradient of an unnormalised exponential)
@x
      double de = a[j] * (dA[j] - dot) * sc; /* softmax backward, with the scale */
@y
      double de = a[j] * dA[j] * sc; /* softmax backward, with the scale */
@z
