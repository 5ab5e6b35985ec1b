"""The player's intents as the table carries them out (Kinza's fixed position of
test_table_support, offscreen, animations off): an illegal drop sends the card home with the
engine's reason in the status bar and by the card, a refused card does not stay chosen, Esc
never plays a move, a hint's move is what Enter then plays, and picking needs a chosen card."""

from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, Qt

from kotshina.controller import i18n
from kotshina.ui.table.input_machine import InputState
from tests.ui.table.test_table_support import card, fixed_record


def moves(controller: Any) -> list[dict[str, Any]]:
    return controller.record()["moves"]


def said(view: Any) -> list[str]:
    """What the table puts in the status bar from now on."""
    lines: list[str] = []
    view.status_message.connect(lines.append)
    return lines


def home(view: Any, card_id: int) -> QPointF:
    """``card_id``'s place in your hand at rest."""
    board = view.board
    human = view.controller.human_seat
    hand = [c for c in board.zones[f"hand:{human}"].cards if c in board.hand]
    return board.layout.hand_slots(human, len(hand))[hand.index(card_id)]


def test_an_illegal_drop_goes_home_with_the_engines_reason_by_the_card(table):
    controller, view = table(fixed_record())
    lines = said(view)
    six = view.board.hand[card("6O")]
    six.setPos(view.board.layout.centre.center())  # where the mouse let go of it
    view.intents.drop(card("6O"), "felt", None)  # 6O must capture: it may not be laid down
    assert moves(controller) == []
    assert lines and lines[-1].startswith("6 of gold can capture ")
    bubble = view.refusal
    assert bubble.isVisible() and bubble.text == lines[-1] and bubble.tone == "refusal"
    place = home(view, card("6O"))
    assert six.pos().x() == pytest.approx(place.x()) and six.pos().y() == pytest.approx(place.y())
    # over the refused card's place, not over the middle of your hand (the 12 of cups)
    middle = bubble.mapRectToScene(bubble.bubble_rect()).center().x()
    half = view.board.layout.card.width() / 2
    assert abs(middle - (place.x() + half)) < abs(middle - (home(view, card("12C")).x() + half))
    assert view.selection.card is None and view.input.state is InputState.REST


def test_a_refused_card_does_not_stay_chosen_nor_its_picks(table, qtbot):
    controller, view = table(fixed_record())
    lines = said(view)
    view.set_auto_capture(False)
    view.intents.select_card(card("6O"))
    view.intents.toggle_pick(card("5E"))
    view.intents.toggle_pick(card("1B"))  # 6 + 5 + 1 is not 15
    assert view.selection.card == card("6O") and view.selection.picks == {card("5E"), card("1B")}
    view.intents.confirm()
    assert moves(controller) == [] and lines[-1].endswith("makes 12, not 15.")
    assert view.selection.card is None and view.selection.picks == set()
    assert view.input.state is InputState.REST
    qtbot.keyClick(view, Qt.Key.Key_Return)  # no ring, nothing chosen: only shows the ring
    assert moves(controller) == []


def test_escape_never_plays_the_move_the_chooser_or_a_hint_offers(table, qtbot):
    controller, view = table(fixed_record())
    view.intents.drop(card("6O"), "table", card("5E"))  # two captures take the 5 of swords
    assert view.chooser.is_open and view.input.state is InputState.CHOOSING
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert moves(controller) == [] and not view.chooser.is_open
    assert view.selection.card is None and view.input.state is InputState.REST
    hint = controller.match.state.move_from_json({"play": "6O", "take": ["4O", "5E"]})
    view.intents.show_hint(hint)
    assert view.selection.hint == hint
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert moves(controller) == []
    assert view.selection.card is None and view.selection.hint is None


def test_enter_plays_the_hinted_move_itself(table, qtbot):
    controller, view = table(fixed_record())
    lines = said(view)
    hint = controller.match.state.move_from_json({"play": "6O", "take": ["4O", "5E"]})
    view.intents.show_hint(hint)
    assert view.selection.card == card("6O")
    assert view.selection.picks == {card("4O"), card("5E")}
    assert lines[-1] == view.intents.hint_text(hint) and lines[-1].endswith(". Press Enter to follow it.")
    assert view.refusal.isVisible() and view.refusal.tone == "said"
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert moves(controller) == [hint.to_json()]


