// Deliberately broken games for proving the conformance checks: each wraps a real game and
// breaks one hook the way a rule system could get it wrong (a check() that rolls a die, a
// clone() that shares state, a legalActions() that offers what check() refuses, ...).
// BrokenGameTest plays each through the same checks as the shipped scenarios and expects
// the problem to be named. Each is a GameFactory (PlayThrough.h) over a real one.
#pragma once

#include "PlayThrough.h"

namespace sandtable::conformance::broken {

// check() rolls a die from the match's dice (a morale test taken while only asking).
GameFactory checkRollsADie(GameFactory real);
// check() counts itself in a mutable member the state hash includes.
GameFactory checkChangesState(GameFactory real);
// check() sets a mutable flag the state hash includes: once, so asking again changes nothing
// more (as a check that spends a unit's moves would).
GameFactory checkMarksTheGameOnce(GameFactory real);
// clone() hands back the same game: applying to the copy moves the original.
GameFactory cloneSharesState(GameFactory real);
// clone() forgets a counter of actions the state hash includes.
GameFactory cloneLosesState(GameFactory real);
// legalActions() offers its last candidate, and check() refuses that one.
GameFactory offersWhatCheckRefuses(GameFactory real);
// legalActions() shuffles its candidates with the match's dice.
GameFactory legalActionsRollDice(GameFactory real);
// apply() emits its hits counting none (value 0): the battle report would lose them.
GameFactory hitsCountNothing(GameFactory real);
// phase() names the phase as an identifier ("follow_up"), not in the words the bar shows.
GameFactory phaseNamedAsAnId(GameFactory real);
// apply() takes chance from a stream of its own, not from the dice it is given.
GameFactory applyRollsItsOwnDice(GameFactory real);
// apply() reaches another state when the sink wants no text (an AI rollout, a replay).
GameFactory applyDependsOnText(GameFactory real);
// apply() emits an event of a kind outside the table of kinds, which declares no role.
GameFactory emitsAnEventWithoutARole(GameFactory real);
// apply() emits an event naming a unit the game does not have.
GameFactory eventNamesAStranger(GameFactory real);
// apply() announces the end of the game on a side that is not the winner's (a draw on side two,
// side one's win on side two): the narration would read another ending.
GameFactory gameOverOnTheWrongSide(GameFactory real);
// units() sets a mutable flag the state hash includes, once.
GameFactory unitsMarkTheGameOnce(GameFactory real);
// units() shows two units under one id.
GameFactory unitsShareAnId(GameFactory real);
// odds() finds a chance by rolling a die from the match's dice.
GameFactory oddsRollADie(GameFactory real);
// asSeenBy() hands back a copy with another hash, though hidesFrom() says nothing is hidden.
GameFactory seenCopyDiffers(GameFactory real);
// asSeenBy() hands back a copy that offers the side to act fewer actions than the match.
GameFactory seenCopyOffersLess(GameFactory real);
// result() never says the game is over, and no [game_over] event says it either.
GameFactory neverEnds(GameFactory real);

}  // namespace sandtable::conformance::broken
