; *** Inno Setup 6 Arabic messages for Kotshina's installer ***
;
; Written for this project (packaging/windows/kotshina.iss loads it after compiler:Default.isl,
; so a message added by a newer Inno Setup and not yet here is shown in English rather than
; missing). UTF-8 with a byte-order mark. Terms as in docs/glossary.md where they overlap.
; Do not add a full stop where the English message has none: Inno Setup adds it.

[LangOptions]
LanguageName=العربية
LanguageID=$0401
LanguageCodePage=0
RightToLeft=yes

[Messages]

; *** Application titles
SetupAppTitle=التثبيت
SetupWindowTitle=تثبيت %1
UninstallAppTitle=إزالة التثبيت
UninstallAppFullTitle=إزالة %1

; *** Misc. common
InformationTitle=معلومات
ConfirmTitle=تأكيد
ErrorTitle=خطأ

; *** SetupLdr messages
SetupLdrStartupMessage=سيُثبَّت %1. هل تريد المتابعة؟
LdrCannotCreateTemp=تعذّر إنشاء ملف مؤقت. أُلغي التثبيت
LdrCannotExecTemp=تعذّر تشغيل ملف في المجلد المؤقت. أُلغي التثبيت
HelpTextNote=

; *** Startup error messages
LastErrorMessage=%1.%n%nالخطأ %2: %3
SetupFileMissing=الملف %1 غير موجود في مجلد التثبيت. أصلح المشكلة أو احصل على نسخة جديدة من البرنامج.
SetupFileCorrupt=ملفات التثبيت تالفة. احصل على نسخة جديدة من البرنامج.
SetupFileCorruptOrWrongVer=ملفات التثبيت تالفة أو لا تتوافق مع هذا الإصدار من برنامج التثبيت. أصلح المشكلة أو احصل على نسخة جديدة من البرنامج.
InvalidParameter=مُرِّر معامل غير صالح في سطر الأوامر:%n%n%1
SetupAlreadyRunning=برنامج التثبيت يعمل بالفعل.
WindowsVersionNotSupported=لا يدعم هذا البرنامج إصدار ويندوز المثبَّت على حاسوبك.
WindowsServicePackRequired=يتطلب هذا البرنامج %1 مع حزمة الخدمة %2 أو أحدث.
NotOnThisPlatform=لا يعمل هذا البرنامج على %1.
OnlyOnThisPlatform=يجب تشغيل هذا البرنامج على %1.
OnlyOnTheseArchitectures=لا يمكن تثبيت هذا البرنامج إلا على إصدارات ويندوز المصمَّمة لمعماريات المعالجات التالية:%n%n%1
MissingWOW64APIs=لا يتضمن إصدار ويندوز الذي تستخدمه ما يحتاجه برنامج التثبيت لتثبيت 64 بت. لحل هذه المشكلة ثبّت حزمة الخدمة %1.
WinVersionTooLowError=يتطلب هذا البرنامج %1 الإصدار %2 أو أحدث.
WinVersionTooHighError=لا يمكن تثبيت هذا البرنامج على %1 الإصدار %2 أو أحدث.
AdminPrivilegesRequired=يجب أن تسجّل الدخول بصفتك مسؤولًا لتثبيت هذا البرنامج.
PowerUserPrivilegesRequired=يجب أن تسجّل الدخول بصفتك مسؤولًا أو عضوًا في مجموعة المستخدمين المتقدمين لتثبيت هذا البرنامج.
SetupAppRunningError=وجد برنامج التثبيت أن %1 يعمل الآن.%n%nأغلق كل نوافذه الآن ثم انقر «موافق» للمتابعة، أو «إلغاء» للخروج.
UninstallAppRunningError=وجد برنامج الإزالة أن %1 يعمل الآن.%n%nأغلق كل نوافذه الآن ثم انقر «موافق» للمتابعة، أو «إلغاء» للخروج.

