// The orders a War of the Roses commander gives his battles/wings (002 Event I), read from his
// side's view of the match only: what the scenario asks of his side at the turn limit, and
// what each wing is made of. A side that loses if it stands still attacks; a side that wins
// by holding holds; in an even fight the horse attack and the archers engage, to shoot before
// they close, until the battle's second half, when every wing attacks. The AI's policy writes
// these before the battle and sends a messenger when a wing's order is not the one wanted.
#pragma once

#include <optional>

#include "rules/core/Action.h"
#include "rules/wotr/WotrGame.h"

namespace sandtable::ai::wotr {

// The order `wing` of `side` should hold now.
rules::wotr::Order wantedOrder(const rules::wotr::WotrGame& view, rules::Side side,
                               const rules::wotr::WingKey& wing);

// The IssueOrder the side to act should make now (written before the battle, sent by messenger
// after), or none when every wing holds, or is being sent, the order wanted.
std::optional<rules::Action> nextOrder(const rules::wotr::WotrGame& view);

}  // namespace sandtable::ai::wotr
