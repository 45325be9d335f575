// What every rule system's Game must keep to, whatever its rules: checks of one position
// that return the problems they find in words (empty when all hold). The conformance tests
// run them over every registered system and every shipped scenario (PlayThrough.h plays
// the games); BrokenGameTest feeds them deliberately broken games to show each problem is
// caught. A check names what it saw ("check(attack u3 -> u9) rolled 1 die"), not where: the
// caller prefixes the position.
//
// The interface these read is rules::Game (game/rules/core/Game.h). Dice reach a game only
// through apply(): check() and every reader are const and are given no dice, so a game
// that rolls outside apply() must hold on to a Dice it was never meant to keep. Dice count
// their own rolls (Dice::rolled) and hash their place in the sequence, so the checks compare
// those before and after each call rather than wrapping the dice.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "rules/core/Dice.h"
#include "rules/core/Event.h"
#include "rules/core/Game.h"

namespace sandtable::conformance {

using Problems = std::vector<std::string>;

// The dice's place in their sequence (draws, forced values used, generator state).
std::uint64_t diceHash(const rules::Dice& dice);
// The hash a match records after each action (rules::Match::hash): the game and the dice.
std::uint64_t matchHash(const rules::Game& game, const rules::Dice& dice);

// check(a) rolls no dice and changes nothing: the state hash, a copy taken before it and a
// copy taken after it all agree, the dice are where they were, and asking twice gives the
// same verdict.
Problems checkChangesNothing(const rules::Game& game, const rules::Dice& dice,
                             const rules::Action& a);

// legalActions() is a subset of what check() accepts, asked twice gives the same list, is
// empty exactly when the game is over, and every check() on it changes nothing.
Problems offeredActionsProblems(const rules::Game& game, const rules::Dice& dice);

// Reading the game (phase, result, units, legal actions, hash, copy, largest die, invariants)
// changes neither the game nor the dice: apply() is the only thing that rolls.
Problems readersProblems(const rules::Game& game, const rules::Dice& dice);

// clone() has the same hash and offers the same actions, and is independent: applying an
// action to the copy leaves the original (and a copy made before) as it was. Two copies
// given equal dice reach the same state by the same action: apply() draws its chance from
// the dice alone.
Problems cloneProblems(const rules::Game& game, const rules::Dice& dice);

// odds() of every offered action rolls no dice and changes nothing, and gives chances within
// 0..1, losses of at least 0 and, where it gives odds at all, at least one outcome in words.
Problems oddsProblems(const rules::Game& game, const rules::Dice& dice);

// The hidden-information hook: asking hidesFrom() and asSeenBy() changes nothing; for each
// side, the match as it sees it is of the same system, is the match itself (same hash) when
// nothing is hidden from it, and offers the side to act the same actions as the match.
Problems hiddenInformationProblems(const rules::Game& game, const rules::Dice& dice);

// What the table shows of the units: ids unique and not kNoUnit, each on side one or two,
// named, typed, with a non-negative strength, and every active unit with stands of positive
// size; both sides have units.
Problems unitViewProblems(const rules::Game& game);

// A game still running says who is to act in a phase named in words of a turn from 1; a game over
// says what ended it and why.
Problems phaseProblems(const rules::Game& game);

// Every event emitted has a named kind, a valid side, a die record exactly when it is a
// roll, and names only units the game shows (`units`: the views before and after the action).
Problems eventProblems(const std::vector<rules::Event>& events,
                       const std::vector<rules::UnitView>& before,
                       const std::vector<rules::UnitView>& after);

// The action that ends the game emits one [game_over] event, on the side of the result's
// winner (none for a draw): narration picks its ending by that side. No other action emits one.
Problems endingEventProblems(const std::vector<rules::Event>& events, const rules::Result& result);

// Why an event kind is unfit for the table ("" when it is fit): it declares no role
// (rules/core/EventRoles.h), so sound, animation, narration and the report cannot read it.
std::string eventKindProblem(rules::EventKind kind);

// The cheap checks, for every position of a long game: phase, unit views, the system's own
// invariants (Game::invariantProblem).
Problems cheapPositionProblems(const rules::Game& game);
// The costly ones, of the hooks: readers, every offered action and its odds, copies, hidden
// information.
Problems hookProblems(const rules::Game& game, const rules::Dice& dice);
// Both.
Problems positionProblems(const rules::Game& game, const rules::Dice& dice);

// Applies `a` as a match does: check() first (an action it refuses is a problem and is not
// applied), then apply() with the dice; checks the events it emitted against the units before
// and after, and the position it leaves (cheapPositionProblems). `events` receives them;
// `hashAfter` is the matchHash apply() left, taken before anything else reads the game.
Problems applyChecked(rules::Game& game, rules::Dice& dice, const rules::Action& a,
                      rules::EventList& events, std::uint64_t& hashAfter);

}  // namespace sandtable::conformance