; *** Startup questions
PrivilegesRequiredOverrideInstruction=اختر طريقة التثبيت
PrivilegesRequiredOverrideTaskDialogText1=يمكن تثبيت %1 لكل المستخدمين (يتطلب صلاحيات المسؤول)، أو لك وحدك.
PrivilegesRequiredOverrideMsgBoxText1=يمكن تثبيت %1 لكل المستخدمين (مستحسن، لكنه يتطلب صلاحيات المسؤول)، أو لك وحدك.%n%nهل تريد التثبيت لكل المستخدمين؟
PrivilegesRequiredOverrideTaskDialogText2=يمكن تثبيت %1 لك وحدك، أو لكل المستخدمين (يتطلب صلاحيات المسؤول).
PrivilegesRequiredOverrideMsgBoxText2=يمكن تثبيت %1 لك وحدك (مستحسن)، أو لكل المستخدمين (يتطلب صلاحيات المسؤول).%n%nهل تريد التثبيت لك وحدك؟
PrivilegesRequiredOverrideAllUsers=التثبيت لكل ال&مستخدمين
PrivilegesRequiredOverrideCurrentUser=التثبيت لي &وحدي
PrivilegesRequiredOverrideRecommended=%1 (مستحسن)

; *** Misc. errors
ErrorCreatingDir=تعذّر على برنامج التثبيت إنشاء المجلد «%1»
ErrorTooManyFilesInDir=تعذّر إنشاء ملف في المجلد «%1» لأنه يحوي ملفات كثيرة جدًا

; *** Setup common messages
ExitSetupTitle=الخروج من التثبيت
ExitSetupMessage=لم يكتمل التثبيت. إن خرجت الآن فلن يُثبَّت البرنامج.%n%nيمكنك تشغيل برنامج التثبيت مرة أخرى لاحقًا لإكمال التثبيت.%n%nهل تريد الخروج من التثبيت؟
AboutSetupMenuItem=&حول برنامج التثبيت...
AboutSetupTitle=حول برنامج التثبيت
AboutSetupMessage=%1 الإصدار %2%n%3%n%nالصفحة الرئيسية لـ %1:%n%4
AboutSetupNote=
TranslatorNote=

; *** Buttons
ButtonBack=< ال&سابق
ButtonNext=ال&تالي >
ButtonInstall=&تثبيت
ButtonOK=موافق
ButtonCancel=إلغاء
ButtonYes=&نعم
ButtonYesToAll=نعم لل&كل
ButtonNo=&لا
ButtonNoToAll=لا ل&لكل
ButtonFinish=إ&نهاء
ButtonBrowse=اس&تعراض...
ButtonWizardBrowse=است&عراض...
ButtonNewFolder=إنشاء مجلد &جديد

; *** "Select Language" dialog messages
SelectLanguageTitle=اختر لغة التثبيت
SelectLanguageLabel=اختر اللغة التي تريدها أثناء التثبيت:

; *** Common wizard text
ClickNext=انقر «التالي» للمتابعة، أو «إلغاء» للخروج من التثبيت.
BeveledLabel=
BrowseDialogTitle=استعراض المجلدات
BrowseDialogLabel=اختر مجلدًا من القائمة أدناه ثم انقر «موافق».
NewFolderName=مجلد جديد

; *** "Welcome" wizard page
WelcomeLabel1=مرحبًا بك في معالج تثبيت [name]
WelcomeLabel2=سيُثبِّت هذا المعالج [name/ver] على حاسوبك.%n%nيُستحسن أن تغلق كل البرامج الأخرى قبل المتابعة.

; *** "Password" wizard page
WizardPassword=كلمة المرور
PasswordLabel1=هذا التثبيت محمي بكلمة مرور.
PasswordLabel3=أدخل كلمة المرور ثم انقر «التالي» للمتابعة. تُميِّز كلمات المرور بين الأحرف الكبيرة والصغيرة.
PasswordEditLabel=&كلمة المرور:
IncorrectPassword=كلمة المرور التي أدخلتها غير صحيحة. حاول مرة أخرى.

; *** "License Agreement" wizard page
WizardLicense=اتفاقية الترخيص
LicenseLabel=اقرأ المعلومات المهمة التالية قبل المتابعة.
LicenseLabel3=اقرأ اتفاقية الترخيص التالية. يجب أن تقبل شروطها قبل متابعة التثبيت.
LicenseAccepted=أ&قبل الاتفاقية
LicenseNotAccepted=لا أ&قبل الاتفاقية

; *** "Information" wizard pages
WizardInfoBefore=معلومات
InfoBeforeLabel=اقرأ المعلومات المهمة التالية قبل المتابعة.
InfoBeforeClickLabel=حين تكون مستعدًا لمتابعة التثبيت، انقر «التالي».
WizardInfoAfter=معلومات
InfoAfterLabel=اقرأ المعلومات المهمة التالية قبل المتابعة.
InfoAfterClickLabel=حين تكون مستعدًا لمتابعة التثبيت، انقر «التالي».

