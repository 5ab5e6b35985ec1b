<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Kotshina</source>
        <translation>عن كوتشينة</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <source>Kotshina %1</source>
        <translation>كوتشينة %1</translation>
    </message>
    <message>
        <source>Kinza, Ruba&apos;in, King, Casino and Trix against computer opponents, offline, in Arabic and English.</source>
        <translation>كينزة وربعين وكينغ وكازينو وتركس ضد خصوم من الحاسوب، دون اتصال بالإنترنت، بالعربية والإنجليزية.</translation>
    </message>
    <message>
        <source>The card art is drawn by the project. Kotshina is free software under the GNU General Public License, version 3 or later, and comes with no warranty.</source>
        <translation>رسوم الورق من صنع المشروع. كوتشينة برنامج حر برخصة غنو العمومية (GPL)، الإصدار الثالث أو أي إصدار لاحق، ويأتي دون أي ضمان.</translation>
    </message>
    <message>
        <source>Made with Python %1 and Qt %2 (PySide6 %3). Qt and PySide6 are under the GNU Lesser General Public License, version 3; their sources are at download.qt.io. The Arabic font, Noto Sans Arabic, is under the SIL Open Font License 1.1.</source>
        <translation>صُنع ببايثون %1 ومكتبة Qt %2 ‏(PySide6 %3). مكتبتا Qt وPySide6 مرخّصتان برخصة غنو العمومية الصغرى (LGPL)، الإصدار الثالث، ومصادرهما في download.qt.io. والخط العربي Noto Sans Arabic مرخّص برخصة الخطوط المفتوحة SIL Open Font License 1.1.</translation>
    </message>
    <message>
        <source>The licence texts and the third-party notices are in %1.</source>
        <translation>نصوص التراخيص وإشعارات البرامج الخارجية في %1.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>gold</source>
        <comment>Spanish suit (oros), as in &apos;7 of gold&apos;</comment>
        <translation>ذهب</translation>
    </message>
    <message>
        <source>cups</source>
        <comment>Spanish suit (copas), as in &apos;7 of cups&apos;</comment>
        <translation>كؤوس</translation>
    </message>
    <message>
        <source>swords</source>
        <comment>Spanish suit (espadas), as in &apos;7 of swords&apos;</comment>
        <translation>سيوف</translation>
    </message>
    <message>
        <source>clubs</source>
        <comment>Spanish suit (bastos), as in &apos;7 of clubs&apos;</comment>
        <translation>عصي</translation>
    </message>
    <message>
        <source>spades</source>
        <comment>French suit</comment>
        <translation>بستوني</translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>French suit</comment>
        <translation>كبة</translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>French suit</comment>
        <translation>ديناري</translation>
    </message>
    <message>
        <source>clubs</source>
        <comment>French suit</comment>
        <translation>سباتي</translation>
    </message>
    <message>
        <source>{symbol} {suit}</source>
        <comment>a French suit: its symbol, then its name</comment>
        <translation>{symbol} {suit}</translation>
    </message>
    <message>
        <source>♠</source>
        <comment>spades after a rank (Arabic: بستوني)</comment>
        <translation>بستوني</translation>
    </message>
    <message>
        <source>♥</source>
        <comment>hearts after a rank (Arabic: كبة)</comment>
        <translation>كبة</translation>
    </message>
    <message>
        <source>♦</source>
        <comment>diamonds after a rank (Arabic: ديناري)</comment>
        <translation>ديناري</translation>
    </message>
    <message>
        <source>♣</source>
        <comment>clubs after a rank (Arabic: سباتي)</comment>
        <translation>سباتي</translation>
    </message>
    <message>
        <source>J</source>
        <comment>jack, as written before a suit symbol (Arabic: ولد)</comment>
        <translation>ولد</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>queen, as written before a suit symbol (Arabic: بنت)</comment>
        <translation>بنت</translation>
    </message>
    <message>
        <source>K</source>
        <comment>king, as written before a suit symbol (Arabic: ملك)</comment>
        <translation>ملك</translation>
    </message>
    <message>
        <source>A</source>
        <comment>ace, as written before a suit symbol (Arabic: آس)</comment>
        <translation>آس</translation>
    </message>
    <message>
        <source>jack of {suit}</source>
        <comment>a French card said aloud</comment>
        <translation>ولد {suit}</translation>
    </message>
    <message>
        <source>queen of {suit}</source>
        <comment>a French card said aloud</comment>
        <translation>بنت {suit}</translation>
    </message>
    <message>
        <source>king of {suit}</source>
        <comment>a French card said aloud</comment>
        <translation>ملك {suit}</translation>
    </message>
    <message>
        <source>ace of {suit}</source>
        <comment>a French card said aloud</comment>
        <translation>آس {suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>a French card said aloud by the screen reader: &apos;10 of diamonds&apos;</comment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>a Spanish card: &apos;7 of swords&apos;</comment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>{rank}{suit}</source>
        <comment>a French card, e.g. &apos;10♦&apos;; in Arabic &apos;{rank} {suit}&apos; with the suit&apos;s name</comment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source> + </source>
        <comment>between the cards of a capture or a build</comment>
        <translation> + </translation>
    </message>
</context>
<context>
    <name>CasinoTable</name>
    <message>
        <source>Take {groups} with {card}</source>
        <translation>خذ {groups} بالورقة {card}</translation>
    </message>
    <message>
        <source>Lay {card} on the table</source>
        <translation>ضع {card} على الطاولة</translation>
    </message>
    <message>
        <source>{name} took {cards} with {card}.</source>
        <translation>{name} أخذ {cards} بالورقة {card}.</translation>
    </message>
    <message>
        <source>{name} laid {card} on the table.</source>
        <translation>{name} وضع {card} على الطاولة.</translation>
    </message>
    <message>
        <source>{name} swept the table!</source>
        <translation>{name} كنس الطاولة!</translation>
    </message>
    <message>
        <source> and </source>
        <comment>between the groups of a capture or a build</comment>
        <translation> و</translation>
    </message>
    <message>
        <source>Drag a card onto a table card of the same value to capture it (cards that add up to it are taken too), or onto the empty felt to trail it.</source>
        <translation>اسحب ورقة إلى ورقة على الطاولة لها القيمة نفسها لتأخذها (وتُؤخذ معها الأوراق التي مجموعها تلك القيمة)، أو إلى مكان فارغ من الطاولة لتضعها عليها.</translation>
    </message>
    <message>
        <source>When a card can capture, build or raise in several ways, a menu opens over the table: choose the move you mean. Your own builds have a gold frame; gold rims show what you can play.</source>
        <translation>حين تستطيع الورقة الأخذ أو البناء أو رفع البناء بأكثر من طريقة، تُفتح قائمة فوق الطاولة: اختر الحركة التي تريدها. لأبنيتك إطار ذهبي، والحواف الذهبية تُبرز ما يمكنك لعبه.</translation>
    </message>
    <message>
        <source>Your captured cards pile up here; cards, spades, aces, the big and little casino and sweeps score at the end of each deal.</source>
        <translation>هنا تتجمّع كومتك؛ وفي آخر كل يد تُحسب النقاط: أكثر الأوراق وأكثر البستوني والآسات والكازينو الكبير والصغير والكنسات.</translation>
    </message>
    <message>
        <source>the build of {value}</source>
        <translation>بناء {value}</translation>
    </message>
    <message>
        <source>Take {groups}</source>
        <translation>خذ {groups}</translation>
    </message>
    <message>
        <source>Raise the build of {old} to {value}, joining the build of {value}</source>
        <translation>ارفع بناء {old} إلى {value} وضُمَّه إلى بناء {value}</translation>
    </message>
    <message>
        <source>Raise the build of {old} to {value}, adding {groups}</source>
        <translation>ارفع بناء {old} إلى {value} مع إضافة {groups}</translation>
    </message>
    <message>
        <source>Raise the build of {old} to {value}</source>
        <translation>ارفع بناء {old} إلى {value}</translation>
    </message>
    <message>
        <source>{move} with {card}</source>
        <comment>a raise, then the card</comment>
        <translation>{move} بالورقة {card}</translation>
    </message>
    <message>
        <source>Add {groups} to the build of {value}</source>
        <translation>أضف {groups} إلى بناء {value}</translation>
    </message>
    <message>
        <source>Build {value}: {groups}</source>
        <translation>ابنِ {value}: {groups}</translation>
    </message>
    <message>
        <source>{name} raised the build of {old} to {value} with {card}.</source>
        <translation>{name} رفع بناء {old} إلى {value} بالورقة {card}.</translation>
    </message>
    <message>
        <source>{name} added {card} to the build of {value}.</source>
        <translation>{name} أضاف {card} إلى بناء {value}.</translation>
    </message>
    <message>
        <source>{name} built {value} with {card}.</source>
        <translation>{name} بنى {value} بالورقة {card}.</translation>
    </message>
    <message>
        <source>Sweep!</source>
        <comment>Casino&apos;s sweep, worth a point (كنسة)</comment>
        <translation>كنسة!</translation>
    </message>
    <message>
        <source>took {cards} with {card}</source>
        <comment>your move, in the log</comment>
        <translation>أخذتَ {cards} بالورقة {card}</translation>
    </message>
    <message>
        <source>took {cards} with {card}</source>
        <comment>a computer&apos;s move</comment>
        <translation>أخذ {cards} بالورقة {card}</translation>
    </message>
    <message>
        <source>raised the build of {old} to {value} with {card}</source>
        <comment>your move, in the log</comment>
        <translation>رفعتَ بناء {old} إلى {value} بالورقة {card}</translation>
    </message>
    <message>
        <source>raised the build of {old} to {value} with {card}</source>
        <comment>a computer&apos;s move</comment>
        <translation>رفع بناء {old} إلى {value} بالورقة {card}</translation>
    </message>
    <message>
        <source>added {card} to the build of {value}</source>
        <comment>your move, in the log</comment>
        <translation>أضفتَ {card} إلى بناء {value}</translation>
    </message>
    <message>
        <source>added {card} to the build of {value}</source>
        <comment>a computer&apos;s move</comment>
        <translation>أضاف {card} إلى بناء {value}</translation>
    </message>
    <message>
        <source>built {value} with {card}</source>
        <comment>your move, in the log</comment>
        <translation>بنيتَ {value} بالورقة {card}</translation>
    </message>
    <message>
        <source>built {value} with {card}</source>
        <comment>a computer&apos;s move</comment>
        <translation>بنى {value} بالورقة {card}</translation>
    </message>
    <message>
        <source>swept the table</source>
        <comment>you, in the log</comment>
        <translation>كنستَ الطاولة</translation>
    </message>
    <message>
        <source>swept the table</source>
        <comment>a computer, in the log</comment>
        <translation>كنس الطاولة</translation>
    </message>
    <message>
        <source>{value} · {owner}</source>
        <comment>a build&apos;s caption</comment>
        <translation>{value} — {owner}</translation>
    </message>
    <message>
        <source>Hand {number} · target {target}</source>
        <translation>اليد {number}، الهدف {target}</translation>
    </message>
    <message>
        <source>Sweeps: {count}</source>
        <comment>on a name plate: sweeps this hand</comment>
        <translation>كنسات: {count}</translation>
    </message>
    <message>
        <source>Casino · hand {number} · target {target}</source>
        <translation>كازينو، اليد {number}، الهدف {target}</translation>
    </message>
    <message>
        <source>Cards taken</source>
        <translation>الأوراق المأخوذة</translation>
    </message>
    <message>
        <source>Spades taken</source>
        <translation>أوراق البستوني</translation>
    </message>
    <message>
        <source>Most cards</source>
        <translation>أكثر الأوراق</translation>
    </message>
    <message>
        <source>Most spades</source>
        <translation>أكثر البستوني</translation>
    </message>
    <message>
        <source>Big casino ({card})</source>
        <translation>الكازينو الكبير ({card})</translation>
    </message>
    <message>
        <source>Little casino ({card})</source>
        <translation>الكازينو الصغير ({card})</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>الآسات</translation>
    </message>
    <message>
        <source>Sweeps</source>
        <translation>الكنسات</translation>
    </message>
    <message>
        <source>Points this hand</source>
        <translation>نقاط هذه اليد</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>مجموع المباراة</translation>
    </message>
    <message>
        <source>Equal cards at the top: nobody scores for the most cards.</source>
        <translation>تعادل في عدد الأوراق: لا ينال أحد نقاط أكثر الأوراق.</translation>
    </message>
    <message>
        <source>Equal spades at the top: nobody scores for the most spades.</source>
        <translation>تعادل في عدد البستوني: لا ينال أحد نقطة أكثر البستوني.</translation>
    </message>
    <message>
        <source>Tied at {total} at the top: another hand decides the match.</source>
        <translation>تعادل في الصدارة عند {total}: تُلعب يد أخرى لحسم المباراة.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>الموزِّع</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>اليد {number}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>المجموع</translation>
    </message>
    <message>
        <source>The first side to reach {target} points wins the match; a tie at the top plays another hand.</source>
        <translation>يفوز بالمباراة أول طرف يبلغ {target} نقطة؛ وإذا تعادل الأعلى مجموعًا لُعبت يد أخرى.</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>The coach</source>
        <translation>المدرِّب</translation>
    </message>
    <message>
        <source>Play mine</source>
        <translation>العب حركتي</translation>
    </message>
    <message>
        <source>Play the expert&apos;s move</source>
        <translation>العب حركة الخبير</translation>
    </message>
    <message numerus="yes">
        <source>“%1” looks like a blunder: about %Ln point(s) less than the expert&apos;s move, “%2”.</source>
        <translation>
            <numerusform>تبدو «%1» خطأً فادحًا: أقل بقليل من حركة الخبير «%2».</numerusform>
            <numerusform>تبدو «%1» خطأً فادحًا: أقل بنحو نقطة واحدة من حركة الخبير «%2».</numerusform>
            <numerusform>تبدو «%1» خطأً فادحًا: أقل بنحو نقطتين من حركة الخبير «%2».</numerusform>
            <numerusform>تبدو «%1» خطأً فادحًا: أقل بنحو %Ln نقاط من حركة الخبير «%2».</numerusform>
            <numerusform>تبدو «%1» خطأً فادحًا: أقل بنحو %Ln نقطة من حركة الخبير «%2».</numerusform>
            <numerusform>تبدو «%1» خطأً فادحًا: أقل بنحو %Ln نقطة من حركة الخبير «%2».</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1” looks like a mistake: about %Ln point(s) less than the expert&apos;s move, “%2”.</source>
        <translation>
            <numerusform>تبدو «%1» خطأً: أقل بقليل من حركة الخبير «%2».</numerusform>
            <numerusform>تبدو «%1» خطأً: أقل بنحو نقطة واحدة من حركة الخبير «%2».</numerusform>
            <numerusform>تبدو «%1» خطأً: أقل بنحو نقطتين من حركة الخبير «%2».</numerusform>
            <numerusform>تبدو «%1» خطأً: أقل بنحو %Ln نقاط من حركة الخبير «%2».</numerusform>
            <numerusform>تبدو «%1» خطأً: أقل بنحو %Ln نقطة من حركة الخبير «%2».</numerusform>
            <numerusform>تبدو «%1» خطأً: أقل بنحو %Ln نقطة من حركة الخبير «%2».</numerusform>
        </translation>
    </message>
    <message>
        <source>It lowers your chance of winning the match by about %1 in 100.</source>
        <translation>وتُنقص فرصتك في الفوز بالمباراة بنحو %1 من ١٠٠.</translation>
    </message>
</context>
<context>
    <name>DealSummaryDialog</name>
    <message>
        <source>Deal summary</source>
        <translation>ملخّص التوزيعة</translation>
    </message>
    <message>
        <source>Hand summary</source>
        <translation>ملخّص اليد</translation>
    </message>
    <message>
        <source>Deal %1 is over</source>
        <translation>انتهت التوزيعة %1</translation>
    </message>
    <message>
        <source>Hand %1 is over</source>
        <translation>انتهت اليد %1</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>اليد التالية</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>التوزيعة التالية</translation>
    </message>
    <message>
        <source>Review this hand</source>
        <translation>راجع هذه اليد</translation>
    </message>
    <message>
        <source>Review this deal</source>
        <translation>راجع هذه التوزيعة</translation>
    </message>
</context>
<context>
    <name>DiskReports</name>
    <message>
        <source>The data folder cannot be used (%1): settings, saves and statistics will not be kept.</source>
        <translation>لا يمكن استخدام مجلد البيانات (%1): لن تُحفظ الإعدادات ولا المباريات ولا الإحصاءات.</translation>
    </message>
    <message>
        <source>The statistics file was written by a newer version of Kotshina; it is left untouched until the next match ends, then kept aside.</source>
        <translation>كُتب ملف الإحصاءات بإصدار أحدث من كوتشينة؛ يبقى كما هو حتى تنتهي المباراة القادمة، ثم يُحتفظ به جانبًا.</translation>
    </message>
    <message>
        <source>The settings file was damaged; it was kept as %1 and the default settings are used.</source>
        <translation>كان ملف الإعدادات تالفًا؛ احتُفظ به باسم %1 وتُستخدم الإعدادات الافتراضية.</translation>
    </message>
    <message>
        <source>The settings file is damaged; the default settings are used and nothing is written over it.</source>
        <translation>ملف الإعدادات تالف؛ تُستخدم الإعدادات الافتراضية ولن يُكتب فوقه شيء.</translation>
    </message>
    <message>
        <source>The statistics file could not be read; it was kept as %1 and counting started again.</source>
        <translation>تعذّرت قراءة ملف الإحصاءات؛ احتُفظ به باسم %1 وبدأ العدّ من جديد.</translation>
    </message>
    <message>
        <source>The statistics file could not be read; it is left untouched until the next match ends, then kept aside.</source>
        <translation>تعذّرت قراءة ملف الإحصاءات؛ يبقى كما هو حتى تنتهي المباراة القادمة، ثم يُحتفظ به جانبًا.</translation>
    </message>
    <message>
        <source>Autosave failed: %1. It is tried again until it works; the match goes on.</source>
        <translation>فشل الحفظ التلقائي: %1. تُعاد المحاولة حتى ينجح، والمباراة مستمرة.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1. The match&apos;s result is kept and counted as soon as they can be.</source>
        <translation>تعذّر حفظ الإحصاءات: %1. نتيجة المباراة محفوظة، وتُحتسب فيها حالما يمكن حفظها.</translation>
    </message>
    <message>
        <source>Settings could not be saved: %1</source>
        <translation>تعذّر حفظ الإعدادات: %1</translation>
    </message>
</context>
<context>
    <name>FishingTable</name>
    <message>
        <source>Captured cards</source>
        <translation>الأوراق الملتقطة</translation>
    </message>
    <message>
        <source>Cards left in the deck</source>
        <translation>الأوراق الباقية في الرزمة</translation>
    </message>
    <message>
        <source>{name}: {points}</source>
        <translation>{name}: {points}</translation>
    </message>
    <message>
        <source>laid {card} on the table</source>
        <comment>your move, in the log</comment>
        <translation>وضعتَ {card} على الطاولة</translation>
    </message>
    <message>
        <source>laid {card} on the table</source>
        <comment>a computer&apos;s move</comment>
        <translation>وضع {card} على الطاولة</translation>
    </message>
    <message>
        <source>took the last cards on the table: {cards}</source>
        <comment>you, when the cards run out</comment>
        <translation>أخذتَ آخر أوراق الطاولة: {cards}</translation>
    </message>
    <message>
        <source>took the last cards on the table: {cards}</source>
        <comment>a computer, when the cards run out</comment>
        <translation>أخذ آخر أوراق الطاولة: {cards}</translation>
    </message>
    <message>
        <source>New cards are dealt.</source>
        <translation>وُزِّعت أوراق جديدة.</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Match target</source>
        <translation>هدف المباراة</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 نقطة</translation>
    </message>
    <message>
        <source>Kinza</source>
        <translation>كينزة</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>النوع</translation>
    </message>
    <message>
        <source>Kinza — sum to %1</source>
        <translation>كينزة — المجموع %1</translation>
    </message>
    <message>
        <source>Ruba&apos;in — sum to %1</source>
        <translation>ربعين — المجموع %1</translation>
    </message>
    <message>
        <source>King</source>
        <translation>كينغ</translation>
    </message>
    <message>
        <source>Match length</source>
        <translation>طول المباراة</translation>
    </message>
    <message>
        <source>Full match — %1 deals</source>
        <translation>مباراة كاملة — %1 توزيعة</translation>
    </message>
    <message>
        <source>Short match — %1 deals</source>
        <translation>مباراة قصيرة — %1 توزيعات</translation>
    </message>
    <message>
        <source>Casino</source>
        <translation>كازينو</translation>
    </message>
    <message>
        <source>Capture table cards that sum to %1 with your card; gold counts most. Ruba&apos;in sums to %2.</source>
        <translation>التقط أوراقًا مجموعها مع ورقتك %1؛ والذهب أثمن النقاط. وفي ربعين: %2.</translation>
    </message>
    <message>
        <source>Kinza and Ruba&apos;in</source>
        <translation>كينزة وربعين</translation>
    </message>
    <message>
        <source>Four players, seven contracts: avoid the penalties, win tricks in trumps.</source>
        <translation>أربعة لاعبين وسبعة عقود: تجنّب العقوبات، واكسب اللمّات في عقد الحكم.</translation>
    </message>
    <message>
        <source>Trix</source>
        <translation>تركس</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>المباراة</translation>
    </message>
    <message>
        <source>Kingdoms — %1 deals</source>
        <translation>الممالك — %1 توزيعة</translation>
    </message>
    <message>
        <source>Complex — %1 deals</source>
        <translation>كمبلكس — %1 توزيعات</translation>
    </message>
    <message>
        <source>Partners</source>
        <translation>الشراكة</translation>
    </message>
    <message>
        <source>Each for themselves</source>
        <translation>فردي: كلٌّ لنفسه</translation>
    </message>
    <message>
        <source>Partners opposite each other</source>
        <translation>شراكة: كل شريكين متقابلان</translation>
    </message>
    <message>
        <source>Doubling</source>
        <translation>الدبل</translation>
    </message>
    <message>
        <source>The K♥ and the queens may be doubled</source>
        <translation>يجوز دبل ملك الكبة والبنات</translation>
    </message>
    <message>
        <source>No doubling</source>
        <translation>بلا دبل</translation>
    </message>
    <message>
        <source>Forced discards</source>
        <translation>الرمي الإجباري</translation>
    </message>
    <message>
        <source>Only the K♥ is forced</source>
        <translation>ملك الكبة وحده إجباري</translation>
    </message>
    <message>
        <source>A queen or a diamond is forced too</source>
        <translation>والبنت أو الديناري إجباريان أيضًا</translation>
    </message>
    <message>
        <source>Capture, build and sweep: cards, spades, aces and the two casinos score.</source>
        <translation>التقط وابنِ واكنس الطاولة: تُحسب الأوراق والبستوني والآسات وورقتا الكازينو.</translation>
    </message>
    <message>
        <source>Four kingdoms: dodge the penalty cards and the tricks, then race to empty your hand.</source>
        <translation>أربع ممالك: تجنّب أوراق العقوبة واللمّات، ثم سابِق لتُفرغ يدك أولًا.</translation>
    </message>
</context>
<context>
    <name>KingTable</name>
    <message>
        <source>No tricks</source>
        <translation>لا لمّات</translation>
    </message>
    <message>
        <source>No hearts</source>
        <translation>لا كبة</translation>
    </message>
    <message>
        <source>No kings or jacks</source>
        <translation>لا ملوك ولا أولاد</translation>
    </message>
    <message>
        <source>No queens</source>
        <translation>لا بنات</translation>
    </message>
    <message>
        <source>No king of hearts</source>
        <translation>رِفكي (لا ملك الكبة)</translation>
    </message>
    <message>
        <source>No last two</source>
        <translation>لا اللمّتين الأخيرتين</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>الحكم</translation>
    </message>
    <message>
        <source>{points} a trick</source>
        <translation>{points} عن كل لمّة</translation>
    </message>
    <message>
        <source>{points} a heart</source>
        <translation>{points} عن كل كبة</translation>
    </message>
    <message>
        <source>{points} a king or jack</source>
        <translation>{points} عن كل ملك أو ولد</translation>
    </message>
    <message>
        <source>{points} a queen</source>
        <translation>{points} عن كل بنت</translation>
    </message>
    <message>
        <source>{points} for the K♥</source>
        <translation>{points} لمن يأخذ ملك الكبة</translation>
    </message>
    <message>
        <source>{points} each of the last two tricks</source>
        <translation>{points} عن كل من اللمّتين الأخيرتين</translation>
    </message>
    <message>
        <source>When it is your turn to choose, a panel here lists the seven contracts; the greyed ones are used up. Pick one, and the trump suit for a trumps contract.</source>
        <translation>حين يأتي دورك في الاختيار تظهر هنا لوحة بالعقود السبعة، والرمادية منها استُنفدت. اختر عقدًا، واختر شكل الحكم إن كان عقد حكم.</translation>
    </message>
    <message>
        <source>Drag a card to the middle, or double-click it, to play it. Cards you may not play are dimmed: follow suit when you can.</source>
        <translation>لتلعب ورقة اسحبها إلى الوسط أو انقرها نقرًا مزدوجًا. الأوراق التي لا يحق لك لعبها باهتة: العب من الشكل المطلوب ما دام معك منه.</translation>
    </message>
    <message>
        <source>The tricks you win are counted here. L shows the last trick again.</source>
        <translation>هنا تُعدّ اللمّات التي تكسبها. ويُعيد المفتاح L عرض آخر لمّة.</translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation>الحكم: {suit}</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>العب {card}</translation>
    </message>
    <message>
        <source>Choose {suit} as trumps</source>
        <translation>اختر {suit} حكمًا</translation>
    </message>
    <message>
        <source>Choose {contract}</source>
        <translation>اختر عقد {contract}</translation>
    </message>
    <message>
        <source>You chose: {contract}.</source>
        <translation>اخترتَ: {contract}.</translation>
    </message>
    <message>
        <source>{name} chose: {contract}.</source>
        <translation>اختار {name}: {contract}.</translation>
    </message>
    <message>
        <source>You took the trick.</source>
        <translation>أخذتَ اللمّة.</translation>
    </message>
    <message>
        <source>{name} took the trick.</source>
        <translation>أخذ {name} اللمّة.</translation>
    </message>
    <message>
        <source>{name} played {card}.</source>
        <translation>لعب {name} الورقة {card}.</translation>
    </message>
    <message>
        <source>chose {contract}</source>
        <comment>your choice, in the log</comment>
        <translation>اخترتَ {contract}</translation>
    </message>
    <message>
        <source>chose {contract}</source>
        <comment>a computer&apos;s choice</comment>
        <translation>اختار {contract}</translation>
    </message>
    <message>
        <source>led {card}</source>
        <comment>your lead, in the log</comment>
        <translation>بدأتَ اللمّة بـ{card}</translation>
    </message>
    <message>
        <source>led {card}</source>
        <comment>a computer&apos;s lead</comment>
        <translation>بدأ اللمّة بـ{card}</translation>
    </message>
    <message>
        <source>played {card}</source>
        <comment>your card, in the log</comment>
        <translation>لعبتَ {card}</translation>
    </message>
    <message>
        <source>played {card}</source>
        <comment>a computer&apos;s card</comment>
        <translation>لعب {card}</translation>
    </message>
    <message>
        <source>took the trick</source>
        <comment>you, in the log</comment>
        <translation>أخذتَ اللمّة</translation>
    </message>
    <message>
        <source>took the trick</source>
        <comment>a computer, in the log</comment>
        <translation>أخذ اللمّة</translation>
    </message>
    <message>
        <source>Tricks taken (click to see the last trick)</source>
        <translation>اللمّات المأخوذة (انقر لرؤية آخر لمّة)</translation>
    </message>
    <message>
        <source>Deal {number} of {total}</source>
        <translation>التوزيعة {number} من {total}</translation>
    </message>
    <message>
        <source>your choice</source>
        <translation>باختيارك</translation>
    </message>
    <message>
        <source>chosen by {name}</source>
        <translation>باختيار {name}</translation>
    </message>
    <message>
        <source>Your choice of contract</source>
        <translation>دورك في اختيار العقد</translation>
    </message>
    <message>
        <source>{name} is choosing the contract</source>
        <translation>{name} يختار العقد</translation>
    </message>
    <message>
        <source>Score: {points} · tricks: {tricks}</source>
        <translation>النقاط: {points}، اللمّات: {tricks}</translation>
    </message>
    <message>
        <source>King · deal {number} of {total}</source>
        <translation>كينغ، التوزيعة {number} من {total}</translation>
    </message>
    <message>
        <source>{text} · {contract}</source>
        <translation>{text}، {contract}</translation>
    </message>
    <message>
        <source>{contract} ({turkish})</source>
        <translation>{contract} ({turkish})</translation>
    </message>
    <message>
        <source>Every penalty card is taken: the deal ends early.</source>
        <translation>أُخذت كل أوراق العقوبة: انتهت التوزيعة مبكرًا.</translation>
    </message>
    <message>
        <source>played {used}/{most}</source>
        <translation>لُعب {used} من {most}</translation>
    </message>
    <message>
        <source>trumps {koz} · penalties {penalty}</source>
        <translation>الحكم {koz}، العقوبات {penalty}</translation>
    </message>
    <message>
        <source>Choose the contract for deal {number}</source>
        <translation>اختر عقد التوزيعة {number}</translation>
    </message>
    <message>
        <source>Tricks taken</source>
        <translation>اللمّات المأخوذة</translation>
    </message>
    <message>
        <source>Points this deal</source>
        <translation>نقاط هذه التوزيعة</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>مجموع المباراة</translation>
    </message>
    <message>
        <source>The deal ended early: every penalty card was taken.</source>
        <translation>انتهت التوزيعة مبكرًا: أُخذت كل أوراق العقوبة.</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>العقد</translation>
    </message>
    <message>
        <source>{number}. {name}</source>
        <translation>{number}. {name}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>المجموع</translation>
    </message>
    <message>
        <source>{name}: trumps {koz}, penalties {penalty}</source>
        <translation>{name}: الحكم {koz}، العقوبات {penalty}</translation>
    </message>
    <message>
        <source>{contract} {used}/{most}</source>
        <translation>{contract} {used}/{most}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>؛ </translation>
    </message>
    <message>
        <source>Choices left — {left}. Contracts used — {used}.</source>
        <translation>الاختيارات المتبقية — {left}. العقود الملعوبة — {used}.</translation>
    </message>
</context>
<context>
    <name>KinzaTable</name>
    <message>
        <source>Drag one of your cards onto a table card to take it: your card and the cards it takes add up to 15 (40 in Ruba&apos;in). Or click a card, click the cards to take and press Enter.</source>
        <translation>اسحب ورقة من يدك إلى ورقة على الطاولة لتأخذها: مجموع ورقتك والأوراق التي تأخذها ١٥ (و٤٠ في الربعين). أو انقر ورقة، ثم انقر الأوراق التي تأخذها، واضغط Enter.</translation>
    </message>
    <message>
        <source>Gold rims show the cards you can play and the cards they can take. When several captures fit, a chooser opens over the table: pick one.</source>
        <translation>الحواف الذهبية تُبرز الأوراق التي يمكنك لعبها والأوراق التي تأخذها. وحين يصحّ أكثر من أخذ تُفتح فوق الطاولة قائمة لتختار منها.</translation>
    </message>
    <message>
        <source>Drop a card on the empty felt to lay it down. That is refused while the card can take something: taking is compulsory. Your taken cards pile up here.</source>
        <translation>أفلت ورقة على مكان فارغ من الطاولة لتضعها عليها. ويُرفض ذلك ما دامت الورقة تستطيع أن تأخذ شيئًا: الأخذ واجب. وهنا تتجمّع كومتك.</translation>
    </message>
    <message>
        <source>Take {cards} with {card}</source>
        <translation>خذ {cards} بالورقة {card}</translation>
    </message>
    <message>
        <source>Lay {card} on the table</source>
        <translation>ضع {card} على الطاولة</translation>
    </message>
    <message>
        <source>{name} took {cards} with {card}.</source>
        <translation>{name} أخذ {cards} بالورقة {card}.</translation>
    </message>
    <message>
        <source>{name} laid {card} on the table.</source>
        <translation>{name} وضع {card} على الطاولة.</translation>
    </message>
    <message>
        <source>{name} swept the table!</source>
        <translation>{name} مسح الطاولة!</translation>
    </message>
    <message>
        <source>took {cards} with {card}</source>
        <comment>your move, in the log</comment>
        <translation>أخذتَ {cards} بالورقة {card}</translation>
    </message>
    <message>
        <source>took {cards} with {card}</source>
        <comment>a computer&apos;s move</comment>
        <translation>أخذ {cards} بالورقة {card}</translation>
    </message>
    <message>
        <source>swept the table</source>
        <comment>you, in the log</comment>
        <translation>مسحتَ الطاولة</translation>
    </message>
    <message>
        <source>swept the table</source>
        <comment>a computer, in the log</comment>
        <translation>مسح الطاولة</translation>
    </message>
    <message>
        <source>Deal {number} · target {target}</source>
        <translation>التوزيعة {number}، الهدف {target}</translation>
    </message>
    <message>
        <source>Ruba&apos;in</source>
        <translation>ربعين</translation>
    </message>
    <message>
        <source>Kinza</source>
        <translation>كينزة</translation>
    </message>
    <message>
        <source>{game} · deal {number} · target {target}</source>
        <translation>{game}، التوزيعة {number}، الهدف {target}</translation>
    </message>
    <message>
        <source>Cards captured</source>
        <translation>الأوراق الملتقطة</translation>
    </message>
    <message>
        <source>Gold points</source>
        <translation>نقاط الذهب</translation>
    </message>
    <message>
        <source>Other cards (1 point each)</source>
        <translation>الأوراق الأخرى (نقطة لكل ورقة)</translation>
    </message>
    <message>
        <source>Points this deal</source>
        <translation>نقاط هذه التوزيعة</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>مجموع المباراة</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>الموزِّع</translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation>التوزيعة {number}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>المجموع</translation>
    </message>
    <message>
        <source>The first side to reach {target} points wins the match.</source>
        <translation>يفوز بالمباراة أول طرف يبلغ {target} نقطة.</translation>
    </message>
</context>
<context>
    <name>Learning</name>
    <message>
        <source>No deal has been finished yet: there is nothing to review.</source>
        <translation>لم تنتهِ أي توزيعة بعد: لا شيء للمراجعة.</translation>
    </message>
    <message>
        <source>Tip: View → Coach warns you before a mistake and shows a better move.</source>
        <translation>نصيحة: العرض ← المدرِّب ينبّهك قبل الخطأ ويريك حركة أفضل.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The saved match %1 was written by a newer version of Kotshina; it was left untouched.</source>
        <translation>المباراة المحفوظة %1 كُتبت بإصدار أحدث من كوتشينة؛ تُركت كما هي دون أي تغيير.</translation>
    </message>
    <message>
        <source>The saved match %1 cannot be replayed; it was left untouched.</source>
        <translation>تعذّرت إعادة بناء المباراة المحفوظة %1؛ تُركت كما هي دون أي تغيير.</translation>
    </message>
    <message>
        <source>The saved match %1 is damaged; it was left untouched.</source>
        <translation>المباراة المحفوظة %1 تالفة؛ تُركت كما هي دون أي تغيير.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>لعبة جديدة</translation>
    </message>
    <message>
        <source>Your %1 match is not finished. Abandon it and start a new one?</source>
        <translation>مباراة %1 لم تنتهِ بعد. هل تتركها وتبدأ مباراة جديدة؟</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>اتركها</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>احتفظ بها</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>متابعة</translation>
    </message>
    <message>
        <source>There is no unfinished match to continue.</source>
        <translation>لا توجد مباراة غير منتهية لمتابعتها.</translation>
    </message>
    <message>
        <source>Restart match</source>
        <translation>إعادة المباراة</translation>
    </message>
    <message>
        <source>Start this match again with new cards? The current match will be lost.</source>
        <translation>أتبدأ هذه المباراة من جديد بأوراق جديدة؟ ستضيع المباراة الحالية.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>دورك</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>الدور على %1</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 يفكّر…</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>انتهت المباراة.</translation>
    </message>
    <message>
        <source>The coach is looking at your move… (Esc takes it back)</source>
        <translation>المدرِّب ينظر في حركتك… (اضغط Esc لاستردادها)</translation>
    </message>
    <message>
        <source>No hint right now: it is not your turn.</source>
        <translation>لا تلميح الآن: ليس دورك.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>أبحث عن حركة جيدة…</translation>
    </message>
    <message>
        <source>Your last move and what followed it were taken back.</source>
        <translation>تراجعتَ عن حركتك الأخيرة وعمّا تلاها.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>لا يوجد ما يمكن التراجع عنه.</translation>
    </message>
    <message>
        <source>The moves you took back were played again.</source>
        <translation>أُعيد لعب الحركات التي تراجعتَ عنها.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>لا يوجد ما يمكن إعادته.</translation>
    </message>
    <message>
        <source>Kotshina</source>
        <translation>كوتشينة</translation>
    </message>
    <message>
        <source>Start a match first: the tips point at the table.</source>
        <translation>ابدأ مباراة أولًا: النصائح تُشير إلى أجزاء الطاولة.</translation>
    </message>
</context>
<context>
    <name>MatchEndDialog</name>
    <message>
        <source>The match is a draw</source>
        <translation>انتهت المباراة بالتعادل</translation>
    </message>
    <message>
        <source>Your team won the match!</source>
        <translation>فاز فريقك بالمباراة!</translation>
    </message>
    <message>
        <source>You won the match!</source>
        <translation>فزت بالمباراة!</translation>
    </message>
    <message>
        <source>The opponents won the match</source>
        <translation>فاز الخصمان بالمباراة</translation>
    </message>
    <message>
        <source>%1 won the match</source>
        <translation>فاز %1 بالمباراة</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>انتهت المباراة</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>العب مرة أخرى</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Game</source>
        <translation>ال&amp;لعبة</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>ال&amp;عرض</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;مساعدة</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;لعبة جديدة…</translation>
    </message>
    <message>
        <source>&amp;Continue saved match</source>
        <translation>&amp;متابعة المباراة المحفوظة</translation>
    </message>
    <message>
        <source>&amp;Restart match</source>
        <translation>إعادة المباراة من ال&amp;بداية</translation>
    </message>
    <message>
        <source>&amp;Save record…</source>
        <translation>حفظ &amp;سجل المباراة…</translation>
    </message>
    <message>
        <source>&amp;Export for bug report…</source>
        <translation>ت&amp;صدير لتقرير عن خلل…</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>الإ&amp;حصاءات</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;تلميح</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>ترا&amp;جع</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>إ&amp;عادة</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>الت&amp;فضيلات…</translation>
    </message>
    <message>
        <source>Sc&amp;ore sheet</source>
        <translation>&amp;ورقة التسجيل</translation>
    </message>
    <message>
        <source>Re&amp;view last deal</source>
        <translation>&amp;راجع آخر توزيعة</translation>
    </message>
    <message>
        <source>&amp;Back to the start screen</source>
        <translation>العودة إلى &amp;شاشة البداية</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;خروج</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>ال&amp;لغة</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;سرعة الحركة</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>بلا حركة</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>سريعة</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>عادية</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>بطيئة</translation>
    </message>
    <message>
        <source>&amp;Move log</source>
        <translation>سجلّ ال&amp;نقلات</translation>
    </message>
    <message>
        <source>&amp;Coach: warn me before a mistake</source>
        <translation>ال&amp;مدرِّب: نبّهني قبل الخطأ</translation>
    </message>
    <message>
        <source>&amp;Western digits (0123) in Arabic</source>
        <translation>أرقام &amp;غربية (0123) في الواجهة العربية</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>ال&amp;صوت</translation>
    </message>
    <message>
        <source>&amp;Table colour</source>
        <translation>لون ال&amp;طاولة</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>أخضر</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>أزرق</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>أحمر</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>بنّي</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;ظهر الورق</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>تباين &amp;عالٍ</translation>
    </message>
    <message>
        <source>Highlight legal mo&amp;ves</source>
        <translation>إ&amp;براز الحركات المسموحة</translation>
    </message>
    <message>
        <source>Auto-ca&amp;pture on double-click or Enter when only one capture exists</source>
        <translation>ال&amp;تقاط تلقائي بالنقر المزدوج أو بمفتاح Enter حين لا يوجد إلا التقاط واحد</translation>
    </message>
    <message>
        <source>Fou&amp;r-colour deck</source>
        <translation>&amp;ورق بأربعة ألوان</translation>
    </message>
    <message>
        <source>Card si&amp;ze</source>
        <translation>&amp;حجم الأوراق</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>card size</comment>
        <translation>عادي</translation>
    </message>
    <message>
        <source>Large</source>
        <comment>card size</comment>
        <translation>كبير</translation>
    </message>
    <message>
        <source>Largest</source>
        <comment>card size</comment>
        <translation>أكبر</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>ملء ال&amp;شاشة</translation>
    </message>
    <message>
        <source>S&amp;peech</source>
        <translation>ال&amp;نطق</translation>
    </message>
    <message>
        <source>&amp;Repeat the last announcement</source>
        <translation>أ&amp;عِد آخر إعلان</translation>
    </message>
    <message>
        <source>Read my &amp;cards</source>
        <translation>اقرأ أ&amp;وراقي</translation>
    </message>
    <message>
        <source>Read the &amp;table</source>
        <translation>اقرأ ال&amp;طاولة</translation>
    </message>
    <message>
        <source>Read the &amp;players</source>
        <translation>اقرأ ال&amp;لاعبين</translation>
    </message>
    <message>
        <source>Read the &amp;scores</source>
        <translation>اقرأ ال&amp;نقاط</translation>
    </message>
    <message>
        <source>Read the &amp;last trick</source>
        <translation>اقرأ اللمّة الأ&amp;خيرة</translation>
    </message>
    <message>
        <source>&amp;Whose turn is it?</source>
        <translation>&amp;دور مَن؟</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;قواعد اللعب</translation>
    </message>
    <message>
        <source>How to &amp;play here</source>
        <translation>كيف ت&amp;لعب هنا</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>اختصارات ل&amp;وحة المفاتيح</translation>
    </message>
    <message>
        <source>&amp;About Kotshina</source>
        <translation>&amp;عن كوتشينة</translation>
    </message>
    <message>
        <source>Open the menu bar</source>
        <translation>فتح شريط القوائم</translation>
    </message>
</context>
<context>
    <name>MoveLog</name>
    <message>
        <source>Moves</source>
        <translation>النقلات</translation>
    </message>
    <message>
        <source>Moves of hand %1</source>
        <translation>نقلات اليد %1</translation>
    </message>
    <message>
        <source>Moves of deal %1</source>
        <translation>نقلات التوزيعة %1</translation>
    </message>
    <message>
        <source>{name} {move}</source>
        <comment>a line of the move log: &apos;Computer&apos; &apos;took 5 of gold with 10 of cups&apos;</comment>
        <translation>{name} {move}</translation>
    </message>
    <message>
        <source>No move yet.</source>
        <translation>لا نقلات بعد.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Easy</source>
        <translation>سهل</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>متوسط</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>صعب</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>خبير</translation>
    </message>
    <message>
        <source>Human player</source>
        <translation>لاعب بشري</translation>
    </message>
    <message>
        <source>You</source>
        <translation>أنت</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>الشريك</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>الحاسوب</translation>
    </message>
    <message>
        <source>Opponent %1</source>
        <translation>الخصم %1</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>الحاسوب %1</translation>
    </message>
    <message>
        <source>Your side</source>
        <translation>فريقك</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>الخصمان</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>لعبة جديدة</translation>
    </message>
    <message>
        <source>Two players — head to head</source>
        <translation>لاعبان — وجهًا لوجه</translation>
    </message>
    <message>
        <source>Three players — each for themselves</source>
        <translation>ثلاثة لاعبين — كلٌّ لنفسه</translation>
    </message>
    <message>
        <source>Four players — two teams, partners opposite</source>
        <translation>أربعة لاعبين — فريقان، والشريكان متقابلان</translation>
    </message>
    <message>
        <source>Four players — each for themselves</source>
        <translation>أربعة لاعبين — كلٌّ لنفسه</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>سهل</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>متوسط</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>صعب</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>خبير</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>اللعبة</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>اللاعبون</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>لاعبو الحاسوب</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>اسمك</translation>
    </message>
    <message>
        <source>You</source>
        <translation>أنت</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>التفضيلات</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>اللغة</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>الطاولة</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>اللعب</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>الصوت</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>اللغة:</translation>
    </message>
    <message>
        <source>Digits in Arabic:</source>
        <translation>الأرقام في الواجهة العربية:</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>لون الطاولة:</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>ظهر الورق:</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>حجم الورق:</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>سرعة الحركة:</translation>
    </message>
    <message>
        <source>Computer players&apos; level for a new match:</source>
        <translation>مستوى لاعبي الحاسوب في المباراة الجديدة:</translation>
    </message>
    <message>
        <source>Name of the computer after you:</source>
        <translation>اسم الحاسوب الذي يليك:</translation>
    </message>
    <message>
        <source>Name of the second computer:</source>
        <translation>اسم الحاسوب الثاني:</translation>
    </message>
    <message>
        <source>Name of the third computer:</source>
        <translation>اسم الحاسوب الثالث:</translation>
    </message>
    <message>
        <source>Arabic-Indic (٠١٢٣)</source>
        <translation>هندية (٠١٢٣)</translation>
    </message>
    <message>
        <source>Western (0123)</source>
        <translation>غربية (0123)</translation>
    </message>
    <message>
        <source>Ask before abandoning or restarting a match</source>
        <translation>اسألني قبل ترك مباراة أو إعادتها من البداية</translation>
    </message>
    <message>
        <source>Default name</source>
        <translation>الاسم المعتاد</translation>
    </message>
    <message>
        <source>Card sounds (M)</source>
        <translation>أصوات الورق (M)</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>مستوى الصوت:</translation>
    </message>
    <message>
        <source>Play a sample</source>
        <translation>اسمع مثالًا</translation>
    </message>
    <message>
        <source>No sound output was found on this computer: the sounds stay silent.</source>
        <translation>لم يُعثر على مخرج صوت في هذا الحاسوب: ستبقى الأصوات صامتة.</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>استعادة الإعدادات الأصلية</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
</context>
<context>
    <name>ProblemIndicator</name>
    <message>
        <source>%1 (+%2 more)</source>
        <translation>%1 (و%2 غيرها)</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>مشكلات</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;موافق</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>إ&amp;لغاء</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>إ&amp;غلاق</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>موافق</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;نعم</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;لا</translation>
    </message>
</context>
<context>
    <name>RecordExport</name>
    <message>
        <source>Export for bug report</source>
        <translation>تصدير لتقرير عن خلل</translation>
    </message>
    <message>
        <source>Save record</source>
        <translation>حفظ سجل المباراة</translation>
    </message>
    <message>
        <source>Kotshina records (*.json)</source>
        <translation>سجلات كوتشينة (*.json)</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>تعذّر حفظ %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>تم الحفظ في %1</translation>
    </message>
</context>
<context>
    <name>ReviewAccess</name>
    <message>
        <source>Move shown</source>
        <translation>الحركة المعروضة</translation>
    </message>
    <message>
        <source>Your moves</source>
        <translation>حركاتك</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>التحليل</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Analysis stopped</source>
        <translation>أُوقف التحليل</translation>
    </message>
    <message>
        <source>Analysing your moves: %1 of %2</source>
        <translation>تحليل حركاتك: %1 من %2</translation>
    </message>
    <message>
        <source>Analysis done</source>
        <translation>اكتمل التحليل</translation>
    </message>
    <message>
        <source>The analysis stopped: %1</source>
        <translation>توقف التحليل: %1</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>انتهت التوزيعة.</translation>
    </message>
    <message>
        <source>Move %1 of %2 · %3: %4</source>
        <translation>الحركة %1 من %2 — %3: %4</translation>
    </message>
    <message>
        <source>Waiting for the analysis of this move…</source>
        <translation>في انتظار تحليل هذه الحركة…</translation>
    </message>
    <message>
        <source>good</source>
        <translation>جيدة</translation>
    </message>
    <message>
        <source>an inaccuracy</source>
        <translation>غير دقيقة</translation>
    </message>
    <message>
        <source>a mistake</source>
        <translation>خطأ</translation>
    </message>
    <message>
        <source>a blunder</source>
        <translation>خطأ فادح</translation>
    </message>
    <message>
        <source>Your only move.</source>
        <translation>حركتك الوحيدة الممكنة.</translation>
    </message>
    <message>
        <source>A good move: the expert&apos;s own choice.</source>
        <translation>حركة جيدة: هي اختيار الخبير نفسه.</translation>
    </message>
    <message>
        <source>A good move: about as good as “%1”, the expert&apos;s choice.</source>
        <translation>حركة جيدة: تكاد تعادل «%1»، اختيار الخبير.</translation>
    </message>
    <message numerus="yes">
        <source>An inaccuracy: about %Ln point(s) less than “%2”, the expert&apos;s move.</source>
        <translation>
            <numerusform>حركة غير دقيقة: أقل بقليل من «%2»، حركة الخبير.</numerusform>
            <numerusform>حركة غير دقيقة: أقل بنحو نقطة واحدة من «%2»، حركة الخبير.</numerusform>
            <numerusform>حركة غير دقيقة: أقل بنحو نقطتين من «%2»، حركة الخبير.</numerusform>
            <numerusform>حركة غير دقيقة: أقل بنحو %Ln نقاط من «%2»، حركة الخبير.</numerusform>
            <numerusform>حركة غير دقيقة: أقل بنحو %Ln نقطة من «%2»، حركة الخبير.</numerusform>
            <numerusform>حركة غير دقيقة: أقل بنحو %Ln نقطة من «%2»، حركة الخبير.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A mistake: about %Ln point(s) less than “%2”, the expert&apos;s move.</source>
        <translation>
            <numerusform>خطأ: أقل بقليل من «%2»، حركة الخبير.</numerusform>
            <numerusform>خطأ: أقل بنحو نقطة واحدة من «%2»، حركة الخبير.</numerusform>
            <numerusform>خطأ: أقل بنحو نقطتين من «%2»، حركة الخبير.</numerusform>
            <numerusform>خطأ: أقل بنحو %Ln نقاط من «%2»، حركة الخبير.</numerusform>
            <numerusform>خطأ: أقل بنحو %Ln نقطة من «%2»، حركة الخبير.</numerusform>
            <numerusform>خطأ: أقل بنحو %Ln نقطة من «%2»، حركة الخبير.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A blunder: about %Ln point(s) less than “%2”, the expert&apos;s move.</source>
        <translation>
            <numerusform>خطأ فادح: أقل بقليل من «%2»، حركة الخبير.</numerusform>
            <numerusform>خطأ فادح: أقل بنحو نقطة واحدة من «%2»، حركة الخبير.</numerusform>
            <numerusform>خطأ فادح: أقل بنحو نقطتين من «%2»، حركة الخبير.</numerusform>
            <numerusform>خطأ فادح: أقل بنحو %Ln نقاط من «%2»، حركة الخبير.</numerusform>
            <numerusform>خطأ فادح: أقل بنحو %Ln نقطة من «%2»، حركة الخبير.</numerusform>
            <numerusform>خطأ فادح: أقل بنحو %Ln نقطة من «%2»، حركة الخبير.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your chance of winning the match drops by about %1 in 100.</source>
        <translation>وتنقص فرصتك في الفوز بالمباراة بنحو %1 من ١٠٠.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Review of hand %1</source>
        <translation>مراجعة اليد %1</translation>
    </message>
    <message>
        <source>Review of deal %1</source>
        <translation>مراجعة التوزيعة %1</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>السابق</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>التالي</translation>
    </message>
    <message>
        <source>Show every hand</source>
        <translation>أظهر كل الأيدي</translation>
    </message>
    <message>
        <source>Stop the analysis</source>
        <translation>أوقف التحليل</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>The match is over.</source>
        <translation>انتهت المباراة.</translation>
    </message>
    <message>
        <source>The next deal has not been dealt yet.</source>
        <translation>لم تُوزَّع التوزيعة التالية بعد.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>هذه ليست حركة من حركات هذه اللعبة.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>الورقة {card} ليست في يدك.</translation>
    </message>
    <message>
        <source>{cards} is not on the table.</source>
        <translation>{cards} ليست على الطاولة.</translation>
    </message>
    <message>
        <source>{card} with {cards} makes {total}, not {target}.</source>
        <translation>{card} مع {cards} مجموعها {total} وليس {target}.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>انتظر دورك.</translation>
    </message>
    <message>
        <source>Wait until the cards have been dealt.</source>
        <translation>انتظر حتى تُوزَّع الأوراق.</translation>
    </message>
    <message>
        <source>The coach is looking at your move.</source>
        <translation>المدرِّب ينظر في حركتك.</translation>
    </message>
    <message>
        <source>{card} can capture {captures}, so it may not be laid on the table.</source>
        <translation>الورقة {card} تستطيع التقاط {captures}، فلا يجوز وضعها على الطاولة.</translation>
    </message>
    <message>
        <source>This deal&apos;s contract is already chosen: {contract}.</source>
        <translation>عقد هذه التوزيعة مختار من قبل: {contract}.</translation>
    </message>
    <message>
        <source>That is not a King contract.</source>
        <translation>هذا ليس من عقود كينغ.</translation>
    </message>
    <message>
        <source>Trumps need a trump suit: choose one.</source>
        <translation>الحكم يحتاج إلى شكل: اختر شكلًا.</translation>
    </message>
    <message>
        <source>{seat} has used every trumps choice, so a penalty contract must be chosen.</source>
        <translation>استنفد {seat} كل اختيارات الحكم، فلا بد من اختيار عقد عقوبة.</translation>
    </message>
    <message>
        <source>Only trumps name a trump suit; {contract} does not.</source>
        <translation>لا يُسمّى شكل إلا في عقد الحكم، لا في {contract}.</translation>
    </message>
    <message>
        <source>{seat} has used every penalty choice, so trumps must be chosen.</source>
        <translation>استنفد {seat} كل اختيارات العقوبات، فلا بد من اختيار الحكم.</translation>
    </message>
    <message>
        <source>{contract} has already been played twice in this match.</source>
        <translation>لُعب عقد «{contract}» مرتين في هذه المباراة.</translation>
    </message>
    <message>
        <source>The contract must be chosen before the first card is played.</source>
        <translation>يجب اختيار العقد قبل لعب أول ورقة.</translation>
    </message>
    <message>
        <source>You may not lead a heart until hearts have been played.</source>
        <translation>لا يجوز أن تبدأ بالكبة قبل أن تُلعب ورقة كبة.</translation>
    </message>
    <message>
        <source>You must follow suit: {suit}.</source>
        <translation>يجب أن تتبع الشكل: {suit}.</translation>
    </message>
    <message>
        <source>You cannot follow suit, so you must play a trump: {suit}.</source>
        <translation>لا تستطيع اتباع الشكل، فيجب أن تقطع بالحكم: {suit}.</translation>
    </message>
    <message>
        <source>You cannot follow suit, so you must play the {card}.</source>
        <translation>لا تستطيع اتباع الشكل، فيجب أن تلعب {card}.</translation>
    </message>
    <message>
        <source>You own the build of {value}, so you may not lay a card on the table: capture, build or raise.</source>
        <translation>لك بناء {value} على الطاولة، فلا يجوز أن تضع ورقة: التقط أو ابنِ أو ارفع.</translation>
    </message>
    <message>
        <source>A card is named in two groups.</source>
        <translation>ورقة واحدة مذكورة في مجموعتين.</translation>
    </message>
    <message>
        <source>You must keep a card of {value} in your hand for your build of {value}.</source>
        <translation>يجب أن تحتفظ في يدك بورقة {value} من أجل بنائك {value}.</translation>
    </message>
    <message>
        <source>{card} takes only one card: a loose card of the same rank.</source>
        <translation>الورقة {card} لا تأخذ إلا ورقة واحدة مكشوفة من رتبتها.</translation>
    </message>
    <message>
        <source>{card} can take only a loose card of the same rank, not {target}.</source>
        <translation>الورقة {card} لا تأخذ إلا ورقة مكشوفة من رتبتها، لا {target}.</translation>
    </message>
    <message>
        <source>A build is taken or built on whole: {cards}.</source>
        <translation>البناء يؤخذ أو يُبنى عليه كاملًا: {cards}.</translation>
    </message>
    <message>
        <source>{cards} makes {total}, but {card} is {value}.</source>
        <translation>مجموع {cards} هو {total}، لكن قيمة {card} هي {value}.</translation>
    </message>
    <message>
        <source>{cards} is a build of {total}, but {card} is {value}.</source>
        <translation>{cards} بناء قيمته {total}، لكن قيمة {card} هي {value}.</translation>
    </message>
    <message>
        <source>{card} on that build makes {total}, not {value}.</source>
        <translation>{card} على هذا البناء تجعله {total} لا {value}.</translation>
    </message>
    <message>
        <source>{cards} has no number, so {card} cannot take it.</source>
        <translation>{cards} بلا رقم: لا تأخذها إلا ورقة من رتبتها، لا {card}.</translation>
    </message>
    <message>
        <source>A build is worth 1 to 10, not {value}.</source>
        <translation>قيمة البناء من ١ إلى ١٠، لا {value}.</translation>
    </message>
    <message>
        <source>Jacks, queens and kings are never built.</source>
        <translation>الأولاد والبنات والملوك لا تدخل في البناء أبدًا.</translation>
    </message>
    <message>
        <source>A build needs cards from the table: {card} alone would be laid down.</source>
        <translation>البناء يحتاج إلى أوراق من الطاولة: {card} وحدها تُوضع فقط.</translation>
    </message>
    <message>
        <source>There is already a build of {value}: add to it ({cards}).</source>
        <translation>على الطاولة بناء {value} من قبل: أضف إليه ({cards}).</translation>
    </message>
    <message>
        <source>Only one build can be raised at a time.</source>
        <translation>لا يُرفع إلا بناء واحد في المرة.</translation>
    </message>
    <message>
        <source>The build of {value} is a multiple build: it cannot be raised.</source>
        <translation>بناء {value} بناء متعدد: لا يجوز رفعه.</translation>
    </message>
    <message>
        <source>{cards} cannot be split into groups of {value}.</source>
        <translation>لا يمكن تقسيم {cards} إلى مجموعات قيمة كل منها {value}.</translation>
    </message>
    <message>
        <source>To build {value} you must hold another card of {value}.</source>
        <translation>لتبني {value} يجب أن تحمل ورقة أخرى قيمتها {value}.</translation>
    </message>
    <message>
        <source>The cards seen so far do not fit this position.</source>
        <translation>الأوراق التي ظهرت حتى الآن لا تتفق مع هذا الوضع.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>هذه الحركة غير مسموحة.</translation>
    </message>
    <message>
        <source>, or </source>
        <translation>، أو </translation>
    </message>
    <message>
        <source>That is not a Trix contract.</source>
        <translation>هذا ليس من عقود التركس.</translation>
    </message>
    <message>
        <source>{contract} is not played in this kind of match.</source>
        <translation>لا يُلعب {contract} في هذا النوع من المباريات.</translation>
    </message>
    <message>
        <source>{contract} has already been played in this kingdom.</source>
        <translation>لُعب {contract} من قبل في هذه المملكة.</translation>
    </message>
    <message>
        <source>This match is played without doubling.</source>
        <translation>تُلعب هذه المباراة بلا دبل.</translation>
    </message>
    <message>
        <source>Nothing can be doubled in {contract}.</source>
        <translation>لا دبل في {contract}.</translation>
    </message>
    <message>
        <source>Doubling is decided before the first card is played.</source>
        <translation>يُقرَّر الدبل قبل لعب أول ورقة.</translation>
    </message>
    <message>
        <source>The {card} cannot be doubled in {contract}.</source>
        <translation>لا يجوز دبل {card} في {contract}.</translation>
    </message>
    <message>
        <source>{seat} must first say what they double.</source>
        <translation>على {seat} أن يقرر الدبل أولًا.</translation>
    </message>
    <message>
        <source>You hold the {card} and cannot follow suit: you must play it.</source>
        <translation>معك {card} ولا تستطيع اتباع الشكل: يجب أن تلعب هذه الورقة.</translation>
    </message>
    <message>
        <source>You cannot follow suit, so you must play a queen.</source>
        <translation>لا تستطيع اتباع الشكل، فيجب أن تلعب بنتًا.</translation>
    </message>
    <message>
        <source>You cannot follow suit, so you must play a diamond.</source>
        <translation>لا تستطيع اتباع الشكل، فيجب أن تلعب ورقة ديناري.</translation>
    </message>
    <message>
        <source>No card of yours fits the layout: you pass.</source>
        <translation>لا ورقة معك تصلح للترتيب: باس.</translation>
    </message>
    <message>
        <source>The {card} does not fit the layout: lay a jack, or the card next to the end of its row.</source>
        <translation>الورقة {card} لا تصلح للترتيب: ضع ولدًا، أو الورقة التي تلي طرف صفّها.</translation>
    </message>
    <message>
        <source>Passing is only for the Trix contract: play a card.</source>
        <translation>الباس في التركس وحده: العب ورقة.</translation>
    </message>
    <message>
        <source>A card of yours fits the layout, so you may not pass.</source>
        <translation>معك ورقة تصلح للترتيب، فلا يجوز لك الباس.</translation>
    </message>
    <message>
        <source>A deal is in progress.</source>
        <translation>التوزيعة جارية.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>The rules of this game are not available yet.</source>
        <translation>قواعد هذه اللعبة غير متوفرة بعد.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>قواعد اللعب</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <source>Rules of</source>
        <translation>قواعد</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>Score sheet</source>
        <translation>ورقة التسجيل</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <source>Review the deal</source>
        <translation>راجع التوزيعة</translation>
    </message>
    <message>
        <source>Pick a deal&apos;s row (or double-click it) to review it with the expert&apos;s opinion.</source>
        <translation>اختر سطر توزيعة (أو انقر عليه مرتين) لمراجعتها برأي الخبير.</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Move the focus ring over the cards you may play, the way the arrow points</source>
        <translation>نقل حلقة التحديد بين الأوراق التي يحق لك لعبها، في الاتجاه الذي يشير إليه السهم</translation>
    </message>
    <message>
        <source>Move the focus ring over every card of the row, to look at the others</source>
        <translation>نقل حلقة التحديد بين كل أوراق الصف، للنظر في الأوراق الأخرى</translation>
    </message>
    <message>
        <source>Go up to the table cards</source>
        <translation>الصعود إلى أوراق الطاولة</translation>
    </message>
    <message>
        <source>Go back down to your hand</source>
        <translation>النزول إلى يدك</translation>
    </message>
    <message>
        <source>Pick the focused card (in your hand: select it; on the table: take it)</source>
        <translation>اختيار الورقة المحدَّدة (في يدك: تحديدها للعب؛ على الطاولة: ضمّها إلى ما تأخذه)</translation>
    </message>
    <message>
        <source>Play the focused card with the picked table cards</source>
        <translation>لعب الورقة المحدَّدة مع أوراق الطاولة المختارة</translation>
    </message>
    <message>
        <source>Cancel the selection, or close a menu or panel over the table; never plays a move</source>
        <translation>إلغاء التحديد، أو إغلاق قائمة أو لوحة فوق الطاولة؛ لا يلعب حركة أبدًا</translation>
    </message>
    <message>
        <source>Show a hint</source>
        <translation>عرض تلميح</translation>
    </message>
    <message>
        <source>Show the last trick again (King)</source>
        <translation>إعادة عرض آخر لمّة (كينغ)</translation>
    </message>
    <message>
        <source>In the move menu: choose the move of that number</source>
        <translation>في قائمة الحركات: اختيار الحركة ذات هذا الرقم</translation>
    </message>
    <message>
        <source>Next move / previous move</source>
        <translation>النقلة التالية / النقلة السابقة</translation>
    </message>
    <message>
        <source>Last move / first move</source>
        <translation>آخر نقلة / أول نقلة</translation>
    </message>
    <message>
        <source>The highlighted button (Play, Close, OK)</source>
        <translation>الزر المُبرَز (العب، إغلاق، موافق)</translation>
    </message>
    <message>
        <source>Close the dialog without choosing</source>
        <translation>إغلاق النافذة دون اختيار</translation>
    </message>
    <message>
        <source>Next field or button</source>
        <translation>الحقل أو الزر التالي</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>القوائم</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>على الطاولة</translation>
    </message>
    <message>
        <source>Review of a deal</source>
        <translation>مراجعة توزيعة</translation>
    </message>
    <message>
        <source>In dialogs</source>
        <translation>في النوافذ الحوارية</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>اختصارات لوحة المفاتيح</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <source>The arrows point the way the cards move on screen: in Arabic your hand and the review read from right to left, so in the review ← goes to the next move and → to the previous one.</source>
        <translation>تشير الأسهم إلى الاتجاه الذي تتحرك فيه الأوراق على الشاشة: في الواجهة العربية تُقرأ يدك والمراجعة من اليمين إلى اليسار، لذا ينقلك ← في المراجعة إلى النقلة التالية و→ إلى النقلة السابقة.</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>you</source>
        <comment>a seat&apos;s place at the table: your own</comment>
        <translation>أنت</translation>
    </message>
    <message>
        <source>on your right</source>
        <translation>على يمينك</translation>
    </message>
    <message>
        <source>on your left</source>
        <translation>على يسارك</translation>
    </message>
    <message>
        <source>opposite you</source>
        <translation>مقابلك</translation>
    </message>
    <message>
        <source>{index} of {count}</source>
        <comment>a card&apos;s place in a row: &apos;3 of 10&apos;</comment>
        <translation>{index} من {count}</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a spoken list</comment>
        <translation>، </translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>مختارة</translation>
    </message>
    <message>
        <source>dimmed: {reason}</source>
        <translation>باهتة: {reason}</translation>
    </message>
    <message>
        <source>dimmed</source>
        <translation>باهتة</translation>
    </message>
    <message>
        <source>may be played</source>
        <translation>يمكن لعبها</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>يدك فارغة.</translation>
    </message>
    <message>
        <source>{card} (chosen)</source>
        <translation>{card} (مختارة)</translation>
    </message>
    <message>
        <source>Your cards ({count}): {cards}.</source>
        <translation>أوراقك ({count}): {cards}.</translation>
    </message>
    <message>
        <source>Your cards: {count}.</source>
        <translation>أوراقك: {count}.</translation>
    </message>
    <message>
        <source>Cards left in the deck: {count}.</source>
        <translation>الأوراق الباقية في الرزمة: {count}.</translation>
    </message>
    <message>
        <source>cards in hand: {count}</source>
        <translation>الأوراق في يده: {count}</translation>
    </message>
    <message>
        <source>You may play: {cards}.</source>
        <translation>يمكنك أن تلعب: {cards}.</translation>
    </message>
    <message>
        <source>Dimmed: {cards}. {reason}</source>
        <translation>باهتة: {cards}. {reason}</translation>
    </message>
    <message>
        <source>The table is empty.</source>
        <translation>الطاولة فارغة.</translation>
    </message>
    <message>
        <source>On the table: {cards}.</source>
        <translation>على الطاولة: {cards}.</translation>
    </message>
    <message>
        <source>{caption}: {cards}.</source>
        <translation>{caption}: {cards}.</translation>
    </message>
    <message>
        <source>No card in the trick yet.</source>
        <translation>لا ورقة في اللمّة بعد.</translation>
    </message>
    <message>
        <source>{name}: {card}</source>
        <comment>who played which card to the trick</comment>
        <translation>{name}: {card}</translation>
    </message>
    <message>
        <source>In the trick: {plays}.</source>
        <translation>في اللمّة: {plays}.</translation>
    </message>
    <message>
        <source>{name}, {place}</source>
        <translation>{name}، {place}</translation>
    </message>
    <message>
        <source>last move: {move}</source>
        <translation>آخر حركة: {move}</translation>
    </message>
    <message>
        <source>{lines}.</source>
        <translation>{lines}.</translation>
    </message>
    <message>
        <source>{column} {value}</source>
        <comment>a sheet&apos;s cell read aloud: &apos;You 5&apos;</comment>
        <translation>{column} {value}</translation>
    </message>
    <message>
        <source>{row}: {cells}.</source>
        <translation>{row}: {cells}.</translation>
    </message>
    <message>
        <source>The deal is over. {summary}</source>
        <translation>انتهت التوزيعة. {summary}</translation>
    </message>
    <message>
        <source>No trick has been taken yet in this deal.</source>
        <translation>لم تؤخذ أي لمّة بعد في هذه التوزيعة.</translation>
    </message>
    <message>
        <source>Last trick, won by {name}: {cards}.</source>
        <translation>اللمّة الأخيرة، أخذها {name}: {cards}.</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Kotshina</source>
        <translation>كوتشينة</translation>
    </message>
    <message>
        <source>Card games of the Arab world, against the computer</source>
        <translation>ألعاب ورق عربية، ضد الحاسوب</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>لعبة جديدة</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>متابعة</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Kotshina is already open. Close the other window first: two windows would write over each other&apos;s saved match.</source>
        <translation>كوتشينة مفتوحة بالفعل. أغلق النافذة الأخرى أولًا: فالنافذتان معًا تكتب كلٌّ منهما فوق المباراة المحفوظة للأخرى.</translation>
    </message>
    <message>
        <source>Kotshina</source>
        <translation>كوتشينة</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>الإحصاءات</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>كل المستويات</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>مستويات مختلطة</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>المباريات</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>فوز</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>خسارة</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>نسبة الفوز</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>سلسلة الفوز الحالية</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>أطول سلسلة فوز</translation>
    </message>
    <message>
        <source>Best final score</source>
        <translation>أفضل نتيجة نهائية</translation>
    </message>
    <message>
        <source>Best deal</source>
        <translation>أفضل توزيعة</translation>
    </message>
    <message>
        <source>Average per deal</source>
        <translation>المعدّل في التوزيعة</translation>
    </message>
    <message>
        <source>Moves the coach warned about</source>
        <translation>حركات نبّه إليها المدرِّب</translation>
    </message>
    <message>
        <source>Your last %1 matches: average points per deal (gold: won, red: lost, grey: drawn).</source>
        <translation>آخر مبارياتك (%1): معدّل النقاط في التوزيعة (الذهبي فوز، والأحمر خسارة، والرمادي تعادل).</translation>
    </message>
    <message>
        <source>No finished match of this game yet.</source>
        <translation>لا مباراة منتهية في هذه اللعبة بعد.</translation>
    </message>
    <message>
        <source>Reset %1 statistics…</source>
        <translation>تصفير إحصاءات %1…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>تصفير الإحصاءات</translation>
    </message>
    <message>
        <source>Forget every %1 match counted so far? A copy of the statistics file is kept in the data folder.</source>
        <translation>أتريد نسيان كل مباريات %1 المحسوبة حتى الآن؟ تُحفظ نسخة من ملف الإحصاءات في مجلد البيانات.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>تصفير</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>أبقِها</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>تعذّر تصفير الإحصاءات: %1</translation>
    </message>
    <message>
        <source>The %1 statistics were reset; the old file was kept as %2.</source>
        <translation>صُفّرت إحصاءات %1، وحُفظ الملف القديم باسم %2.</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>تعادل</translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <source>The card table</source>
        <translation>طاولة اللعب</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>يدك</translation>
    </message>
    <message>
        <source>cards: {count}</source>
        <translation>الأوراق: {count}</translation>
    </message>
    <message>
        <source>{card}, played by {name}</source>
        <translation>{card}، لعبها {name}</translation>
    </message>
    <message>
        <source>picked</source>
        <translation>مختارة للأخذ</translation>
    </message>
    <message>
        <source>can be taken</source>
        <translation>يمكن أخذها</translation>
    </message>
    <message>
        <source>The trick</source>
        <translation>اللمّة</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>الطاولة</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>فارغة</translation>
    </message>
    <message>
        <source>The players</source>
        <translation>اللاعبون</translation>
    </message>
    <message>
        <source>The scores</source>
        <translation>النقاط</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <source>Your turn.</source>
        <translation>دورك.</translation>
    </message>
    <message>
        <source>{title}. Open to you: {choices}. The arrows go through them, Enter chooses.</source>
        <translation>{title}. المتاح لك: {choices}. الأسهم تنتقل بينها، وEnter يختار.</translation>
    </message>
    <message>
        <source>Enter goes on.</source>
        <translation>Enter للمتابعة.</translation>
    </message>
    <message>
        <source>{warning} Enter plays the expert&apos;s move, Esc lets you choose again.</source>
        <translation>{warning} Enter يلعب حركة الخبير، وEsc يتيح لك أن تختار من جديد.</translation>
    </message>
    <message>
        <source>Nobody is to play now.</source>
        <translation>ليس الدور لأحد الآن.</translation>
    </message>
    <message>
        <source>{name} is thinking.</source>
        <translation>{name} يفكّر.</translation>
    </message>
    <message>
        <source>{name} is to play.</source>
        <translation>الدور على {name}.</translation>
    </message>
</context>
<context>
    <name>TableTips</name>
    <message>
        <source>The score is up here; F2 opens the score sheet. Stuck? Press H for a hint. Ctrl+Z takes your move back, and ? lists every key.</source>
        <translation>النتيجة هنا، ويفتح F2 ورقة التسجيل. محتار؟ اضغط H لتلميح. ويتراجع Ctrl+Z عن حركتك، ويعرض المفتاح ? قائمة المفاتيح كلها.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>{caption} — {name} took cards last</source>
        <translation>{caption} — آخر من أخذ: {name}</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>الأوراق في اليد</translation>
    </message>
    <message>
        <source>Dealer. Click to see the last move.</source>
        <translation>الموزِّع. انقر لرؤية آخر نقلة.</translation>
    </message>
    <message>
        <source>Click to see the last move.</source>
        <translation>انقر لرؤية آخر نقلة.</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>يفكّر</translation>
    </message>
    <message>
        <source>Playing this move</source>
        <comment>review: your plate, at your move</comment>
        <translation>تلعب هذه النقلة</translation>
    </message>
    <message>
        <source>Playing this move</source>
        <comment>review: another seat&apos;s plate, at its move</comment>
        <translation>يلعب هذه النقلة</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>دورك</translation>
    </message>
    <message>
        <source>To play</source>
        <translation>دوره</translation>
    </message>
    <message>
        <source>What does {card} do?</source>
        <translation>ماذا تفعل {card}؟</translation>
    </message>
    <message>
        <source>{name} has not moved yet in this deal.</source>
        <translation>لم يلعب {name} بعد في هذه التوزيعة.</translation>
    </message>
    <message>
        <source>{name} {move}</source>
        <comment>a seat&apos;s last move: &apos;Computer&apos; &apos;took 5 of gold with 10 of cups&apos;</comment>
        <translation>{name} {move}</translation>
    </message>
    <message>
        <source>First choose a card from your hand.</source>
        <translation>اختر أولًا ورقة من يدك.</translation>
    </message>
    <message>
        <source>Hint: {move}. Press Enter to follow it.</source>
        <translation>تلميح: {move}. اضغط Enter للأخذ به.</translation>
    </message>
    <message>
        <source>D</source>
        <comment>the dealer&apos;s chip</comment>
        <translation>م</translation>
    </message>
    <message>
        <source>Sweep!</source>
        <translation>مسحة!</translation>
    </message>
    <message>
        <source>{points} · {played}</source>
        <translation>{points}، {played}</translation>
    </message>
    <message>
        <source>Trumps: {points}</source>
        <translation>الحكم: {points}</translation>
    </message>
    <message>
        <source>{name}: {left}</source>
        <translation>{name}: {left}</translation>
    </message>
    <message>
        <source>Choices left — {lines}</source>
        <translation>الاختيارات المتبقية — {lines}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>؛ </translation>
    </message>
    <message>
        <source>{title} — {lines}</source>
        <translation>{title} — {lines}</translation>
    </message>
    <message>
        <source>Not open to you now: see the choices left below.</source>
        <translation>غير متاح لك الآن: انظر الاختيارات المتبقية أدناه.</translation>
    </message>
    <message>
        <source>No trick has been taken yet in this deal.</source>
        <translation>لم تؤخذ أي لمّة بعد في هذه التوزيعة.</translation>
    </message>
    <message>
        <source>Last trick — won by {name}</source>
        <translation>آخر لمّة — أخذها {name}</translation>
    </message>
    <message>
        <source>No card on the table goes with {card}.</source>
        <translation>لا تُلعب أيّ ورقة من الطاولة مع {card}.</translation>
    </message>
</context>
<context>
    <name>TipsOverlay</name>
    <message>
        <source>Tip %1 of %2</source>
        <translation>نصيحة %1 من %2</translation>
    </message>
    <message>
        <source>Don&apos;t show again</source>
        <translation>لا تعرضها مرة أخرى</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>تم</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>التالي</translation>
    </message>
</context>
<context>
    <name>TrixTable</name>
    <message>
        <source>Each deal the kingdom&apos;s owner names the contract; when the kingdom is yours, a panel here lists the contracts left (those already played are greyed).</source>
        <translation>في كل توزيعة يختار صاحب المملكة العقد؛ وحين تكون المملكة لك تظهر هنا لوحة بالعقود الباقية (وما لُعب منها رماديّ).</translation>
    </message>
    <message>
        <source>Drag a card to the middle, or double-click it, to play it. In Trix it goes to its suit&apos;s row; cards that do not fit are dimmed.</source>
        <translation>لتلعب ورقة اسحبها إلى الوسط أو انقرها نقرًا مزدوجًا. في التركس تذهب إلى صفّ شكلها، والأوراق التي لا تصلح باهتة.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>باس</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>العب {card}</translation>
    </message>
    <message>
        <source>Choose {contract}</source>
        <translation>اختر عقد {contract}</translation>
    </message>
    <message>
        <source>Do not double</source>
        <comment>a hint&apos;s advice to the player</comment>
        <translation>لا تدبّل</translation>
    </message>
    <message>
        <source>Do not double</source>
        <translation>لا أدبّل</translation>
    </message>
    <message>
        <source>Double {cards}</source>
        <translation>دبّل {cards}</translation>
    </message>
    <message>
        <source>Tricks taken (click to see the last trick)</source>
        <translation>اللمّات المأخوذة (انقر لرؤية آخر لمّة)</translation>
    </message>
    <message>
        <source>Kingdom {kingdom} of {kingdoms} · deal {number} of {total}</source>
        <translation>المملكة {kingdom} من {kingdoms}، التوزيعة {number} من {total}</translation>
    </message>
    <message>
        <source>Your kingdom</source>
        <translation>مملكتك</translation>
    </message>
    <message>
        <source>{name}&apos;s kingdom</source>
        <translation>مملكة {name}</translation>
    </message>
    <message>
        <source>Score: {points}</source>
        <translation>النقاط: {points}</translation>
    </message>
    <message>
        <source>Score: {points} · tricks: {tricks}</source>
        <translation>النقاط: {points}، اللمّات: {tricks}</translation>
    </message>
    <message>
        <source>Trix · kingdom {kingdom} of {kingdoms} · deal {number} of {total}</source>
        <translation>تركس، المملكة {kingdom} من {kingdoms}، التوزيعة {number} من {total}</translation>
    </message>
    <message>
        <source>{text} · {contract}</source>
        <translation>{text}، {contract}</translation>
    </message>
    <message>
        <source>{contract} · doubled: {cards}</source>
        <translation>{contract}، المدبّل: {cards}</translation>
    </message>
    <message>
        <source>{name}: {place}</source>
        <translation>{name}: {place}</translation>
    </message>
    <message>
        <source>Every penalty card is taken: the deal ends early.</source>
        <translation>أُخذت كل أوراق العقوبة: انتهت التوزيعة مبكرًا.</translation>
    </message>
    <message>
        <source>No card of yours fits the layout</source>
        <translation>لا ورقة معك تصلح للترتيب</translation>
    </message>
    <message>
        <source>played</source>
        <translation>لُعب</translation>
    </message>
    <message>
        <source>Kingdom {kingdom}: {name}</source>
        <translation>المملكة {kingdom}: {name}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <source>nothing played yet</source>
        <translation>لم يُلعب شيء بعد</translation>
    </message>
    <message>
        <source>Your kingdom: choose the contract for deal {number}</source>
        <translation>مملكتك: اختر عقد التوزيعة {number}</translation>
    </message>
    <message>
        <source>Kingdoms so far</source>
        <translation>الممالك حتى الآن</translation>
    </message>
    <message>
        <source>A doubled card costs its taker twice; if another player takes it, you gain its value.</source>
        <translation>الورقة المدبّلة تكلّف آخذها ضعف قيمتها؛ وإن أخذها لاعب غيرك كسبتَ قيمتها.</translation>
    </message>
    <message>
        <source>{contract}: double?</source>
        <translation>{contract}: دبل أم لا؟</translation>
    </message>
    <message>
        <source>; </source>
        <translation>؛ </translation>
    </message>
    <message>
        <source>{cards} doubled by {name}</source>
        <translation>دبّل {name}: {cards}</translation>
    </message>
    <message>
        <source>{contract} ({doubles})</source>
        <translation>{contract} ({doubles})</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>المركز</translation>
    </message>
    <message>
        <source>Tricks taken</source>
        <translation>اللمّات المأخوذة</translation>
    </message>
    <message>
        <source>Points this deal</source>
        <translation>نقاط هذه التوزيعة</translation>
    </message>
    <message>
        <source>Team points this deal</source>
        <translation>نقاط الفريق في هذه التوزيعة</translation>
    </message>
    <message>
        <source>Team total</source>
        <translation>مجموع الفريق</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>مجموع المباراة</translation>
    </message>
    <message>
        <source>Kingdom {kingdom} of {kingdoms}, yours: {contract}.</source>
        <translation>المملكة {kingdom} من {kingdoms}، مملكتك: {contract}.</translation>
    </message>
    <message>
        <source>Kingdom {kingdom} of {kingdoms}, {name}&apos;s: {contract}.</source>
        <translation>المملكة {kingdom} من {kingdoms}، مملكة {name}: {contract}.</translation>
    </message>
    <message>
        <source>The deal ended early: every penalty card was taken.</source>
        <translation>انتهت التوزيعة مبكرًا: أُخذت كل أوراق العقوبة.</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>العقد</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>المجموع</translation>
    </message>
    <message>
        <source>kingdom {kingdom} ({name}): {left} left</source>
        <translation>المملكة {kingdom} ({name}): بقي {left}</translation>
    </message>
    <message>
        <source>kingdom {kingdom} ({name}): every contract chosen</source>
        <translation>المملكة {kingdom} ({name}): اختيرت كل عقودها</translation>
    </message>
    <message>
        <source>Kingdoms — {lines}.</source>
        <translation>الممالك — {lines}.</translation>
    </message>
    <message>
        <source>King of Hearts</source>
        <translation>ملك الكبة</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>البنات</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>الديناري</translation>
    </message>
    <message>
        <source>Ltoosh</source>
        <translation>اللطوش</translation>
    </message>
    <message>
        <source>Complex</source>
        <translation>الكمبلكس</translation>
    </message>
    <message>
        <source>Trix</source>
        <translation>التركس</translation>
    </message>
    <message>
        <source>{points} for the K♥</source>
        <translation>{points} لمن يأخذ ملك الكبة</translation>
    </message>
    <message>
        <source>{points} a queen</source>
        <translation>{points} عن كل بنت</translation>
    </message>
    <message>
        <source>{points} a diamond</source>
        <translation>{points} عن كل ديناري</translation>
    </message>
    <message>
        <source>{points} a trick</source>
        <translation>{points} عن كل لمّة</translation>
    </message>
    <message>
        <source>all four at once: {points}</source>
        <translation>الأربعة معًا: {points}</translation>
    </message>
    <message>
        <source>going out: {first}, {second}, {third}, {last}</source>
        <translation>الخروج: {first}، {second}، {third}، {last}</translation>
    </message>
    <message>
        <source>Out first: {points}</source>
        <translation>خرج أولًا: {points}</translation>
    </message>
    <message>
        <source>Out second: {points}</source>
        <translation>خرج ثانيًا: {points}</translation>
    </message>
    <message>
        <source>Out third: {points}</source>
        <translation>خرج ثالثًا: {points}</translation>
    </message>
    <message>
        <source>Last: {points}</source>
        <translation>الأخير: {points}</translation>
    </message>
    <message>
        <source>1st out</source>
        <comment>the first player out, on the name plate</comment>
        <translation>الأول</translation>
    </message>
    <message>
        <source>2nd out</source>
        <comment>the second player out, on the name plate</comment>
        <translation>الثاني</translation>
    </message>
    <message>
        <source>3rd out</source>
        <comment>the third player out, on the name plate</comment>
        <translation>الثالث</translation>
    </message>
    <message>
        <source>4th</source>
        <comment>the last player, on the name plate</comment>
        <translation>الرابع</translation>
    </message>
    <message>
        <source>You chose: {contract}.</source>
        <translation>اخترتَ: {contract}.</translation>
    </message>
    <message>
        <source>{name} chose: {contract}.</source>
        <translation>اختار {name}: {contract}.</translation>
    </message>
    <message>
        <source>{name} doubled {cards}.</source>
        <translation>دبّل {name} {cards}.</translation>
    </message>
    <message>
        <source>{name} did not double.</source>
        <translation>لم يدبّل {name}.</translation>
    </message>
    <message>
        <source>You took the trick.</source>
        <translation>أخذتَ اللمّة.</translation>
    </message>
    <message>
        <source>{name} took the trick.</source>
        <translation>أخذ {name} اللمّة.</translation>
    </message>
    <message>
        <source>{name} played {card}.</source>
        <translation>لعب {name} الورقة {card}.</translation>
    </message>
    <message>
        <source>{name} laid {card} on the layout.</source>
        <translation>وضع {name} الورقة {card} في الترتيب.</translation>
    </message>
    <message>
        <source>{name} passes: no card fits.</source>
        <translation>{name} باس: لا ورقة تصلح.</translation>
    </message>
    <message>
        <source>{name}: {place}.</source>
        <translation>{name}: {place}.</translation>
    </message>
    <message>
        <source>chose {contract}</source>
        <comment>your choice, in the log</comment>
        <translation>اخترتَ {contract}</translation>
    </message>
    <message>
        <source>chose {contract}</source>
        <comment>a computer&apos;s choice</comment>
        <translation>اختار {contract}</translation>
    </message>
    <message>
        <source>doubled {cards}</source>
        <comment>you, in the log</comment>
        <translation>دبّلتَ {cards}</translation>
    </message>
    <message>
        <source>doubled {cards}</source>
        <comment>a computer, in the log</comment>
        <translation>دبّل {cards}</translation>
    </message>
    <message>
        <source>did not double</source>
        <comment>you, in the log</comment>
        <translation>لم تدبّل</translation>
    </message>
    <message>
        <source>did not double</source>
        <comment>a computer, in the log</comment>
        <translation>لم يدبّل</translation>
    </message>
    <message>
        <source>led {card}</source>
        <comment>your lead, in the log</comment>
        <translation>بدأتَ اللمّة بـ{card}</translation>
    </message>
    <message>
        <source>led {card}</source>
        <comment>a computer&apos;s lead</comment>
        <translation>بدأ اللمّة بـ{card}</translation>
    </message>
    <message>
        <source>played {card}</source>
        <comment>your card, in the log</comment>
        <translation>لعبتَ {card}</translation>
    </message>
    <message>
        <source>played {card}</source>
        <comment>a computer&apos;s card</comment>
        <translation>لعب {card}</translation>
    </message>
    <message>
        <source>took the trick</source>
        <comment>you, in the log</comment>
        <translation>أخذتَ اللمّة</translation>
    </message>
    <message>
        <source>took the trick</source>
        <comment>a computer, in the log</comment>
        <translation>أخذ اللمّة</translation>
    </message>
    <message>
        <source>laid {card}</source>
        <comment>your card on the layout, in the log</comment>
        <translation>وضعتَ {card}</translation>
    </message>
    <message>
        <source>laid {card}</source>
        <comment>a computer&apos;s card on the layout</comment>
        <translation>وضع {card}</translation>
    </message>
    <message>
        <source>passed: no card fits</source>
        <comment>you, in the log</comment>
        <translation>باس: لا ورقة معك تصلح</translation>
    </message>
    <message>
        <source>passed: no card fits</source>
        <comment>a computer, in the log</comment>
        <translation>باس: لا ورقة تصلح</translation>
    </message>
</context>
</TS>
