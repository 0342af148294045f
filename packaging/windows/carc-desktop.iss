; Inno Setup script for the Windows installer of carc-desktop (packaging/README.md, "Windows").
; Build dist\carc-desktop\ with PyInstaller first, then: iscc packaging\windows\carc-desktop.iss
; It installs the one-folder bundle and registers the saved-game type: double-clicking a
; .carc file runs carc-desktop.exe "FILE", which opens that save.

#define AppName "Carc Desktop"
#define AppExe "carc-desktop.exe"
#define ProgId "CarcDesktop.Game"
#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif

[Setup]
AppId={{6F0C2B1E-2A4B-4C73-9A57-0D3F6C2E8A11}
AppName={#AppName}
AppVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
OutputDir=..\..\dist
OutputBaseFilename=carc-desktop-{#AppVersion}-setup
SetupIconFile=..\..\resources\icons\carc-desktop.ico
ChangesAssociations=yes
PrivilegesRequiredOverridesAllowed=dialog

[Files]
Source: "..\..\dist\carc-desktop\*"; DestDir: "{app}"; Flags: recursesubdirs ignoreversion

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"

[Registry]
; .carc -> CarcDesktop.Game -> carc-desktop.exe "%1" (per user or per machine, as installed)
Root: HKA; Subkey: "Software\Classes\.carc"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.carc"; ValueType: string; ValueName: "Content Type"; ValueData: "application/x-carc-desktop-game"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "Carc Desktop saved game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".carc"; ValueData: ""