; *** "User Information" wizard page
WizardUserInfo=معلومات المستخدم
UserInfoDesc=أدخل معلوماتك.
UserInfoName=اسم ال&مستخدم:
UserInfoOrg=ال&مؤسسة:
UserInfoSerial=ال&رقم التسلسلي:
UserInfoNameRequired=يجب أن تُدخل اسمًا.

; *** "Select Destination Location" wizard page
WizardSelectDir=اختر مكان التثبيت
SelectDirDesc=أين تريد تثبيت [name]؟
SelectDirLabel3=سيُثبِّت برنامج التثبيت [name] في المجلد التالي.
SelectDirBrowseLabel=للمتابعة انقر «التالي». وإن أردت مجلدًا آخر فانقر «استعراض».
DiskSpaceMBLabel=يلزم [mb] ميغابايت على الأقل من المساحة الحرة على القرص.
CannotInstallToNetworkDrive=لا يمكن التثبيت على قرص شبكة.
CannotInstallToUNCPath=لا يمكن التثبيت في مسار UNC.
InvalidPath=يجب أن تُدخل مسارًا كاملًا يبدأ بحرف القرص، مثل:%n%nC:\APP%n%nأو مسار UNC بالشكل:%n%n\\server\share
InvalidDrive=القرص أو مشاركة UNC التي اخترتها غير موجودة أو لا يمكن الوصول إليها. اختر غيرها.
DiskSpaceWarningTitle=المساحة على القرص لا تكفي
DiskSpaceWarning=يحتاج التثبيت إلى %1 كيلوبايت على الأقل من المساحة الحرة، لكن القرص المختار فيه %2 كيلوبايت فقط.%n%nهل تريد المتابعة على أي حال؟
DirNameTooLong=اسم المجلد أو المسار طويل جدًا.
InvalidDirName=اسم المجلد غير صالح.
BadDirName32=لا يجوز أن تحوي أسماء المجلدات أيًا من المحارف التالية:%n%n%1
DirExistsTitle=المجلد موجود
DirExists=المجلد:%n%n%1%n%nموجود بالفعل. هل تريد التثبيت فيه على أي حال؟
DirDoesntExistTitle=المجلد غير موجود
DirDoesntExist=المجلد:%n%n%1%n%nغير موجود. هل تريد إنشاءه؟

; *** "Select Components" wizard page
WizardSelectComponents=اختر المكوّنات
SelectComponentsDesc=ما المكوّنات التي تريد تثبيتها؟
SelectComponentsLabel2=اختر المكوّنات التي تريد تثبيتها وألغِ اختيار ما لا تريده، ثم انقر «التالي» حين تكون مستعدًا.
FullInstallation=تثبيت كامل
CompactInstallation=تثبيت مختصر
CustomInstallation=تثبيت مخصَّص
NoUninstallWarningTitle=المكوّنات موجودة
NoUninstallWarning=وجد برنامج التثبيت أن المكوّنات التالية مثبَّتة على حاسوبك بالفعل:%n%n%1%n%nإلغاء اختيارها لن يزيلها.%n%nهل تريد المتابعة على أي حال؟
ComponentSize1=%1 كيلوبايت
ComponentSize2=%1 ميغابايت
ComponentsDiskSpaceMBLabel=يتطلب الاختيار الحالي [mb] ميغابايت على الأقل من المساحة على القرص.

; *** "Select Additional Tasks" wizard page
WizardSelectTasks=اختر المهام الإضافية
SelectTasksDesc=ما المهام الإضافية التي تريد تنفيذها؟
SelectTasksLabel2=اختر المهام الإضافية التي تريد أن ينفذها برنامج التثبيت أثناء تثبيت [name]، ثم انقر «التالي».

; *** "Select Start Menu Folder" wizard page
WizardSelectProgramGroup=اختر مجلد قائمة «ابدأ»
SelectStartMenuFolderDesc=أين تريد أن يضع برنامج التثبيت اختصارات البرنامج؟
SelectStartMenuFolderLabel3=سيُنشئ برنامج التثبيت اختصارات البرنامج في مجلد قائمة «ابدأ» التالي.
SelectStartMenuFolderBrowseLabel=للمتابعة انقر «التالي». وإن أردت مجلدًا آخر فانقر «استعراض».
MustEnterGroupName=يجب أن تُدخل اسم مجلد.
GroupNameTooLong=اسم المجلد أو المسار طويل جدًا.
InvalidGroupName=اسم المجلد غير صالح.
BadGroupName=لا يجوز أن يحوي اسم المجلد أيًا من المحارف التالية:%n%n%1
NoProgramGroupCheck2=&عدم إنشاء مجلد في قائمة «ابدأ»

