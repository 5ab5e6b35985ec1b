; Inno Setup 6 script: Kotshina's Windows installer (Start-menu entry, optional desktop icon,
; uninstaller). packaging/build runs it on Windows after the PyInstaller bundle is built:
;   ISCC.exe /DAppVersion=0.1.0 /DBundleDir=dist\kotshina /DIconFile=build\assets\icons\kotshina.ico
;            /DLicenseFile=LICENSE /Odist /Fkotshina-0.1.0-windows-x64-setup packaging\windows\kotshina.iss
; The bundle holds kotshina.exe (the windowed game) and kotshina-cli.exe (the same program with a
; console, for `kotshina-cli replay -`, `arena`, `bench`).

#ifndef AppVersion
  #error Pass /DAppVersion=X.Y.Z (packaging/build does)
#endif
#ifndef BundleDir
  #error Pass /DBundleDir=path\to\dist\kotshina
#endif
#ifndef IconFile
  #error Pass /DIconFile=path\to\kotshina.ico
#endif
#ifndef LicenseFile
  #error Pass /DLicenseFile=path\to\LICENSE
#endif

[Setup]
; The AppId identifies the installation for upgrades and the uninstaller: never change it.
AppId={{6C1F3E7A-2D4B-4B8E-9A57-0E6F2B1C9D43}
AppName=Kotshina
AppVersion={#AppVersion}
AppVerName=Kotshina {#AppVersion}
AppPublisher=The Kotshina project
AppPublisherURL=https://github.com/kotshina/kotshina
AppSupportURL=https://github.com/kotshina/kotshina/issues
DefaultDirName={autopf}\Kotshina
DefaultGroupName=Kotshina
DisableProgramGroupPage=yes
; Per-user install by default (no administrator needed); the dialog offers all users.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
; Qt 6 needs Windows 10 1809 (build 17763) or later; older Windows is refused with a message.
MinVersion=10.0.17763
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
LicenseFile={#LicenseFile}
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\kotshina.exe
UninstallDisplayName=Kotshina
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
; The wizard speaks the language of Windows' interface when it has it (Arabic or English),
; and asks otherwise.
ShowLanguageDialog=auto
OutputBaseFilename=kotshina-{#AppVersion}-windows-x64-setup
VersionInfoVersion={#AppVersion}
VersionInfoProductName=Kotshina

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
; Arabic (right to left), written for this installer: Arabic.isl beside this script. Default.isl
; comes first, so a message a newer Inno Setup adds is shown in English rather than missing.
Name: "arabic"; MessagesFile: "compiler:Default.isl,Arabic.isl"

[CustomMessages]
english.ShortcutComment=Kinza, King and Casino against the computer

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Kotshina"; Filename: "{app}\kotshina.exe"; Comment: "{cm:ShortcutComment}"
Name: "{group}\{cm:UninstallProgram,Kotshina}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Kotshina"; Filename: "{app}\kotshina.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\kotshina.exe"; Description: "{cm:LaunchProgram,Kotshina}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Files the app writes beside itself (none today); the player's data folder (%APPDATA%\Kotshina)
; is kept, like every game keeps its saves.
Type: filesandordirs; Name: "{app}\_internal\__pycache__"
