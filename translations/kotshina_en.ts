<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Kotshina</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kotshina %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kinza, Ruba&apos;in, King and Casino against computer opponents, offline, in Arabic and English.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card art is drawn by the project. Free software under the GNU General Public License, version 3 or later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Arabic font is shipped under the SIL Open Font License; its licence file is in the resources folder.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DealSummaryDialog</name>
    <message>
        <source>Deal summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal %1 is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards captured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other cards (1 point each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points this deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first side to reach %1 points wins the match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiskReports</name>
    <message>
        <source>The data folder cannot be used (%1): settings, saves and statistics will not be kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics file was written by a newer version of Kotshina; it is left untouched until the next match ends, then kept aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings file was damaged; it was kept as %1 and the default settings are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings file is damaged; the default settings are used and nothing is written over it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics file could not be read; it was kept as %1 and counting started again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics file could not be read; it is left untouched until the next match ends, then kept aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The saved match %1 was written by a newer version of Kotshina; it was left untouched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved match %1 cannot be replayed; it was left untouched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved match %1 is damaged; it was left untouched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no unfinished match to continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start this match again with new cards? The current match will be lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hint right now: it is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kinza</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruba&apos;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · deal %2 · target %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kotshina</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchEndDialog</name>
    <message>
        <source>The match is a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your team won the match!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You won the match!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponents won the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 won the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Continue saved match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export for bug report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score &amp;sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the &amp;start screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highlight &amp;legal moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Auto-capture when only one capture exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Western digits (0123) in Arabic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Table colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Kotshina</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Your partner&apos;s level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent %1&apos;s level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent&apos;s level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kinza</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King (coming soon)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casino (coming soon)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kinza — sum to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruba&apos;in — sum to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players — head to head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three players — each for themselves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four players — two teams, partners opposite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProblemIndicator</name>
    <message>
        <source>%1 (+%2 more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordExport</name>
    <message>
        <source>Export for bug report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kotshina records (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>The match is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next deal has not been dealt yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cards} is not on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} with {cards} makes {total}, not {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} can capture {cards}, so it may not be laid on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait until the cards have been dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>The rules of this game are not available yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kinza and Ruba&apos;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casino</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the piles this deal so far: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target: %1 points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Kotshina</source>
        <extracomment>cards fanned on each tile (deck, notation)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card games of the Arab world, against the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kinza</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casino</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture table cards that sum to %1 with your card; gold counts most. Ruba&apos;in sums to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four players, seven contracts: avoid the penalties, win tricks in trumps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture, build and sweep: cards, spades, aces and the two casinos score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kinza</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casino</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Which cards does {card} take?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer · {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score: {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal {number} · target {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First choose a card from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: take {cards} with {card} (Enter plays it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: lay {card} on the table (Enter plays it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} took {cards} with {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} laid {card} on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} swept the table!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captured cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards left in the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D</source>
        <comment>the dealer&apos;s chip</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweep!</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