; *** "Ready to Install" wizard page
WizardReady=جاهز للتثبيت
ReadyLabel1=برنامج التثبيت جاهز الآن لتثبيت [name] على حاسوبك.
ReadyLabel2a=انقر «تثبيت» لمتابعة التثبيت، أو «السابق» إن أردت مراجعة الإعدادات أو تغييرها.
ReadyLabel2b=انقر «تثبيت» لمتابعة التثبيت.
ReadyMemoUserInfo=معلومات المستخدم:
ReadyMemoDir=مكان التثبيت:
ReadyMemoType=نوع التثبيت:
ReadyMemoComponents=المكوّنات المختارة:
ReadyMemoGroup=مجلد قائمة «ابدأ»:
ReadyMemoTasks=المهام الإضافية:

; *** "Preparing to Install" wizard page
WizardPreparing=التحضير للتثبيت
PreparingDesc=يُحضِّر برنامج التثبيت لتثبيت [name] على حاسوبك.
PreviousInstallNotCompleted=لم يكتمل تثبيت برنامج سابق أو إزالته. يجب أن تعيد تشغيل حاسوبك لإكماله.%n%nبعد إعادة التشغيل، شغّل برنامج التثبيت مرة أخرى لإكمال تثبيت [name].
CannotContinue=لا يمكن لبرنامج التثبيت المتابعة. انقر «إلغاء» للخروج.
ApplicationsFound=البرامج التالية تستخدم ملفات يجب أن يحدِّثها برنامج التثبيت. يُستحسن أن تسمح له بإغلاقها تلقائيًا.
ApplicationsFound2=البرامج التالية تستخدم ملفات يجب أن يحدِّثها برنامج التثبيت. يُستحسن أن تسمح له بإغلاقها تلقائيًا. وبعد اكتمال التثبيت سيحاول إعادة تشغيلها.
CloseApplications=إغلاق البرامج &تلقائيًا
DontCloseApplications=&عدم إغلاق البرامج
ErrorCloseApplications=تعذّر على برنامج التثبيت إغلاق كل البرامج تلقائيًا. يُستحسن أن تغلق كل البرامج التي تستخدم ملفات يجب تحديثها قبل المتابعة.

; *** "Installing" wizard page
WizardInstalling=جارٍ التثبيت
InstallingLabel=انتظر حتى يُثبِّت برنامج التثبيت [name] على حاسوبك.

; *** "Setup Completed" wizard page
FinishedHeadingLabel=اكتمال معالج تثبيت [name]
FinishedLabelNoIcons=أكمل برنامج التثبيت تثبيت [name] على حاسوبك.
FinishedLabel=أكمل برنامج التثبيت تثبيت [name] على حاسوبك. يمكنك تشغيله من الاختصارات التي أُنشئت.
ClickFinish=انقر «إنهاء» للخروج من التثبيت.
FinishedRestartLabel=لإكمال تثبيت [name] يجب أن يعيد برنامج التثبيت تشغيل حاسوبك. هل تريد إعادة التشغيل الآن؟
FinishedRestartMessage=لإكمال تثبيت [name] يجب أن يعيد برنامج التثبيت تشغيل حاسوبك.%n%nهل تريد إعادة التشغيل الآن؟
ShowReadmeCheck=نعم، أريد عرض ملف «اقرأني»
YesRadio=&نعم، أعد تشغيل الحاسوب الآن
NoRadio=&لا، سأعيد تشغيل الحاسوب لاحقًا
RunEntryExec=تشغيل %1
RunEntryShellExec=عرض %1

; *** "Setup Needs the Next Disk" stuff
ChangeDiskTitle=يحتاج برنامج التثبيت إلى القرص التالي
SelectDiskLabel2=أدخل القرص %1 وانقر «موافق».%n%nإن كانت ملفات هذا القرص في مجلد غير المعروض أدناه، فأدخل المسار الصحيح أو انقر «استعراض».
PathLabel=ال&مسار:
FileNotInDir2=لم يُعثر على الملف «%1» في «%2». أدخل القرص الصحيح أو اختر مجلدًا آخر.
SelectDirectoryLabel=حدِّد مكان القرص التالي.

