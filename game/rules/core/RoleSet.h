// A small set of roles (the traits an event or action kind declares), one bit a role. Generic
// code asks a kind's roles what sort of thing it is instead of naming the kind.
#pragma once

#include <cstdint>
#include <initializer_list>

namespace sandtable::rules {

template <typename Role>
class RoleSet {
  static_assert(static_cast<int>(Role::Count_) <= 64, "a role set holds at most 64 roles");

 public:
  constexpr RoleSet() = default;
  constexpr RoleSet(std::initializer_list<Role> roles) {
    for (Role r : roles) mBits |= bit(r);
  }
  constexpr bool has(Role r) const { return (mBits & bit(r)) != 0; }
  // Whether any role of `other` is here.
  constexpr bool any(RoleSet other) const { return (mBits & other.mBits) != 0; }
  constexpr bool empty() const { return mBits == 0; }
  constexpr RoleSet operator|(RoleSet other) const { return fromBits(mBits | other.mBits); }
  friend constexpr bool operator==(RoleSet, RoleSet) = default;

 private:
  static constexpr std::uint64_t bit(Role r) { return std::uint64_t{1} << static_cast<int>(r); }
  static constexpr RoleSet fromBits(std::uint64_t b) {
    RoleSet s;
    s.mBits = b;
    return s;
  }
  std::uint64_t mBits = 0;
};

}  // namespace sandtable::rules
