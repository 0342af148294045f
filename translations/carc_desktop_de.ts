<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
    <context>
        <name>App</name>
        <message>
            <location filename="../carc_desktop/i18n.py" line="236" />
            <source>Carcassonne</source>
            <extracomment>The QSettings key of the user's choice (a language code such as "de"); only an explicit choice is stored (:func:`switch_language`), never the system's language. (code, native name) of every language the game speaks, English (the source) first. Emits ``language_changed(code)`` after :func:`switch_language` (and :func:`install`).</extracomment>
            <translation>Carcassonne</translation>
        </message>
    </context>
    <context>
        <name>BoardView</name>
        <message>
            <location filename="../carc_desktop/ui/board/art.py" line="142" />
            <source>Place a follower here</source>
            <extracomment>Pixel sizes (per cell) the tiles are cached at; the smallest one at least as large as the cell on screen is used, so zooming never blurs and small zoom levels stay cheap. Box of a figure pixmap relative to the figure itself (room for the drop shadow).</extracomment>
            <translation>Gefolgsmann hier einsetzen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/board/art.py" line="143" />
            <source>Place a farmer here</source>
            <translation>Bauern hier einsetzen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/board/art.py" line="144" />
            <source>Place your builder here</source>
            <translation>Baumeister hier einsetzen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/board/art.py" line="145" />
            <source>Place your pig here</source>
            <translation>Schwein hier einsetzen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/board/view.py" line="114" />
            <source>Board</source>
            <extracomment>Our drag-and-drop MIME type; the payload is JSON {"tile": id, "rotation": r, "token": n}. On-screen size (px) a tile is zoomed up to when figures are to be placed on it. A short message for the status bar / toast (e.g. why a drop was refused). The cursor cell changed (None when hidden); the prompt enables "Place here" from it. The zoom factor changed. Height (px) covered by overlays at the bottom of the view (the prompt). The view (transform, centre) before an automatic close-up for placing a figure.</extracomment>
            <translation>Spielfeld</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/board/view.py" line="422" />
            <source>Choose a cell first: click a highlighted cell or use the arrow keys.</source>
            <translation>Wähle zuerst ein Feld: Klicke auf ein hervorgehobenes Feld oder benutze die Pfeiltasten.</translation>
        </message>
    </context>
    <context>
        <name>Common</name>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="31" />
            <source>Red</source>
            <extracomment>The six Traders &amp; Builders colours, in the engine's order.</extracomment>
            <translation>Rot</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="32" />
            <source>Blue</source>
            <translation>Blau</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="33" />
            <source>Green</source>
            <translation>Grün</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="34" />
            <source>Yellow</source>
            <translation>Gelb</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="35" />
            <source>Black</source>
            <translation>Schwarz</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="36" />
            <source>Grey</source>
            <translation>Grau</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="73" />
            <source>Random</source>
            <translation>Zufällig</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="74" />
            <source>Greedy</source>
            <translation>Gierig</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="75" />
            <source>Easy</source>
            <translation>Leicht</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="76" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="77" />
            <source>Hard</source>
            <translation>Schwer</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="80" />
            <source>plays any legal move</source>
            <translation>spielt irgendeinen erlaubten Zug</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="81" />
            <source>takes the most points right now</source>
            <translation>nimmt sofort die meisten Punkte</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="82" />
            <source>a beginner: likes points, looks at part of the board</source>
            <translation>ein Anfänger: mag Punkte, überblickt nur einen Teil der Landschaft</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="83" />
            <source>weighs every placement and figure by its expected worth</source>
            <translation>wägt jedes Anlegen und jede Figur nach ihrem erwarteten Wert ab</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="84" />
            <source>looks ahead over the tiles that may come</source>
            <translation>denkt über die Plättchen voraus, die noch kommen können</translation>
        </message>
    </context>
    <context>
        <name>DecisionPanel</name>
        <message>
            <location filename="../carc_desktop/ui/decision_panel.py" line="121" />
            <source>Game over</source>
            <extracomment>Widest the prompt gets (px). Cells to highlight while a choice is hovered (empty list: none). Buttons that are not moves. The buttons of the moves on offer, by move (tests press them).</extracomment>
            <translation>Spielende</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/decision_panel.py" line="125" />
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/decision_panel.py" line="134" />
            <source>%1 is thinking…</source>
            <translation>%1 überlegt …</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/decision_panel.py" line="144" />
            <source>↻ Rotate</source>
            <translation>↻ Drehen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/decision_panel.py" line="146" />
            <source>Place here</source>
            <translation>Hier legen</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/decision_panel.py" line="153" />
            <source>Click one of the %n marker(s) on the tile you just placed, or place no figure.</source>
            <translation>
                <numerusform>Klicke auf die Markierung auf dem eben gelegten Plättchen oder setze keine Figur ein.</numerusform>
                <numerusform>Klicke auf eine der %n Markierungen auf dem eben gelegten Plättchen oder setze keine Figur ein.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/decision_panel.py" line="157" />
            <source>No figure can be placed on this tile.</source>
            <translation>Auf dieses Plättchen kann keine Figur gesetzt werden.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/decision_panel.py" line="160" />
            <source>No figure (S)</source>
            <translation>Keine Figur (S)</translation>
        </message>
    </context>
    <context>
        <name>EndOfGameDialog</name>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="205" />
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="206" />
            <source>Final scoring</source>
            <extracomment>The players want another game with the same setup.</extracomment>
            <translation>Schlusswertung</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="207" />
            <source>Final scoring, step by step:</source>
            <translation>Schlusswertung, Schritt für Schritt:</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="208" />
            <source>Final scoring steps</source>
            <translation>Schritte der Schlusswertung</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="209" />
            <source>&amp;Next step</source>
            <translation>&amp;Nächster Schritt</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="210" />
            <source>Show the next final scoring</source>
            <translation>Die nächste Schlusswertung zeigen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="211" />
            <source>Show &amp;all</source>
            <translation>&amp;Alles zeigen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="212" />
            <source>Show every final scoring and the results</source>
            <translation>Alle Schlusswertungen und das Ergebnis zeigen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="213" />
            <source>Points by player and category</source>
            <translation>Punkte nach Spieler und Kategorie</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="214" />
            <source>&amp;Play again</source>
            <translation>Noch einmal &amp;spielen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="215" />
            <source>Play again with the same players and rules</source>
            <translation>Noch einmal mit denselben Spielern und Regeln spielen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="272" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="273" />
            <source>Scores so far: %1</source>
            <translation>Bisheriger Punktestand: %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="219" />
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="284" />
            <source>Total</source>
            <translation>Gesamt</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="323" />
            <source>%1 wins with %n point(s)!</source>
            <translation>
                <numerusform>%1 gewinnt mit %n Punkt!</numerusform>
                <numerusform>%1 gewinnt mit %n Punkten!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="325" />
            <source>%1 share the victory with %n point(s) each!</source>
            <translation>
                <numerusform>%1 teilen sich den Sieg mit je %n Punkt!</numerusform>
                <numerusform>%1 teilen sich den Sieg mit je %n Punkten!</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="42" />
            <source>Roads</source>
            <extracomment>Categories in table order. Always shown, even at 0.</extracomment>
            <translation>Straßen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="43" />
            <source>Cities</source>
            <translation>Städte</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="44" />
            <source>Monasteries</source>
            <translation>Klöster</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="45" />
            <source>Fields</source>
            <translation>Wiesen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="46" />
            <source>Goods</source>
            <translation>Handelswaren</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="47" />
            <source>Leipzig bonuses</source>
            <translation>Leipzig-Boni</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="48" />
            <source>La Porxada</source>
            <translation>La Porxada</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="49" />
            <source>Land Surveyors</source>
            <translation>Landvermesser</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="50" />
            <source>Other</source>
            <translation>Sonstiges</translation>
        </message>
    </context>
    <context>
        <name>ErrorText</name>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="26" />
            <source>Technical details: %1</source>
            <translation>Technische Details: %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="36" />
            <source>the north side</source>
            <translation>Die Nordseite</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="37" />
            <source>the east side</source>
            <translation>Die Ostseite</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="38" />
            <source>the south side</source>
            <translation>Die Südseite</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="39" />
            <source>the west side</source>
            <translation>Die Westseite</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="44" />
            <source>no edge</source>
            <translation>keine Kante</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="49" />
            <source>You have no follower left.</source>
            <translation>Du hast keinen Gefolgsmann mehr übrig.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="50" />
            <source>You have no builder left.</source>
            <translation>Du hast keinen Baumeister mehr übrig.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="51" />
            <source>You have no pig left.</source>
            <translation>Du hast kein Schwein mehr übrig.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="52" />
            <source>You have no figure of that kind left.</source>
            <translation>Du hast keine Figur dieser Art mehr übrig.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="57" />
            <source>That road is already occupied.</source>
            <translation>Diese Straße ist schon besetzt.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="58" />
            <source>That city is already occupied.</source>
            <translation>Diese Stadt ist schon besetzt.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="59" />
            <source>That field is already occupied.</source>
            <translation>Diese Wiese ist schon besetzt.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="60" />
            <source>That monastery is already occupied.</source>
            <translation>Dieses Kloster ist schon besetzt.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="61" />
            <source>That feature is already occupied.</source>
            <translation>Dieses Gebiet ist schon besetzt.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="69" />
            <source>The game is over.</source>
            <translation>Das Spiel ist zu Ende.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="71" />
            <source>That is not the decision asked for now.</source>
            <translation>Diese Entscheidung ist gerade nicht gefragt.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="73" />
            <source>There is nothing to undo.</source>
            <translation>Es gibt nichts rückgängig zu machen.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="75" />
            <source>That cell is already taken.</source>
            <translation>Dieses Feld ist schon belegt.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="77" />
            <source>A tile must touch a tile already on the board.</source>
            <translation>Ein Plättchen muss an ein Plättchen angrenzen, das schon ausliegt.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="79" />
            <source>A tile can only be turned in quarter turns.</source>
            <translation>Ein Plättchen lässt sich nur in Vierteldrehungen drehen.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="81" />
            <source>The tile does not fit there: %1 (%2) does not match the neighbouring tile (%3).</source>
            <translation>Das Plättchen passt dort nicht: %1 (%2) passt nicht zum Nachbarplättchen (%3).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="85" />
            <source>The rules of %1 do not allow this tile there.</source>
            <translation>Die Regeln der Erweiterung „%1“ erlauben dieses Plättchen dort nicht.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="90" />
            <source>The tile just placed has no such feature.</source>
            <translation>Das gerade gelegte Plättchen hat kein solches Gebiet.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="94" />
            <source>That figure may not go there now.</source>
            <translation>Diese Figur darf jetzt nicht dorthin.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="96" />
            <source>There is no such follower on the board.</source>
            <translation>Diesen Gefolgsmann gibt es auf dem Spielplan nicht.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="97" />
            <source>That choice is not allowed now.</source>
            <translation>Diese Wahl ist jetzt nicht erlaubt.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="106" />
            <source>A game needs 2 to 6 players, not %1.</source>
            <translation>Ein Spiel braucht 2 bis 6 Spieler, nicht %1.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="108" />
            <source>Unknown rules edition “%1”.</source>
            <translation>Unbekannte Regelausgabe „%1“.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="110" />
            <source>Unknown expansion “%1”.</source>
            <translation>Unbekannte Erweiterung „%1“.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="112" />
            <source>Unknown rule option “%1”.</source>
            <translation>Unbekannte Regeloption „%1“.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="114" />
            <source>The rule option “%1” has an invalid value (%2).</source>
            <translation>Die Regeloption „%1“ hat einen ungültigen Wert (%2).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="117" />
            <source>Each player needs 1 to 20 followers, not %1.</source>
            <translation>Jeder Spieler braucht 1 bis 20 Gefolgsleute, nicht %1.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="119" />
            <source>Tile “%1” (draw %2) is not in the chosen tile sets.</source>
            <translation>Das Plättchen „%1“ (Ziehung %2) gehört zu keinem gewählten Plättchensatz.</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/error_text.py" line="123" />
            <source>The box holds only %n tile(s) “%1”; draw %2 is one too many.</source>
            <translation>
                <numerusform>Die Schachtel enthält nur %n Plättchen „%1“; Ziehung %2 ist eins zu viel.</numerusform>
                <numerusform>Die Schachtel enthält nur %n Plättchen „%1“; Ziehung %2 ist eins zu viel.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="125" />
            <source>These settings cannot start a game.</source>
            <translation>Mit diesen Einstellungen kann kein Spiel beginnen.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="143" />
            <source>The file does not exist; it may have been moved or deleted.</source>
            <translation>Die Datei existiert nicht; vielleicht wurde sie verschoben oder gelöscht.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="146" />
            <source>That is a folder, not a saved game.</source>
            <translation>Das ist ein Ordner, kein gespeichertes Spiel.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="147" />
            <source>The file cannot be read (no permission, or a disk error).</source>
            <translation>Die Datei kann nicht gelesen werden (keine Berechtigung oder ein Datenträgerfehler).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="149" />
            <source>The file is %1 MB, far larger than any saved game (the limit is %2 MB), so it was not read.</source>
            <translation>Die Datei ist %1 MB groß, viel größer als jedes gespeicherte Spiel (die Grenze liegt bei %2 MB), daher wurde sie nicht gelesen.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="152" />
            <source>The file is empty.</source>
            <translation>Die Datei ist leer.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="154" />
            <source>The file is not text (invalid byte at position %1): it is not a saved game, or it is damaged.</source>
            <translation>Die Datei ist kein Text (ungültiges Byte an Position %1): Sie ist kein gespeichertes Spiel oder beschädigt.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="157" />
            <source>The file is cut short: it ends in the middle of the game record, probably because it was not written completely.</source>
            <translation>Die Datei ist abgeschnitten: Sie endet mitten im Spielprotokoll, wahrscheinlich weil sie nicht vollständig geschrieben wurde.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="160" />
            <source>The file is not a saved game (it is not valid JSON).</source>
            <translation>Die Datei ist kein gespeichertes Spiel (kein gültiges JSON).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="162" />
            <source>The file was refused for safety: its content is far outside what a saved game holds.</source>
            <translation>Die Datei wurde aus Sicherheitsgründen abgelehnt: Ihr Inhalt liegt weit außerhalb dessen, was ein gespeichertes Spiel enthält.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="165" />
            <source>The file is JSON, but not a carc-desktop game record.</source>
            <translation>Die Datei ist JSON, aber kein Spielprotokoll von carc-desktop.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="167" />
            <source>The file was saved by a newer version of carc-desktop (record version %1; this version reads version %2). Update carc-desktop to open it.</source>
            <translation>Die Datei wurde mit einer neueren Version von carc-desktop gespeichert (Protokollversion %1; diese Version liest Version %2). Aktualisiere carc-desktop, um sie zu öffnen.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="174" />
            <source>The file names an unknown tile “%1”: the file is damaged or was made by a newer version.</source>
            <translation>Die Datei nennt ein unbekanntes Plättchen „%1“: Die Datei ist beschädigt oder stammt von einer neueren Version.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="171" />
            <source>The game record has no valid version number (this version reads version %1).</source>
            <translation>Das Spielprotokoll hat keine gültige Versionsnummer (diese Version liest Version %1).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="177" />
            <source>The game record is damaged.</source>
            <translation>Das Spielprotokoll ist beschädigt.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="181" />
            <source>Decision %1 of %2 in the game record is malformed: the file is damaged.</source>
            <translation>Entscheidung %1 von %2 im Spielprotokoll ist fehlerhaft: Die Datei ist beschädigt.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="183" />
            <source>Decision %1 of %2 in the game record breaks the rules: the file is damaged or was edited.</source>
            <translation>Entscheidung %1 von %2 im Spielprotokoll verstößt gegen die Regeln: Die Datei ist beschädigt oder wurde bearbeitet.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="190" />
            <source>The game could not be replayed because of an error in carc-desktop.</source>
            <translation>Das Spiel konnte wegen eines Fehlers in carc-desktop nicht nachgespielt werden.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="192" />
            <source>The file cannot be opened.</source>
            <translation>Die Datei kann nicht geöffnet werden.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="210" />
            <source>Cannot open “%1”.</source>
            <translation>„%1“ kann nicht geöffnet werden.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="210" />
            <source>Cannot open this game.</source>
            <translation>Dieses Spiel kann nicht geöffnet werden.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="226" />
            <source>Cannot save “%1”: the game could not be written as a record. The previous file is unchanged.</source>
            <translation>„%1“ kann nicht gespeichert werden: Das Spiel ließ sich nicht als Protokoll schreiben. Die bisherige Datei ist unverändert.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="229" />
            <source>Cannot save “%1”: the file could not be written. The previous file is unchanged.</source>
            <translation>„%1“ kann nicht gespeichert werden: Die Datei konnte nicht geschrieben werden. Die bisherige Datei ist unverändert.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="231" />
            <source>The game could not be saved.</source>
            <translation>Das Spiel konnte nicht gespeichert werden.</translation>
        </message>
    </context>
    <context>
        <name>EventText</name>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="63" />
            <source>%n tile(s)</source>
            <translation>
                <numerusform>%n Plättchen</numerusform>
                <numerusform>%n Plättchen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="67" />
            <source>%n coat(s) of arms</source>
            <translation>
                <numerusform>%n Wappen</numerusform>
                <numerusform>%n Wappen</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="74" />
            <source>nobody</source>
            <translation>niemand</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="79" />
            <source>%1, %2</source>
            <comment>a list of names or things: all but the last</comment>
            <translation>%1, %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="81" />
            <source>%1 and %2</source>
            <comment>a list of names or things: the last one</comment>
            <translation>%1 und %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="90" />
            <source>Player %1</source>
            <translation>Spieler %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="95" />
            <source>road</source>
            <translation>Straße</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="96" />
            <source>city</source>
            <translation>Stadt</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="97" />
            <source>monastery</source>
            <translation>Kloster</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="98" />
            <source>field</source>
            <translation>Wiese</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="99" />
            <source>goods</source>
            <translation>Handelswaren</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="100" />
            <source>Leipzig quarter</source>
            <translation>Leipziger Viertel</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="107" />
            <source>follower</source>
            <translation>Gefolgsmann</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="108" />
            <source>farmer</source>
            <translation>Bauer</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="109" />
            <source>builder</source>
            <translation>Baumeister</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="110" />
            <source>pig</source>
            <translation>Schwein</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="117" />
            <source>wine</source>
            <translation>Wein</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="118" />
            <source>grain</source>
            <translation>Getreide</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="119" />
            <source>cloth</source>
            <translation>Stoff</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="126" />
            <source>%n wine token(s)</source>
            <translation>
                <numerusform>%n Weinplättchen</numerusform>
                <numerusform>%n Weinplättchen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="128" />
            <source>%n grain token(s)</source>
            <translation>
                <numerusform>%n Getreideplättchen</numerusform>
                <numerusform>%n Getreideplättchen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="130" />
            <source>%n cloth token(s)</source>
            <translation>
                <numerusform>%n Stoffplättchen</numerusform>
                <numerusform>%n Stoffplättchen</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="131" />
            <source>%1 × %2</source>
            <comment>count × kind of token</comment>
            <translation>%1 × %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="136" />
            <source>Wainwrights' quarter</source>
            <translation>Stellmacherviertel</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="137" />
            <source>Tanners' quarter</source>
            <translation>Gerberviertel</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="138" />
            <source>Coiners' quarter</source>
            <translation>Münzprägerviertel</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="139" />
            <source>Bookbinders' quarter</source>
            <translation>Buchbinderviertel</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="146" />
            <source>Traders &amp; Builders</source>
            <translation>Händler &amp; Baumeister</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="147" />
            <source>The Markets of Leipzig</source>
            <translation>Die Märkte von Leipzig</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="148" />
            <source>The Land Surveyors</source>
            <translation>Die Landvermesser</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="149" />
            <source>La Porxada</source>
            <translation>La Porxada</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="157" />
            <source>Citizens' Jury</source>
            <translation>Bürgerparlament</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="158" />
            <source>Bad Neighbourhood</source>
            <translation>Problemviertel</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="159" />
            <source>Siege</source>
            <translation>Belagerung</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="160" />
            <location filename="../carc_desktop/ui/event_text.py" line="239" />
            <source>Wealth</source>
            <translation>Wohlstand</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="161" />
            <location filename="../carc_desktop/ui/event_text.py" line="241" />
            <source>Poverty</source>
            <translation>Armut</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="162" />
            <source>Street Fair</source>
            <translation>Straßenfest</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="163" />
            <source>Highway</source>
            <translation>Schnellstraße</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="164" />
            <source>Peasant Uprising</source>
            <translation>Bauernaufstand</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="165" />
            <source>Hermit Monastery</source>
            <translation>Einsiedlerkloster</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="166" />
            <source>Pilgrimage Route</source>
            <translation>Pilgerweg</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="171" />
            <source>Wealth or Poverty</source>
            <translation>Wohlstand oder Armut</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="193" />
            <source>every player with a knight in a completed city scores it, majority or not</source>
            <translation>jeder Spieler mit einem Ritter in einer abgeschlossenen Stadt erhält ihre Punkte, ob mit Mehrheit oder nicht</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="195" />
            <source>tiles that add only a small city cap to a completed city score nothing</source>
            <translation>Plättchen, die einer abgeschlossenen Stadt nur einen kleinen Stadtabschluss hinzufügen, zählen nichts</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="197" />
            <source>each coat of arms in a completed city is worth 1 more point</source>
            <translation>jedes Wappen in einer abgeschlossenen Stadt ist 1 Punkt mehr wert</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="198" />
            <source>a completed road scores 2 points per tile</source>
            <translation>eine abgeschlossene Straße zählt 2 Punkte pro Plättchen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="200" />
            <source>a completed road scores as 5 tiles, whatever its length</source>
            <translation>eine abgeschlossene Straße zählt wie 5 Plättchen, egal wie lang sie ist</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="202" />
            <source>road tiles showing a farmhouse score nothing</source>
            <translation>Straßenplättchen mit einem Bauernhof zählen nichts</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="204" />
            <source>a completed monastery scores 1 point less for each of its 9 tiles showing a city</source>
            <translation>ein abgeschlossenes Kloster zählt 1 Punkt weniger für jedes seiner 9 Plättchen mit Stadt</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="206" />
            <source>a completed monastery scores 1 more point for each of its 9 tiles showing a road</source>
            <translation>ein abgeschlossenes Kloster zählt 1 Punkt mehr für jedes seiner 9 Plättchen mit Straße</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="215" />
            <source>each player scoring a completed city gets %n more point(s)</source>
            <translation>
                <numerusform>jeder Spieler, der bei der Wertung einer abgeschlossenen Stadt punktet, erhält %n Punkt mehr</numerusform>
                <numerusform>jeder Spieler, der bei der Wertung einer abgeschlossenen Stadt punktet, erhält %n Punkte mehr</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="217" />
            <source>each player scoring a completed city gets %n point(s) less</source>
            <translation>
                <numerusform>jeder Spieler, der bei der Wertung einer abgeschlossenen Stadt punktet, erhält %n Punkt weniger</numerusform>
                <numerusform>jeder Spieler, der bei der Wertung einer abgeschlossenen Stadt punktet, erhält %n Punkte weniger</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="221" />
            <source>each player scoring a completed road gets %n more point(s)</source>
            <translation>
                <numerusform>jeder Spieler, der bei der Wertung einer abgeschlossenen Straße punktet, erhält %n Punkt mehr</numerusform>
                <numerusform>jeder Spieler, der bei der Wertung einer abgeschlossenen Straße punktet, erhält %n Punkte mehr</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="223" />
            <source>each player scoring a completed road gets %n point(s) less</source>
            <translation>
                <numerusform>jeder Spieler, der bei der Wertung einer abgeschlossenen Straße punktet, erhält %n Punkt weniger</numerusform>
                <numerusform>jeder Spieler, der bei der Wertung einer abgeschlossenen Straße punktet, erhält %n Punkte weniger</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="228" />
            <source>each player scoring a completed monastery gets %n more point(s)</source>
            <translation>
                <numerusform>jeder Spieler, der bei der Wertung eines abgeschlossenen Klosters punktet, erhält %n Punkt mehr</numerusform>
                <numerusform>jeder Spieler, der bei der Wertung eines abgeschlossenen Klosters punktet, erhält %n Punkte mehr</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="230" />
            <source>each player scoring a completed monastery gets %n point(s) less</source>
            <translation>
                <numerusform>jeder Spieler, der bei der Wertung eines abgeschlossenen Klosters punktet, erhält %n Punkt weniger</numerusform>
                <numerusform>jeder Spieler, der bei der Wertung eines abgeschlossenen Klosters punktet, erhält %n Punkte weniger</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="259" />
            <source>an unfinished road of %n tile(s)</source>
            <translation>
                <numerusform>eine unfertige Straße aus %n Plättchen</numerusform>
                <numerusform>eine unfertige Straße aus %n Plättchen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="260" />
            <source>a completed road of %n tile(s)</source>
            <translation>
                <numerusform>eine abgeschlossene Straße aus %n Plättchen</numerusform>
                <numerusform>eine abgeschlossene Straße aus %n Plättchen</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="265" />
            <source>an unfinished city of %1 with %2</source>
            <translation>eine unfertige Stadt aus %1 mit %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="267" />
            <source>a completed city of %1 with %2</source>
            <translation>eine abgeschlossene Stadt aus %1 mit %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="270" />
            <source>an unfinished city of %n tile(s)</source>
            <translation>
                <numerusform>eine unfertige Stadt aus %n Plättchen</numerusform>
                <numerusform>eine unfertige Stadt aus %n Plättchen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="271" />
            <source>a completed city of %n tile(s)</source>
            <translation>
                <numerusform>eine abgeschlossene Stadt aus %n Plättchen</numerusform>
                <numerusform>eine abgeschlossene Stadt aus %n Plättchen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="274" />
            <source>an unfinished monastery with %n tile(s) around and under it</source>
            <translation>
                <numerusform>ein unfertiges Kloster mit %n Plättchen (samt Umgebung)</numerusform>
                <numerusform>ein unfertiges Kloster mit %n Plättchen (samt Umgebung)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="276" />
            <source>a completed monastery</source>
            <translation>ein abgeschlossenes Kloster</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="278" />
            <source>a field next to %n completed city(ies)</source>
            <translation>
                <numerusform>eine Wiese an %n abgeschlossener Stadt</numerusform>
                <numerusform>eine Wiese an %n abgeschlossenen Städten</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="281" />
            <source>an unfinished %1</source>
            <translation>%1 (unfertig)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="282" />
            <source>a completed %1</source>
            <translation>%1 (abgeschlossen)</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="288" />
            <source>%1 loses %n point(s) (%2).</source>
            <translation>
                <numerusform>%1 verliert %n Punkt (%2).</numerusform>
                <numerusform>%1 verliert %n Punkte (%2).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="291" />
            <source>%1 gets %n more point(s) from the Wainwrights' quarter.</source>
            <translation>
                <numerusform>%1 erhält %n Punkt mehr aus dem Stellmacherviertel.</numerusform>
                <numerusform>%1 erhält %n Punkte mehr aus dem Stellmacherviertel.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="293" />
            <source>%1 gets %n more point(s) from the Coiners' quarter.</source>
            <translation>
                <numerusform>%1 erhält %n Punkt mehr aus dem Münzprägerviertel.</numerusform>
                <numerusform>%1 erhält %n Punkte mehr aus dem Münzprägerviertel.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="295" />
            <source>%1 gets %n more point(s) from the Bookbinders' quarter.</source>
            <translation>
                <numerusform>%1 erhält %n Punkt mehr aus dem Buchbinderviertel.</numerusform>
                <numerusform>%1 erhält %n Punkte mehr aus dem Buchbinderviertel.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="297" />
            <source>%1 gets %n more point(s) from the Tanners' quarter.</source>
            <translation>
                <numerusform>%1 erhält %n Punkt mehr aus dem Gerberviertel.</numerusform>
                <numerusform>%1 erhält %n Punkte mehr aus dem Gerberviertel.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="299" />
            <source>%1 gets %n more point(s) for the pig.</source>
            <translation>
                <numerusform>%1 erhält %n Punkt mehr für das Schwein.</numerusform>
                <numerusform>%1 erhält %n Punkte mehr für das Schwein.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="301" />
            <source>%1 gets %n more point(s) for the La Porxada token.</source>
            <translation>
                <numerusform>%1 erhält %n Punkt mehr für den La-Porxada-Marker.</numerusform>
                <numerusform>%1 erhält %n Punkte mehr für den La-Porxada-Marker.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="303" />
            <source>%1 gets %n more point(s) (%2).</source>
            <translation>
                <numerusform>%1 erhält %n Punkt mehr (%2).</numerusform>
                <numerusform>%1 erhält %n Punkte mehr (%2).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="320" />
            <source>Land Surveyors tile %1 applies: %2.</source>
            <translation>Das Landvermesser-Plättchen %1 gilt: %2.</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="323" />
            <source>Each Leipzig road counts as one tile: the road counts %n tile(s).</source>
            <translation>
                <numerusform>Jede Leipziger Straße zählt als ein Plättchen: Die Straße zählt %n Plättchen.</numerusform>
                <numerusform>Jede Leipziger Straße zählt als ein Plättchen: Die Straße zählt %n Plättchen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="329" />
            <source>%n farmhouse(s)</source>
            <translation>
                <numerusform>%n Bauernhof</numerusform>
                <numerusform>%n Bauernhöfe</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="331" />
            <source>%n shed(s)</source>
            <translation>
                <numerusform>%n Stall</numerusform>
                <numerusform>%n Ställe</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="333" />
            <source>The Tanners count %1 in this field.</source>
            <translation>Die Gerber zählen %1 auf dieser Wiese.</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="347" />
            <source>%1 has the most %2 tokens and scores %n point(s).</source>
            <translation>
                <numerusform>%1 hat die meisten Plättchen mit %2 und erhält %n Punkt.</numerusform>
                <numerusform>%1 hat die meisten Plättchen mit %2 und erhält %n Punkte.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="349" />
            <source>%1 share the most %2 tokens and score %n point(s) each.</source>
            <translation>
                <numerusform>%1 haben gleich viele Plättchen mit %2 und erhalten je %n Punkt.</numerusform>
                <numerusform>%1 haben gleich viele Plättchen mit %2 und erhalten je %n Punkte.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="352" />
            <source>Nobody wins the %1 tokens.</source>
            <translation>Für %1 erhält niemand Punkte.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="356" />
            <source>Nobody scores %1.</source>
            <translation>Niemand erhält Punkte für %1.</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="358" />
            <source>%1 scores %n point(s) for %2.</source>
            <translation>
                <numerusform>%1 erhält %n Punkt für %2.</numerusform>
                <numerusform>%1 erhält %n Punkte für %2.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="360" />
            <source>%1 score %n point(s) each for %2.</source>
            <translation>
                <numerusform>%1 erhalten je %n Punkt für %2.</numerusform>
                <numerusform>%1 erhalten je %n Punkte für %2.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="386" />
            <source>The game is over.</source>
            <translation>Das Spiel ist zu Ende.</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="389" />
            <source>The game is over: %1 wins with %n point(s).</source>
            <translation>
                <numerusform>Das Spiel ist zu Ende: %1 gewinnt mit %n Punkt.</numerusform>
                <numerusform>Das Spiel ist zu Ende: %1 gewinnt mit %n Punkten.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="391" />
            <source>The game is over: %1 share the victory with %n point(s) each.</source>
            <translation>
                <numerusform>Das Spiel ist zu Ende: %1 teilen sich den Sieg mit je %n Punkt.</numerusform>
                <numerusform>Das Spiel ist zu Ende: %1 teilen sich den Sieg mit je %n Punkten.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="403" />
            <source>%1 takes %2 from the completed city.</source>
            <translation>%1 nimmt %2 aus der abgeschlossenen Stadt.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="410" />
            <source>%1's builder earns a second tile this turn.</source>
            <comment>%1 is a player's name</comment>
            <translation>Der Baumeister von %1 bringt in diesem Zug ein zweites Plättchen.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="412" />
            <source>%1 declines the builder's second tile.</source>
            <translation>%1 verzichtet auf das zweite Plättchen des Baumeisters.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="417" />
            <source>%1 takes back the %2: no follower of theirs is left with it.</source>
            <translation>%1 nimmt die Figur zurück (%2): Dort steht kein eigener Gefolgsmann mehr.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="422" />
            <source>Tile %1 fits nowhere: it goes back to the box and %2 draws again.</source>
            <translation>Plättchen %1 passt nirgends: Es kommt zurück in die Schachtel und %2 zieht erneut.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="431" />
            <source>%1 sends a meeple from the completed road to the %2 and still scores the road with the others.</source>
            <translation>%1 schickt einen Meeple von der abgeschlossenen Straße ins %2 und wertet die Straße trotzdem mit den anderen.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="433" />
            <source>%1 sends a meeple from the completed road to the %2 instead of scoring it.</source>
            <translation>%1 schickt einen Meeple von der abgeschlossenen Straße ins %2, statt sie zu werten.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="438" />
            <source>%1 keeps the meeple on the road and scores it normally.</source>
            <translation>%1 lässt den Meeple auf der Straße und wertet sie normal.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="444" />
            <source>New Land Surveyors tiles: %1 for cities, %2 for roads, %3 for monasteries.</source>
            <translation>Neue Landvermesser-Plättchen: %1 für Städte, %2 für Straßen, %3 für Klöster.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="454" />
            <source>%1 chooses the La Porxada scoring bonus.</source>
            <translation>%1 wählt den Wertungsbonus von La Porxada.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="455" />
            <source>%1 asks %2 to swap two followers (La Porxada).</source>
            <translation>%1 bittet %2, zwei Gefolgsleute zu tauschen (La Porxada).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="462" />
            <source>%1 accepts: the two followers change places.</source>
            <translation>%1 nimmt an: Die beiden Gefolgsleute tauschen die Plätze.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="463" />
            <source>%1 refuses the swap and must give up a follower.</source>
            <translation>%1 lehnt den Tausch ab und muss einen Gefolgsmann abgeben.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="469" />
            <source>%1 removes a follower from the supply for good.</source>
            <translation>%1 entfernt einen Gefolgsmann aus dem Vorrat endgültig aus dem Spiel.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="470" />
            <source>%1 removes a follower from the board for good.</source>
            <translation>%1 entfernt einen Gefolgsmann vom Spielfeld endgültig aus dem Spiel.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="476" />
            <source>La Porxada's city is completed without knights: nobody takes a token.</source>
            <translation>Die Stadt von La Porxada ist ohne Ritter abgeschlossen: Niemand erhält einen Marker.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="478" />
            <source>%1 takes a La Porxada token.</source>
            <translation>%1 erhält einen La-Porxada-Marker.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="479" />
            <source>%1 each take a La Porxada token.</source>
            <translation>%1 erhalten je einen La-Porxada-Marker.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="485" />
            <source>%1 (%2).</source>
            <translation>%1 (%2).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="487" />
            <source>%1.</source>
            <translation>%1.</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="490" />
            <source>%1: %n point(s).</source>
            <translation>
                <numerusform>%1: %n Punkt.</numerusform>
                <numerusform>%1: %n Punkte.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FeatureHint</name>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/feature_info.py" line="88" />
            <source>Completed road of %n tile(s)</source>
            <extracomment>Board cells the feature covers (each tile once), sorted. Points each majority player would get if the feature were scored now (core rules). For fields: completed cities next to it. Majority-counting figures per player.</extracomment>
            <translation>
                <numerusform>Abgeschlossene Straße aus %n Plättchen</numerusform>
                <numerusform>Abgeschlossene Straße aus %n Plättchen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/feature_info.py" line="91" />
            <source>Unfinished road of %n tile(s)</source>
            <translation>
                <numerusform>Unfertige Straße aus %n Plättchen</numerusform>
                <numerusform>Unfertige Straße aus %n Plättchen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/feature_info.py" line="95" />
            <source>Completed city of %n tile(s)</source>
            <translation>
                <numerusform>Abgeschlossene Stadt aus %n Plättchen</numerusform>
                <numerusform>Abgeschlossene Stadt aus %n Plättchen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/feature_info.py" line="98" />
            <source>Unfinished city of %n tile(s)</source>
            <translation>
                <numerusform>Unfertige Stadt aus %n Plättchen</numerusform>
                <numerusform>Unfertige Stadt aus %n Plättchen</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/feature_info.py" line="102" />
            <source>Completed city of %1 with %2</source>
            <translation>Abgeschlossene Stadt aus %1 mit %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/feature_info.py" line="105" />
            <source>Unfinished city of %1 with %2</source>
            <translation>Unfertige Stadt aus %1 mit %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/feature_info.py" line="108" />
            <source>Monastery with %n of 9 tiles</source>
            <translation>
                <numerusform>Kloster mit %n von 9 Plättchen</numerusform>
                <numerusform>Kloster mit %n von 9 Plättchen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/feature_info.py" line="110" />
            <source>Field next to %n completed city(ies)</source>
            <translation>
                <numerusform>Wiese an %n abgeschlossener Stadt</numerusform>
                <numerusform>Wiese an %n abgeschlossenen Städten</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/feature_info.py" line="116" />
            <source>%1: worth %n point(s), nobody holds it.</source>
            <translation>
                <numerusform>%1: %n Punkt wert, gehört niemandem.</numerusform>
                <numerusform>%1: %n Punkte wert, gehört niemandem.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/feature_info.py" line="118" />
            <source>%1: worth %n point(s) now to %2.</source>
            <translation>
                <numerusform>%1: jetzt %n Punkt wert für %2.</numerusform>
                <numerusform>%1: jetzt %n Punkte wert für %2.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FileActions</name>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="200" />
            <source>No recent games</source>
            <translation>Keine zuletzt gespielten Spiele</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="227" />
            <source>&amp;Clear the List</source>
            <translation>Liste &amp;leeren</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="260" />
            <location filename="../carc_desktop/ui/file_actions.py" line="366" />
            <source>Cannot continue the last game</source>
            <translation>Das letzte Spiel kann nicht fortgesetzt werden</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="264" />
            <source>The last game is over: there is nothing to continue.</source>
            <translation>Das letzte Spiel ist zu Ende: Es gibt nichts fortzusetzen.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="268" />
            <source>Continued from the backup</source>
            <translation>Aus der Sicherungskopie fortgesetzt</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="269" />
            <location filename="../carc_desktop/ui/file_actions.py" line="405" />
            <source>The last game continues.</source>
            <translation>Das letzte Spiel geht weiter.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="287" />
            <source>%1 %2</source>
            <comment>player name and score</comment>
            <translation>%1 %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="289" />
            <source>base game</source>
            <translation>Grundspiel</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="291" />
            <source>%1: %2 (%3, finished)</source>
            <comment>date: players and scores (expansions)</comment>
            <translation>%1: %2 (%3, beendet)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="293" />
            <source>%1: %2 (%3)</source>
            <comment>date: players and scores (expansions)</comment>
            <translation>%1: %2 (%3)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="299" />
            <source>The game is over.</source>
            <translation>Das Spiel ist zu Ende.</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/file_actions.py" line="301" />
            <source>Turn %1, %n tile(s) left.</source>
            <translation>
                <numerusform>Zug %1, noch %n Plättchen.</numerusform>
                <numerusform>Zug %1, noch %n Plättchen.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="306" />
            <source>The autosaved game is damaged and cannot be resumed.