; *** Installation phase messages
SetupAborted=لم يكتمل التثبيت.%n%nأصلح المشكلة وشغّل برنامج التثبيت مرة أخرى.
EntryAbortRetryIgnore=انقر «إعادة المحاولة» للمحاولة مرة أخرى، أو «تجاهل» للمتابعة على أي حال، أو «إحباط» لإلغاء التثبيت.
AbortRetryIgnoreChooseAction=اختر ما تريد فعله
AbortRetryIgnoreRetry=المحاولة مرة أخرى
AbortRetryIgnoreProceedAnyway=المتابعة على أي حال
AbortRetryIgnoreCancel=إلغاء التثبيت

; *** Installation status messages
StatusClosingApplications=جارٍ إغلاق البرامج...
StatusCreateDirs=جارٍ إنشاء المجلدات...
StatusExtractFiles=جارٍ استخراج الملفات...
StatusCreateIcons=جارٍ إنشاء الاختصارات...
StatusCreateIniEntries=جارٍ إنشاء مدخلات INI...
StatusCreateRegistryEntries=جارٍ إنشاء مدخلات السجل...
StatusRegisterFiles=جارٍ تسجيل الملفات...
StatusSavingUninstall=جارٍ حفظ معلومات الإزالة...
StatusRunProgram=جارٍ إنهاء التثبيت...
StatusRestartingApplications=جارٍ إعادة تشغيل البرامج...
StatusRollback=جارٍ التراجع عن التغييرات...

; *** Misc. errors
ErrorInternal2=خطأ داخلي: %1
ErrorFunctionFailedNoCode=فشل %1
ErrorFunctionFailed=فشل %1؛ الرمز %2
ErrorFunctionFailedWithMessage=فشل %1؛ الرمز %2.%n%3
ErrorExecutingProgram=تعذّر تشغيل الملف:%n%1

; *** Registry errors
ErrorRegOpenKey=خطأ في فتح مفتاح السجل:%n%1\%2
ErrorRegCreateKey=خطأ في إنشاء مفتاح السجل:%n%1\%2
ErrorRegWriteKey=خطأ في الكتابة إلى مفتاح السجل:%n%1\%2

; *** INI errors
ErrorIniEntry=خطأ في إنشاء مدخل INI في الملف «%1».

; *** File copying errors
FileAbortRetryIgnore=انقر «إعادة المحاولة» للمحاولة مرة أخرى، أو «تجاهل» لتخطي هذا الملف (غير مستحسن)، أو «إحباط» لإلغاء التثبيت.
FileAbortRetryIgnore2=انقر «إعادة المحاولة» للمحاولة مرة أخرى، أو «تجاهل» للمتابعة على أي حال (غير مستحسن)، أو «إحباط» لإلغاء التثبيت.
FileAbortRetryIgnoreSkipNotRecommended=تخطي هذا الملف (غير مستحسن)
FileAbortRetryIgnoreProceedAnywayNotRecommended=المتابعة على أي حال (غير مستحسن)
SourceIsCorrupted=الملف المصدر تالف
SourceDoesntExist=الملف المصدر «%1» غير موجود
ExistingFileReadOnly=الملف الموجود مُعلَّم للقراءة فقط.
ExistingFileReadOnlyAbortRetryIgnore=انقر «إعادة المحاولة» لإزالة خاصية القراءة فقط والمحاولة مرة أخرى، أو «تجاهل» لتخطي هذا الملف، أو «إحباط» لإلغاء التثبيت.
ExistingFileReadOnlyRetry=إزالة خاصية القراءة فقط والمحاولة مرة أخرى
ExistingFileReadOnlySkip=تخطي هذا الملف
ErrorReadingExistingDest=حدث خطأ أثناء محاولة قراءة الملف الموجود:
FileExists=الملف موجود بالفعل.%n%nهل تريد أن يستبدله برنامج التثبيت؟
ExistingFileNewer=الملف الموجود أحدث من الذي يحاول برنامج التثبيت تثبيته. يُستحسن أن تُبقي الملف الموجود.%n%nهل تريد إبقاء الملف الموجود؟
ErrorChangingAttr=حدث خطأ أثناء محاولة تغيير خصائص الملف الموجود:
ErrorCreatingTemp=حدث خطأ أثناء محاولة إنشاء ملف في مجلد التثبيت:
ErrorReadingSource=حدث خطأ أثناء محاولة قراءة الملف المصدر:
ErrorCopying=حدث خطأ أثناء محاولة نسخ ملف:
ErrorReplacingExistingFile=حدث خطأ أثناء محاولة استبدال الملف الموجود:
ErrorRestartReplace=فشل الاستبدال عند إعادة التشغيل:
ErrorRenamingTemp=حدث خطأ أثناء محاولة إعادة تسمية ملف في مجلد التثبيت:
ErrorRegisterServer=تعذّر تسجيل DLL/OCX: %1
ErrorRegSvr32Failed=فشل RegSvr32 برمز الخروج %1
ErrorRegisterTypeLib=تعذّر تسجيل مكتبة الأنواع: %1

