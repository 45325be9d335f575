// Bullet running out of memory: its own allocator returns NULL and Bullet writes through it
// (a crash); CollisionWorld makes it throw std::bad_alloc instead, so that a battlefield too
// big for the memory there is fails with a message.
#include <gtest/gtest.h>

#include <LinearMath/btAlignedAllocator.h>
#include <LinearMath/btAlignedObjectArray.h>

#include <cstdint>
#include <limits>
#include <new>

#include "physics/CollisionWorld.h"

using sandtable::physics::CollisionWorld;

namespace {
struct Megabyte {
  char bytes[1 << 20];
};
}  // namespace

TEST(BulletAllocation, AnAllocationThatCannotBeMetThrows) {
#if defined(__SANITIZE_ADDRESS__)
  GTEST_SKIP() << "AddressSanitizer stops an impossible allocation itself, before the allocator can throw";
#endif
  const CollisionWorld world;  // the first world puts the allocator in place
  EXPECT_THROW(btAlignedAlloc(std::numeric_limits<std::size_t>::max() / 2, 16), std::bad_alloc);
  // Bullet's own containers grow through it, and so throw rather than write through NULL.
  btAlignedObjectArray<Megabyte> huge;
  EXPECT_THROW(huge.reserve(1 << 30), std::bad_alloc);  // a petabyte: more than any address space
  // Ordinary allocations still work.
  void* p = btAlignedAlloc(64, 16);
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(p) % 16, 0u);
  btAlignedFree(p);
}