%1</source>
            <translation>Das automatisch gesicherte Spiel ist beschädigt und kann nicht fortgesetzt werden.

%1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="310" />
            <source>The last autosave is damaged; the copy written one decision earlier was used.</source>
            <translation>Die letzte automatische Sicherung ist beschädigt; die eine Entscheidung ältere Kopie wurde verwendet.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="315" />
            <source>The game of %1 is not finished (turn %2). Do you want to continue it?</source>
            <translation>Das Spiel von %1 ist noch nicht zu Ende (Zug %2). Möchtest du es fortsetzen?</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="351" />
            <source>Continue the last game?</source>
            <translation>Letztes Spiel fortsetzen?</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="325" />
            <source>There is nothing to redo.</source>
            <extracomment>Engine refusal codes that say less than the controller's own reason for the same move. Played by ``carc_desktop.ai`` instead of a person at this computer. AI level passed to ``choose_move`` (meaningful only for computer players). Top-level record key with who plays each seat (docs/record-format.md, "Seats"). Anything about the game changed (a move, an undo, a new game): redraw. A new tile waits to be placed (engine ``TileType``). Score events (engine ``Event`` of type ``score``) of the move just played. A new turn began; the argument is the player index. A decision is pending; the argument is the step kind (``place``, ``deploy``, ...). An intent was refused; the argument says why, in a short translated sentence. The tray tile's preview rotation (quarter turns clockwise). A computer player started (True) or stopped (False) thinking. A new game (or a loaded one) replaced the previous game. The game could not be autosaved; the argument is a translated sentence saying why. Writes the record after every decision (None: no autosave). Minimum time a computer move takes, so people can follow it.</extracomment>
            <translation>Es gibt nichts wiederherzustellen.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="453" />
            <source>The game could not be autosaved (%1). Save it with Ctrl+S to be safe.</source>
            <translation>Das Spiel konnte nicht automatisch gespeichert werden (%1). Speichere es sicherheitshalber mit Strg+S.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="82" />
            <source>Player %1</source>
            <translation>Spieler %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="274" />
            <source>There is no tile to place now.</source>
            <translation>Jetzt ist kein Plättchen zu legen.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="286" />
            <source>You cannot put a figure there now.</source>
            <translation>Dort kannst du jetzt keine Figur einsetzen.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="295" />
            <source>This decision cannot be skipped.</source>
            <translation>Diese Entscheidung kann nicht übersprungen werden.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="302" />
            <source>That choice is not allowed now.</source>
            <translation>Diese Wahl ist jetzt nicht erlaubt.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="309" />
            <source>There is nothing to undo.</source>
            <translation>Es gibt nichts rückgängig zu machen.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="392" />
            <source>The game is over.</source>
            <translation>Das Spiel ist zu Ende.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="395" />
            <source>Please wait: %1 is thinking.</source>
            <translation>Bitte warten: %1 überlegt.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="410" />
            <source>The tile does not fit there this way round: rotate it (R).</source>
            <translation>So herum passt das Plättchen dort nicht: Drehe es (R).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="534" />
            <source>it chose an illegal move</source>
            <translation>er wählte einen unerlaubten Zug</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="535" />
            <source>The computer player failed (%1); it plays the first legal move.</source>
            <translation>Der Computerspieler ist gescheitert (%1); er spielt den ersten erlaubten Zug.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="175" />
            <source>The game is over.</source>
            <translation>Das Spiel ist zu Ende.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="295" />
            <source>Game over</source>
            <translation>Spielende</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="297" />
            <source>Turn %1</source>
            <translation>Zug %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="251" />
            <source>Carcassonne</source>
            <translation>Carcassonne</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="253" />
            <source>Tile</source>
            <translation>Plättchen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="253" />
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="258" />
            <source>&amp;Game</source>
            <translation>&amp;Spiel</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="258" />
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="264" />
            <source>&amp;New Game</source>
            <translation>&amp;Neues Spiel</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="265" />
            <source>&amp;Undo</source>
            <translation>&amp;Rückgängig</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="266" />
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="267" />
            <source>Zoom &amp;In</source>
            <translation>Ver&amp;größern</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="268" />
            <source>Zoom &amp;Out</source>
            <translation>Ver&amp;kleinern</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="269" />
            <source>Zoom to &amp;Fit</source>
            <translation>&amp;Alles zeigen</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/main_window.py" line="293" />
            <source>%n tile(s) left</source>
            <translation>
                <numerusform>%n Plättchen übrig</numerusform>
                <numerusform>%n Plättchen übrig</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="87" />
            <source>&amp;New Game…</source>
            <extracomment>Game &gt; Open Recent (filled by the shell when it is about to show).</extracomment>
            <translation>&amp;Neues Spiel …</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="87" />
            <source>Choose players and rules for a new game</source>
            <translation>Spieler und Regeln für ein neues Spiel wählen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="88" />
            <source>&amp;Open…</source>
            <translation>Ö&amp;ffnen …</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="88" />
            <source>Open a saved game</source>
            <translation>Ein gespeichertes Spiel öffnen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="89" />
            <source>&amp;Continue Last Game</source>
            <translation>Letztes Spiel for&amp;tsetzen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="89" />
            <source>Go back to the game that was autosaved</source>
            <translation>Zum automatisch gespeicherten Spiel zurückkehren</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="90" />
            <source>&amp;Save</source>
            <translation>&amp;Speichern</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="90" />
            <source>Save the game</source>
            <translation>Das Spiel speichern</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="91" />
            <source>Save &amp;As…</source>
            <translation>Speichern &amp;unter …</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="91" />
            <source>Save the game in a new file</source>
            <translation>Das Spiel in einer neuen Datei speichern</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="92" />
            <source>&amp;Undo</source>
            <translation>&amp;Rückgängig</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="92" />
            <source>Take back your last decision</source>
            <translation>Deine letzte Entscheidung zurücknehmen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="93" />
            <source>&amp;Redo</source>
            <translation>&amp;Wiederherstellen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="93" />
            <source>Play again the decision you took back</source>
            <translation>Die zurückgenommene Entscheidung erneut spielen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="94" />
            <source>Se&amp;ttings…</source>
            <translation>&amp;Einstellungen …</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="94" />
            <source>Language, animations and hints</source>
            <translation>Sprache, Animationen und Hinweise</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="95" />
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="95" />
            <source>Close the game</source>
            <translation>Das Spiel schließen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="96" />
            <source>Zoom &amp;In</source>
            <translation>Ver&amp;größern</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="96" />
            <source>Show the board larger</source>
            <translation>Das Spielfeld größer zeigen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="97" />
            <source>Zoom &amp;Out</source>
            <translation>Ver&amp;kleinern</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="97" />
            <source>Show more of the board</source>
            <translation>Mehr vom Spielfeld zeigen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="98" />
            <source>&amp;Fit the Board</source>
            <translation>Ganzes &amp;Spielfeld</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="98" />
            <source>Show the whole board</source>
            <translation>Das ganze Spielfeld zeigen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="99" />
            <source>F&amp;ull Screen</source>
            <translation>&amp;Vollbild</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="99" />
            <source>Use the whole screen</source>
            <translation>Den ganzen Bildschirm nutzen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="100" />
            <source>Go to the &amp;Board</source>
            <translation>Zum Spiel&amp;feld</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="100" />
            <source>Move the keyboard focus to the board</source>
            <translation>Den Tastaturfokus auf das Spielfeld setzen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="101" />
            <source>Go to the S&amp;coreboard</source>
            <translation>Zur &amp;Punktetafel</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="102" />
            <source>Move the keyboard focus to the scoreboard</source>
            <translation>Den Tastaturfokus auf die Punktetafel setzen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="103" />
            <source>Go to the Score &amp;Log</source>
            <translation>Zum &amp;Wertungsprotokoll</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="103" />
            <source>Move the keyboard focus to the score log</source>
            <translation>Den Tastaturfokus auf das Wertungsprotokoll setzen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="104" />
            <source>&amp;Tiles Left…</source>
            <translation>Restliche &amp;Plättchen …</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="104" />
            <source>The tiles still in the bag</source>
            <translation>Die Plättchen, die noch im Beutel sind</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="105" />
            <source>&amp;Rules…</source>
            <translation>&amp;Regeln …</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="105" />
            <source>A summary of the rules in play</source>
            <translation>Eine Zusammenfassung der Regeln dieses Spiels</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="106" />
            <source>&amp;About…</source>
            <translation>Ü&amp;ber …</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="106" />
            <source>About this game</source>
            <translation>Über dieses Spiel</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="112" />
            <source>&amp;Game</source>
            <translation>&amp;Spiel</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="112" />
            <source>Open &amp;Recent</source>
            <translation>Zu&amp;letzt geöffnet</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="112" />
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="113" />
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="227" />
            <location filename="../carc_desktop/ui/menus.py" line="232" />
            <source>There is nothing to undo.</source>
            <extracomment>history length -&gt; (bag_pos, decider) seen in that state</extracomment>
            <translation>Es gibt nichts rückgängig zu machen.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="235" />
            <source>A new tile has been drawn since: with computer players in the game, moves before a draw cannot be taken back.</source>
            <translation>Seitdem wurde ein neues Plättchen gezogen: Mit Computerspielern im Spiel können Züge vor dem Ziehen nicht zurückgenommen werden.</translation>
        </message>
    </context>
    <context>
        <name>MoveLabels</name>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="24" />
            <source>Wainwrights</source>
            <translation>Stellmacher</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="25" />
            <source>Tanners</source>
            <translation>Gerber</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="26" />
            <source>Coiners</source>
            <translation>Münzpräger</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="27" />
            <source>Bookbinders</source>
            <translation>Buchbinder</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="49" />
            <source>the %1 at (%2, %3)</source>
            <translation>%1 bei (%2, %3)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="52" />
            <source>one from your supply</source>
            <translation>einer aus deinem Vorrat</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="59" />
            <source>Place the tile at (%1, %2), turned %3°</source>
            <translation>Plättchen auf (%1, %2) legen, um %3° gedreht</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="69" />
            <source>Put a %1 on the %2</source>
            <translation>%1 einsetzen: %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="75" />
            <source>No figure this turn</source>
            <translation>Keine Figur in diesem Zug</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="76" />
            <source>Skip</source>
            <translation>Auslassen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="80" />
            <source>Score the %1 at (%2, %3) first</source>
            <translation>Zuerst werten: %1 bei (%2, %3)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="89" />
            <source>Score the road normally</source>
            <translation>Straße normal werten</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="90" />
            <source>Send a meeple to the %1 quarter</source>
            <translation>Einen Meeple ins Viertel der %1 schicken</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="94" />
            <source>%1: score the road normally</source>
            <translation>%1: Straße normal werten</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="95" />
            <source>%1: send a meeple to the %2 quarter</source>
            <translation>%1: einen Meeple ins Viertel der %2 schicken</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="102" />
            <source>Take the Porxada bonus token</source>
            <translation>Den Porxada-Bonusmarker nehmen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="113" />
            <source>Swap your follower on %1 with %2's on %3</source>
            <translation>Deinen Gefolgsmann (%1) gegen den von %2 (%3) tauschen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="121" />
            <source>Accept the swap</source>
            <translation>Tausch annehmen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="122" />
            <source>Refuse (and lose a follower)</source>
            <translation>Ablehnen (und einen Gefolgsmann verlieren)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="128" />
            <source>Remove a follower from your supply</source>
            <translation>Einen Gefolgsmann aus deinem Vorrat entfernen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="129" />
            <source>Remove your follower on %1</source>
            <translation>Deinen Gefolgsmann entfernen (%1)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="134" />
            <source>Take the builder's second tile</source>
            <translation>Das zweite Plättchen des Baumeisters nehmen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="135" />
            <source>Decline the second tile</source>
            <translation>Auf das zweite Plättchen verzichten</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="145" />
            <source>yes</source>
            <translation>ja</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="145" />
            <source>no</source>
            <translation>nein</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="178" />
            <source>%1, place your tile</source>
            <translation>%1, lege dein Plättchen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="179" />
            <source>%1, place a figure?</source>
            <translation>%1, eine Figur einsetzen?</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="180" />
            <source>%1, which feature scores first?</source>
            <translation>%1, welches Gebiet wird zuerst gewertet?</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="181" />
            <source>%1, send a meeple to Leipzig?</source>
            <translation>%1, einen Meeple nach Leipzig schicken?</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="182" />
            <source>%1, La Porxada: choose an option</source>
            <translation>%1, La Porxada: Wähle eine Möglichkeit</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="183" />
            <source>%1, answer the Porxada swap</source>
            <translation>%1, antworte auf den Porxada-Tausch</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="184" />
            <source>%1, which follower leaves the game?</source>
            <translation>%1, welcher Gefolgsmann verlässt das Spiel?</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="185" />
            <source>%1, take a second tile?</source>
            <translation>%1, ein zweites Plättchen nehmen?</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="187" />
            <source>%1, decide: %2</source>
            <translation>%1, entscheide: %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="193" />
            <source>Drag the tile onto a highlighted cell, or click a cell and press Enter. R rotates.</source>
            <translation>Ziehe das Plättchen auf ein hervorgehobenes Feld oder klicke ein Feld an und drücke Enter. R dreht.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="196" />
            <source>Click a marker on the tile you just placed, or place no figure.</source>
            <translation>Klicke auf eine Markierung auf dem eben gelegten Plättchen oder setze keine Figur ein.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="198" />
            <source>A completed road leads to Leipzig: send one of your meeples from it into a quarter, or let the road score normally.</source>
            <translation>Eine abgeschlossene Straße führt nach Leipzig: Schicke einen deiner Meeple von ihr in ein Viertel oder lass die Straße normal werten.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="201" />
            <source>Several features were completed and the order matters.</source>
            <translation>Mehrere Gebiete wurden abgeschlossen, und die Reihenfolge zählt.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="71" />
            <source>Followers per player</source>
            <translation>Gefolgsleute pro Spieler</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="72" />
            <source>Ask before taking the builder's second tile</source>
            <translation>Vor dem zweiten Plättchen des Baumeisters fragen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="73" />
            <source>One extra follower for every player</source>
            <translation>Ein zusätzlicher Gefolgsmann für jeden Spieler</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="74" />
            <source>Wainwrights' bonus even when a player sent his only meeple</source>
            <translation>Stellmacher-Bonus auch, wenn ein Spieler seinen einzigen Meeple geschickt hat</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="75" />
            <source>Road Wealth/Poverty tile</source>
            <translation>Straßenplättchen Wohlstand/Armut</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="76" />
            <source>Monastery Wealth/Poverty tile</source>
            <translation>Klosterplättchen Wohlstand/Armut</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="83" />
            <source>Wealth: +3 points</source>
            <translation>Wohlstand: +3 Punkte</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="83" />
            <source>Poverty: -3 points</source>
            <translation>Armut: −3 Punkte</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="106" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="132" />
            <source>Automatic</source>
            <extracomment>The QLabel in front of the editor in its form (None for a check box).</extracomment>
            <translation>Automatisch</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="173" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="205" />
            <source>Player %1 colour</source>
            <translation>Farbe von Spieler %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="177" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="206" />
            <source>Player %1 name</source>
            <translation>Name von Spieler %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="180" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="207" />
            <source>Person</source>
            <translation>Mensch</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="181" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="208" />
            <source>Computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="182" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="209" />
            <source>Player %1 is played by</source>
            <translation>Spieler %1 wird gespielt von</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="189" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="217" />
            <source>Player %1 computer level</source>
            <translation>Computerstärke von Spieler %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="253" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="396" />
            <source>New Game</source>
            <extracomment>Emitted on accept with the chosen :class:`GameSetup`.</extracomment>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="254" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="397" />
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="269" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="398" />
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="272" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="399" />
            <source>&amp;Number of players:</source>
            <translation>&amp;Anzahl der Spieler:</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="276" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="400" />
            <source>Number of players</source>
            <translation>Anzahl der Spieler</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="284" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="401" />
            <source>Colour</source>
            <translation>Farbe</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="284" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="401" />
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="284" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="401" />
            <source>Played by</source>
            <translation>Gespielt von</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="284" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="401" />
            <source>Level</source>
            <translation>Stärke</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="296" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="407" />
            <source>Rules</source>
            <translation>Regeln</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="300" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="408" />
            <source>2nd edition (C2)</source>
            <translation>2. Edition (C2)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="300" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="408" />
            <source>3rd edition (C3)</source>
            <translation>3. Edition (C3)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="303" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="412" />
            <source>Edition</source>
            <translation>Edition</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="304" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="413" />
            <source>&amp;Edition:</source>
            <translation>&amp;Edition:</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="323" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="416" />
            <source>Expansions</source>
            <translation>Erweiterungen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="356" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="420" />
            <source>random</source>
            <translation>zufällig</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="358" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="421" />
            <source>Seed (empty for a random game)</source>
            <translation>Startwert (leer für ein zufälliges Spiel)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="359" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="422" />
            <source>&amp;Seed:</source>
            <translation>S&amp;tartwert:</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="374" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="423" />
            <source>&amp;Start game</source>
            <translation>Spiel &amp;starten</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="376" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="424" />
            <source>&amp;Defaults</source>
            <translation>Stan&amp;dard</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="377" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="425" />
            <source>Restore the default setup</source>
            <translation>Die Standardeinstellungen wiederherstellen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="454" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="498" />
            <source>Player %1</source>
            <translation>Spieler %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="526" />
            <source>Two players have the same name; please give each a different name.</source>
            <translation>Zwei Spieler haben denselben Namen; bitte gib jedem einen anderen Namen.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="530" />
            <source>These rules cannot start a game: %1</source>
            <translation>Mit diesen Regeln kann kein Spiel beginnen: %1</translation>
        </message>
    </context>
    <context>
        <name>RemainingTilesDialog</name>
        <message>
            <location filename="../carc_desktop/ui/dialogs/remaining_tiles_dialog.py" line="72" />
            <location filename="../carc_desktop/ui/dialogs/remaining_tiles_dialog.py" line="73" />
            <source>Tiles left in the bag</source>
            <translation>Plättchen im Beutel</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/dialogs/remaining_tiles_dialog.py" line="75" />
            <source>%n tile(s) left in the bag.</source>
            <translation>
                <numerusform>Noch %n Plättchen im Beutel.</numerusform>
                <numerusform>Noch %n Plättchen im Beutel.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/remaining_tiles_dialog.py" line="76" />
            <source>Remaining tiles by type</source>
            <translation>Restliche Plättchen nach Art</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/remaining_tiles_dialog.py" line="94" />
            <source>%1 ×%2</source>
            <comment>tile id, count</comment>
            <translation>%1 ×%2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/remaining_tiles_dialog.py" line="104" />
            <source>Base game</source>
            <translation>Grundspiel</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/remaining_tiles_dialog.py" line="105" />
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/dialogs/remaining_tiles_dialog.py" line="106" />
            <source>%1: %n left</source>
            <translation>
                <numerusform>%1: noch %n</numerusform>
                <numerusform>%1: noch %n</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="136" />
            <source>Rules</source>
            <translation>Regeln</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="137" />
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="138" />
            <source>Rules summary</source>
            <translation>Regelübersicht</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="20" />
            <source>On your turn, draw a tile and add it to the landscape so that it touches a tile already there along at least one edge, and every touching edge matches: city to city, road to road, field to field. A tile that fits nowhere goes back to the box and you draw again.</source>
            <translation>Ziehe in deinem Zug ein Plättchen und lege es so an die Landschaft an, dass es mit mindestens einer Kante an ein ausliegendes Plättchen grenzt und alle angrenzenden Kanten passen: Stadt an Stadt, Straße an Straße, Wiese an Wiese. Ein Plättchen, das nirgends passt, kommt zurück in die Schachtel, und du ziehst erneut.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="24" />
            <source>Then you may put one follower from your supply on a road, city, monastery or field of that tile, unless the whole road, city or field it belongs to already holds a follower.</source>
            <translation>Danach darfst du einen Gefolgsmann aus deinem Vorrat auf eine Straße, eine Stadt, ein Kloster oder eine Wiese dieses Plättchens setzen, sofern auf der ganzen zugehörigen Straße, Stadt oder Wiese noch kein Gefolgsmann steht.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="27" />
            <source>A completed feature scores at once and its followers go back to their owners: a road 1 point per tile, a city 2 points per tile and per coat of arms, a monastery surrounded by eight tiles 9 points. The player(s) with the most followers in a feature score it; tied players all score in full.</source>
            <translation>Ein abgeschlossenes Gebiet wird sofort gewertet, und seine Gefolgsleute gehen an ihre Besitzer zurück: eine Straße 1 Punkt pro Plättchen, eine Stadt 2 Punkte pro Plättchen und Wappen, ein von acht Plättchen umgebenes Kloster 9 Punkte. Wer die meisten Gefolgsleute in einem Gebiet hat, erhält die Punkte; bei Gleichstand erhalten alle Beteiligten die vollen Punkte.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="31" />
            <source>When the last tile is placed, unfinished roads and cities score 1 point per tile and per coat of arms, unfinished monasteries 1 point for themselves and each neighbour, and each field 3 points per completed city it touches. The highest score wins.</source>
            <translation>Nach dem letzten Plättchen zählen unfertige Straßen und Städte 1 Punkt pro Plättchen und Wappen, unfertige Klöster 1 Punkt für sich und jedes Nachbarplättchen und jede Wiese 3 Punkte pro angrenzender abgeschlossener Stadt. Die höchste Punktzahl gewinnt.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="41" />
            <source>Builder: instead of a follower, put your builder on a road or city of the tile just placed that already holds one of your followers. Whenever you later extend that road or city, you play a second tile in the same turn (never a third).</source>
            <translation>Baumeister: Statt eines Gefolgsmanns setzt du deinen Baumeister auf eine Straße oder Stadt des eben gelegten Plättchens, auf der schon einer deiner Gefolgsleute steht. Immer wenn du diese Straße oder Stadt später erweiterst, legst du im selben Zug ein zweites Plättchen (nie ein drittes).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="45" />
            <source>Pig: put it in a field that holds one of your farmers. If you score that field at the end, each completed city is worth 4 points to you instead of 3.</source>
            <translation>Schwein: Setze es auf eine Wiese, auf der einer deiner Bauern liegt. Wertest du diese Wiese am Ende, ist jede abgeschlossene Stadt für dich 4 statt 3 Punkte wert.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="47" />
            <source>Goods: whoever completes a city takes one token for each wine, grain or cloth symbol in it, even without a knight there. At the end, the most tokens of each kind score 10 points (ties all score).</source>
            <translation>Handelswaren: Wer eine Stadt abschließt, nimmt für jedes Wein-, Getreide- oder Stoffsymbol darin ein Plättchen, auch ohne eigenen Ritter dort. Am Ende bringen die meisten Plättchen jeder Sorte 10 Punkte (bei Gleichstand erhalten alle die Punkte).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="53" />
            <source>The four Leipzig tiles replace the start tile and form the city of Leipzig in the middle. Nobody can place a follower in Leipzig by the normal rules.</source>
            <translation>Die vier Leipzig-Plättchen ersetzen das Startplättchen und bilden in der Mitte die Stadt Leipzig. Nach den normalen Regeln kann niemand einen Gefolgsmann in Leipzig einsetzen.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="55" />
            <source>When a road connected to Leipzig (directly, or through crossroads) is completed, each player with the majority on it may send one of his followers from it into a free quarter of his choice instead of scoring; with a second follower on the road he still scores. Followers in Leipzig stay there.</source>
            <translation>Wird eine mit Leipzig verbundene Straße (direkt oder über Kreuzungen) abgeschlossen, darf jeder Spieler mit der Mehrheit auf ihr einen seiner Gefolgsleute von ihr in ein freies Viertel seiner Wahl schicken, statt zu werten; mit einem zweiten Gefolgsmann auf der Straße wertet er trotzdem. Gefolgsleute in Leipzig bleiben dort.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="59" />
            <source>Quarter bonuses for later scorings: Wainwrights +1 per tile of roads you win, Coiners +3 per coat of arms in cities where you have a knight, Bookbinders +4 for every completed monastery, Tanners +2 per farmhouse and shed in the fields you win at the end.</source>
            <translation>Boni der Viertel bei späteren Wertungen: Stellmacher +1 pro Plättchen der Straßen, die du gewinnst, Münzpräger +3 pro Wappen in Städten, in denen du einen Ritter hast, Buchbinder +4 für jedes abgeschlossene Kloster, Gerber +2 pro Bauernhof und Stall auf den Wiesen, die du am Ende gewinnst.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="66" />
            <source>Three stacks of scoring tiles (city, road, monastery) lie open; the top tile of each changes how completed features of its kind score during the game (for instance Siege: +1 per coat of arms; Highway: a road scores as 5 tiles).</source>
            <translation>Drei Stapel Wertungsplättchen (Stadt, Straße, Kloster) liegen offen aus; das oberste Plättchen jedes Stapels ändert, wie abgeschlossene Gebiete seiner Art während des Spiels gewertet werden (zum Beispiel Belagerung: +1 pro Wappen; Schnellstraße: eine Straße zählt wie 5 Plättchen).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="69" />
            <source>After every turn in which something was scored, all three top tiles go under their stacks and the next ones apply. The final scoring ignores them. The scoreboard shows the active tiles and their effects.</source>
            <translation>Nach jedem Zug mit einer Wertung kommen alle drei obersten Plättchen unter ihre Stapel, und die nächsten gelten. Die Schlusswertung beachtet sie nicht. Die Punktetafel zeigt die aktiven Plättchen und ihre Wirkung.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="75" />
            <source>Whoever places La Porxada chooses at once: either swap one of his followers on the board with another player's follower (who may refuse, and then loses one of his followers for good), or the scoring bonus.</source>
            <translation>Wer La Porxada legt, wählt sofort: entweder einen seiner Gefolgsleute auf dem Spielfeld mit dem Gefolgsmann eines anderen Spielers tauschen (der ablehnen darf und dann einen seiner Gefolgsleute endgültig verliert) oder den Wertungsbonus.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="78" />
            <source>Scoring bonus: when La Porxada's city is completed, every player with a knight in it takes a token. At the end, a token holder scores his unfinished cities as if completed (2 points per tile and per coat of arms).</source>
            <translation>Wertungsbonus: Wird die Stadt von La Porxada abgeschlossen, erhält jeder Spieler mit einem Ritter darin einen Marker. Am Ende wertet ein Markerbesitzer seine unfertigen Städte wie abgeschlossene (2 Punkte pro Plättchen und Wappen).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="87" />
            <source>yes</source>
            <translation>ja</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="87" />
            <source>no</source>
            <translation>nein</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="96" />
            <source>2nd edition rules (C2)</source>
            <translation>Regeln der 2. Edition (C2)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="97" />
            <source>3rd edition rules (C3)</source>
            <translation>Regeln der 3. Edition (C3)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="99" />
            <source>The base game</source>
            <translation>Das Grundspiel</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="101" />
            <source>No summary of this expansion yet.</source>
            <translation>Für diese Erweiterung gibt es noch keine Zusammenfassung.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="104" />
            <source>No expansion is in play.</source>
            <translation>Es wird ohne Erweiterung gespielt.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="112" />
            <source>Rule options of this game</source>
            <translation>Regeloptionen dieses Spiels</translation>
        </message>
    </context>
    <context>
        <name>ScoreLog</name>
        <message>
            <location filename="../carc_desktop/ui/panels/score_log.py" line="71" />
            <source>Score log</source>
            <extracomment>The cells of the feature an entry is about (list of (x, y)); empty = clear. The events shown, one per line (compared by identity with ``game.events``).</extracomment>
            <translation>Wertungsprotokoll</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/score_log.py" line="72" />
            <source>Click an entry to show its feature on the board.</source>
            <translation>Klicke auf einen Eintrag, um sein Gebiet auf dem Spielfeld zu zeigen.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/score_log.py" line="73" />
            <source>Score log entries</source>
            <translation>Einträge des Wertungsprotokolls</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/score_log.py" line="127" />
            <source>Click to show it on the board</source>
            <translation>Klicken, um es auf dem Spielfeld zu zeigen</translation>
        </message>
    </context>
    <context>
        <name>ScorePanel</name>
        <message>
            <location filename="../carc_desktop/ui/score_panel.py" line="84" />
            <source>builder</source>
            <translation>Baumeister</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/score_panel.py" line="86" />
            <source>pig</source>
            <translation>Schwein</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/score_panel.py" line="106" />
            <source>(computer)</source>
            <translation>(Computer)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/score_panel.py" line="112" />
            <source>Final scores</source>
            <translation>Endstand</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/score_panel.py" line="115" />
            <source>Turn %1 — %2 to play</source>
            <translation>Zug %1 – %2 ist dran</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/score_panel.py" line="82" />
            <source>%n follower(s)</source>
            <translation>
                <numerusform>%n Gefolgsmann</numerusform>
                <numerusform>%n Gefolgsleute</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Scoreboard</name>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="51" />
            <source>placing a tile</source>
            <translation>legt ein Plättchen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="52" />
            <source>placing a figure</source>
            <translation>setzt eine Figur ein</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="53" />
            <source>choosing the scoring order</source>
            <translation>wählt die Reihenfolge der Wertung</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="54" />
            <source>deciding about Leipzig</source>
            <translation>entscheidet über Leipzig</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="55" />
            <source>choosing a La Porxada option</source>
            <translation>wählt eine Möglichkeit von La Porxada</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="56" />
            <source>answering a swap</source>
            <translation>antwortet auf einen Tausch</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="57" />
            <source>removing a follower</source>
            <translation>entfernt einen Gefolgsmann</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="58" />
            <source>deciding about a second tile</source>
            <translation>entscheidet über ein zweites Plättchen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="155" />
            <source>Scoreboard</source>
            <translation>Punktetafel</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="156" />
            <source>Whose turn</source>
            <translation>Wer ist dran</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="157" />
            <source>Tiles left</source>
            <translation>Restliche Plättchen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="158" />
            <source>Land Surveyors: active tiles</source>
            <translation>Landvermesser: aktive Plättchen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="208" />
            <source>%1 (computer)</source>
            <translation>%1 (Computer)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="213" />
            <source>%1 of %2</source>
            <comment>followers in supply of the total</comment>
            <translation>%1 von %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="222" />
            <source>%1 ready</source>
            <translation>%1 bereit</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="224" />
            <source>%1 %2 of %3 ready</source>
            <translation>%1: %2 von %3 bereit</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="226" />
            <source>%1 on the board</source>
            <translation>%1 auf dem Spielfeld</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="238" />
            <source>token</source>
            <translation>Marker</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="241" />
            <source>%n follower(s) lost</source>
            <translation>
                <numerusform>%n Gefolgsmann verloren</numerusform>
                <numerusform>%n Gefolgsleute verloren</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="246" />
            <source>yes</source>
            <translation>ja</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="246" />
            <source>no</source>
            <translation>nein</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="256" />
            <source>Game over: final scores</source>
            <translation>Spielende: Endstand</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="261" />
            <source>Turn %1: %2 is thinking (%3)…</source>
            <translation>Zug %1: %2 überlegt (%3) …</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="264" />
            <source>Turn %1 of %2: %3 is %4</source>
            <translation>Zug %1 von %2: %3 %4</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="266" />
            <source>Turn %1: %2 is %3</source>
            <translation>Zug %1: %2 %3</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="271" />
            <source>Followers: %1</source>
            <translation>Gefolgsleute: %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="279" />
            <source>Leipzig: %1</source>
            <translation>Leipzig: %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="281" />
            <source>La Porxada: %1</source>
            <translation>La Porxada: %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="283" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="287" />
            <source>Goods: %1</source>
            <translation>Handelswaren: %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="287" />
            <source>No goods</source>
            <translation>Keine Handelswaren</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="293" />
            <source>No game yet</source>
            <translation>Noch kein Spiel</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="321" />
            <source>to play now</source>
            <translation>jetzt am Zug</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="323" />
            <source>winner</source>
            <translation>Sieger</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="324" />
            <source>%1: %n point(s)</source>
            <translation>
                <numerusform>%1: %n Punkt</numerusform>
                <numerusform>%1: %n Punkte</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="327" />
            <source>%1 (%2)</source>
            <comment>player summary (state)</comment>
            <translation>%1 (%2)</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="333" />
            <source>%n tile(s) left in the bag</source>
            <translation>
                <numerusform>Noch %n Plättchen im Beutel</numerusform>
                <numerusform>Noch %n Plättchen im Beutel</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="351" />
            <source>City: %1 — %2</source>
            <translation>Stadt: %1 – %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="352" />
            <source>Road: %1 — %2</source>
            <translation>Straße: %1 – %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="353" />
            <source>Monastery: %1 — %2</source>
            <translation>Kloster: %1 – %2</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="81" />
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="82" />
            <source>Settings</source>
            <extracomment>Language codes offered (choosing one switches the language at once: ``carc_desktop.i18n``). Each language in its own name (not translated on purpose). The settings were saved (the shell applies them).</extracomment>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="83" />
            <source>Language</source>
            <translation>Sprache</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="84" />
            <source>&amp;Language:</source>
            <translation>&amp;Sprache:</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="85" />
            <source>Animation speed</source>
            <translation>Animationsgeschwindigkeit</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="86" />
            <source>Off</source>
            <translation>Aus</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="86" />
            <source>Fast</source>
            <translation>Schnell</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="86" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="86" />
            <source>Slow</source>
            <translation>Langsam</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="89" />
            <source>&amp;Animations:</source>
            <translation>&amp;Animationen:</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="90" />
            <source>Show the points a placement would score</source>
            <translation>Zeigen, wie viele Punkte ein Anlegen bringen würde</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="91" />
            <source>Placement points preview</source>
            <translation>Punktevorschau beim Anlegen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="92" />
            <source>Hovering a figure shows its whole feature and value</source>
            <translation>Beim Zeigen auf eine Figur ihr ganzes Gebiet und seinen Wert anzeigen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="93" />
            <source>Feature hints on hover</source>
            <translation>Gebietshinweise beim Darüberfahren</translation>
        </message>
    </context>
    <context>
        <name>Shell</name>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="55" />
            <source>Press Ctrl+N to start a new game.</source>
            <translation>Drücke Strg+N, um ein neues Spiel zu beginnen.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="60" />
            <source>The game is over: %1 wins. Ctrl+N starts a new game.</source>
            <translation>Das Spiel ist zu Ende: %1 gewinnt. Strg+N beginnt ein neues Spiel.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="61" />
            <source>The game is over: %1 share the victory. Ctrl+N starts a new game.</source>
            <translation>Das Spiel ist zu Ende: %1 teilen sich den Sieg. Strg+N beginnt ein neues Spiel.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="67" />
            <source>%1 (computer) is thinking…</source>
            <translation>%1 (Computer) überlegt …</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="70" />
            <source>%1, place your tile: the arrow keys choose a cell, R rotates the tile, Enter places it.</source>
            <translation>%1, lege dein Plättchen: Die Pfeiltasten wählen ein Feld, R dreht das Plättchen, Enter legt es.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="71" />
            <source>%1, place a figure: Tab or the arrow keys choose a spot, Enter places the figure, S places none.</source>
            <translation>%1, setze eine Figur ein: Tab oder die Pfeiltasten wählen einen Platz, Enter setzt die Figur ein, S setzt keine ein.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="73" />
            <source>%1, choose which feature scores first, in the panel below the board.</source>
            <translation>%1, wähle im Bereich unter dem Spielfeld, welches Gebiet zuerst gewertet wird.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="74" />
            <source>%1, send a meeple to Leipzig or score the road: choose in the panel below the board.</source>
            <translation>%1, schicke einen Meeple nach Leipzig oder werte die Straße: Wähle im Bereich unter dem Spielfeld.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="75" />
            <source>%1, choose a La Porxada option in the panel below the board.</source>
            <translation>%1, wähle im Bereich unter dem Spielfeld eine Möglichkeit von La Porxada.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="76" />
            <source>%1, accept or refuse the swap in the panel below the board.</source>
            <translation>%1, nimm den Tausch im Bereich unter dem Spielfeld an oder lehne ihn ab.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="77" />
            <source>%1, choose the follower that leaves the game, in the panel below the board.</source>
            <translation>%1, wähle im Bereich unter dem Spielfeld den Gefolgsmann, der das Spiel verlässt.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="78" />
            <source>%1, take the builder's second tile or not, in the panel below the board.</source>
            <translation>%1, nimm das zweite Plättchen des Baumeisters oder nicht: Wähle im Bereich unter dem Spielfeld.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="80" />
            <source>%1, make your choice in the panel below the board.</source>
            <translation>%1, triff deine Wahl im Bereich unter dem Spielfeld.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="149" />
            <source>Scoreboard</source>
            <extracomment>Cells to light up on the board (when the board has no highlight method of its own).</extracomment>
            <translation>Punktetafel</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="149" />
            <source>Score log</source>
            <translation>Wertungsprotokoll</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="200" />
            <location filename="../carc_desktop/ui/shell.py" line="217" />
            <source>What to do next</source>
            <translation>Was als Nächstes zu tun ist</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="299" />
            <source>There is no game.</source>
            <translation>Es läuft kein Spiel.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="100" />
            <source>Save the game</source>
            <extracomment>``ask(question, answer)``: show ``question``; call ``answer(True/False)`` when answered. ``inform(text)``: tell the player something went wrong (without blocking).</extracomment>
            <translation>Das Spiel speichern</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="100" />
            <source>Open a saved game</source>
            <translation>Ein gespeichertes Spiel öffnen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="101" />
            <source>Saved games (*%1);;All files (*)</source>
            <translation>Gespeicherte Spiele (*%1);;Alle Dateien (*)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="125" />
            <source>Cannot open the game</source>
            <translation>Das Spiel kann nicht geöffnet werden</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="137" />
            <source>Opened the backup</source>
            <translation>Sicherungskopie geöffnet</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="138" />
            <source>%1