; *** Uninstall display name markings
UninstallDisplayNameMark=%1 (%2)
UninstallDisplayNameMarks=%1 (%2، %3)
UninstallDisplayNameMark32Bit=32 بت
UninstallDisplayNameMark64Bit=64 بت
UninstallDisplayNameMarkAllUsers=كل المستخدمين
UninstallDisplayNameMarkCurrentUser=المستخدم الحالي

; *** Post-installation errors
ErrorOpeningReadme=حدث خطأ أثناء محاولة فتح ملف «اقرأني».
ErrorRestartingComputer=تعذّر على برنامج التثبيت إعادة تشغيل الحاسوب. أعد تشغيله بنفسك.

; *** Uninstaller messages
UninstallNotFound=الملف «%1» غير موجود. لا يمكن إزالة التثبيت.
UninstallOpenError=تعذّر فتح الملف «%1». لا يمكن إزالة التثبيت
UninstallUnsupportedVer=سجل الإزالة «%1» بصيغة لا يعرفها هذا الإصدار من برنامج الإزالة. لا يمكن إزالة التثبيت
UninstallUnknownEntry=وُجد مدخل غير معروف (%1) في سجل الإزالة
ConfirmUninstall=هل أنت متأكد أنك تريد إزالة %1 وكل مكوّناته إزالة تامة؟
UninstallOnlyOnWin64=لا يمكن إزالة هذا التثبيت إلا على ويندوز 64 بت.
OnlyAdminCanUninstall=لا يمكن أن يزيل هذا التثبيت إلا مستخدم له صلاحيات المسؤول.
UninstallStatusLabel=انتظر حتى يُزال %1 من حاسوبك.
UninstalledAll=أُزيل %1 من حاسوبك بنجاح.
UninstalledMost=اكتملت إزالة %1.%n%nتعذّرت إزالة بعض العناصر، ويمكنك إزالتها بنفسك.
UninstalledAndNeedsRestart=لإكمال إزالة %1 يجب إعادة تشغيل حاسوبك.%n%nهل تريد إعادة التشغيل الآن؟
UninstallDataCorrupted=الملف «%1» تالف. لا يمكن إزالة التثبيت

; *** Uninstallation phase messages
ConfirmDeleteSharedFileTitle=إزالة الملف المشترك؟
ConfirmDeleteSharedFile2=يشير النظام إلى أن الملف المشترك التالي لم يعد يستخدمه أي برنامج. هل تريد أن يزيله برنامج الإزالة؟%n%nإن كانت بعض البرامج ما زالت تستخدمه وأُزيل، فقد لا تعمل كما ينبغي. إن لم تكن متأكدًا فاختر «لا»؛ بقاء الملف على نظامك لا يضر.
SharedFileNameLabel=اسم الملف:
SharedFileLocationLabel=المكان:
WizardUninstalling=حالة الإزالة
StatusUninstalling=جارٍ إزالة %1...

; *** Shutdown block reasons
ShutdownBlockReasonInstallingApp=جارٍ تثبيت %1.
ShutdownBlockReasonUninstallingApp=جارٍ إزالة %1.

[CustomMessages]

NameAndVersion=%1 الإصدار %2
AdditionalIcons=اختصارات إضافية:
CreateDesktopIcon=إنشاء اختصار على &سطح المكتب
CreateQuickLaunchIcon=إنشاء اختصار في شريط التشغيل ال&سريع
ProgramOnTheWeb=%1 على الإنترنت
UninstallProgram=إزالة %1
LaunchProgram=تشغيل %1
AssocFileExtension=&ربط %1 بامتداد الملفات %2
AssocingFileExtension=جارٍ ربط %1 بامتداد الملفات %2...
AutoStartProgramGroupDescription=بدء التشغيل:
AutoStartProgram=تشغيل %1 تلقائيًا
AddonHostProgramNotFound=لم يُعثر على %1 في المجلد الذي اخترته.%n%nهل تريد المتابعة على أي حال؟
; Kotshina's own
ShortcutComment=كينزة وكينغ وكازينو ضد الحاسوب
