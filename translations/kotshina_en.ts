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
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kotshina %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kinza, Ruba&apos;in, King, Casino and Trix against computer opponents, offline, in Arabic and English.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card art is drawn by the project. Kotshina is free software under the GNU General Public License, version 3 or later, and comes with no warranty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made with Python %1 and Qt %2 (PySide6 %3). Qt and PySide6 are under the GNU Lesser General Public License, version 3; their sources are at download.qt.io. The Arabic font, Noto Sans Arabic, is under the SIL Open Font License 1.1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The licence texts and the third-party notices are in %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>gold</source>
        <comment>Spanish suit (oros), as in &apos;7 of gold&apos;</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cups</source>
        <comment>Spanish suit (copas), as in &apos;7 of cups&apos;</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swords</source>
        <comment>Spanish suit (espadas), as in &apos;7 of swords&apos;</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <comment>Spanish suit (bastos), as in &apos;7 of clubs&apos;</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spades</source>
        <comment>French suit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>French suit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>French suit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <comment>French suit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{symbol} {suit}</source>
        <comment>a French suit: its symbol, then its name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>♠</source>
        <comment>spades after a rank (Arabic: بستوني)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>♥</source>
        <comment>hearts after a rank (Arabic: كبة)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>♦</source>
        <comment>diamonds after a rank (Arabic: ديناري)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>♣</source>
        <comment>clubs after a rank (Arabic: سباتي)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>J</source>
        <comment>jack, as written before a suit symbol (Arabic: ولد)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q</source>
        <comment>queen, as written before a suit symbol (Arabic: بنت)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K</source>
        <comment>king, as written before a suit symbol (Arabic: ملك)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <comment>ace, as written before a suit symbol (Arabic: آس)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jack of {suit}</source>
        <comment>a French card said aloud</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen of {suit}</source>
        <comment>a French card said aloud</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king of {suit}</source>
        <comment>a French card said aloud</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ace of {suit}</source>
        <comment>a French card said aloud</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>a French card said aloud by the screen reader: &apos;10 of diamonds&apos;</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>a Spanish card: &apos;7 of swords&apos;</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank}{suit}</source>
        <comment>a French card, e.g. &apos;10♦&apos;; in Arabic &apos;{rank} {suit}&apos; with the suit&apos;s name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> + </source>
        <comment>between the cards of a capture or a build</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CasinoTable</name>
    <message>
        <source>Take {groups} with {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay {card} on the table</source>
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
        <source> and </source>
        <comment>between the groups of a capture or a build</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a card onto a table card of the same value to capture it (cards that add up to it are taken too), or onto the empty felt to trail it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a card can capture, build or raise in several ways, a menu opens over the table: choose the move you mean. Your own builds have a gold frame; gold rims show what you can play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your captured cards pile up here; cards, spades, aces, the big and little casino and sweeps score at the end of each deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the build of {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {groups}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise the build of {old} to {value}, joining the build of {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise the build of {old} to {value}, adding {groups}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise the build of {old} to {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{move} with {card}</source>
        <comment>a raise, then the card</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add {groups} to the build of {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build {value}: {groups}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} raised the build of {old} to {value} with {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} added {card} to the build of {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} built {value} with {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweep!</source>
        <comment>Casino&apos;s sweep, worth a point (كنسة)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>took {cards} with {card}</source>
        <comment>your move, in the log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>took {cards} with {card}</source>
        <comment>a computer&apos;s move</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raised the build of {old} to {value} with {card}</source>
        <comment>your move, in the log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raised the build of {old} to {value} with {card}</source>
        <comment>a computer&apos;s move</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>added {card} to the build of {value}</source>
        <comment>your move, in the log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>added {card} to the build of {value}</source>
        <comment>a computer&apos;s move</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built {value} with {card}</source>
        <comment>your move, in the log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built {value} with {card}</source>
        <comment>a computer&apos;s move</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swept the table</source>
        <comment>you, in the log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swept the table</source>
        <comment>a computer, in the log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} · {owner}</source>
        <comment>a build&apos;s caption</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number} · target {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweeps: {count}</source>
        <comment>on a name plate: sweeps this hand</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casino · hand {number} · target {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spades taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big casino ({card})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Little casino ({card})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweeps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal cards at the top: nobody scores for the most cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal spades at the top: nobody scores for the most spades.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied at {total} at the top: another hand decides the match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first side to reach {target} points wins the match; a tie at the top plays another hand.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>The coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play mine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the expert&apos;s move</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>“%1” looks like a blunder: about %Ln point(s) less than the expert&apos;s move, “%2”.</source>
        <translation>
            <numerusform>“%1” looks like a blunder: about %Ln point less than the expert&apos;s move, “%2”.</numerusform>
            <numerusform>“%1” looks like a blunder: about %Ln points less than the expert&apos;s move, “%2”.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1” looks like a mistake: about %Ln point(s) less than the expert&apos;s move, “%2”.</source>
        <translation>
            <numerusform>“%1” looks like a mistake: about %Ln point less than the expert&apos;s move, “%2”.</numerusform>
            <numerusform>“%1” looks like a mistake: about %Ln points less than the expert&apos;s move, “%2”.</numerusform>
        </translation>
    </message>
    <message>
        <source>It lowers your chance of winning the match by about %1 in 100.</source>
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
        <source>Hand summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal %1 is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1 is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review this deal</source>
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
        <source>Autosave failed: %1. It is tried again until it works; the match goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1. The match&apos;s result is kept and counted as soon as they can be.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FishingTable</name>
    <message>
        <source>Captured cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards left in the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>laid {card} on the table</source>
        <comment>your move, in the log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>laid {card} on the table</source>
        <comment>a computer&apos;s move</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>took the last cards on the table: {cards}</source>
        <comment>you, when the cards run out</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>took the last cards on the table: {cards}</source>
        <comment>a computer, when the cards run out</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New cards are dealt.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Match target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kinza</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant</source>
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
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full match — %1 deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short match — %1 deals</source>
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
        <source>Kinza and Ruba&apos;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four players, seven contracts: avoid the penalties, win tricks in trumps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kingdoms — %1 deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complex — %1 deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each for themselves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partners opposite each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doubling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The K♥ and the queens may be doubled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No doubling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forced discards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the K♥ is forced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A queen or a diamond is forced too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture, build and sweep: cards, spades, aces and the two casinos score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four kingdoms: dodge the penalty cards and the tricks, then race to empty your hand.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KingTable</name>
    <message>
        <source>No tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No kings or jacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No king of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No last two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} a trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} a heart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} a king or jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} a queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} for the K♥</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} each of the last two tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When it is your turn to choose, a panel here lists the seven contracts; the greyed ones are used up. Pick one, and the trump suit for a trumps contract.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a card to the middle, or double-click it, to play it. Cards you may not play are dimmed: follow suit when you can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tricks you win are counted here. L shows the last trick again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose {suit} as trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose {contract}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You chose: {contract}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} chose: {contract}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You took the trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} took the trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} played {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chose {contract}</source>
        <comment>your choice, in the log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chose {contract}</source>
        <comment>a computer&apos;s choice</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>led {card}</source>
        <comment>your lead, in the log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>led {card}</source>
        <comment>a computer&apos;s lead</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played {card}</source>
        <comment>your card, in the log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played {card}</source>
        <comment>a computer&apos;s card</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>took the trick</source>
        <comment>you, in the log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>took the trick</source>
        <comment>a computer, in the log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks taken (click to see the last trick)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal {number} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chosen by {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your choice of contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is choosing the contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score: {points} · tricks: {tricks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King · deal {number} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{text} · {contract}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{contract} ({turkish})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every penalty card is taken: the deal ends early.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played {used}/{most}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trumps {koz} · penalties {penalty}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the contract for deal {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks taken</source>
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
        <source>The deal ended early: every penalty card was taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{number}. {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: trumps {koz}, penalties {penalty}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{contract} {used}/{most}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choices left — {left}. Contracts used — {used}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KinzaTable</name>
    <message>
        <source>Drag one of your cards onto a table card to take it: your card and the cards it takes add up to 15 (40 in Ruba&apos;in). Or click a card, click the cards to take and press Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold rims show the cards you can play and the cards they can take. When several captures fit, a chooser opens over the table: pick one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop a card on the empty felt to lay it down. That is refused while the card can take something: taking is compulsory. Your taken cards pile up here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {cards} with {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay {card} on the table</source>
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
        <source>took {cards} with {card}</source>
        <comment>your move, in the log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>took {cards} with {card}</source>
        <comment>a computer&apos;s move</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swept the table</source>
        <comment>you, in the log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swept the table</source>
        <comment>a computer, in the log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal {number} · target {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruba&apos;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kinza</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} · deal {number} · target {target}</source>
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
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first side to reach {target} points wins the match.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Learning</name>
    <message>
        <source>No deal has been finished yet: there is nothing to review.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tip: View → Coach warns you before a mistake and shows a better move.</source>
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
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your %1 match is not finished. Abandon it and start a new one?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep it</source>
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
        <source>The coach is looking at your move… (Esc takes it back)</source>
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
        <source>Your last move and what followed it were taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The moves you took back were played again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kotshina</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a match first: the tips point at the table.</source>
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
        <source>Re&amp;do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sc&amp;ore sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;view last deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back to the start screen</source>
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
        <source>&amp;Move log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Coach: warn me before a mistake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Western digits (0123) in Arabic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sound</source>
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
        <source>&amp;High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highlight legal mo&amp;ves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto-ca&amp;pture on double-click or Enter when only one capture exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fou&amp;r-colour deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card si&amp;ze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>card size</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large</source>
        <comment>card size</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest</source>
        <comment>card size</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;peech</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Repeat the last announcement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read my &amp;cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the &amp;table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the &amp;players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the &amp;scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the &amp;last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Whose turn is it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to &amp;play here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Kotshina</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the menu bar</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoveLog</name>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves of hand %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves of deal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} {move}</source>
        <comment>a line of the move log: &apos;Computer&apos; &apos;took 5 of gold with 10 of cups&apos;</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No move yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Names</name>
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
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
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
        <source>New game</source>
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
        <source>Four players — each for themselves</source>
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
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer players</source>
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
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Digits in Arabic:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer players&apos; level for a new match:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the computer after you:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the second computer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the third computer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arabic-Indic (٠١٢٣)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Western (0123)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask before abandoning or restarting a match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card sounds (M)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sound output was found on this computer: the sounds stay silent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
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
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;No</source>
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
    <name>ReviewAccess</name>
    <message>
        <source>Move shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Analysis stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysing your moves: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The analysis stopped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 of %2 · %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the analysis of this move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an inaccuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mistake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a blunder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your only move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A good move: the expert&apos;s own choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A good move: about as good as “%1”, the expert&apos;s choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>An inaccuracy: about %Ln point(s) less than “%2”, the expert&apos;s move.</source>
        <translation>
            <numerusform>An inaccuracy: about %Ln point less than “%2”, the expert&apos;s move.</numerusform>
            <numerusform>An inaccuracy: about %Ln points less than “%2”, the expert&apos;s move.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A mistake: about %Ln point(s) less than “%2”, the expert&apos;s move.</source>
        <translation>
            <numerusform>A mistake: about %Ln point less than “%2”, the expert&apos;s move.</numerusform>
            <numerusform>A mistake: about %Ln points less than “%2”, the expert&apos;s move.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A blunder: about %Ln point(s) less than “%2”, the expert&apos;s move.</source>
        <translation>
            <numerusform>A blunder: about %Ln point less than “%2”, the expert&apos;s move.</numerusform>
            <numerusform>A blunder: about %Ln points less than “%2”, the expert&apos;s move.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your chance of winning the match drops by about %1 in 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review of hand %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review of deal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the analysis</source>
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
        <source>That is not a move of this game.</source>
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
        <source>Wait for your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait until the cards have been dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The coach is looking at your move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} can capture {captures}, so it may not be laid on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This deal&apos;s contract is already chosen: {contract}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a King contract.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trumps need a trump suit: choose one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} has used every trumps choice, so a penalty contract must be chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only trumps name a trump suit; {contract} does not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} has used every penalty choice, so trumps must be chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{contract} has already been played twice in this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The contract must be chosen before the first card is played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may not lead a heart until hearts have been played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must follow suit: {suit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot follow suit, so you must play a trump: {suit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot follow suit, so you must play the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You own the build of {value}, so you may not lay a card on the table: capture, build or raise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card is named in two groups.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must keep a card of {value} in your hand for your build of {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} takes only one card: a loose card of the same rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} can take only a loose card of the same rank, not {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A build is taken or built on whole: {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cards} makes {total}, but {card} is {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cards} is a build of {total}, but {card} is {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} on that build makes {total}, not {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cards} has no number, so {card} cannot take it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A build is worth 1 to 10, not {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jacks, queens and kings are never built.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A build needs cards from the table: {card} alone would be laid down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is already a build of {value}: add to it ({cards}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one build can be raised at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The build of {value} is a multiple build: it cannot be raised.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cards} cannot be split into groups of {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To build {value} you must hold another card of {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards seen so far do not fit this position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a Trix contract.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{contract} is not played in this kind of match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{contract} has already been played in this kingdom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This match is played without doubling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing can be doubled in {contract}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doubling is decided before the first card is played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {card} cannot be doubled in {contract}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} must first say what they double.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold the {card} and cannot follow suit: you must play it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot follow suit, so you must play a queen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot follow suit, so you must play a diamond.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card of yours fits the layout: you pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {card} does not fit the layout: lay a jack, or the card next to the end of its row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passing is only for the Trix contract: play a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card of yours fits the layout, so you may not pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deal is in progress.</source>
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
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of</source>
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
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a deal&apos;s row (or double-click it) to review it with the expert&apos;s opinion.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Move the focus ring over the cards you may play, the way the arrow points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the focus ring over every card of the row, to look at the others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go up to the table cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go back down to your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the focused card (in your hand: select it; on the table: take it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the focused card with the picked table cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the selection, or close a menu or panel over the table; never plays a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the last trick again (King)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the move menu: choose the move of that number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next move / previous move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last move / first move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The highlighted button (Play, Close, OK)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the dialog without choosing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next field or button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review of a deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In dialogs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The arrows point the way the cards move on screen: in Arabic your hand and the review read from right to left, so in the review ← goes to the next move and → to the previous one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>you</source>
        <comment>a seat&apos;s place at the table: your own</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on your right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on your left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opposite you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{index} of {count}</source>
        <comment>a card&apos;s place in a row: &apos;3 of 10&apos;</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a spoken list</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dimmed: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dimmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>may be played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} (chosen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your cards ({count}): {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your cards: {count}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards left in the deck: {count}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards in hand: {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may play: {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dimmed: {cards}. {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the table: {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{caption}: {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card in the trick yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {card}</source>
        <comment>who played which card to the trick</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the trick: {plays}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last move: {move}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{lines}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{column} {value}</source>
        <comment>a sheet&apos;s cell read aloud: &apos;You 5&apos;</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{row}: {cells}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal is over. {summary}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trick has been taken yet in this deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last trick, won by {name}: {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Kotshina</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card games of the Arab world, against the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Kotshina is already open. Close the other window first: two windows would write over each other&apos;s saved match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kotshina</source>
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
        <source>All levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches</source>
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
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best final score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average per deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves the coach warned about</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last %1 matches: average points per deal (gold: won, red: lost, grey: drawn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished match of this game yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset %1 statistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget every %1 match counted so far? A copy of the statistics file is kept in the data folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 statistics were reset; the old file was kept as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <source>The card table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards: {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}, played by {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>picked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>can be taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scores</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <source>Your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title}. Open to you: {choices}. The arrows go through them, Enter chooses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{warning} Enter plays the expert&apos;s move, Esc lets you choose again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody is to play now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is thinking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is to play.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableTips</name>
    <message>
        <source>The score is up here; F2 opens the score sheet. Stuck? Press H for a hint. Ctrl+Z takes your move back, and ? lists every key.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Thinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing this move</source>
        <comment>review: your plate, at your move</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing this move</source>
        <comment>review: another seat&apos;s plate, at its move</comment>
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
        <source>What does {card} do?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} has not moved yet in this deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} {move}</source>
        <comment>a seat&apos;s last move: &apos;Computer&apos; &apos;took 5 of gold with 10 of cups&apos;</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First choose a card from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: {move}. Press Enter to follow it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{caption} — {name} took cards last</source>
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
        <source>Dealer. Click to see the last move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to see the last move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweep!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} · {played}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trumps: {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {left}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choices left — {lines}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title} — {lines}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not open to you now: see the choices left below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trick has been taken yet in this deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last trick — won by {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card on the table goes with {card}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TipsOverlay</name>
    <message>
        <source>Tip %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Don&apos;t show again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrixTable</name>
    <message>
        <source>Each deal the kingdom&apos;s owner names the contract; when the kingdom is yours, a panel here lists the contracts left (those already played are greyed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a card to the middle, or double-click it, to play it. In Trix it goes to its suit&apos;s row; cards that do not fit are dimmed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose {contract}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not double</source>
        <comment>a hint&apos;s advice to the player</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks taken (click to see the last trick)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kingdom {kingdom} of {kingdoms} · deal {number} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your kingdom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s kingdom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score: {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score: {points} · tricks: {tricks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trix · kingdom {kingdom} of {kingdoms} · deal {number} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{text} · {contract}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{contract} · doubled: {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every penalty card is taken: the deal ends early.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card of yours fits the layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kingdom {kingdom}: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing played yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your kingdom: choose the contract for deal {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kingdoms so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A doubled card costs its taker twice; if another player takes it, you gain its value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{contract}: double?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cards} doubled by {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{contract} ({doubles})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points this deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team points this deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kingdom {kingdom} of {kingdoms}, yours: {contract}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kingdom {kingdom} of {kingdoms}, {name}&apos;s: {contract}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal ended early: every penalty card was taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kingdom {kingdom} ({name}): {left} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kingdom {kingdom} ({name}): every contract chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kingdoms — {lines}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King of Hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ltoosh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} for the K♥</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} a queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} a diamond</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} a trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all four at once: {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>going out: {first}, {second}, {third}, {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out first: {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out second: {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out third: {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last: {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1st out</source>
        <comment>the first player out, on the name plate</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2nd out</source>
        <comment>the second player out, on the name plate</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3rd out</source>
        <comment>the third player out, on the name plate</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4th</source>
        <comment>the last player, on the name plate</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You chose: {contract}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} chose: {contract}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} doubled {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} did not double.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You took the trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} took the trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} played {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} laid {card} on the layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} passes: no card fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {place}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chose {contract}</source>
        <comment>your choice, in the log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chose {contract}</source>
        <comment>a computer&apos;s choice</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>doubled {cards}</source>
        <comment>you, in the log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>doubled {cards}</source>
        <comment>a computer, in the log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not double</source>
        <comment>you, in the log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not double</source>
        <comment>a computer, in the log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>led {card}</source>
        <comment>your lead, in the log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>led {card}</source>
        <comment>a computer&apos;s lead</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played {card}</source>
        <comment>your card, in the log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played {card}</source>
        <comment>a computer&apos;s card</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>took the trick</source>
        <comment>you, in the log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>took the trick</source>
        <comment>a computer, in the log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>laid {card}</source>
        <comment>your card on the layout, in the log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>laid {card}</source>
        <comment>a computer&apos;s card on the layout</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed: no card fits</source>
        <comment>you, in the log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed: no card fits</source>
        <comment>a computer, in the log</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