The backup copy was opened instead.</source>
            <translation>%1

Stattdessen wurde die Sicherungskopie geöffnet.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="139" />
            <source>Opened %1.</source>
            <translation>%1 geöffnet.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="168" />
            <source>Cannot save the game</source>
            <translation>Das Spiel kann nicht gespeichert werden</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="171" />
            <source>Saved as %1.</source>
            <translation>Gespeichert als %1.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="404" />
            <source>Carcassonne for the desktop, version %1.

Plays offline against people at this computer or computer players, with Traders &amp; Builders, The Markets of Leipzig, The Land Surveyors and La Porxada. The tiles are drawn by the program itself.</source>
            <translation>Carcassonne für den Desktop, Version %1.

Spielt offline gegen Menschen an diesem Computer oder gegen Computerspieler, mit Händler &amp; Baumeister, Die Märkte von Leipzig, Die Landvermesser und La Porxada. Die Plättchen zeichnet das Programm selbst.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="407" />
            <source>About</source>
            <translation>Über</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="511" />
            <source>%1 %2</source>
            <comment>player name, signed points</comment>
            <translation>%1 %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="513" />
            <source>Placing it here scores at once: %1.</source>
            <translation>Hier gelegt bringt es sofort: %1.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="515" />
            <source>Placing it here scores nothing at once.</source>
            <translation>Hier gelegt bringt es sofort nichts.</translation>
        </message>
    </context>
    <context>
        <name>TileNames</name>
        <message>
            <location filename="../carc_desktop/art/leipzig_art.py" line="27" />
            <source>Wainwrights</source>
            <translation>Stellmacher</translation>
        </message>
        <message>
            <location filename="../carc_desktop/art/leipzig_art.py" line="28" />
            <source>Tanners</source>
            <translation>Gerber</translation>
        </message>
        <message>
            <location filename="../carc_desktop/art/leipzig_art.py" line="29" />
            <source>Coiners</source>
            <translation>Münzpräger</translation>
        </message>
        <message>
            <location filename="../carc_desktop/art/leipzig_art.py" line="30" />
            <source>Bookbinders</source>
            <translation>Buchbinder</translation>
        </message>
    </context>
    <context>
        <name>TileTray</name>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="38" />
            <source>Tile to place</source>
            <translation>Zu legendes Plättchen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="189" />
            <source>Rotate anticlockwise (Shift+R)</source>
            <translation>Gegen den Uhrzeigersinn drehen (Umschalt+R)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="190" />
            <source>Rotate clockwise (R)</source>
            <translation>Im Uhrzeigersinn drehen (R)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="191" />
            <source>Drag the tile onto the board. Wheel, right click or R rotates it.</source>
            <translation>Ziehe das Plättchen auf das Spielfeld. Mausrad, Rechtsklick oder R drehen es.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="213" />
            <source>Game over</source>
            <translation>Spielende</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="215" />
            <source>Your tile</source>
            <translation>Dein Plättchen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="217" />
            <source>Tile in play</source>
            <translation>Plättchen im Spiel</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="219" />
            <source>Tile placed</source>
            <translation>Plättchen gelegt</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/tile_tray.py" line="221" />
            <source>%n tile(s) left</source>
            <translation>
                <numerusform>%n Plättchen übrig</numerusform>
                <numerusform>%n Plättchen übrig</numerusform>
            </translation>
        </message>
    </context>
</TS>
