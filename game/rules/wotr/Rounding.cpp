// Exact rational rounding: no floating point decides a casualty.
#include "Rounding.h"

namespace sandtable::rules::wotr {

int roundedDown(int score, const Fraction& f) {
  if (score <= 0 || f.num <= 0 || f.den <= 0) return 0;
  return score * f.num / f.den;
}

int roundedHalfDown(int score, const Fraction& f) {
  if (score <= 0 || f.num <= 0 || f.den <= 0) return 0;
  // ceil(x - 1/2) with x = score*num/den: ceil((2*score*num - den) / (2*den)).
  const int a = 2 * score * f.num - f.den;
  const int b = 2 * f.den;
  return a <= 0 ? 0 : (a + b - 1) / b;
}

}  // namespace sandtable::rules::wotr
