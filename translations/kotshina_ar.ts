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
            <source>Kotshina %1</source>
            <translation>كوتشينة %1</translation>
        </message>
        <message>
            <source>Kinza, Ruba'in, King and Casino against computer opponents, offline, in Arabic and English.</source>
            <translation>كينزة وربعين وكينغ وكازينو ضد خصوم من الحاسوب، دون اتصال بالإنترنت، بالعربية والإنجليزية.</translation>
        </message>
        <message>
            <source>The card art is drawn by the project. Free software under the GNU General Public License, version 3 or later.</source>
            <translation>رسوم الورق من صنع المشروع. برنامج حر برخصة غنو العمومية (GPL)، الإصدار الثالث أو أي إصدار لاحق.</translation>
        </message>
        <message>
            <source>The Arabic font is shipped under the SIL Open Font License; its licence file is in the resources folder.</source>
            <translation>الخط العربي موزَّع برخصة الخطوط المفتوحة SIL Open Font License، وملف رخصته في مجلد الموارد.</translation>
        </message>
    </context>
    <context>
        <name>DealSummaryDialog</name>
        <message>
            <source>Deal summary</source>
            <translation>ملخّص التوزيعة</translation>
        </message>
        <message>
            <source>Deal %1 is over</source>
            <translation>انتهت التوزيعة %1</translation>
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
            <source>The first side to reach %1 points wins the match.</source>
            <translation>أول من يبلغ %1 نقطة يفوز بالمباراة.</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>التوزيعة التالية</translation>
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
            <source>Autosave failed: %1</source>
            <translation>فشل الحفظ التلقائي: %1</translation>
        </message>
        <message>
            <source>Settings could not be saved: %1</source>
            <translation>تعذّر حفظ الإعدادات: %1</translation>
        </message>
        <message>
            <source>The statistics could not be saved: %1</source>
            <translation>تعذّر حفظ الإحصاءات: %1</translation>
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
            <source>No hint right now: it is not your turn.</source>
            <translation>لا تلميح الآن: ليس دورك.</translation>
        </message>
        <message>
            <source>Looking for a good move…</source>
            <translation>أبحث عن حركة جيدة…</translation>
        </message>
        <message>
            <source>Nothing to undo.</source>
            <translation>لا يوجد ما يمكن التراجع عنه.</translation>
        </message>
        <message>
            <source>Kinza</source>
            <translation>كينزة</translation>
        </message>
        <message>
            <source>Ruba'in</source>
            <translation>ربعين</translation>
        </message>
        <message>
            <source>%1 · deal %2 · target %3</source>
            <translation>%1 · التوزيعة %2 · الهدف %3</translation>
        </message>
        <message>
            <source>Kotshina</source>
            <translation>كوتشينة</translation>
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
            <source>Deal %1</source>
            <translation>التوزيعة %1</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>المجموع</translation>
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
            <translation>اللعبة</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>العرض</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>مساعدة</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>لعبة جديدة…</translation>
        </message>
        <message>
            <source>&amp;Continue saved match</source>
            <translation>متابعة المباراة المحفوظة</translation>
        </message>
        <message>
            <source>&amp;Restart match</source>
            <translation>إعادة المباراة من البداية</translation>
        </message>
        <message>
            <source>&amp;Save record…</source>
            <translation>حفظ سجل المباراة…</translation>
        </message>
        <message>
            <source>&amp;Export for bug report…</source>
            <translation>تصدير لتقرير عن خلل…</translation>
        </message>
        <message>
            <source>Score &amp;sheet</source>
            <translation>ورقة التسجيل</translation>
        </message>
        <message>
            <source>S&amp;tatistics</source>
            <translation>الإحصاءات</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>تلميح</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>تراجع</translation>
        </message>
        <message>
            <source>Back to the &amp;start screen</source>
            <translation>العودة إلى شاشة البداية</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>خروج</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>اللغة</translation>
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <translation>سرعة الحركة</translation>
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
            <source>Highlight &amp;legal moves</source>
            <translation>إبراز الحركات المسموحة</translation>
        </message>
        <message>
            <source>&amp;Auto-capture when only one capture exists</source>
            <translation>التقاط تلقائي حين لا يوجد إلا التقاط واحد</translation>
        </message>
        <message>
            <source>&amp;Western digits (0123) in Arabic</source>
            <translation>أرقام غربية (0123) في الواجهة العربية</translation>
        </message>
        <message>
            <source>&amp;Table colour</source>
            <translation>لون الطاولة</translation>
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
            <translation>ظهر الورق</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>ملء الشاشة</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>قواعد اللعب</translation>
        </message>
        <message>
            <source>&amp;About Kotshina</source>
            <translation>عن كوتشينة</translation>
        </message>
    </context>
    <context>
        <name>Names</name>
        <message>
            <source>, </source>
            <translation>، </translation>
        </message>
        <message>
            <source>You</source>
            <translation>أنت</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>الحاسوب</translation>
        </message>
        <message>
            <source>Partner</source>
            <translation>الشريك</translation>
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
            <source>Your partner's level</source>
            <translation>مستوى شريكك</translation>
        </message>
        <message>
            <source>Opponent %1's level</source>
            <translation>مستوى الخصم %1</translation>
        </message>
        <message>
            <source>Opponent's level</source>
            <translation>مستوى الخصم</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>لعبة جديدة</translation>
        </message>
        <message>
            <source>Kinza</source>
            <translation>كينزة</translation>
        </message>
        <message>
            <source>King (coming soon)</source>
            <translation>كينغ (قريبًا)</translation>
        </message>
        <message>
            <source>Casino (coming soon)</source>
            <translation>كازينو (قريبًا)</translation>
        </message>
        <message>
            <source>Kinza — sum to %1</source>
            <translation>كينزة — المجموع %1</translation>
        </message>
        <message>
            <source>Ruba'in — sum to %1</source>
            <translation>ربعين — المجموع %1</translation>
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
            <source>%1 points</source>
            <translation>%1 نقطة</translation>
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
            <source>Variant</source>
            <translation>النوع</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>اللاعبون</translation>
        </message>
        <message>
            <source>Match target</source>
            <translation>هدف المباراة</translation>
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
            <source>{card} can capture {cards}, so it may not be laid on the table.</source>
            <translation>الورقة {card} تستطيع التقاط {cards}، فلا يجوز وضعها على الطاولة.</translation>
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
            <source>That move is not allowed.</source>
            <translation>هذه الحركة غير مسموحة.</translation>
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
            <source>Rules of</source>
            <translation>قواعد</translation>
        </message>
        <message>
            <source>Kinza and Ruba'in</source>
            <translation>كينزة وربعين</translation>
        </message>
        <message>
            <source>King</source>
            <translation>كينغ</translation>
        </message>
        <message>
            <source>Casino</source>
            <translation>كازينو</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheetDialog</name>
        <message>
            <source>Score sheet</source>
            <translation>ورقة التسجيل</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>الموزِّع</translation>
        </message>
        <message>
            <source>Deal %1</source>
            <translation>التوزيعة %1</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>المجموع</translation>
        </message>
        <message>
            <source>In the piles this deal so far: %1</source>
            <translation>في الكومات حتى الآن في هذه التوزيعة: %1</translation>
        </message>
        <message>
            <source>Target: %1 points</source>
            <translation>الهدف: %1 نقطة</translation>
        </message>
    </context>
    <context>
        <name>StartScreen</name>
        <message>
            <source>Kotshina</source>
            <extracomment>cards fanned on each tile (deck, notation)</extracomment>
            <translation>كوتشينة</translation>
        </message>
        <message>
            <source>Card games of the Arab world, against the computer</source>
            <translation>ألعاب ورق عربية، ضد الحاسوب</translation>
        </message>
        <message>
            <source>Kinza</source>
            <translation>كينزة</translation>
        </message>
        <message>
            <source>King</source>
            <translation>كينغ</translation>
        </message>
        <message>
            <source>Casino</source>
            <translation>كازينو</translation>
        </message>
        <message>
            <source>Capture table cards that sum to %1 with your card; gold counts most. Ruba'in sums to %2.</source>
            <translation>التقط من الطاولة أوراقًا مجموعها مع ورقتك %1؛ والذهب أثمن النقاط. وفي ربعين المجموع %2.</translation>
        </message>
        <message>
            <source>Four players, seven contracts: avoid the penalties, win tricks in trumps.</source>
            <translation>أربعة لاعبين وسبعة عقود: تجنّب أوراق العقوبة، واكسب اللمّات في عقد الحكم.</translation>
        </message>
        <message>
            <source>Capture, build and sweep: cards, spades, aces and the two casinos score.</source>
            <translation>التقط وابنِ واكنس الطاولة: تُحتسب الأوراق والبستوني والآسات والكازينو الكبير والصغير.</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>لعبة جديدة</translation>
        </message>
        <message>
            <source>Coming soon</source>
            <translation>قريبًا</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>متابعة</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <source>Statistics</source>
            <translation>الإحصاءات</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>لُعبت</translation>
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
            <source>Drawn</source>
            <translation>تعادل</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>أفضل نتيجة</translation>
        </message>
        <message>
            <source>Kinza</source>
            <translation>كينزة</translation>
        </message>
        <message>
            <source>King</source>
            <translation>كينغ</translation>
        </message>
        <message>
            <source>Casino</source>
            <translation>كازينو</translation>
        </message>
    </context>
    <context>
        <name>TableView</name>
        <message>
            <source>Cards in hand</source>
            <translation>الأوراق في اليد</translation>
        </message>
        <message>
            <source>Which cards does {card} take?</source>
            <translation>أيّ الأوراق تأخذ {card}؟</translation>
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
            <source>You</source>
            <translation>أنت</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>الحاسوب</translation>
        </message>
        <message>
            <source>Partner</source>
            <translation>الشريك</translation>
        </message>
        <message>
            <source>Opponent {number}</source>
            <translation>الخصم {number}</translation>
        </message>
        <message>
            <source>Computer {number}</source>
            <translation>الحاسوب {number}</translation>
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
            <source>Human player</source>
            <translation>لاعب بشري</translation>
        </message>
        <message>
            <source>Computer · {level}</source>
            <translation>الحاسوب · {level}</translation>
        </message>
        <message>
            <source>Thinking</source>
            <translation>يفكّر</translation>
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
            <source>Score: {points}</source>
            <translation>النقاط: {points}</translation>
        </message>
        <message>
            <source>Deal {number} · target {target}</source>
            <translation>التوزيعة {number} · الهدف {target}</translation>
        </message>
        <message>
            <source>Your side</source>
            <translation>فريقك</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>الخصمان</translation>
        </message>
        <message>
            <source>{name}: {points}</source>
            <translation>{name}: {points}</translation>
        </message>
        <message>
            <source>First choose a card from your hand.</source>
            <translation>اختر أولًا ورقة من يدك.</translation>
        </message>
        <message>
            <source>Hint: take {cards} with {card} (Enter plays it).</source>
            <translation>تلميح: خذ {cards} بالورقة {card} (مفتاح الإدخال يلعبها).</translation>
        </message>
        <message>
            <source>Hint: lay {card} on the table (Enter plays it).</source>
            <translation>تلميح: ضع {card} على الطاولة (مفتاح الإدخال يلعبها).</translation>
        </message>
        <message>
            <source>Captured cards</source>
            <translation>الأوراق الملتقطة</translation>
        </message>
        <message>
            <source>Cards left in the deck</source>
            <translation>الأوراق الباقية في الرزمة</translation>
        </message>
        <message>
            <source>D</source>
            <comment>the dealer's chip</comment>
            <translation>م</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>الموزِّع</translation>
        </message>
        <message>
            <source>Sweep!</source>
            <translation>مسحة!</translation>
        </message>
    </context>
</TS>