def test_a_drop_that_means_one_move_plays_it_and_leaves_nothing_chosen(table):
    controller, view = table(fixed_record())
    view.intents.drop(card("6O"), "table", card("1B"))  # only 4O 4C 1B takes the 1 of clubs
    assert moves(controller) == [{"play": "6O", "take": ["4O", "4C", "1B"]}]
    assert view.selection.card is None and view.selection.picks == set()


def test_picking_needs_a_chosen_card_and_a_new_choice_drops_the_picks(table):
    controller, view = table(fixed_record())
    lines = said(view)
    view.intents.toggle_pick(card("4C"))
    assert lines == ["First choose a card from your hand."]
    assert view.selection.picks == set()
    view.intents.select_card(card("6O"))
    view.intents.toggle_pick(card("4C"))
    view.intents.toggle_pick(card("5E"))
    assert view.selection.picks == {card("4C"), card("5E")}
    view.intents.toggle_pick(card("4C"))  # a second click lets go of it
    assert view.selection.picks == {card("5E")}
    view.intents.select_card(card("6O"), keep_picks=True)  # the same card: picks kept
    assert view.selection.picks == {card("5E")}
    view.intents.select_card(card("12C"), keep_picks=True)  # another card: picks gone
    assert view.selection.card == card("12C") and view.selection.picks == set()
    assert moves(controller) == []


HINTS = {  # (game, move): the hint in English, in Arabic
    ("kinza", '{"play": "6O", "take": ["4O", "5E"]}'): (
        "Hint: Take 4 of gold + 5 of swords with 6 of gold. Press Enter to follow it.",
        "تلميح: خذ ٤ ذهب + ٥ سيوف بالورقة ٦ ذهب. اضغط Enter للأخذ به."),
    ("king", '{"play": "QS"}'): (
        "Hint: Play Q♠. Press Enter to follow it.",
        "تلميح: العب بنت بستوني. اضغط Enter للأخذ به."),
    ("king", '{"contract": "no-tricks"}'): (
        "Hint: Choose No tricks. Press Enter to follow it.",
        "تلميح: اختر عقد لا لمّات. اضغط Enter للأخذ به."),
    ("king", '{"contract": "koz", "trump": "H"}'): (
        "Hint: Choose ♥ hearts as trumps. Press Enter to follow it.",
        "تلميح: اختر ♥ كبة حكمًا. اضغط Enter للأخذ به."),
    ("trix", '{"contract": "queens"}'): (
        "Hint: Choose Queens. Press Enter to follow it.",
        "تلميح: اختر عقد البنات. اضغط Enter للأخذ به."),
    ("trix", '{"pass": true}'): (
        "Hint: Pass. Press Enter to follow it.",
        "تلميح: باس. اضغط Enter للأخذ به."),
    ("trix", '{"double": []}'): (
        "Hint: Do not double. Press Enter to follow it.",
        "تلميح: لا تدبّل. اضغط Enter للأخذ به."),
}


@pytest.mark.parametrize("language", ["en", "ar"])
def test_a_hint_reads_as_advice_for_every_kind_of_move(table, language):
    """A card, a pass, a contract or a trump suit: "Hint: <what to do>. Press Enter to follow
    it." (it read "Hint: Pass (Enter plays it).", and a contract's bare name "Hint: Queens")."""
    languages = i18n.Languages()
    languages.switch(language)
    QCoreApplication.processEvents()
    try:
        for game in ("kinza", "king", "trix"):
            controller, view = table(game=game, players=2 if game == "kinza" else 4, seed=1)
            for (hinted_game, move), words in HINTS.items():
                if hinted_game == game:
                    hint = controller.match.state.move_from_json(json.loads(move))
                    assert view.intents.hint_text(hint) == words[language == "ar"], move
    finally:
        languages.switch("en")
