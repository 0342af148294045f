<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>A11y</name>
    <message>
        <location filename="../carc_desktop/ui/common/a11y.py" line="+53"/>
        <source>%1: %2</source>
        <comment>what a label is: what it says</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>north</source>
        <translation>oben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>east</source>
        <translation>rechts</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>south</source>
        <translation>unten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>west</source>
        <translation>links</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>closed</source>
        <translation>geschlossen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 %2</source>
        <comment>side and edge kind: north city</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edges: %1.</source>
        <translation>Kanten: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A large tile.</source>
        <translation>Ein großes Plättchen.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n Wappen</numerusform>
            <numerusform>%n Wappen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goods</source>
        <translation>Waren</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cell %1, %2</source>
        <translation>Feld %1, %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: taken</source>
        <translation>%1: belegt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the tile fits here</source>
        <translation>%1: das Plättchen passt hier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the tile fits here turned another way (R)</source>
        <translation>%1: das Plättchen passt hier, anders gedreht (R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the tile does not fit here</source>
        <translation>%1: das Plättchen passt hier nicht</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../carc_desktop/ui/review/analysis_panel.py" line="+35"/>
        <source>best</source>
        <translation>bester Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>good</source>
        <translation>gut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blunder</source>
        <translation>grober Fehler</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 points lost</source>
        <translation>%1 Punkte verloren</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the only move</source>
        <translation>die einzige Möglichkeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision %1, %2: %3 – %4</source>
        <translation>Entscheidung %1, %2: %3 – %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(the engine no longer allows it)</source>
        <translation>(nach den Regeln nicht mehr möglich)</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>scores %n point(s) at once</source>
        <translation>
            <numerusform>wertet sofort %n Punkt</numerusform>
            <numerusform>wertet sofort %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>completes a %1</source>
        <translation>schließt %1 ab</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>puts a farmer on a field with %n finished cit(y/ies)</source>
        <translation>
            <numerusform>setzt einen Bauern auf eine Wiese mit %n fertigen Stadt</numerusform>
            <numerusform>setzt einen Bauern auf eine Wiese mit %n fertigen Städten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puts a %1 on a %2 worth %3 as it stands</source>
        <translation>setzt %1 auf %2, das so %3 wert ist</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>scores nothing now and puts no figure</source>
        <translation>wertet jetzt nichts und setzt keine Figur</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The better move %1; the move played %2 (%3 expected at the end).</source>
        <translation>Die bessere Möglichkeit %1; die gespielte %2 (%3, am Ende erwartet).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>decision %1 (%2)</source>
        <translation>Entscheidung %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: accuracy %2 %, mean loss %3 points over %4 decisions</source>
        <translation>%1: Genauigkeit %2 %, mittlerer Verlust %3 Punkte in %4 Entscheidungen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>   Key moments: %1</source>
        <translation>   Schlüsselmomente: %1</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <location line="+120"/>
        <source>Every player</source>
        <translation>Alle Spieler</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whose decisions to analyse</source>
        <translation>Wessen Entscheidungen analysiert werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Analyse</source>
        <translation>&amp;Analysieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value every decision against the best move the computer finds</source>
        <translation>Jede Entscheidung mit der besten Möglichkeit vergleichen, die der Computer findet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decisions analysed</source>
        <translation>Analysierte Entscheidungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysed decisions</source>
        <translation>Analysierte Entscheidungen</translation>
    </message>
</context>
<context>
    <name>Announcements</name>
    <message>
        <location filename="../carc_desktop/ui/common/announcer.py" line="+52"/>
        <source>%1&apos;s turn (computer).</source>
        <translation>%1 ist am Zug (Computer).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../carc_desktop/i18n.py" line="+209"/>
        <source>Carcassonne</source>
        <translation>Carcassonne</translation>
    </message>
</context>
<context>
    <name>BoardAidsText</name>
    <message>
        <location filename="../carc_desktop/ui/board/aids.py" line="+83"/>
        <source>No tile left can fill this spot.</source>
        <translation>Kein verbleibendes Plättchen passt an diese Stelle.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Only %n tile(s) left can fill this spot.</source>
        <translation>
            <numerusform>Nur noch %n Plättchen passt an diese Stelle.</numerusform>
            <numerusform>Nur noch %n Plättchen passen an diese Stelle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>Field held by %1: worth %n point(s) now.</source>
        <translation>
            <numerusform>Wiese von %1 besetzt: jetzt %n Punkt wert.</numerusform>
            <numerusform>Wiese von %1 besetzt: jetzt %n Punkte wert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+170"/>
        <source>Needs at least %n more tile(s), but one of its gaps can no longer be filled.</source>
        <translation>
            <numerusform>Braucht noch mindestens %n Plättchen, aber eine Lücke kann nicht mehr gefüllt werden.</numerusform>
            <numerusform>Braucht noch mindestens %n Plättchen, aber eine Lücke kann nicht mehr gefüllt werden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Needs at least %n more tile(s); tiles left that fit each gap: %1.</source>
        <translation>
            <numerusform>Braucht noch mindestens %n Plättchen; passende Plättchen je Lücke: %1.</numerusform>
            <numerusform>Braucht noch mindestens %n Plättchen; passende Plättchen je Lücke: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../carc_desktop/ui/board/art.py" line="+292"/>
        <source>Place a follower here</source>
        <translation>Gefolgsmann hier einsetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place a farmer here</source>
        <translation>Bauern hier einsetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place your builder here</source>
        <translation>Baumeister hier einsetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place your pig here</source>
        <translation>Schwein hier einsetzen</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/board/view.py" line="+188"/>
        <location filename="../carc_desktop/ui/common/a11y.py" line="+5"/>
        <source>Board</source>
        <translation>Spielfeld</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>%1 placed this tile since your last turn (%2 of %3).</source>
        <translation>%1 hat dieses Plättchen seit deinem letzten Zug gelegt (%2 von %3).</translation>
    </message>
    <message>
        <location line="+482"/>
        <source>Choose a cell first: click a highlighted cell or use the arrow keys.</source>
        <translation>Wähle zuerst ein Feld: Klicke auf ein hervorgehobenes Feld oder benutze die Pfeiltasten.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/board/leipzig_figures.py" line="+69"/>
        <source>Meeples here: %1</source>
        <translation>Gefolgsleute hier: %1</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/board/scene.py" line="+100"/>
        <location line="+58"/>
        <source>placed last</source>
        <translation>zuletzt gelegt</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/board/tooltips.py" line="+43"/>
        <source>Follower of %1 (player %2)</source>
        <translation>Gefolgsmann von %1 (Spieler %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Farmer of %1 (player %2)</source>
        <translation>Bauer von %1 (Spieler %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Builder of %1 (player %2)</source>
        <translation>Baumeister von %1 (Spieler %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pig of %1 (player %2)</source>
        <translation>Schwein von %1 (Spieler %2)</translation>
    </message>
</context>
<context>
    <name>Categories</name>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="+113"/>
        <source>Roads</source>
        <translation>Straßen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cities</source>
        <translation>Städte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monasteries</source>
        <translation>Klöster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fields</source>
        <translation>Wiesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="+194"/>
        <source>La Porxada</source>
        <translation>La Porxada</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="+162"/>
        <source>Leipzig bonuses</source>
        <translation>Leipzig-Boni</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/the_land_surveyors.py" line="+56"/>
        <source>Land Surveyors</source>
        <translation>Landvermesser</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="+87"/>
        <source>Goods</source>
        <translation>Waren</translation>
    </message>
</context>
<context>
    <name>CategoryBreakdown</name>
    <message>
        <location filename="../carc_desktop/ui/review/breakdown.py" line="+45"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Points by player and category</source>
        <translation>Punkte nach Spieler und Kategorie</translation>
    </message>
</context>
<context>
    <name>Common</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/common.py" line="+52"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+9"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Dark red</source>
        <translation>Dunkelrot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cyan</source>
        <translation>Türkis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teal</source>
        <translation>Blaugrün</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Purple</source>
        <translation>Violett</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Grey</source>
        <translation>Grau</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Greedy</source>
        <translation>Gierig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>plays any legal move</source>
        <translation>spielt irgendeinen erlaubten Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes the most points right now</source>
        <translation>nimmt sofort die meisten Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a beginner: likes points, looks at part of the board</source>
        <translation>ein Anfänger: mag Punkte, überblickt nur einen Teil der Landschaft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weighs every placement and figure by its expected worth</source>
        <translation>wägt jedes Anlegen und jede Figur nach ihrem erwarteten Wert ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>looks ahead over the tiles that may come</source>
        <translation>denkt über die Plättchen voraus, die noch kommen können</translation>
    </message>
</context>
<context>
    <name>ContinueDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/continue_dialog.py" line="+101"/>
        <source>Being played in another window.</source>
        <translation>Wird gerade in einem anderen Fenster gespielt.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Continue a Game</source>
        <translation>Spiel fortsetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These games are not finished. Every decision was saved: choose one to go on playing.</source>
        <translation>Diese Spiele sind noch nicht zu Ende. Jede Entscheidung wurde gespeichert: Wähle eines, um weiterzuspielen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Continue</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unfinished games</source>
        <translation>Nicht beendete Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games are kept in %1.</source>
        <translation>Die Spiele liegen in %1.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Delete the game?</source>
        <translation>Spiel löschen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete this unfinished game for good?

%1</source>
        <translation>Dieses nicht beendete Spiel endgültig löschen?

%1</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <location filename="../carc_desktop/ui/play/decision_panel.py" line="+307"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt …</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>↻ Rotate</source>
        <translation>↻ Drehen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place here</source>
        <translation>Hier legen</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Click one of the %n marker(s) on the tile you just placed, or place no figure.</source>
        <translation>
            <numerusform>Klicke auf die Markierung auf dem eben gelegten Plättchen oder setze keine Figur ein.</numerusform>
            <numerusform>Klicke auf eine der %n Markierungen auf dem eben gelegten Plättchen oder setze keine Figur ein.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No figure can be placed on this tile.</source>
        <translation>Auf dieses Plättchen kann keine Figur gesetzt werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No figure (S)</source>
        <translation>Keine Figur (S)</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Not possible now</source>
        <translation>Jetzt nicht möglich</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>Show legal cells (L)</source>
        <translation>Erlaubte Felder zeigen (L)</translation>
    </message>
</context>
<context>
    <name>EndOfGameDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="+205"/>
        <location line="+1"/>
        <source>Final scoring</source>
        <translation>Schlusswertung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final scoring, step by step:</source>
        <translation>Schlusswertung, Schritt für Schritt:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final scoring steps</source>
        <translation>Schritte der Schlusswertung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next step</source>
        <translation>&amp;Nächster Schritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the next final scoring</source>
        <translation>Die nächste Schlusswertung zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;all</source>
        <translation>&amp;Alles zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show every final scoring and the results</source>
        <translation>Alle Schlusswertungen und das Ergebnis zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points by player and category</source>
        <translation>Punkte nach Spieler und Kategorie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where each player gained and lost points, with the better moves</source>
        <translation>Wo jeder Spieler Punkte gewann und verlor, mit den besseren Möglichkeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play again</source>
        <translation>Noch einmal &amp;spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play again with the same players and rules</source>
        <translation>Noch einmal mit denselben Spielern und Regeln spielen</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores so far: %1</source>
        <translation>Bisheriger Punktestand: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1.</source>
        <comment>a place in the ranking</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 gewinnt mit %n Punkt!</numerusform>
            <numerusform>%1 gewinnt mit %n Punkten!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 share the victory with %n point(s) each!</source>
        <translation>
            <numerusform>%1 teilen sich den Sieg mit je %n Punkt!</numerusform>
            <numerusform>%1 teilen sich den Sieg mit je %n Punkten!</numerusform>
        </translation>
    </message>
    <message>
        <location line="-155"/>
        <source>&amp;Review the Game…</source>
        <translation>Pa&amp;rtie nachspielen …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through the game from its start</source>
        <translation>Die Partie vom Anfang an Schritt für Schritt ansehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anal&amp;yse the Game…</source>
        <translation>Partie ana&amp;lysieren …</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Hints used</source>
        <translation>Genutzte Tipps</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <location filename="../carc_desktop/texts/error_text.py" line="+26"/>
        <source>Technical details: %1</source>
        <translation>Technische Details: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the north side</source>
        <translation>Die Nordseite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the east side</source>
        <translation>Die Ostseite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the south side</source>
        <translation>Die Südseite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the west side</source>
        <translation>Die Westseite</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no edge</source>
        <translation>keine Kante</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have no follower left.</source>
        <translation>Du hast keinen Gefolgsmann mehr übrig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no builder left.</source>
        <translation>Du hast keinen Baumeister mehr übrig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no pig left.</source>
        <translation>Du hast kein Schwein mehr übrig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no figure of that kind left.</source>
        <translation>Du hast keine Figur dieser Art mehr übrig.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That road is already occupied.</source>
        <translation>Diese Straße ist schon besetzt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That city is already occupied.</source>
        <translation>Diese Stadt ist schon besetzt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That field is already occupied.</source>
        <translation>Diese Wiese ist schon besetzt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That monastery is already occupied.</source>
        <translation>Dieses Kloster ist schon besetzt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That feature is already occupied.</source>
        <translation>Dieses Gebiet ist schon besetzt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not the decision asked for now.</source>
        <translation>Diese Entscheidung ist gerade nicht gefragt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is nothing to undo.</source>
        <translation>Es gibt nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That cell is already taken.</source>
        <translation>Dieses Feld ist schon belegt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A tile must touch a tile already on the board.</source>
        <translation>Ein Plättchen muss an ein Plättchen angrenzen, das schon ausliegt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A tile can only be turned in quarter turns.</source>
        <translation>Ein Plättchen lässt sich nur in Vierteldrehungen drehen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tile does not fit there: %1 (%2) does not match the neighbouring tile (%3).</source>
        <translation>Das Plättchen passt dort nicht: %1 (%2) passt nicht zum Nachbarplättchen (%3).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules of %1 do not allow this tile there.</source>
        <translation>Die Regeln der Erweiterung „%1“ erlauben dieses Plättchen dort nicht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The tile just placed has no such feature.</source>
        <translation>Das gerade gelegte Plättchen hat kein solches Gebiet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That figure may not go there now.</source>
        <translation>Diese Figur darf jetzt nicht dorthin.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such follower on the board.</source>
        <translation>Diesen Gefolgsmann gibt es auf dem Spielfeld nicht.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You already have a meeple in this quarter.</source>
        <translation>Du hast schon einen Gefolgsmann in diesem Viertel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not possible now: it needs one of your followers on the board and one of another player&apos;s.</source>
        <translation>Jetzt nicht möglich: Dazu braucht es einen deiner Gefolgsleute in der Landschaft und einen eines anderen Spielers.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That choice is not allowed now.</source>
        <translation>Diese Wahl ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A game needs 2 to 6 players, not %1.</source>
        <translation>Ein Spiel braucht 2 bis 6 Spieler, nicht %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown rules edition “%1”.</source>
        <translation>Unbekannte Regelausgabe „%1“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown expansion “%1”.</source>
        <translation>Unbekannte Erweiterung „%1“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown rule option “%1”.</source>
        <translation>Unbekannte Regeloption „%1“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rule option “%1” has an invalid value (%2).</source>
        <translation>Die Regeloption „%1“ hat einen ungültigen Wert (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player needs 1 to 20 followers, not %1.</source>
        <translation>Jeder Spieler braucht 1 bis 20 Gefolgsleute, nicht %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tile “%1” (draw %2) is not in the chosen tile sets.</source>
        <translation>Das Plättchen „%1“ (Ziehung %2) gehört zu keinem gewählten Plättchensatz.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The box holds only %n tile(s) “%1”; draw %2 is one too many.</source>
        <translation>
            <numerusform>Die Schachtel enthält nur %n Plättchen „%1“; Ziehung %2 ist eins zu viel.</numerusform>
            <numerusform>Die Schachtel enthält nur %n Plättchen „%1“; Ziehung %2 ist eins zu viel.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>These settings cannot start a game.</source>
        <translation>Mit diesen Einstellungen kann kein Spiel beginnen.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The file does not exist; it may have been moved or deleted.</source>
        <translation>Die Datei existiert nicht; vielleicht wurde sie verschoben oder gelöscht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is a folder, not a saved game.</source>
        <translation>Das ist ein Ordner, kein gespeichertes Spiel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file cannot be read (no permission, or a disk error).</source>
        <translation>Die Datei kann nicht gelesen werden (keine Berechtigung oder ein Datenträgerfehler).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not a file but a named pipe, a device or a socket; it was not read.</source>
        <translation>Das ist keine Datei, sondern eine benannte Pipe, ein Gerät oder ein Socket; sie wurde nicht gelesen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is %1 MB, far larger than any saved game (the limit is %2 MB), so it was not read.</source>
        <translation>Die Datei ist %1 MB groß, viel größer als jedes gespeicherte Spiel (die Grenze liegt bei %2 MB), daher wurde sie nicht gelesen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is empty.</source>
        <translation>Die Datei ist leer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is not text (invalid byte at position %1): it is not a saved game, or it is damaged.</source>
        <translation>Die Datei ist kein Text (ungültiges Byte an Position %1): Sie ist kein gespeichertes Spiel oder beschädigt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is cut short: it ends in the middle of the game record, probably because it was not written completely.</source>
        <translation>Die Datei ist abgeschnitten: Sie endet mitten im Spielprotokoll, wahrscheinlich weil sie nicht vollständig geschrieben wurde.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is not a saved game (it is not valid JSON).</source>
        <translation>Die Datei ist kein gespeichertes Spiel (kein gültiges JSON).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file was refused for safety: its content is far outside what a saved game holds.</source>
        <translation>Die Datei wurde aus Sicherheitsgründen abgelehnt: Ihr Inhalt liegt weit außerhalb dessen, was ein gespeichertes Spiel enthält.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is JSON, but not a carc-desktop game record.</source>
        <translation>Die Datei ist JSON, aber kein Spielprotokoll von carc-desktop.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file was saved by a newer version of carc-desktop (record version %1; this version reads version %2). Update carc-desktop to open it.</source>
        <translation>Die Datei wurde mit einer neueren Version von carc-desktop gespeichert (Protokollversion %1; diese Version liest Version %2). Aktualisiere carc-desktop, um sie zu öffnen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file names an unknown tile “%1”: the file is damaged or was made by a newer version.</source>
        <translation>Die Datei nennt ein unbekanntes Plättchen „%1“: Die Datei ist beschädigt oder stammt von einer neueren Version.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The game record has no valid version number (this version reads version %1).</source>
        <translation>Das Spielprotokoll hat keine gültige Versionsnummer (diese Version liest Version %1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game record is damaged.</source>
        <translation>Das Spielprotokoll ist beschädigt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Decision %1 of %2 in the game record is malformed: the file is damaged.</source>
        <translation>Entscheidung %1 von %2 im Spielprotokoll ist fehlerhaft: Die Datei ist beschädigt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decision %1 of %2 in the game record breaks the rules: the file is damaged or was edited.</source>
        <translation>Entscheidung %1 von %2 im Spielprotokoll verstößt gegen die Regeln: Die Datei ist beschädigt oder wurde bearbeitet.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game could not be replayed because of an error in carc-desktop.</source>
        <translation>Das Spiel konnte wegen eines Fehlers in carc-desktop nicht nachgespielt werden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file cannot be opened.</source>
        <translation>Die Datei kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Cannot open “%1”.</source>
        <translation>„%1“ kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot open this game.</source>
        <translation>Dieses Spiel kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cannot save this game: the disk is full. The previous file is unchanged.</source>
        <translation>Dieses Spiel kann nicht gespeichert werden: Der Datenträger ist voll. Die bisherige Datei ist unverändert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot save this game: it could not be written as a record. The previous file is unchanged.</source>
        <translation>Dieses Spiel kann nicht gespeichert werden: Es ließ sich nicht als Protokoll schreiben. Die bisherige Datei ist unverändert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot save “%1”: the game could not be written as a record. The previous file is unchanged.</source>
        <translation>„%1“ kann nicht gespeichert werden: Das Spiel ließ sich nicht als Protokoll schreiben. Die bisherige Datei ist unverändert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot save this game: the file could not be written. The previous file is unchanged.</source>
        <translation>Dieses Spiel kann nicht gespeichert werden: Die Datei konnte nicht geschrieben werden. Die bisherige Datei ist unverändert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot save “%1”: the file could not be written. The previous file is unchanged.</source>
        <translation>„%1“ kann nicht gespeichert werden: Die Datei konnte nicht geschrieben werden. Die bisherige Datei ist unverändert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game could not be saved.</source>
        <translation>Das Spiel konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <location line="-172"/>
        <source>There is no tile on that cell.</source>
        <translation>Auf diesem Feld liegt kein Plättchen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That tile has no such feature on that cell.</source>
        <translation>Dieses Plättchen hat auf diesem Feld kein solches Gebiet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That feature is not one of those to score now.</source>
        <translation>Dieses Gebiet gehört nicht zu denen, die jetzt gewertet werden.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The Leipzig start arrangement must name each of %1 once.</source>
        <translation>Die Startaufstellung von Leipzig muss jedes von %1 genau einmal nennen.</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>This game is open in another carc-desktop window: play it there, or close it there first.</source>
        <translation>Dieses Spiel ist in einem anderen carc-desktop-Fenster geöffnet: Spiele es dort weiter oder schließe es dort zuerst.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Cannot save “%1”: the disk is full. The previous file is unchanged.</source>
        <translation>„%1“ kann nicht gespeichert werden: Der Datenträger ist voll. Die bisherige Datei ist unverändert.</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message numerus="yes">
        <location filename="../carc_desktop/texts/event_text.py" line="+34"/>
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n Plättchen</numerusform>
            <numerusform>%n Plättchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n coat(s) of arms</source>
        <translation>
            <numerusform>%n Wappen</numerusform>
            <numerusform>%n Wappen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, %2</source>
        <comment>a list of names or things: all but the last</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and %2</source>
        <comment>a list of names or things: the last one</comment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>city</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>monastery</source>
        <translation>Kloster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>field</source>
        <translation>Wiese</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>goods</source>
        <translation>Waren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leipzig quarter</source>
        <translation>Leipziger Viertel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>follower</source>
        <translation>Gefolgsmann</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>farmer</source>
        <translation>Bauer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builder</source>
        <translation>Baumeister</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pig</source>
        <translation>Schwein</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>wine</source>
        <translation>Wein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grain</source>
        <translation>Getreide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cloth</source>
        <translation>Stoff</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n wine token(s)</source>
        <translation>
            <numerusform>%n Weinplättchen</numerusform>
            <numerusform>%n Weinplättchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n grain token(s)</source>
        <translation>
            <numerusform>%n Getreideplättchen</numerusform>
            <numerusform>%n Getreideplättchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cloth token(s)</source>
        <translation>
            <numerusform>%n Stoffplättchen</numerusform>
            <numerusform>%n Stoffplättchen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 × %2</source>
        <comment>count × kind of token</comment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wainwrights&apos; quarter</source>
        <translation>Stellmacherviertel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tanners&apos; quarter</source>
        <translation>Gerberviertel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coiners&apos; quarter</source>
        <translation>Münzprägerviertel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bookbinders&apos; quarter</source>
        <translation>Buchbinderviertel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Traders &amp; Builders</source>
        <translation>Händler &amp; Baumeister</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Markets of Leipzig</source>
        <translation>Die Märkte von Leipzig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Land Surveyors</source>
        <translation>Die Landvermesser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Porxada</source>
        <translation>La Porxada</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Citizens&apos; Jury</source>
        <translation>Bürgerparlament</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bad Neighbourhood</source>
        <translation>Problemviertel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Siege</source>
        <translation>Belagerung</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+69"/>
        <source>Wealth</source>
        <translation>Wohlstand</translation>
    </message>
    <message>
        <location line="-68"/>
        <location line="+70"/>
        <source>Poverty</source>
        <translation>Armut</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Street Fair</source>
        <translation>Straßenfest</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Highway</source>
        <translation>Schnellstraße</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peasant Uprising</source>
        <translation>Bauernaufstand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hermit Monastery</source>
        <translation>Einsiedlerkloster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pilgrimage Route</source>
        <translation>Pilgerweg</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wealth or Poverty</source>
        <translation>Wohlstand oder Armut</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>every player with a knight in a completed city scores it, majority or not</source>
        <translation>in einer abgeschlossenen Stadt punktet jeder Spieler mit Ritter voll, auch ohne Mehrheit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tiles that add only a small city cap to a completed city score nothing</source>
        <translation>Plättchen mit nur einem kleinen Stadtabschluss zählen in abgeschlossenen Städten nichts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each coat of arms in a completed city is worth 1 more point</source>
        <translation>jedes Wappen in einer abgeschlossenen Stadt ist 1 Punkt mehr wert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a completed road scores 2 points per tile</source>
        <translation>eine abgeschlossene Straße zählt 2 Punkte pro Plättchen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a completed road scores as 5 tiles, whatever its length</source>
        <translation>eine abgeschlossene Straße zählt wie 5 Plättchen, egal wie lang sie ist</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>road tiles showing a farmhouse score nothing</source>
        <translation>Straßenplättchen mit einem Bauernhof zählen nichts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a completed monastery scores 1 point less for each of its 9 tiles showing a city</source>
        <translation>abgeschlossenes Kloster: je Plättchen mit Stadt 1 Punkt weniger</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a completed monastery scores 1 more point for each of its 9 tiles showing a road</source>
        <translation>abgeschlossenes Kloster: je Plättchen mit Straße 1 Punkt mehr</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>each player scoring a completed city gets %n more point(s)</source>
        <translation>
            <numerusform>wer für eine abgeschlossene Stadt punktet, erhält %n Punkt mehr</numerusform>
            <numerusform>wer für eine abgeschlossene Stadt punktet, erhält %n Punkte mehr</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>each player scoring a completed city gets %n point(s) less</source>
        <translation>
            <numerusform>wer für eine abgeschlossene Stadt punktet, erhält %n Punkt weniger</numerusform>
            <numerusform>wer für eine abgeschlossene Stadt punktet, erhält %n Punkte weniger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>each player scoring a completed road gets %n more point(s)</source>
        <translation>
            <numerusform>wer für eine abgeschlossene Straße punktet, erhält %n Punkt mehr</numerusform>
            <numerusform>wer für eine abgeschlossene Straße punktet, erhält %n Punkte mehr</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>each player scoring a completed road gets %n point(s) less</source>
        <translation>
            <numerusform>wer für eine abgeschlossene Straße punktet, erhält %n Punkt weniger</numerusform>
            <numerusform>wer für eine abgeschlossene Straße punktet, erhält %n Punkte weniger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>each player scoring a completed monastery gets %n more point(s)</source>
        <translation>
            <numerusform>wer für ein abgeschlossenes Kloster punktet, erhält %n Punkt mehr</numerusform>
            <numerusform>wer für ein abgeschlossenes Kloster punktet, erhält %n Punkte mehr</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>each player scoring a completed monastery gets %n point(s) less</source>
        <translation>
            <numerusform>wer für ein abgeschlossenes Kloster punktet, erhält %n Punkt weniger</numerusform>
            <numerusform>wer für ein abgeschlossenes Kloster punktet, erhält %n Punkte weniger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>an unfinished road of %n tile(s)</source>
        <translation>
            <numerusform>eine unfertige Straße aus %n Plättchen</numerusform>
            <numerusform>eine unfertige Straße aus %n Plättchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>a completed road of %n tile(s)</source>
        <translation>
            <numerusform>eine abgeschlossene Straße aus %n Plättchen</numerusform>
            <numerusform>eine abgeschlossene Straße aus %n Plättchen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>an unfinished city of %1 with %2</source>
        <translation>eine unfertige Stadt aus %1 mit %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a completed city of %1 with %2</source>
        <translation>eine abgeschlossene Stadt aus %1 mit %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>an unfinished city of %n tile(s)</source>
        <translation>
            <numerusform>eine unfertige Stadt aus %n Plättchen</numerusform>
            <numerusform>eine unfertige Stadt aus %n Plättchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>a completed city of %n tile(s)</source>
        <translation>
            <numerusform>eine abgeschlossene Stadt aus %n Plättchen</numerusform>
            <numerusform>eine abgeschlossene Stadt aus %n Plättchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>an unfinished monastery with %n tile(s) around and under it</source>
        <translation>
            <numerusform>ein unfertiges Kloster mit %n Plättchen (nur dem eigenen)</numerusform>
            <numerusform>ein unfertiges Kloster mit %n Plättchen (dem eigenen und den umliegenden)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a completed monastery</source>
        <translation>ein abgeschlossenes Kloster</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>a field next to %n completed city(ies)</source>
        <translation>
            <numerusform>eine Wiese an %n abgeschlossenen Stadt</numerusform>
            <numerusform>eine Wiese an %n abgeschlossenen Städten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an unfinished %1</source>
        <translation>%1 (unfertig)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a completed %1</source>
        <translation>%1 (abgeschlossen)</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 loses %n point(s) (%2).</source>
        <translation>
            <numerusform>%1 verliert %n Punkt (%2).</numerusform>
            <numerusform>%1 verliert %n Punkte (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 gets %n more point(s) from the Wainwrights&apos; quarter.</source>
        <translation>
            <numerusform>%1 erhält %n Punkt mehr aus dem Stellmacherviertel.</numerusform>
            <numerusform>%1 erhält %n Punkte mehr aus dem Stellmacherviertel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gets %n more point(s) from the Coiners&apos; quarter.</source>
        <translation>
            <numerusform>%1 erhält %n Punkt mehr aus dem Münzprägerviertel.</numerusform>
            <numerusform>%1 erhält %n Punkte mehr aus dem Münzprägerviertel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gets %n more point(s) from the Bookbinders&apos; quarter.</source>
        <translation>
            <numerusform>%1 erhält %n Punkt mehr aus dem Buchbinderviertel.</numerusform>
            <numerusform>%1 erhält %n Punkte mehr aus dem Buchbinderviertel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gets %n more point(s) from the Tanners&apos; quarter.</source>
        <translation>
            <numerusform>%1 erhält %n Punkt mehr aus dem Gerberviertel.</numerusform>
            <numerusform>%1 erhält %n Punkte mehr aus dem Gerberviertel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gets %n more point(s) for the pig.</source>
        <translation>
            <numerusform>%1 erhält %n Punkt mehr für das Schwein.</numerusform>
            <numerusform>%1 erhält %n Punkte mehr für das Schwein.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gets %n more point(s) for the La Porxada token.</source>
        <translation>
            <numerusform>%1 erhält %n Punkt mehr für den La-Porxada-Marker.</numerusform>
            <numerusform>%1 erhält %n Punkte mehr für den La-Porxada-Marker.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gets %n more point(s) (%2).</source>
        <translation>
            <numerusform>%1 erhält %n Punkt mehr (%2).</numerusform>
            <numerusform>%1 erhält %n Punkte mehr (%2).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Land Surveyors tile %1 applies: %2.</source>
        <translation>Das Wertungsplättchen %1 gilt: %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Each Leipzig road counts as one tile: the road counts %n tile(s).</source>
        <translation>
            <numerusform>Jede Leipziger Straße zählt als ein Plättchen: Die Straße zählt %n Plättchen.</numerusform>
            <numerusform>Jede Leipziger Straße zählt als ein Plättchen: Die Straße zählt %n Plättchen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n farmhouse(s)</source>
        <translation>
            <numerusform>%n Bauernhof</numerusform>
            <numerusform>%n Bauernhöfe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n shed(s)</source>
        <translation>
            <numerusform>%n Stall</numerusform>
            <numerusform>%n Ställe</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Tanners count %1 in this field.</source>
        <translation>Die Gerber zählen %1 auf dieser Wiese.</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%1 has the most %2 tokens and scores %n point(s).</source>
        <translation>
            <numerusform>%1 hat die meisten Plättchen mit %2 und erhält %n Punkt.</numerusform>
            <numerusform>%1 hat die meisten Plättchen mit %2 und erhält %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 share the most %2 tokens and score %n point(s) each.</source>
        <translation>
            <numerusform>%1 haben gemeinsam die meisten Plättchen mit %2 und erhalten je %n Punkt.</numerusform>
            <numerusform>%1 haben gemeinsam die meisten Plättchen mit %2 und erhalten je %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody wins the %1 tokens.</source>
        <translation>Für %1 erhält niemand Punkte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody scores %1.</source>
        <translation>Niemand erhält Punkte für %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 scores %n point(s) for %2.</source>
        <translation>
            <numerusform>%1 erhält %n Punkt für %2.</numerusform>
            <numerusform>%1 erhält %n Punkte für %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 score %n point(s) each for %2.</source>
        <translation>
            <numerusform>%1 erhalten je %n Punkt für %2.</numerusform>
            <numerusform>%1 erhalten je %n Punkte für %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The game is over: %1 wins with %n point(s).</source>
        <translation>
            <numerusform>Das Spiel ist zu Ende: %1 gewinnt mit %n Punkt.</numerusform>
            <numerusform>Das Spiel ist zu Ende: %1 gewinnt mit %n Punkten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The game is over: %1 share the victory with %n point(s) each.</source>
        <translation>
            <numerusform>Das Spiel ist zu Ende: %1 teilen sich den Sieg mit je %n Punkt.</numerusform>
            <numerusform>Das Spiel ist zu Ende: %1 teilen sich den Sieg mit je %n Punkten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 takes %2 from the completed city.</source>
        <translation>%1 nimmt %2 aus der abgeschlossenen Stadt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1&apos;s builder earns a second tile this turn.</source>
        <comment>%1 is a player&apos;s name</comment>
        <translation>Der Baumeister von %1 bringt in diesem Zug ein zweites Plättchen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 declines the builder&apos;s second tile.</source>
        <translation>%1 verzichtet auf das zweite Plättchen des Baumeisters.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 takes back the %2: no follower of theirs is left with it.</source>
        <translation>%1 nimmt die Figur zurück (%2): Dort steht kein eigener Gefolgsmann mehr.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tile %1 fits nowhere: it goes back to the box and %2 draws again.</source>
        <translation>Plättchen %1 passt nirgends: Es kommt zurück in die Schachtel und %2 zieht erneut.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 sends a meeple from the completed road to the %2 and still scores the road with the others.</source>
        <translation>%1 schickt einen Gefolgsmann von der abgeschlossenen Straße ins %2 und wertet die Straße trotzdem mit den anderen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 sends a meeple from the completed road to the %2 instead of scoring it.</source>
        <translation>%1 schickt einen Gefolgsmann von der abgeschlossenen Straße ins %2, statt sie zu werten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 keeps the meeple on the road and scores it normally.</source>
        <translation>%1 lässt den Gefolgsmann auf der Straße und wertet sie normal.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New Land Surveyors tiles: %1 for cities, %2 for roads, %3 for monasteries.</source>
        <translation>Neue Wertungsplättchen: %1 für Städte, %2 für Straßen, %3 für Klöster.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 chooses the La Porxada scoring bonus.</source>
        <translation>%1 wählt den Wertungsbonus von La Porxada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 asks %2 to swap two followers (La Porxada).</source>
        <translation>%1 bittet %2, zwei Gefolgsleute zu tauschen (La Porxada).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 accepts: the two followers change places.</source>
        <translation>%1 nimmt an: Die beiden Gefolgsleute tauschen die Plätze.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 refuses the swap and must give up a follower.</source>
        <translation>%1 lehnt den Tausch ab und muss einen Gefolgsmann abgeben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 removes a follower from the supply for good.</source>
        <translation>%1 entfernt einen Gefolgsmann endgültig aus dem Vorrat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 removes a follower from the board for good.</source>
        <translation>%1 entfernt einen Gefolgsmann endgültig vom Spielfeld.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>La Porxada&apos;s city is completed without knights: nobody takes a token.</source>
        <translation>Die Stadt von La Porxada ist ohne Ritter abgeschlossen: Niemand erhält einen Marker.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes a La Porxada token.</source>
        <translation>%1 erhält einen La-Porxada-Marker.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 each take a La Porxada token.</source>
        <translation>%1 erhalten je einen La-Porxada-Marker.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2).</source>
        <translation>%1 (%2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %n point(s).</source>
        <translation>
            <numerusform>%1: %n Punkt.</numerusform>
            <numerusform>%1: %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-36"/>
        <source>%1 chooses the La Porxada swap but swaps nothing.</source>
        <translation>%1 wählt bei La Porxada den Tausch, tauscht aber nichts.</translation>
    </message>
</context>
<context>
    <name>FeatureHint</name>
    <message numerus="yes">
        <location filename="../carc_desktop/ui/play/feature_info.py" line="+89"/>
        <source>Completed road of %n tile(s)</source>
        <translation>
            <numerusform>Abgeschlossene Straße aus %n Plättchen</numerusform>
            <numerusform>Abgeschlossene Straße aus %n Plättchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Unfinished road of %n tile(s)</source>
        <translation>
            <numerusform>Unfertige Straße aus %n Plättchen</numerusform>
            <numerusform>Unfertige Straße aus %n Plättchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Completed city of %n tile(s)</source>
        <translation>
            <numerusform>Abgeschlossene Stadt aus %n Plättchen</numerusform>
            <numerusform>Abgeschlossene Stadt aus %n Plättchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Unfinished city of %n tile(s)</source>
        <translation>
            <numerusform>Unfertige Stadt aus %n Plättchen</numerusform>
            <numerusform>Unfertige Stadt aus %n Plättchen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Completed city of %1 with %2</source>
        <translation>Abgeschlossene Stadt aus %1 mit %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unfinished city of %1 with %2</source>
        <translation>Unfertige Stadt aus %1 mit %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Monastery with %n of 9 tiles</source>
        <translation>
            <numerusform>Kloster mit %n von 9 Plättchen</numerusform>
            <numerusform>Kloster mit %n von 9 Plättchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Field next to %n completed city(ies)</source>
        <translation>
            <numerusform>Wiese an %n abgeschlossenen Stadt</numerusform>
            <numerusform>Wiese an %n abgeschlossenen Städten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1: worth %n point(s), nobody holds it.</source>
        <translation>
            <numerusform>%1: %n Punkt wert, gehört niemandem.</numerusform>
            <numerusform>%1: %n Punkte wert, gehört niemandem.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
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
        <location filename="../carc_desktop/ui/window/file_actions.py" line="+163"/>
        <source>No recent games</source>
        <translation>Keine zuletzt gespielten Spiele</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Clear the List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/dialogs/common.py" line="+30"/>
        <source>%1 %2</source>
        <comment>player name and score</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>base game</source>
        <translation>Grundspiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 (%3, finished)</source>
        <comment>date: players and scores (expansions)</comment>
        <translation>%1: %2 (%3, beendet)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 (%3)</source>
        <comment>date: players and scores (expansions)</comment>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Turn %1, %n tile(s) left.</source>
        <translation>
            <numerusform>Zug %1, noch %n Plättchen.</numerusform>
            <numerusform>Zug %1, noch %n Plättchen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/file_actions.py" line="-74"/>
        <source>Opening the game…</source>
        <translation>Das Spiel wird geöffnet …</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>There is no unfinished game to continue.</source>
        <translation>Es gibt kein nicht beendetes Spiel zum Fortsetzen.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../carc_desktop/controller/game_controller.py" line="+397"/>
        <source>There is nothing to redo.</source>
        <translation>Es gibt nichts wiederherzustellen.</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>The game could not be autosaved (%1). Save it with Ctrl+S to be safe.</source>
        <translation>Das Spiel konnte nicht automatisch gespeichert werden (%1). Speichere es sicherheitshalber mit Strg+S.</translation>
    </message>
    <message>
        <location line="-437"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location line="+147"/>
        <source>There is nothing to undo.</source>
        <translation>Es gibt nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>There is no tile to place now.</source>
        <translation>Jetzt ist kein Plättchen zu legen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You cannot put a figure there now.</source>
        <translation>Dort kannst du jetzt keine Figur einsetzen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This decision cannot be skipped.</source>
        <translation>Diese Entscheidung kann nicht übersprungen werden.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That choice is not allowed now.</source>
        <translation>Diese Wahl ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Please wait: %1 is thinking.</source>
        <translation>Bitte warten: %1 überlegt.</translation>
    </message>
    <message>
        <location line="-426"/>
        <source>The tile does not fit there this way round: rotate it (R).</source>
        <translation>So herum passt das Plättchen dort nicht: Drehe es (R).</translation>
    </message>
    <message>
        <location line="+590"/>
        <source>it chose an illegal move</source>
        <translation>er wählte einen unerlaubten Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer player failed (%1); it plays the first legal move.</source>
        <translation>Der Computerspieler ist gescheitert (%1); er spielt den ersten erlaubten Zug.</translation>
    </message>
    <message>
        <location line="-420"/>
        <source>A new tile has been drawn since: with computer players in the game, moves before a draw cannot be taken back (unless casual undo is on in the settings).</source>
        <translation>Seitdem wurde ein neues Plättchen gezogen: Mit Computerspielern im Spiel können Züge vor dem Ziehen nicht zurückgenommen werden (außer mit „Großzügiges Rückgängigmachen“ in den Einstellungen).</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../carc_desktop/controller/game_files.py" line="+221"/>
        <source>Cannot delete the game</source>
        <translation>Das Spiel kann nicht gelöscht werden</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Saved as %1.</source>
        <translation>Gespeichert als %1.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot save the game</source>
        <translation>Das Spiel kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This game is already open.</source>
        <translation>Dieses Spiel ist bereits geöffnet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Please wait: a game is being opened.</source>
        <translation>Bitte warten: Ein Spiel wird geöffnet.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+21"/>
        <source>Cannot open the game</source>
        <translation>Das Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Opened the backup</source>
        <translation>Sicherungskopie geöffnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1

The backup copy was opened instead.</source>
        <translation>%1

Stattdessen wurde die Sicherungskopie geöffnet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opened %1.</source>
        <translation>%1 geöffnet.</translation>
    </message>
</context>
<context>
    <name>HintBar</name>
    <message>
        <location filename="../carc_desktop/ui/play/hint_bar.py" line="+170"/>
        <source>Play this</source>
        <translation>Das spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play what the computer would play</source>
        <translation>Spielen, was der Computer spielen würde</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Dismiss the hint</source>
        <translation>Tipp schließen</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The computer is thinking about a hint…</source>
        <translation>Der Computer überlegt sich einen Tipp…</translation>
    </message>
</context>
<context>
    <name>HintText</name>
    <message>
        <location line="-162"/>
        <source>The computer would place the tile here, with no figure.</source>
        <translation>Der Computer würde das Plättchen hierher legen, ohne Figur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer would place the tile here, with a figure: %1 (%2).</source>
        <translation>Der Computer würde das Plättchen hierher legen, mit einer Figur: %1 (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer would place a figure here: %1 (%2).</source>
        <translation>Der Computer würde hier eine Figur einsetzen: %1 (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer would place no figure.</source>
        <translation>Der Computer würde keine Figur einsetzen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer would choose: %1.</source>
        <translation>Der Computer würde wählen: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>It scores %n point(s) now.</source>
        <translation>
            <numerusform>Das bringt jetzt %n Punkt.</numerusform>
            <numerusform>Das bringt jetzt %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It scores nothing now.</source>
        <translation>Das bringt jetzt keine Punkte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It completes: %1.</source>
        <translation>Das schließt ab: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>It extends one of your features (%1), worth %n point(s) now.</source>
        <translation>
            <numerusform>Das erweitert eines deiner Gebiete (%1), jetzt %n Punkt wert.</numerusform>
            <numerusform>Das erweitert eines deiner Gebiete (%1), jetzt %n Punkte wert.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Completed at once (%1), it scores nobody; the figure comes back.</source>
        <translation>Sofort abgeschlossen (%1), niemand erhält Punkte; die Figur kommt zurück.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2</source>
        <comment>player name, signed points</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Completed at once (%1): %2; the figure comes back.</source>
        <translation>Sofort abgeschlossen (%1): %2; die Figur kommt zurück.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the figure stays until its feature (%1) is completed</source>
        <translation>die Figur bleibt, bis ihr Gebiet (%1) abgeschlossen ist</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Risk: %1.</source>
        <translation>Risiko: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%1 scores %n point(s) too</source>
        <translation>
            <numerusform>%1 bekommt auch %n Punkt</numerusform>
            <numerusform>%1 bekommt auch %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 holds figures there too</source>
        <translation>%1 hat dort auch Figuren</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the farmer stays until the end of the game</source>
        <translation>der Bauer bleibt bis zum Spielende liegen</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../carc_desktop/controller/hints.py" line="+231"/>
        <source>Hints are turned off in the settings.</source>
        <translation>Tipps sind in den Einstellungen ausgeschaltet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no decision to give a hint for.</source>
        <translation>Es gibt keine Entscheidung, für die ein Tipp möglich wäre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hints are for a person&apos;s decision, not a computer&apos;s.</source>
        <translation>Tipps gibt es für Entscheidungen von Personen, nicht des Computers.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>No hint could be found (%1).</source>
        <translation>Es wurde kein Tipp gefunden (%1).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This hint is not for the decision now.</source>
        <translation>Dieser Tipp gilt nicht für die jetzige Entscheidung.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../carc_desktop/texts/lesson_texts.py" line="+16"/>
        <source>Placing tiles and roads</source>
        <translation>Plättchen und Straßen legen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tile must match every edge it touches; a completed road scores 1 point per tile.</source>
        <translation>Ein Plättchen muss an jeder Kante passen, die es berührt; eine abgeschlossene Straße zählt 1 Punkt pro Plättchen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag the tile to the highlighted square east of the start tile: every edge that touches another tile must match, road to road and field to field. Then put a follower on its road: he is now a thief.</source>
        <translation>Ziehe das Plättchen auf das hervorgehobene Feld östlich des Startplättchens: Jede Kante, die ein anderes Plättchen berührt, muss passen, Straße an Straße und Wiese an Wiese. Setze dann einen Gefolgsmann auf seine Straße: Er ist jetzt ein Wegelagerer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your follower on the road of the tile you just placed: only a road earns road points.</source>
        <translation>Setze deinen Gefolgsmann auf die Straße des eben gelegten Plättchens: Nur eine Straße bringt Straßenpunkte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ben closed the east end with a crossroads. A road is complete when both ends are closed. Close its west end with your crossroads: the road scores 1 point per tile.</source>
        <translation>Ben hat das östliche Ende mit einer Kreuzung geschlossen. Eine Straße ist abgeschlossen, wenn beide Enden geschlossen sind. Schließe ihr westliches Ende mit deiner Kreuzung: Die Straße zählt 1 Punkt pro Plättchen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close the road: its west end stays open. Put the crossroads on the highlighted square.</source>
        <translation>So schließt du die Straße nicht: Ihr westliches Ende bleibt offen. Lege die Kreuzung auf das hervorgehobene Feld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cities and coats of arms</source>
        <translation>Städte und Wappen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A completed city scores 2 points per tile and 2 per coat of arms.</source>
        <translation>Eine abgeschlossene Stadt zählt 2 Punkte pro Plättchen und 2 pro Wappen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue the start tile&apos;s city to the north, then put a follower in the city: he is now a knight.</source>
        <translation>Setze die Stadt des Startplättchens nach Norden fort und setze dann einen Gefolgsmann in die Stadt: Er ist jetzt ein Ritter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your follower in the city: only a knight earns the city&apos;s points.</source>
        <translation>Setze deinen Gefolgsmann in die Stadt: Nur ein Ritter bekommt die Punkte der Stadt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A city is complete when its walls are closed all around. Close your city with this tile: three tiles and one coat of arms make 8 points.</source>
        <translation>Eine Stadt ist abgeschlossen, wenn ihre Mauern rundum geschlossen sind. Schließe deine Stadt mit diesem Plättchen ab: Drei Plättchen und ein Wappen ergeben 8 Punkte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This leaves the city open, so it does not score now. Close its last open edge on the highlighted square.</source>
        <translation>So bleibt die Stadt offen und wird jetzt nicht gewertet. Schließe ihre letzte offene Kante auf dem hervorgehobenen Feld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monasteries</source>
        <translation>Klöster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A monastery is complete when all eight squares around it hold tiles: it scores 9 points.</source>
        <translation>Ein Kloster ist abgeschlossen, wenn alle acht Felder um es herum Plättchen tragen: Es zählt 9 Punkte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your monk stands in the monastery. Seven of the eight squares around it hold tiles. Fill the last one: the monastery scores 1 point for itself and 1 for each of the eight tiles around it.</source>
        <translation>Dein Mönch steht im Kloster. Sieben der acht Felder um es herum tragen Plättchen. Fülle das letzte: Das Kloster zählt 1 Punkt für sich und 1 für jedes der acht Plättchen um es herum.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The monastery still misses a neighbour here. Put the tile on the last free square around it.</source>
        <translation>Hier fehlt dem Kloster noch ein Nachbar. Lege das Plättchen auf das letzte freie Feld um das Kloster.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Farmers and fields</source>
        <translation>Bauern und Wiesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A farmer stays in his field to the end; then the field scores 3 points per completed city it touches.</source>
        <translation>Ein Bauer bleibt bis zum Ende auf seiner Wiese; dann zählt die Wiese 3 Punkte pro abgeschlossener Stadt, die sie berührt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place the tile east of the start tile and lay a follower down in the field between the road and the city: he is now a farmer. A farmer stays until the end of the game.</source>
        <translation>Lege das Plättchen östlich des Startplättchens und lege einen Gefolgsmann auf die Wiese zwischen Straße und Stadt: Er ist jetzt ein Bauer. Ein Bauer bleibt bis zum Ende des Spiels liegen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay your follower in the field between the road and the city: only a farmer earns points for a field.</source>
        <translation>Lege deinen Gefolgsmann auf die Wiese zwischen Straße und Stadt: Nur ein Bauer bekommt Punkte für eine Wiese.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ben closed the city of the start tile. At the end, your field scores 3 points for every completed city it touches. Close the second city beside your field.</source>
        <translation>Ben hat die Stadt des Startplättchens geschlossen. Am Ende zählt deine Wiese 3 Punkte für jede abgeschlossene Stadt, die sie berührt. Schließe die zweite Stadt neben deiner Wiese.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That city stays open: an incomplete city brings a field nothing. Close the city on the highlighted square.</source>
        <translation>Diese Stadt bleibt offen: Eine unfertige Stadt bringt einer Wiese nichts. Schließe die Stadt auf dem hervorgehobenen Feld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game and final scoring</source>
        <translation>Das Spielende und die Schlusswertung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the end, an incomplete road or city scores 1 point per tile (and per coat of arms), a monastery 1 plus 1 per neighbour.</source>
        <translation>Am Ende zählt eine unfertige Straße oder Stadt 1 Punkt pro Plättchen (und pro Wappen), ein Kloster 1 plus 1 pro Nachbar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue the start tile&apos;s city with this tile and put a knight in it. This game is short: it ends when the last tile is placed.</source>
        <translation>Setze die Stadt des Startplättchens mit diesem Plättchen fort und setze einen Ritter hinein. Dieses Spiel ist kurz: Es endet, wenn das letzte Plättchen gelegt ist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your follower in the city: the end of the game scores it.</source>
        <translation>Setze deinen Gefolgsmann in die Stadt: Das Spielende wertet sie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last tile of yours: place the monastery south of the start tile with a monk. When the bag is empty, everything incomplete scores: your city 1 per tile and 1 per coat of arms, your monastery 1 plus 1 per neighbour.</source>
        <translation>Dein letztes Plättchen: Lege das Kloster südlich des Startplättchens mit einem Mönch. Ist der Beutel leer, wird alles Unfertige gewertet: deine Stadt 1 pro Plättchen und 1 pro Wappen, dein Kloster 1 plus 1 pro Nachbar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your monk on the monastery: a monastery scores only with a follower on it.</source>
        <translation>Setze deinen Mönch auf das Kloster: Ein Kloster zählt nur mit einem Gefolgsmann darauf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A short coached game against Easy</source>
        <translation>Ein kurzes begleitetes Spiel gegen Leicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You played a whole game: place, choose a figure, score.</source>
        <translation>Du hast ein ganzes Spiel gespielt: legen, eine Figur wählen, werten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now a short game against the Easy computer. Place your tile where it fits; the green squares show where it may go.</source>
        <translation>Jetzt ein kurzes Spiel gegen den Computer auf Stufe Leicht. Lege dein Plättchen, wo es passt; die grünen Felder zeigen, wohin es darf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+2"/>
        <source>That move is not allowed now.</source>
        <translation>Dieser Zug ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Put a follower where he can score soon: a short road or a small city is completed quickly and gives him back.</source>
        <translation>Setze einen Gefolgsmann dorthin, wo er bald punkten kann: Eine kurze Straße oder eine kleine Stadt ist schnell abgeschlossen und gibt ihn zurück.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look at Ben&apos;s followers: if you join his city or road, a tie shares the points, but you may not put a follower on a feature that already holds one.</source>
        <translation>Achte auf Bens Gefolgsleute: Schließt du dich seiner Stadt oder Straße an, teilt ein Gleichstand die Punkte, aber auf ein Gebiet, das schon einen Gefolgsmann trägt, darfst du keinen setzen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep a follower or two in your supply: without one you cannot take a feature that opens up.</source>
        <translation>Behalte ein oder zwei Gefolgsleute im Vorrat: Ohne sie kannst du kein Gebiet besetzen, das sich auftut.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last tile: anything left incomplete still scores at the end.</source>
        <translation>Letztes Plättchen: Was unfertig bleibt, wird am Ende trotzdem gewertet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>More base rules</source>
        <translation>Weitere Grundregeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tile that fits nowhere goes back to the box; a completed city counts once for each field it touches.</source>
        <translation>Ein Plättchen, das nirgends passt, kommt zurück in die Schachtel; eine abgeschlossene Stadt zählt für jede Wiese, die sie berührt, einmal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tile that fits nowhere goes back to the box, and its player draws another. Close your city with the cap on the highlighted square: then no open city edge is left, and Ben&apos;s next tile, a city on all four sides, fits nowhere.</source>
        <translation>Ein Plättchen, das nirgends passt, kommt zurück in die Schachtel, und sein Spieler zieht ein neues. Schließe deine Stadt mit dem Stadtstück auf dem hervorgehobenen Feld: Dann bleibt keine offene Stadtkante übrig, und Bens nächstes Plättchen, eine Stadt an allen vier Seiten, passt nirgends.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This leaves an open city edge, so Ben&apos;s four-sided city tile would still fit. Close your city on the highlighted square.</source>
        <translation>So bleibt eine Stadtkante offen, und Bens Plättchen mit Stadt an allen vier Seiten würde noch passen. Schließe deine Stadt auf dem hervorgehobenen Feld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the end each field scores 3 points per completed city it touches. Your farmer&apos;s field touches the city along two tiles, yet the city counts once for it: 3 points. Put this last tile west of the city with a farmer on it: the same city counts again for this other field, 3 points more.</source>
        <translation>Am Ende zählt jede Wiese 3 Punkte für jede abgeschlossene Stadt, die sie berührt. Die Wiese deines Bauern berührt die Stadt an zwei Plättchen, trotzdem zählt die Stadt für sie nur einmal: 3 Punkte. Lege dieses letzte Plättchen westlich der Stadt und setze einen Bauern darauf: Dieselbe Stadt zählt für diese andere Wiese noch einmal, 3 Punkte mehr.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put a farmer on this tile&apos;s field: a city counts for every field it touches, once for each.</source>
        <translation>Setze einen Bauern auf die Wiese dieses Plättchens: Eine Stadt zählt für jede Wiese, die sie berührt, für jede einmal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scoring tiles and their timing</source>
        <translation>Die Wertungsplättchen und ihr Zeitpunkt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The active scoring tile changes how a completed feature scores, and all three change after every turn with an occupied scoring.</source>
        <translation>Das aktive Wertungsplättchen ändert, wie ein abgeschlossenes Gebiet zählt, und alle drei wechseln nach jedem Zug mit einer besetzten Wertung.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The active road tile is the Street Fair: 2 points per road tile. Complete your road now: 4 tiles make 8 points. After this occupied scoring, all three active tiles change.</source>
        <translation>Das aktive Straßenplättchen ist das Straßenfest: 2 Punkte pro Straßenplättchen. Du kannst deine Straße jetzt abschließen: 4 Plättchen ergeben 8 Punkte. Nach dieser besetzten Wertung wechseln alle drei aktiven Plättchen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not complete your road, and the Street Fair will be gone when it is.</source>
        <translation>So schließt du deine Straße nicht ab, und wenn sie abgeschlossen wird, ist das Straßenfest vorbei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The city scoring tiles</source>
        <translation>Die Wertungsplättchen für Städte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Citizens&apos; Jury, Bad Neighbourhood, Siege, Poverty and Wealth change what a completed city is worth: score a city when the active tile suits you.</source>
        <translation>Bürgerparlament, Problemviertel, Belagerung, Armut und Wohlstand ändern, was eine abgeschlossene Stadt wert ist: Werte eine Stadt, wenn dir das aktive Plättchen passt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The active city tile is the Citizens&apos; Jury: majority no longer matters, and every player with at least one knight in the city receives the full points. Ben has two knights in this city, you have one. Complete it with the four-sided city tile: you both score 12.</source>
        <translation>Das aktive Stadtplättchen ist das Bürgerparlament: Die Mehrheit spielt keine Rolle mehr, jeder Spieler mit mindestens einem Ritter in der Stadt bekommt die volle Punktzahl. Ben hat zwei Ritter in dieser Stadt, du einen. Du kannst sie mit dem Plättchen mit Stadt an allen vier Seiten abschließen: Ihr bekommt beide 12 Punkte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not complete the city of the knights. Under the Citizens&apos; Jury your one knight scores as much as Ben&apos;s two: put the tile on the highlighted square.</source>
        <translation>So wird die Stadt der Ritter nicht abgeschlossen. Mit dem Bürgerparlament bringt dein einer Ritter so viel wie Bens zwei: Lege das Plättchen auf das hervorgehobene Feld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After that scoring all three tiles changed: Bad Neighbourhood is active now. A tile whose only part of the city is a small cap on one edge gives no points. Close your city: the two caps give nothing, the middle tile and its coat of arms 4 points.</source>
        <translation>Nach dieser Wertung haben alle drei Plättchen gewechselt: Jetzt ist das Problemviertel aktiv. Ein Plättchen, dessen einziger Teil der Stadt ein kleines Stadtstück an einer Kante ist, bringt keine Punkte. Schließe deine Stadt: Die beiden Stadtstücke bringen nichts, das mittlere Plättchen und sein Wappen 4 Punkte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close your city. Close it on the highlighted square and see which tiles still count under Bad Neighbourhood.</source>
        <translation>So schließt du deine Stadt nicht. Schließe sie auf dem hervorgehobenen Feld und sieh, welche Plättchen beim Problemviertel noch zählen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now the Siege is active: each coat of arms in a city counts 1 point extra. Close your city with its two coats of arms: 4 tiles and 2 coats of arms make 14 points instead of 12.</source>
        <translation>Jetzt ist die Belagerung aktiv: Jedes Wappen in einer Stadt zählt 1 Punkt extra. Schließe deine Stadt mit ihren zwei Wappen: 4 Plättchen und 2 Wappen ergeben 14 statt 12 Punkte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close your city with the two coats of arms: put the tile on the highlighted square while the Siege is active.</source>
        <translation>So schließt du deine Stadt mit den zwei Wappen nicht: Lege das Plättchen auf das hervorgehobene Feld, solange die Belagerung aktiv ist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now Poverty is active for cities: each player who scores a city gets 3 points less. This tile could close your small city in the west, for only 1 point. Close your road in the east instead: the Street Fair doubles it, and after this scoring the tiles change again.</source>
        <translation>Jetzt ist für Städte die Armut aktiv: Jeder Spieler, der eine Stadt wertet, bekommt 3 Punkte weniger. Dieses Plättchen könnte deine kleine Stadt im Westen schließen, für nur 1 Punkt. Schließe stattdessen deine Straße im Osten: Das Straßenfest verdoppelt sie, und nach dieser Wertung wechseln die Plättchen wieder.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under Poverty your city would score 3 points less. Score your road with this tile instead: after that turn the tiles change, and your city can wait.</source>
        <translation>Bei Armut brächte deine Stadt 3 Punkte weniger. Werte mit diesem Plättchen stattdessen deine Straße: Nach diesem Zug wechseln die Plättchen, und deine Stadt kann warten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your road&apos;s scoring changed the tiles: Wealth is active for cities now, 3 points more for each player who scores one. Close your city in the west: 4 points and 3 more make 7.</source>
        <translation>Die Wertung deiner Straße hat die Plättchen gewechselt: Für Städte ist jetzt der Wohlstand aktiv, 3 Punkte mehr für jeden Spieler, der eine wertet. Schließe deine Stadt im Westen: 4 Punkte und 3 mehr ergeben 7.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close your city in the west. Close it now, while Wealth is active.</source>
        <translation>So schließt du deine Stadt im Westen nicht. Schließe sie jetzt, solange der Wohlstand aktiv ist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The road scoring tiles</source>
        <translation>Die Wertungsplättchen für Straßen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Highway, Peasant Uprising and Poverty change what a completed road is worth, Ben&apos;s road too.</source>
        <translation>Schnellstraße, Bauernaufstand und Armut ändern, was eine abgeschlossene Straße wert ist, auch Bens Straße.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The active road tile is the Highway: a road scores 5 points, whatever its length. Close your short road with the crossroads on the highlighted square: its 3 tiles score 5 points. A long road would score only 5 as well.</source>
        <translation>Das aktive Straßenplättchen ist die Schnellstraße: Eine Straße zählt 5 Punkte, egal wie lang sie ist. Schließe deine kurze Straße mit der Kreuzung auf dem hervorgehobenen Feld: Ihre 3 Plättchen zählen 5 Punkte. Eine lange Straße brächte ebenfalls nur 5.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close your road. Under the Highway even your 3-tile road scores 5: close its west end on the highlighted square.</source>
        <translation>So schließt du deine Straße nicht. Mit der Schnellstraße zählt selbst deine Straße aus 3 Plättchen 5 Punkte: Schließe ihr westliches Ende auf dem hervorgehobenen Feld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now the Peasant Uprising is active: each road tile showing a farmhouse scores 1 point less; sheds do not count. Which tiles show a farmhouse depends on the edition&apos;s pictures, here the 3rd edition&apos;s. Your road runs past two farmhouses: close it, 4 tiles minus 2 make 2 points.</source>
        <translation>Jetzt ist der Bauernaufstand aktiv: Jedes Straßenplättchen mit einem Bauernhaus zählt 1 Punkt weniger; Ställe zählen nicht. Welche Plättchen ein Bauernhaus zeigen, hängt von den Bildern der Ausgabe ab, hier der 3. Edition. Deine Straße führt an zwei Bauernhäusern vorbei: Schließe sie, 4 Plättchen minus 2 ergeben 2 Punkte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close your road past the farmhouses: put the tile on the highlighted square.</source>
        <translation>So schließt du deine Straße an den Bauernhäusern nicht: Lege das Plättchen auf das hervorgehobene Feld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The road stack&apos;s Wealth or Poverty tile is active. Its printed side is not known; by default it is Poverty: each player who scores a road gets 3 points less (the New Game dialog can make it Wealth). Close Ben&apos;s road: his 3 tiles earn him 3 − 3 = 0 points.</source>
        <translation>Das Plättchen Wohlstand oder Armut des Straßenstapels ist aktiv. Seine gedruckte Seite ist nicht bekannt; voreingestellt ist Armut: Jeder Spieler, der eine Straße wertet, bekommt 3 Punkte weniger (im Dialog „Neues Spiel“ lässt es sich auf Wohlstand stellen). Schließe Bens Straße: Seine 3 Plättchen bringen ihm 3 − 3 = 0 Punkte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close Ben&apos;s road. Close its west end on the highlighted square: under Poverty it earns him nothing.</source>
        <translation>So schließt du Bens Straße nicht. Schließe ihr westliches Ende auf dem hervorgehobenen Feld: Bei Armut bringt sie ihm nichts.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The monastery scoring tiles</source>
        <translation>Die Wertungsplättchen für Klöster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hermit Monastery, Pilgrimage Route and Wealth or Poverty change what a completed monastery is worth.</source>
        <translation>Einsiedlerkloster, Pilgerweg und Wohlstand oder Armut ändern, was ein abgeschlossenes Kloster wert ist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The active monastery tile is the Hermit Monastery: of the 9 tiles counted for a monastery, each one showing a city segment gives 1 point less. Complete the middle monastery on the highlighted square: 5 of its 9 tiles show a city, so it scores 4.</source>
        <translation>Das aktive Klosterplättchen ist das Einsiedlerkloster: Von den 9 Plättchen, die für ein Kloster zählen, bringt jedes mit einem Stadtteil 1 Punkt weniger. Das mittlere Kloster kannst du auf dem hervorgehobenen Feld abschließen: 5 seiner 9 Plättchen zeigen eine Stadt, also zählt es 4.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not complete the middle monastery: fill the last square around it, highlighted.</source>
        <translation>So wird das mittlere Kloster nicht abgeschlossen: Fülle das letzte Feld um es herum, das hervorgehobene.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now the Pilgrimage Route is active: each of the 9 tiles showing a road gives 1 point extra, the monastery&apos;s own tile too. Complete the west monastery: 6 of its tiles show a road, so it scores 15.</source>
        <translation>Jetzt ist der Pilgerweg aktiv: Jedes der 9 Plättchen mit einer Straße bringt 1 Punkt extra, auch das Plättchen des Klosters selbst. Du kannst das westliche Kloster abschließen: 6 seiner Plättchen zeigen eine Straße, also zählt es 15.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not complete the west monastery: fill the last square around it, highlighted.</source>
        <translation>So wird das westliche Kloster nicht abgeschlossen: Fülle das letzte Feld um es herum, das hervorgehobene.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now the monastery stack&apos;s Wealth or Poverty tile is active. By default it is Wealth: 3 points more for each player who scores a monastery. Complete the east monastery: 9 and 3 make 12.</source>
        <translation>Jetzt ist das Plättchen Wohlstand oder Armut des Klosterstapels aktiv. Voreingestellt ist Wohlstand: 3 Punkte mehr für jeden Spieler, der ein Kloster wertet. Du kannst das östliche Kloster abschließen: 9 und 3 ergeben 12.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not complete the east monastery: fill the last square around it, highlighted.</source>
        <translation>So wird das östliche Kloster nicht abgeschlossen: Fülle das letzte Feld um es herum, das hervorgehobene.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The final scoring ignores the tiles</source>
        <translation>Die Schlusswertung übergeht die Plättchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scoring tiles change only scorings during the game: the final scoring ignores them, and a completed feature without followers scores nothing and changes no tile.</source>
        <translation>Die Wertungsplättchen ändern nur Wertungen während des Spiels: Die Schlusswertung übergeht sie, und ein abgeschlossenes Gebiet ohne Gefolgsleute bringt nichts und wechselt kein Plättchen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the last tile, and Bad Neighbourhood is active: closed now, your city would lose its four cap tiles and score only 4. Place the tile anywhere else: at the final scoring the scoring tiles have no effect, and your unfinished city scores 1 per tile and coat of arms, 5 points.</source>
        <translation>Dies ist das letzte Plättchen, und das Problemviertel ist aktiv: Jetzt geschlossen, verlöre deine Stadt ihre vier Plättchen mit Stadtstücken und brächte nur 4. Lege das Plättchen woandershin: Bei der Schlusswertung wirken die Wertungsplättchen nicht, und deine unfertige Stadt zählt 1 pro Plättchen und Wappen, 5 Punkte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closed now, under Bad Neighbourhood, your city scores only 4. Leave it open: the final scoring ignores the scoring tiles.</source>
        <translation>Jetzt geschlossen, beim Problemviertel, bringt deine Stadt nur 4. Lass sie offen: Die Schlusswertung übergeht die Wertungsplättchen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A road that reaches Leipzig</source>
        <translation>Eine Straße, die Leipzig erreicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When a road from Leipzig&apos;s gate is completed, each majority player scores it or sends one follower from it into a quarter.</source>
        <translation>Wird eine Straße vom Tor Leipzigs abgeschlossen, wertet sie jeder Spieler mit der Mehrheit oder schickt einen Gefolgsmann von ihr in ein Viertel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A road that leaves Leipzig&apos;s gate is connected to Leipzig. Join your second road to it with this curve on the highlighted square, and place no figure: your two thieves will outnumber Ben&apos;s one.</source>
        <translation>Eine Straße, die vom Tor Leipzigs ausgeht, ist mit Leipzig verbunden. Verbinde deine zweite Straße mit ihr durch diese Kurve auf dem hervorgehobenen Feld und setze keine Figur: Deine zwei Wegelagerer sind dann mehr als Bens einer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not join your two roads: only the majority on a connected road may send a follower to Leipzig.</source>
        <translation>So verbindest du deine zwei Straßen nicht: Nur die Mehrheit auf einer verbundenen Straße darf einen Gefolgsmann nach Leipzig schicken.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have the majority on a completed road connected to Leipzig. Send one thief to the Coiners: he stays there to the end, and your other thief still scores the road (7 points in C3; in C2 the Leipzig tile counts as one tile: 6).</source>
        <translation>Du hast die Mehrheit auf einer abgeschlossenen, mit Leipzig verbundenen Straße. Schicke einen Wegelagerer zu den Münzprägern: Er bleibt dort bis zum Ende, und dein anderer Wegelagerer wertet die Straße trotzdem (7 Punkte in C3; in C2 zählt das Leipzig-Plättchen als ein Plättchen: 6).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To enter the Coiners&apos; quarter you must send one of your thieves there.</source>
        <translation>Um ins Viertel der Münzpräger zu kommen, musst du einen deiner Wegelagerer dorthin schicken.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Wainwrights</source>
        <translation>Die Stellmacher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Wainwrights pay 1 point per tile of every road you score with the majority, from the moment your follower arrives.</source>
        <translation>Die Stellmacher zahlen 1 Punkt pro Plättchen jeder Straße, die du mit der Mehrheit wertest, ab dem Moment, in dem dein Gefolgsmann ankommt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complete this road from the gate with a thief on it and send him to the Wainwrights. His bonus is active at once.</source>
        <translation>Lege das Plättchen so, dass diese Straße vom Tor mit einem Wegelagerer darauf abgeschlossen wird, und schicke ihn zu den Stellmachern. Sein Bonus gilt sofort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send your thief to the Wainwrights&apos; quarter.</source>
        <translation>Schicke deinen Wegelagerer ins Viertel der Stellmacher.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now complete a road with a thief on it: the Wainwrights add 1 point per tile of the road.</source>
        <translation>Lege jetzt das Plättchen so, dass eine Straße mit einem Wegelagerer darauf abgeschlossen wird: Die Stellmacher geben 1 Punkt pro Plättchen der Straße dazu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not complete a road of yours, so the Wainwrights do not pay.</source>
        <translation>So wird keine deiner Straßen abgeschlossen, also zahlen die Stellmacher nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Coiners</source>
        <translation>Die Münzpräger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Coiners pay 3 points per coat of arms in every city scored where you have a knight, even without the majority.</source>
        <translation>Die Münzpräger zahlen 3 Punkte pro Wappen in jeder gewerteten Stadt, in der du einen Ritter hast, auch ohne die Mehrheit.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have a follower with the Coiners and one knight in this city; Ben has two. Complete the city: Ben has the majority, but your Coiners pay you 3 points per coat of arms.</source>
        <translation>Du hast einen Gefolgsmann bei den Münzprägern und einen Ritter in dieser Stadt; Ben hat zwei. Lege das Plättchen so, dass die Stadt abgeschlossen wird: Ben hat die Mehrheit, aber deine Münzpräger zahlen dir 3 Punkte pro Wappen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The city stays open, so nobody scores it yet. Close it on the highlighted square.</source>
        <translation>Die Stadt bleibt offen, also wertet sie noch niemand. Schließe sie auf dem hervorgehobenen Feld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Bookbinders</source>
        <translation>Die Buchbinder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Bookbinders pay 4 points for every occupied monastery completed, whoever owns it.</source>
        <translation>Die Buchbinder zahlen 4 Punkte für jedes besetzte Kloster, das abgeschlossen wird, wem es auch gehört.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your monk&apos;s monastery lacks one neighbour. Complete it: you score 9, and Ben, who has a follower with the Bookbinders, scores 4 for it.</source>
        <translation>Dem Kloster deines Mönchs fehlt ein Nachbar. Sorge dafür, dass es abgeschlossen wird: Du bekommst 9, und Ben, der einen Gefolgsmann bei den Buchbindern hat, bekommt 4 dafür.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The monastery still misses a neighbour. Put the tile on the last free square around it.</source>
        <translation>Dem Kloster fehlt noch ein Nachbar. Lege das Plättchen auf das letzte freie Feld um das Kloster.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Tanners</source>
        <translation>Die Gerber</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Tanners pay only at the end: 2 points per farmhouse and shed in each field where you have the farmer majority.</source>
        <translation>Die Gerber zahlen erst am Ende: 2 Punkte pro Bauernhof und Scheune auf jeder Wiese, auf der du die Mehrheit der Bauern hast.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have a follower with the Tanners. Place this tile and lay a farmer in its field, the one with the farmhouse.</source>
        <translation>Du hast einen Gefolgsmann bei den Gerbern. Lege dieses Plättchen und lege einen Bauern auf seine Wiese, die mit dem Bauernhof.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay your follower in the field: the Tanners pay only for fields where you have farmers.</source>
        <translation>Lege deinen Gefolgsmann auf die Wiese: Die Gerber zahlen nur für Wiesen, auf denen du Bauern hast.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place the last tile anywhere. At the end your field scores as usual (Leipzig counts as one completed city), and the Tanners add 2 points for its farmhouse.</source>
        <translation>Lege das letzte Plättchen irgendwohin. Am Ende zählt deine Wiese wie gewohnt (Leipzig zählt als eine abgeschlossene Stadt), und die Gerber geben 2 Punkte für ihren Bauernhof dazu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The order of scorings</source>
        <translation>Die Reihenfolge der Wertungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When one tile completes several features, you choose the order of their scorings: a quarter&apos;s bonus pays from the moment your follower arrives.</source>
        <translation>Schließt ein Plättchen mehrere Gebiete ab, wählst du die Reihenfolge ihrer Wertungen: Der Bonus eines Viertels zählt ab dem Moment, in dem dein Gefolgsmann ankommt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place the crossroads on the highlighted square: it completes two of your roads connected to Leipzig at once. Place no figure.</source>
        <translation>Lege die Kreuzung auf das hervorgehobene Feld: Sie schließt zwei deiner mit Leipzig verbundenen Straßen auf einmal ab. Setze keine Figur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not complete both your roads.</source>
        <translation>So werden nicht beide deiner Straßen abgeschlossen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You choose which road scores first. Choose the short road first and send its thief to the Wainwrights; then score the long road from the gate normally: it pays its 4 points and the Wainwrights add 4.</source>
        <translation>Du wählst, welche Straße zuerst gewertet wird. Wähle zuerst die kurze Straße und schicke ihren Wegelagerer zu den Stellmachern; werte dann die lange Straße vom Tor normal: Sie bringt ihre 4 Punkte, und die Stellmacher geben 4 dazu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score the short road first and send its thief: the Wainwrights pay only for the scorings after your follower arrives.</source>
        <translation>Werte zuerst die kurze Straße und schicke ihren Wegelagerer: Die Stellmacher zahlen nur für Wertungen nach der Ankunft deines Gefolgsmanns.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Porxada: the swap</source>
        <translation>La Porxada: der Tausch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever places La Porxada may swap one of his followers with another player&apos;s; who refuses loses a follower for good.</source>
        <translation>Wer La Porxada legt, darf einen seiner Gefolgsleute mit dem eines anderen Spielers tauschen; wer ablehnt, verliert einen Gefolgsmann für immer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place La Porxada and choose the swap: your thief on the road for Ben&apos;s knight in the city.</source>
        <translation>Lege La Porxada und wähle den Tausch: deinen Wegelagerer auf der Straße gegen Bens Ritter in der Stadt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the swap, and offer your thief for Ben&apos;s knight.</source>
        <translation>Wähle den Tausch und biete deinen Wegelagerer gegen Bens Ritter an.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ben refused, so he removed one of his followers from the game for good. Now put a knight in La Porxada&apos;s city.</source>
        <translation>Ben hat abgelehnt, also hat er einen seiner Gefolgsleute für immer aus dem Spiel genommen. Setze jetzt einen Ritter in die Stadt von La Porxada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your follower in La Porxada&apos;s city.</source>
        <translation>Setze deinen Gefolgsmann in die Stadt von La Porxada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Porxada: answering a swap</source>
        <translation>La Porxada: auf einen Tausch antworten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may refuse a swap, but then one of your followers leaves the game for good; you choose which.</source>
        <translation>Du darfst einen Tausch ablehnen, aber dann verlässt einer deiner Gefolgsleute das Spiel für immer; du wählst, welcher.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ben placed La Porxada and offers his thief for your knight. Refuse the swap.</source>
        <translation>Ben hat La Porxada gelegt und bietet seinen Wegelagerer gegen deinen Ritter an. Lehne den Tausch ab.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this lesson, refuse the swap to see what it costs.</source>
        <translation>Lehne in dieser Lektion den Tausch ab, um zu sehen, was er kostet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who refuses removes one of his followers from the game for good, on the board or in his supply. Remove one from your supply and keep your knight.</source>
        <translation>Wer ablehnt, nimmt einen seiner Gefolgsleute für immer aus dem Spiel, vom Spielfeld oder aus seinem Vorrat. Nimm einen aus deinem Vorrat und behalte deinen Ritter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep your knight: remove a follower from your supply.</source>
        <translation>Behalte deinen Ritter: Nimm einen Gefolgsmann aus deinem Vorrat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Porxada: the scoring bonus</source>
        <translation>La Porxada: der Wertungsbonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the bonus, every knight in La Porxada&apos;s completed city takes a token; at the end its holder scores his incomplete cities as if complete.</source>
        <translation>Mit dem Bonus nimmt jeder Ritter in der abgeschlossenen Stadt von La Porxada einen Marker; am Ende wertet dessen Besitzer seine unfertigen Städte, als wären sie abgeschlossen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place La Porxada to join your knights&apos; cities and choose the scoring bonus, not the swap, then place no figure. When the city is completed, every knight in it takes a bonus token; at the end the token holder&apos;s incomplete cities score as if complete, for him alone.</source>
        <translation>Lege La Porxada, um die Städte deiner Ritter zu verbinden, wähle den Wertungsbonus, nicht den Tausch, und setze keine Figur. Wird die Stadt abgeschlossen, nimmt jeder Ritter darin einen Bonus-Marker; am Ende werten die unfertigen Städte des Besitzers, als wären sie abgeschlossen, nur für ihn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the scoring bonus this time.</source>
        <translation>Wähle diesmal den Wertungsbonus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The builder&apos;s double turn</source>
        <translation>Der Doppelzug des Baumeisters</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extend the road or city where your builder stands and you play a second tile; the second tile never gives a third.</source>
        <translation>Erweitere die Straße oder Stadt, in der dein Baumeister steht, und du legst ein zweites Plättchen; das zweite Plättchen bringt nie ein drittes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extend your road and put your builder on it. A builder goes on a road or city that holds one of your followers, and it never counts for majority.</source>
        <translation>Erweitere deine Straße und setze deinen Baumeister darauf. Ein Baumeister kommt auf eine Straße oder Stadt mit einem deiner Gefolgsleute und zählt nie für die Mehrheit.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your builder on the road that holds your thief.</source>
        <translation>Setze deinen Baumeister auf die Straße mit deinem Wegelagerer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extend the road of your builder once more: you may then play a second tile in the same turn. Take it.</source>
        <translation>Erweitere die Straße deines Baumeisters noch einmal: Dann darfst du im selben Zug ein zweites Plättchen legen. Nimm es.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This tile does not extend your builder&apos;s road, so it gives no second tile.</source>
        <translation>Dieses Plättchen erweitert die Straße deines Baumeisters nicht, also bringt es kein zweites Plättchen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your second tile. It may extend the builder&apos;s road again, but a second tile never gives a third.</source>
        <translation>Dein zweites Plättchen. Es darf die Straße des Baumeisters wieder erweitern, aber ein zweites Plättchen bringt nie ein drittes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pig</source>
        <translation>Das Schwein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pig joins your farmer: at the end his field scores 4 instead of 3 per completed city.</source>
        <translation>Das Schwein begleitet deinen Bauern: Am Ende zählt seine Wiese 4 statt 3 pro abgeschlossener Stadt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your farmer lies in the field beside the completed city. Place the tile so that it continues that field and put your pig in it: the pig goes only into a field where you have a farmer.</source>
        <translation>Dein Bauer liegt auf der Wiese neben der abgeschlossenen Stadt. Lege das Plättchen so, dass es diese Wiese fortsetzt, und setze dein Schwein darauf: Das Schwein kommt nur auf eine Wiese, auf der du einen Bauern hast.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your pig in the field of your farmer: that is what makes the field pay 4 per city.</source>
        <translation>Setze dein Schwein auf die Wiese deines Bauern: Erst das lässt die Wiese 4 pro Stadt zahlen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trade goods and their majority</source>
        <translation>Waren und ihre Mehrheit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever completes a city takes its goods, even without a knight there; the most of each kind scores 10 at the end.</source>
        <translation>Wer eine Stadt abschließt, nimmt ihre Waren, auch ohne Ritter darin; die meisten jeder Sorte zählen am Ende 10.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ben&apos;s city holds two wine barrels. Complete it: the player who completes a city takes its goods, even without a knight in it. At the end, the most tokens of each kind score 10.</source>
        <translation>In Bens Stadt liegen zwei Weinfässer. Schließe sie ab: Wer eine Stadt abschließt, nimmt ihre Waren, auch ohne Ritter darin. Am Ende zählen die meisten Marker jeder Sorte 10.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This leaves the city open: only the player who completes it takes its goods.</source>
        <translation>So bleibt die Stadt offen: Nur wer sie abschließt, nimmt ihre Waren.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leipzig and the Land Surveyors</source>
        <translation>Leipzig und die Landvermesser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A road that meets a connected road at a crossroads is connected to Leipzig; a send changes the scoring tiles; the Highway&apos;s 5 tiles count for the Wainwrights too.</source>
        <translation>Eine Straße, die an einer Kreuzung auf eine verbundene Straße trifft, ist mit Leipzig verbunden; ein Entsenden wechselt die Wertungsplättchen; die 5 Plättchen der Schnellstraße zählen auch für die Stellmacher.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A road is connected to Leipzig if it leaves a gate or meets a connected road at a crossroads. Your thief&apos;s road starts at the crossroads on the road from Leipzig&apos;s east gate. Close it with the monastery on the highlighted square and place no figure: you may then send your thief to Leipzig.</source>
        <translation>Eine Straße ist mit Leipzig verbunden, wenn sie an einem Tor beginnt oder an einer Kreuzung auf eine verbundene Straße trifft. Die Straße deines Wegelagerers beginnt an der Kreuzung auf der Straße vom Osttor Leipzigs. Schließe sie mit dem Kloster auf dem hervorgehobenen Feld und setze keine Figur: Dann darfst du deinen Wegelagerer nach Leipzig schicken.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close your thief&apos;s road, so nobody may send a follower to Leipzig yet.</source>
        <translation>So schließt du die Straße deines Wegelagerers nicht, also darf noch niemand einen Gefolgsmann nach Leipzig schicken.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send your thief to the Wainwrights: a send is the only way into a quarter, never a normal placement. A send counts as a scoring: after this turn all three scoring tiles change, and the Highway becomes the active road tile.</source>
        <translation>Schicke deinen Wegelagerer zu den Stellmachern: Nur durch Entsenden kommt ein Gefolgsmann in ein Viertel, nie durch normales Einsetzen. Ein Entsenden zählt als Wertung: Nach diesem Zug wechseln alle drei Wertungsplättchen, und die Schnellstraße wird das aktive Straßenplättchen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>La Porxada&apos;s swap and the builder</source>
        <translation>Der Tausch von La Porxada und der Baumeister</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A builder or a pig stays only while its owner has a follower in its feature: a La Porxada swap or removal can send it back.</source>
        <translation>Ein Baumeister oder ein Schwein bleibt nur, solange sein Besitzer einen Gefolgsmann in dessen Gebiet hat: Ein Tausch oder Entfernen durch La Porxada kann ihn zurückschicken.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A builder stays only while its owner has a follower in its road or city, a pig while he has a farmer in its field; otherwise it goes back to his supply, and only La Porxada&apos;s swap or removal can make that happen. Place La Porxada, choose the swap, and swap your thief for Ben&apos;s knight: his builder must leave the city.</source>
        <translation>Ein Baumeister bleibt nur, solange sein Besitzer einen Gefolgsmann in dessen Straße oder Stadt hat, ein Schwein, solange er einen Bauern auf dessen Wiese hat; sonst geht er in seinen Vorrat zurück, und nur Tausch oder Entfernen durch La Porxada können das bewirken. Lege La Porxada, wähle den Tausch und tausche deinen Wegelagerer gegen Bens Ritter: Sein Baumeister muss die Stadt verlassen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the swap and swap your thief for Ben&apos;s knight: then Ben has no follower left beside his builder.</source>
        <translation>Wähle den Tausch und tausche deinen Wegelagerer gegen Bens Ritter: Dann hat Ben neben seinem Baumeister keinen Gefolgsmann mehr.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Porxada&apos;s bonus with the other expansions</source>
        <translation>Der Wertungsbonus von La Porxada mit den anderen Erweiterungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A token holder&apos;s unfinished city, scored as if completed, takes the active city scoring tile, and with Leipzig the Coiners&apos; bonus: two options, on by default.</source>
        <translation>Die unfertige Stadt eines Marker-Besitzers, gewertet, als wäre sie abgeschlossen, bekommt das aktive Wertungsplättchen für Städte und mit Leipzig den Bonus der Münzpräger: zwei Optionen, voreingestellt an.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place La Porxada to join your knights&apos; cities, choose the scoring bonus and place no figure. The final scoring ignores the scoring tiles, but by default (an option of the New Game dialog) the city your token scores as if completed takes the active city tile: Wealth adds 3, 11 instead of 8. With the Markets of Leipzig the Coiners&apos; bonus counts there too, another option.</source>
        <translation>Lege La Porxada, um die Städte deiner Ritter zu verbinden, wähle den Wertungsbonus und setze keine Figur. Die Schlusswertung übergeht die Wertungsplättchen, aber voreingestellt (eine Option im Dialog „Neues Spiel“) bekommt die Stadt, die dein Marker wertet, als wäre sie abgeschlossen, das aktive Stadtplättchen: Wohlstand gibt 3 dazu, 11 statt 8. Mit den Märkten von Leipzig zählt dort auch der Bonus der Münzpräger, eine weitere Option.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the scoring bonus this time: at the end only a token holder&apos;s city takes the active scoring tile.</source>
        <translation>Wähle diesmal den Wertungsbonus: Am Ende bekommt nur die Stadt eines Marker-Besitzers das aktive Wertungsplättchen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A double turn with the Land Surveyors</source>
        <translation>Ein Doppelzug mit den Landvermessern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A builder&apos;s double turn is one turn: both its tiles score with the same active scoring tiles, which change only after it.</source>
        <translation>Der Doppelzug des Baumeisters ist ein Zug: Beide Plättchen werten mit denselben aktiven Wertungsplättchen, die erst danach wechseln.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extend your builder&apos;s road with this tile: it also closes your small city, which scores at once. Then your builder gives you a second tile in the same turn.</source>
        <translation>Verlängere die Straße deines Baumeisters mit diesem Plättchen: Es schließt auch deine kleine Stadt, die sofort gewertet wird. Dann gibt dir dein Baumeister im selben Zug ein zweites Plättchen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extend your builder&apos;s road and close your city with this tile on the highlighted square.</source>
        <translation>Verlängere die Straße deines Baumeisters und schließe deine Stadt mit diesem Plättchen auf dem hervorgehobenen Feld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your city has scored, yet the scoring tiles have not changed: a double turn is one turn, and they change only after it. Close your road with the crossroads: the Street Fair still doubles it, 12 points.</source>
        <translation>Deine Stadt wurde gewertet, doch die Wertungsplättchen haben nicht gewechselt: Ein Doppelzug ist ein Zug, und sie wechseln erst danach. Schließe deine Straße mit der Kreuzung: Das Straßenfest verdoppelt sie noch, 12 Punkte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close your road in the east with the crossroads: the Street Fair is still active in the second part of your turn.</source>
        <translation>Schließe deine Straße im Osten mit der Kreuzung: Im zweiten Teil deines Zuges ist das Straßenfest noch aktiv.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Porxada&apos;s bonus and the Coiners</source>
        <translation>Der Wertungsbonus von La Porxada und die Münzpräger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the Markets of Leipzig, a token holder in the Coiners also takes their 3 points per coat of arms when his unfinished city is scored as if completed (an option, on by default).</source>
        <translation>Mit den Märkten von Leipzig bekommt ein Marker-Besitzer bei den Münzprägern auch deren 3 Punkte pro Wappen, wenn seine unfertige Stadt gewertet wird, als wäre sie abgeschlossen (eine Option, voreingestellt an).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your thief went to the Coiners. Place La Porxada between the four city caps and choose the scoring bonus: the completed city gives your knight a token. At the end your unfinished city with a coat of arms scores as if completed, and by default (an option) the Coiners add their 3 points: 7 instead of 2.</source>
        <translation>Dein Wegelagerer ist zu den Münzprägern gegangen. Lege La Porxada zwischen die vier Stadtstücke und wähle den Wertungsbonus: Die abgeschlossene Stadt gibt deinem Ritter einen Marker. Am Ende zählt deine unfertige Stadt mit einem Wappen, als wäre sie abgeschlossen, und voreingestellt (eine Option) geben die Münzpräger ihre 3 Punkte dazu: 7 statt 2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the scoring bonus this time: only a token holder&apos;s unfinished city takes the Coiners&apos; bonus at the end.</source>
        <translation>Wähle diesmal den Wertungsbonus: Nur die unfertige Stadt eines Marker-Besitzers bekommt am Ende den Bonus der Münzpräger.</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Send your thief to the Wainwrights: the send is what changes the scoring tiles this turn.</source>
        <translation>Schicke deinen Wegelagerer zu den Stellmachern: Das Entsenden wechselt in diesem Zug die Wertungsplättchen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under the Highway a road counts as 5 tiles, for the Wainwrights too. Close your road in the east with the crossroads and score it, do not send: 5 for the road and 5 from the Wainwrights make 10.</source>
        <translation>Mit der Schnellstraße zählt eine Straße als 5 Plättchen, auch für die Stellmacher. Schließe deine Straße im Osten mit der Kreuzung und werte sie, statt zu entsenden: 5 für die Straße und 5 von den Stellmachern ergeben 10.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To earn the 10 points, close your road in the east with the crossroads and score it rather than send a thief.</source>
        <translation>Für die 10 Punkte schließe deine Straße im Osten mit der Kreuzung und werte sie, statt einen Wegelagerer zu entsenden.</translation>
    </message>
</context>
<context>
    <name>LessonList</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/lesson_list_dialog.py" line="+21"/>
        <source>Base game</source>
        <translation>Grundspiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Traders &amp; Builders</source>
        <translation>Händler &amp; Baumeister</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Markets of Leipzig</source>
        <translation>Die Märkte von Leipzig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Land Surveyors</source>
        <translation>Die Landvermesser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Porxada</source>
        <translation>La Porxada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expansions together</source>
        <translation>Erweiterungen zusammen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Learn to Play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Short lessons on a prepared board: read the step, make the move on the board; a move that misses the step&apos;s goal is explained and taken back.</source>
        <translation>Kurze Lektionen auf einem vorbereiteten Spielfeld: Lies den Schritt, mach den Zug auf dem Spielfeld; ein Zug, der das Ziel des Schritts verfehlt, wird erklärt und zurückgenommen.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Start the Lesson</source>
        <translation>Lektion beginnen</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 of %2 lessons finished</source>
        <translation>%1 von %2 Lektionen abgeschlossen</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <location filename="../carc_desktop/ui/lessons/panel.py" line="+130"/>
        <source>You play %1.</source>
        <translation>Du spielst %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lesson complete</source>
        <translation>Lektion abgeschlossen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What you learned: %1</source>
        <translation>Was du gelernt hast: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Show Me</source>
        <translation>Zeig es mir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this step&apos;s moves for you</source>
        <translation>Die Züge dieses Schritts für dich spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the Step Again</source>
        <translation>Schritt neu beginnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next Lesson</source>
        <translation>Nächste Lektion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons…</source>
        <translation>Lektionen …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson and go back to your game</source>
        <translation>Die Lektion verlassen und zu deinem Spiel zurückkehren</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../carc_desktop/ui/lessons/__init__.py" line="+33"/>
        <source>&amp;Learn to Play…</source>
        <translation>&amp;Spielen lernen …</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>The board is set up again for this step.</source>
        <translation>Das Spielfeld ist für diesen Schritt neu aufgebaut.</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Short lessons that teach the rules on the board</source>
        <translation>Kurze Lektionen, die die Regeln auf dem Spielfeld zeigen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Learn to Play…</source>
        <translation>Spielen lernen …</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../carc_desktop/ui/window/status.py" line="+53"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/main_window.py" line="+261"/>
        <source>Carcassonne</source>
        <translation>Carcassonne</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/docks.py" line="+14"/>
        <source>Tile</source>
        <translation>Plättchen</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../carc_desktop/ui/window/menus.py" line="+90"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose players and rules for a new game</source>
        <translation>Spieler und Regeln für ein neues Spiel wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a saved game</source>
        <translation>Ein gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the game</source>
        <translation>Das Spiel speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the game in a new file</source>
        <translation>Das Spiel in einer neuen Datei speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take back your last decision</source>
        <translation>Deine letzte Entscheidung zurücknehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play again the decision you took back</source>
        <translation>Die zurückgenommene Entscheidung erneut spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Language, animations and hints</source>
        <translation>Sprache, Animationen und Hinweise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close the game</source>
        <translation>Das Spiel schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the board larger</source>
        <translation>Das Spielfeld größer zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show more of the board</source>
        <translation>Mehr vom Spielfeld zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit the Board</source>
        <translation>Ganzes &amp;Spielfeld</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the whole board</source>
        <translation>Das ganze Spielfeld zeigen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>F&amp;ull Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Use the whole screen</source>
        <translation>Den ganzen Bildschirm nutzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Field O&amp;wners</source>
        <translation>Wiesen&amp;besitzer zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tint each field by who holds it now, with what it would score now (F)</source>
        <translation>Jede Wiese in der Farbe ihrer Besitzer tönen, mit ihrem jetzigen Wert (F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the &amp;Board</source>
        <translation>Zum Spiel&amp;feld</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move the keyboard focus to the board</source>
        <translation>Den Tastaturfokus auf das Spielfeld setzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the S&amp;coreboard</source>
        <translation>Zur &amp;Punktetafel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the keyboard focus to the scoreboard</source>
        <translation>Den Tastaturfokus auf die Punktetafel setzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the Score &amp;Log</source>
        <translation>Zum &amp;Wertungsprotokoll</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move the keyboard focus to the score log</source>
        <translation>Den Tastaturfokus auf das Wertungsprotokoll setzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tiles Left…</source>
        <translation>Restliche &amp;Plättchen …</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The tiles still in the bag</source>
        <translation>Die Plättchen, die noch im Beutel sind</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules…</source>
        <translation>&amp;Regeln …</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A summary of the rules in play</source>
        <translation>Eine Zusammenfassung der Regeln dieses Spiels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About…</source>
        <translation>Ü&amp;ber …</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>About this game</source>
        <translation>Über dieses Spiel</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open R&amp;ecent</source>
        <translation>Zu&amp;letzt geöffnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>&amp;Continue a Game…</source>
        <translation>Spiel for&amp;tsetzen …</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose an unfinished game to continue</source>
        <translation>Ein nicht beendetes Spiel zum Fortsetzen wählen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rotate &amp;Clockwise</source>
        <translation>Im &amp;Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Turn the tile to place a quarter turn clockwise</source>
        <translation>Das Plättchen eine Vierteldrehung im Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate &amp;Anticlockwise</source>
        <translation>&amp;Gegen den Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the tile to place a quarter turn anticlockwise</source>
        <translation>Das Plättchen eine Vierteldrehung gegen den Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No Figure</source>
        <translation>&amp;Keine Figur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Place no figure on the tile just placed</source>
        <translation>Auf das eben gelegte Plättchen keine Figur setzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the &amp;Legal Cells</source>
        <translation>&amp;Erlaubte Felder zeigen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zoom so that every cell the tile may go to shows</source>
        <translation>So zoomen, dass jedes Feld zu sehen ist, auf das das Plättchen passt</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Turn</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>What Would the Computer &amp;Do?</source>
        <translation>Was würde der &amp;Computer tun?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A hint: what the hard computer player would do in your place, and why</source>
        <translation>Ein Tipp: was der schwere Computergegner an deiner Stelle tun würde, und warum</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../carc_desktop/ui/window/messages.py" line="+85"/>
        <location line="+1"/>
        <source>Close the message</source>
        <translation>Meldung schließen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Information</source>
        <translation>Information</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Done</source>
        <translation>Erledigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
</context>
<context>
    <name>MoveLabels</name>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="-133"/>
        <source>Wainwrights</source>
        <translation>Stellmacher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tanners</source>
        <translation>Gerber</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coiners</source>
        <translation>Münzpräger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bookbinders</source>
        <translation>Buchbinder</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/common.py" line="+87"/>
        <source>the %1 on La Porxada</source>
        <translation>%1 auf La Porxada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 north of La Porxada</source>
        <translation>%1 nördlich von La Porxada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 north-east of La Porxada</source>
        <translation>%1 nordöstlich von La Porxada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 east of La Porxada</source>
        <translation>%1 östlich von La Porxada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 south-east of La Porxada</source>
        <translation>%1 südöstlich von La Porxada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 south of La Porxada</source>
        <translation>%1 südlich von La Porxada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 south-west of La Porxada</source>
        <translation>%1 südwestlich von La Porxada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 west of La Porxada</source>
        <translation>%1 westlich von La Porxada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 north-west of La Porxada</source>
        <translation>%1 nordwestlich von La Porxada</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>one from your supply</source>
        <translation>einer aus deinem Vorrat</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="-72"/>
        <source>Place the tile at (%1, %2), turned %3°</source>
        <translation>Plättchen auf (%1, %2) legen, um %3° gedreht</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Put a %1 on the %2</source>
        <translation>%1 einsetzen: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No figure this turn</source>
        <translation>Keine Figur in diesem Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip</source>
        <translation>Auslassen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score the %1 at (%2, %3) first</source>
        <translation>Zuerst werten: %1 bei (%2, %3)</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="+21"/>
        <source>Score the road normally</source>
        <translation>Straße normal werten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send a meeple to the %1 quarter</source>
        <translation>Gefolgsmann ins %1viertel schicken</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: score the road normally</source>
        <translation>%1: Straße normal werten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: send a meeple to the %2 quarter</source>
        <translation>%1: Gefolgsmann ins %2viertel schicken</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="-134"/>
        <source>Swap your follower on %1 with %2&apos;s on %3</source>
        <translation>Deinen Gefolgsmann (%1) gegen den von %2 (%3) tauschen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Accept the swap</source>
        <translation>Tausch annehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refuse (and lose a follower)</source>
        <translation>Ablehnen (Gefolgsmann verlieren)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove a follower from your supply</source>
        <translation>Einen Gefolgsmann aus deinem Vorrat entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove your follower on %1</source>
        <translation>Deinen Gefolgsmann entfernen (%1)</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="-46"/>
        <source>%1, place the builder&apos;s extra tile</source>
        <translation>%1, lege das zusätzliche Plättchen des Baumeisters</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your builder earned this second tile: the double turn&apos;s extra tile.</source>
        <translation>Dein Baumeister hat dir dieses zweite Plättchen eingebracht: das zusätzliche Plättchen des Doppelzugs.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1, a figure on the extra tile?</source>
        <translation>%1, eine Figur auf das zusätzliche Plättchen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The double turn&apos;s extra tile: click a marker on it, or place no figure.</source>
        <translation>Das zusätzliche Plättchen des Doppelzugs: klicke auf eine Markierung darauf oder setze keine Figur.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Take the builder&apos;s second tile</source>
        <translation>Das zweite Plättchen des Baumeisters nehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decline the second tile</source>
        <translation>Auf das zweite Plättchen verzichten</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/play/move_labels.py" line="+26"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="-39"/>
        <source>%1, place your tile</source>
        <translation>%1, lege dein Plättchen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, place a figure?</source>
        <translation>%1, eine Figur einsetzen?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, which feature scores first?</source>
        <translation>%1, welches Gebiet wird zuerst gewertet?</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="-19"/>
        <source>%1, send a meeple to Leipzig?</source>
        <translation>%1, einen Gefolgsmann nach Leipzig schicken?</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="-49"/>
        <source>%1, La Porxada: choose an option</source>
        <translation>%1, La Porxada: Wähle eine Möglichkeit</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, answer the Porxada swap</source>
        <translation>%1, antworte auf den Porxada-Tausch</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, which follower leaves the game?</source>
        <translation>%1, welcher Gefolgsmann verlässt das Spiel?</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="-37"/>
        <source>%1, take a second tile?</source>
        <translation>%1, ein zweites Plättchen nehmen?</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/play/move_labels.py" line="+16"/>
        <source>%1, decide: %2</source>
        <translation>%1, entscheide: %2</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="-10"/>
        <source>Drag the tile onto a highlighted cell, or click a cell and press Enter. R rotates.</source>
        <translation>Ziehe das Plättchen auf ein hervorgehobenes Feld oder klicke ein Feld an und drücke Enter. R dreht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click a marker on the tile you just placed, or place no figure.</source>
        <translation>Klicke auf eine Markierung auf dem eben gelegten Plättchen oder setze keine Figur ein.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="+1"/>
        <source>A completed road leads to Leipzig: send one of your meeples from it into a quarter, or let the road score normally.</source>
        <translation>Eine abgeschlossene Straße führt nach Leipzig: Schicke einen deiner Gefolgsleute von ihr in ein Viertel oder lass die Straße normal werten.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="+6"/>
        <source>Several features were completed and the order matters.</source>
        <translation>Mehrere Gebiete wurden abgeschlossen, und die Reihenfolge zählt.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="+22"/>
        <source>Choose the swap and swap nothing</source>
        <translation>Tausch wählen und nichts tauschen</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="+25"/>
        <source>+%1 per tile of roads you win, at every later road scoring.</source>
        <translation>+%1 pro Plättchen jeder Straße, die du gewinnst, bei jeder späteren Straßenwertung.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+%1 per coat of arms in cities where you have a knight, at every later city scoring.</source>
        <translation>+%1 pro Wappen in Städten, in denen du einen Ritter hast, bei jeder späteren Stadtwertung.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>+%1 for every completed monastery, whoever scores it.</source>
        <translation>+%1 für jedes abgeschlossene Kloster, egal wer es wertet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+%1 per farmhouse and shed in the fields you win at the end.</source>
        <translation>+%1 pro Bauernhof und Stall in den Wiesen, die du am Ende gewinnst.</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>The road scores %n point(s) now; your meeple comes back.</source>
        <translation>
            <numerusform>Die Straße bringt jetzt %n Punkt; dein Gefolgsmann kommt zurück.</numerusform>
            <numerusform>Die Straße bringt jetzt %n Punkte; dein Gefolgsmann kommt zurück.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You still score the road&apos;s %n point(s) with your other meeple.</source>
        <translation>
            <numerusform>Mit deinem anderen Gefolgsmann erhältst du trotzdem den %n Punkt der Straße.</numerusform>
            <numerusform>Mit deinem anderen Gefolgsmann erhältst du trotzdem die %n Punkte der Straße.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your only meeple on the road leaves it: you do not score its %n point(s).</source>
        <translation>
            <numerusform>Dein einziger Gefolgsmann verlässt die Straße: Du erhältst ihren %n Punkt nicht.</numerusform>
            <numerusform>Dein einziger Gefolgsmann verlässt die Straße: Du erhältst ihre %n Punkte nicht.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>later +%1 per road tile</source>
        <translation>später +%1 pro Straßenplättchen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>later +%1 per coat of arms</source>
        <translation>später +%1 pro Wappen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>later +%1 per monastery</source>
        <translation>später +%1 pro Kloster</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at the end +%1 per farmhouse or shed</source>
        <translation>am Ende +%1 pro Bauernhof oder Stall</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Road: %n point(s) now; meeple back</source>
        <translation>
            <numerusform>Straße: jetzt %n Punkt; Gefolgsmann zurück</numerusform>
            <numerusform>Straße: jetzt %n Punkte; Gefolgsmann zurück</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Road: %n point(s) now</source>
        <translation>
            <numerusform>Straße: jetzt %n Punkt</numerusform>
            <numerusform>Straße: jetzt %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Road: 0 now (meeple leaves)</source>
        <translation>Straße: jetzt 0 (Gefolgsmann geht)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../carc_desktop/ui/expansions/base.py" line="+43"/>
        <source>Worth %n point(s) now.</source>
        <translation>
            <numerusform>Jetzt %n Punkt wert.</numerusform>
            <numerusform>Jetzt %n Punkte wert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="-2"/>
        <source>Take the La Porxada scoring bonus</source>
        <translation>Den Wertungsbonus von La Porxada nehmen</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No points now. When La Porxada&apos;s city is completed, every player with a knight in it takes a token; at the end, a token holder scores his unfinished cities as if completed.</source>
        <translation>Jetzt keine Punkte. Wird die Stadt von La Porxada abgeschlossen, erhält jeder Spieler mit einem Ritter darin einen Marker; am Ende wertet ein Markerbesitzer seine unfertigen Städte wie abgeschlossene.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No points now, no swap, and nobody takes the scoring bonus.</source>
        <translation>Jetzt keine Punkte, kein Tausch, und niemand erhält den Wertungsbonus.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No points now. Your follower&apos;s feature is worth %1 now, theirs %2.</source>
        <translation>Jetzt keine Punkte. Das Gebiet deines Gefolgsmanns ist jetzt %1 wert, das andere %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 may accept, or refuse and lose one follower for good.</source>
        <translation>%1 kann annehmen oder ablehnen und verliert dann einen Gefolgsmann für immer.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The two followers exchange places. No points now.</source>
        <translation>Die beiden Gefolgsleute tauschen die Plätze. Jetzt keine Punkte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing moves, but one of your followers leaves the game for good.</source>
        <translation>Nichts bewegt sich, aber einer deiner Gefolgsleute verlässt das Spiel für immer.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your followers on the board stay where they are.</source>
        <translation>Deine Gefolgsleute in der Landschaft bleiben, wo sie sind.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>You give up its place in a feature worth %n point(s) now.</source>
        <translation>
            <numerusform>Du gibst seinen Platz in einem Gebiet auf, das jetzt %n Punkt wert ist.</numerusform>
            <numerusform>Du gibst seinen Platz in einem Gebiet auf, das jetzt %n Punkte wert ist.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No points now; tokens for the knights when it is completed</source>
        <translation>Jetzt keine Punkte; Marker für die Ritter, wenn sie abgeschlossen ist</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No points, no swap</source>
        <translation>Keine Punkte, kein Tausch</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No points now; yours is worth %1, theirs %2</source>
        <translation>Jetzt keine Punkte; deines ist %1 wert, ihres %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>They exchange places; no points</source>
        <translation>Sie tauschen die Plätze; keine Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing moves; you lose a follower</source>
        <translation>Nichts bewegt sich; du verlierst einen Gefolgsmann</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your board followers stay</source>
        <translation>Deine Gefolgsleute auf dem Spielfeld bleiben</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Gives up a place worth %n point(s)</source>
        <translation>
            <numerusform>Gibt einen Platz auf, der %n Punkt wert ist</numerusform>
            <numerusform>Gibt einen Platz auf, der %n Punkte wert ist</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swap two followers</source>
        <translation>Zwei Gefolgsleute tauschen</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="+43"/>
        <source>You draw and place another tile this turn (never a third).</source>
        <translation>Du ziehst und legst in diesem Zug ein weiteres Plättchen (nie ein drittes).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn ends; your builder stays where it is.</source>
        <translation>Dein Zug endet; dein Baumeister bleibt, wo er ist.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="-130"/>
        <source>Swap two followers, or take the scoring bonus.</source>
        <translation>Tausche zwei Gefolgsleute oder nimm den Wertungsbonus.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="+72"/>
        <source>Followers per player</source>
        <translation>Gefolgsleute pro Spieler</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+20"/>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+32"/>
        <source>Player %1 colour</source>
        <translation>Farbe von Spieler %1</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+29"/>
        <source>Player %1 name</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+27"/>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+27"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+27"/>
        <source>Player %1 is played by</source>
        <translation>Spieler %1 wird gespielt von</translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+28"/>
        <source>Player %1 computer level</source>
        <translation>Computerstärke von Spieler %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+128"/>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="-127"/>
        <location line="+128"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="-109"/>
        <location line="+116"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="-113"/>
        <location line="+114"/>
        <source>&amp;Number of players:</source>
        <translation>&amp;Anzahl der Spieler:</translation>
    </message>
    <message>
        <location line="-110"/>
        <location line="+111"/>
        <source>Number of players</source>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <location line="-103"/>
        <location line="+104"/>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <location line="-104"/>
        <location line="+104"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="-104"/>
        <location line="+104"/>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <location line="-104"/>
        <location line="+104"/>
        <source>Level</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <location line="-92"/>
        <location line="+99"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="-95"/>
        <location line="+96"/>
        <source>2nd edition (C2)</source>
        <translation>2. Edition (C2)</translation>
    </message>
    <message>
        <location line="-96"/>
        <location line="+96"/>
        <source>3rd edition (C3)</source>
        <translation>3. Edition (C3)</translation>
    </message>
    <message>
        <location line="-93"/>
        <location line="+97"/>
        <source>Edition</source>
        <translation>Edition</translation>
    </message>
    <message>
        <location line="-96"/>
        <location line="+97"/>
        <source>&amp;Edition:</source>
        <translation>&amp;Edition:</translation>
    </message>
    <message>
        <location line="-79"/>
        <location line="+82"/>
        <source>Expansions</source>
        <translation>Erweiterungen</translation>
    </message>
    <message>
        <location line="-67"/>
        <location line="+71"/>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <location line="-69"/>
        <location line="+70"/>
        <source>Seed (empty for a random game)</source>
        <translation>Startwert (leer für ein zufälliges Spiel)</translation>
    </message>
    <message>
        <location line="-69"/>
        <location line="+70"/>
        <source>&amp;Seed:</source>
        <translation>S&amp;tartwert:</translation>
    </message>
    <message>
        <location line="-53"/>
        <location line="+55"/>
        <source>&amp;Defaults</source>
        <translation>Stan&amp;dard</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+55"/>
        <source>Restore the default setup</source>
        <translation>Die Standardeinstellungen wiederherstellen</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+29"/>
        <location line="+29"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Two players have the same name; please give each a different name.</source>
        <translation>Zwei Spieler haben denselben Namen; bitte gib jedem einen anderen Namen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These rules cannot start a game: %1</source>
        <translation>Mit diesen Regeln kann kein Spiel beginnen: %1</translation>
    </message>
    <message>
        <location line="-151"/>
        <source>&amp;Game</source>
        <translation>S&amp;piel</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+56"/>
        <source>S&amp;tart game</source>
        <translation>Spiel &amp;starten</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>R&amp;ule choices</source>
        <translation>Regel&amp;wahl</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../carc_desktop/texts/qt_gaps.py" line="+15"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Suchen in:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>Dateien des &amp;Typs:</translation>
    </message>
</context>
<context>
    <name>RemainingTilesDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/remaining_tiles_dialog.py" line="+140"/>
        <location line="+1"/>
        <source>Tiles left in the bag</source>
        <translation>Plättchen im Beutel</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n tile(s) left in the bag.</source>
        <translation>
            <numerusform>Noch %n Plättchen im Beutel.</numerusform>
            <numerusform>Noch %n Plättchen im Beutel.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Base game</source>
        <translation>Grundspiel</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%1: %n left</source>
        <translation>
            <numerusform>%1: noch %n</numerusform>
            <numerusform>%1: noch %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-44"/>
        <source>%1: %n tile(s)</source>
        <translation>
            <numerusform>%1: %n Plättchen</numerusform>
            <numerusform>%1: %n Plättchen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Other tiles</source>
        <translation>Andere Plättchen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>×%1</source>
        <comment>count of a tile</comment>
        <translation>×%1</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1, %2: %n left</source>
        <translation>
            <numerusform>%1, %2: noch %n</numerusform>
            <numerusform>%1, %2: noch %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewActions</name>
    <message>
        <location filename="../carc_desktop/ui/review/actions.py" line="+44"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 – %2 – %3</source>
        <translation>%1 – %2 – %3</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The game on the table</source>
        <translation>Die Partie auf dem Tisch</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Review a saved game</source>
        <translation>Gespeichertes Spiel nachspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*.carc);;All files (*)</source>
        <translation>Gespeicherte Spiele (*.carc);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+90"/>
        <source>Review a game</source>
        <translation>Partie nachspielen</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>&amp;Games:</source>
        <translation>&amp;Partien:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From a &amp;File…</source>
        <translation>Aus einer &amp;Datei …</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Re&amp;view…</source>
        <translation>Na&amp;chspielen …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through a game, its score race and its points by category</source>
        <translation>Eine Partie Schritt für Schritt, ihr Punkterennen und ihre Punkte nach Kategorie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stat&amp;istics</source>
        <translation>Stat&amp;istik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won, scores and records across the kept games</source>
        <translation>Gewonnene Partien, Punkte und Rekorde aller aufbewahrten Partien</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>the game on the table</source>
        <translation>die Partie auf dem Tisch</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This game cannot be reviewed.</source>
        <translation>Diese Partie kann nicht nachgespielt werden.</translation>
    </message>
</context>
<context>
    <name>ReviewBoard</name>
    <message>
        <location filename="../carc_desktop/ui/review/board.py" line="+135"/>
        <source>Board at this point of the game</source>
        <translation>Spielfeld an dieser Stelle der Partie</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../carc_desktop/ui/review/review_window.py" line="+301"/>
        <source>%1: </source>
        <translation>%1: </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>To decide next</source>
        <translation>Entscheidet als Nächstes</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>The analysis kept with this game.</source>
        <translation>Die mit dieser Partie gespeicherte Analyse.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Analysing… the results appear as they come.</source>
        <translation>Analyse läuft… die Ergebnisse erscheinen nach und nach.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stopping after the decisions being thought…</source>
        <translation>Hält nach den Entscheidungen an, die gerade bedacht werden…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The analysis stopped: %1</source>
        <translation>Die Analyse wurde angehalten: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every decision analysed.</source>
        <translation>Alle Entscheidungen analysiert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled. Analyse again to go on where it stopped.</source>
        <translation>Abgebrochen. Erneut analysieren setzt dort fort, wo es aufhörte.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Analysis: the only move.</source>
        <translation>Analyse: die einzige Möglichkeit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Analysis: %1 (%2).</source>
        <translation>Analyse: %1 (%2).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Better: %1 (shown pale on the board).</source>
        <translation>Besser: %1 (blass auf dem Spielfeld gezeigt).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Before the first decision</source>
        <translation>Vor der ersten Entscheidung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decision %1 of %2, turn %3</source>
        <translation>Entscheidung %1 von %2, Zug %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game is over.</source>
        <translation>Die Partie ist zu Ende.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record could not be followed further: %1</source>
        <translation>Das Spielprotokoll ließ sich nicht weiter verfolgen: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game was not finished.</source>
        <translation>Die Partie wurde nicht zu Ende gespielt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+11"/>
        <source>Export a picture</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The picture could not be written to %1.</source>
        <translation>Das Bild konnte nicht nach %1 geschrieben werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+14"/>
        <source>Export the game record</source>
        <translation>Spielprotokoll exportieren</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Saved games (*.carc);;All files (*)</source>
        <translation>Gespeicherte Spiele (*.carc);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Game review</source>
        <translation>Partie nachspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>◀◀ Start</source>
        <translation>◀◀ Anfang</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the start of the game (Home)</source>
        <translation>Zum Anfang der Partie (Pos1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One decision back (Left)</source>
        <translation>Eine Entscheidung zurück (Links)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward ▶</source>
        <translation>Vor ▶</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One decision forward (Right)</source>
        <translation>Eine Entscheidung vor (Rechts)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End ▶▶</source>
        <translation>Ende ▶▶</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the end of the game (End)</source>
        <translation>Zum Ende der Partie (Ende)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>⇤ Previous scoring</source>
        <translation>⇤ Vorige Wertung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go back to the previous scoring (P)</source>
        <translation>Zurück zur vorigen Wertung (P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next scoring ⇥</source>
        <translation>Nächste Wertung ⇥</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the next scoring (N)</source>
        <translation>Zur nächsten Wertung (N)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Position in the game</source>
        <translation>Stelle in der Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Followers</source>
        <translation>Gefolgsleute</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores at this point</source>
        <translation>Punktestand an dieser Stelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Scorings (click one to go there):</source>
        <translation>&amp;Wertungen (anklicken, um dorthin zu gehen):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scorings</source>
        <translation>Wertungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score race</source>
        <translation>Punkterennen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points by category</source>
        <translation>Punkte nach Kategorie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;how:</source>
        <translation>&amp;Zeigen:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All points</source>
        <translation>Alle Punkte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export &amp;Picture…</source>
        <translation>&amp;Bild exportieren …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;Record…</source>
        <translation>Spiel&amp;protokoll exportieren …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
</context>
<context>
    <name>RuleChoicesPage</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/rule_choices.py" line="+148"/>
        <source>Where the rules leave a question open, choose how to play it. The defaults follow the rules; each line says where its default comes from.</source>
        <translation>Wo die Regeln eine Frage offenlassen, wählt ihr, wie ihr spielt. Die Vorgaben folgen den Regeln; jede Zeile sagt, woher ihre Vorgabe stammt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chosen expansions leave no rule open.</source>
        <translation>Die gewählten Erweiterungen lassen keine Regel offen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset to the rules</source>
        <translation>Auf die &amp;Regeln zurücksetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset every rule choice to its default</source>
        <translation>Jede Regelwahl auf ihre Vorgabe zurücksetzen</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <location filename="../carc_desktop/texts/rule_texts.py" line="+25"/>
        <source>Followers per player</source>
        <translation>Gefolgsleute pro Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Builder&apos;s second tile is optional</source>
        <translation>Zweites Plättchen des Baumeisters ist freiwillig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tie at zero goods wins</source>
        <translation>Gleichstand bei null Waren gewinnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One extra follower</source>
        <translation>Ein zusätzlicher Gefolgsmann</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wainwrights after sending the only meeple</source>
        <translation>Stellmacher nach Entsenden des einzigen Gefolgsmanns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wainwrights count the Leipzig road as 2 tiles (C2)</source>
        <translation>Stellmacher zählen die Leipziger Straße als 2 Plättchen (C2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wainwrights twice for send and score</source>
        <translation>Stellmacher doppelt bei Entsenden und Werten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leipzig start arrangement</source>
        <translation>Startaufstellung von Leipzig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Road Wealth/Poverty tile</source>
        <translation>Straßenplättchen Wohlstand/Armut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monastery Wealth/Poverty tile</source>
        <translation>Klosterplättchen Wohlstand/Armut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hermit Monastery counts Leipzig</source>
        <translation>Einsiedlerkloster zählt Leipzig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coiners in the La Porxada bonus</source>
        <translation>Münzpräger im La-Porxada-Bonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surveyor tile in the La Porxada bonus</source>
        <translation>Wertungsplättchen im La-Porxada-Bonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap chosen, nothing swapped</source>
        <translation>Tausch gewählt, nichts getauscht</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How many followers each player has; automatic means 7, plus one for each expansion that adds one.</source>
        <translation>Wie viele Gefolgsleute jeder Spieler hat; automatisch heißt 7, plus einer für jede Erweiterung, die einen hinzufügt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player may decline the second tile his builder earns; off, he always takes it.</source>
        <translation>Der Spieler darf das zweite Plättchen, das sein Baumeister ihm bringt, ablehnen; aus: er nimmt es immer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When nobody has a token of a kind, everybody ties for the most and scores 10; off, a kind nobody collected scores nothing.</source>
        <translation>Hat niemand ein Plättchen einer Warensorte, liegen alle gleichauf vorn und erhalten 10 Punkte; aus: eine Sorte, die niemand gesammelt hat, bringt nichts.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every player gets one more follower (8 instead of 7), as the rulebook recommends.</source>
        <translation>Jeder Spieler erhält einen Gefolgsmann mehr (8 statt 7), wie es die Spielregel empfiehlt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A majority player who sends his only meeple from a road still takes the Wainwrights bonus for that road, since sending counts as his scoring.</source>
        <translation>Ein Spieler mit Mehrheit, der seinen einzigen Gefolgsmann von einer Straße nach Leipzig schickt, erhält trotzdem den Stellmacher-Bonus für diese Straße, denn das Entsenden gilt als seine Wertung.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With 2nd edition rules, the Wainwrights bonus counts the long road of a Leipzig tile as 2 tiles; off, it counts the road as the road scoring does (1 tile).</source>
        <translation>Mit den Regeln der 2. Edition zählt der Stellmacher-Bonus die lange Straße eines Leipziger Plättchens als 2 Plättchen; aus: er zählt sie wie die Straßenwertung (1 Plättchen).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player who sends one meeple from a road and scores it with another takes the Wainwrights bonus twice (once for each); off, once per road.</source>
        <translation>Ein Spieler, der einen Gefolgsmann von einer Straße entsendet und sie mit einem anderen wertet, erhält den Stellmacher-Bonus zweimal (für beides einmal); aus: einmal pro Straße.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where the four Leipzig tiles lie at the start: as the signposts point (west, north, east, south), or shuffled.</source>
        <translation>Wo die vier Leipziger Plättchen zu Beginn liegen: wie die Wegweiser zeigen (Westen, Norden, Osten, Süden) oder gemischt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whether the road stack&apos;s Wealth/Poverty tile gives +3 (Wealth) or -3 (Poverty) to each scorer; its printed side is not known.</source>
        <translation>Ob das Wohlstand/Armut-Plättchen des Straßenstapels jedem Wertenden +3 (Wohlstand) oder −3 (Armut) gibt; seine gedruckte Seite ist nicht bekannt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whether the monastery stack&apos;s Wealth/Poverty tile gives +3 (Wealth) or -3 (Poverty) to each scorer; its printed side is not known.</source>
        <translation>Ob das Wohlstand/Armut-Plättchen des Klosterstapels jedem Wertenden +3 (Wohlstand) oder −3 (Armut) gibt; seine gedruckte Seite ist nicht bekannt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Hermit Monastery also takes 1 point for each Leipzig quarter square around the monastery; off, only ordinary city segments count.</source>
        <translation>Das Einsiedlerkloster zieht auch für jedes Feld eines Leipziger Viertels um das Kloster 1 Punkt ab; aus: nur gewöhnliche Stadtteile zählen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A token holder with a meeple in the Coiners quarter also takes its 3 points per coat of arms when La Porxada&apos;s bonus scores his unfinished city as completed.</source>
        <translation>Ein Besitzer eines La-Porxada-Markers mit einem Gefolgsmann im Münzprägerviertel erhält auch dessen 3 Punkte pro Wappen, wenn der Bonus seine unfertige Stadt wie abgeschlossen wertet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The active Land Surveyors city tile changes the cities that La Porxada&apos;s bonus scores as completed at the end.</source>
        <translation>Das aktive Stadt-Plättchen der Landvermesser verändert die Städte, die der La-Porxada-Bonus am Ende wie abgeschlossen wertet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player who chose the swap may then swap nothing, which throws the tile&apos;s effect away; off, choosing the swap means naming two followers.</source>
        <translation>Wer den Tausch gewählt hat, darf danach nichts tauschen und verschenkt so die Wirkung des Plättchens; aus: wer tauscht, nennt zwei Gefolgsleute.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+2"/>
        <source>Wealth: +3 points</source>
        <translation>Wohlstand: +3 Punkte</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+2"/>
        <source>Poverty: -3 points</source>
        <translation>Armut: −3 Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As the signposts point</source>
        <translation>Wie die Wegweiser zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shuffled</source>
        <translation>Gemischt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A quarter&apos;s bonus counts from the moment the meeple arrives, in the same turn too.</source>
        <translation>Der Bonus eines Viertels gilt ab dem Moment, in dem der Gefolgsmann ankommt, auch im selben Zug.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>automatic</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rule text</source>
        <translation>Regeltext</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Official clarification (%1)</source>
        <translation>Offizielle Klarstellung (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Community reading</source>
        <translation>Lesart der Community</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Project decision</source>
        <translation>Entscheidung des Projekts</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Default: %1 (%2).</source>
        <translation>Vorgabe: %1 (%2).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rule choice “%1”: %2 (%3).</source>
        <translation>Regelwahl „%1“: %2 (%3).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Official clarification (%1): %2</source>
        <translation>Offizielle Klarstellung (%1): %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (default)</source>
        <translation>%1 (Vorgabe)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="+150"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Rules summary</source>
        <translation>Regelübersicht</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>On your turn, draw a tile and add it to the landscape so that it touches a tile already there along at least one edge, and every touching edge matches: city to city, road to road, field to field. A tile that fits nowhere goes back to the box and you draw again.</source>
        <translation>Ziehe in deinem Zug ein Plättchen und lege es so an die Landschaft an, dass es mit mindestens einer Kante an ein ausliegendes Plättchen grenzt und alle angrenzenden Kanten passen: Stadt an Stadt, Straße an Straße, Wiese an Wiese. Ein Plättchen, das nirgends passt, kommt zurück in die Schachtel, und du ziehst erneut.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Then you may put one follower from your supply on a road, city, monastery or field of that tile, unless the whole road, city or field it belongs to already holds a follower.</source>
        <translation>Danach darfst du einen Gefolgsmann aus deinem Vorrat auf eine Straße, eine Stadt, ein Kloster oder eine Wiese dieses Plättchens setzen, sofern auf der ganzen zugehörigen Straße, Stadt oder Wiese noch kein Gefolgsmann steht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A completed feature scores at once and its followers go back to their owners: a road 1 point per tile, a city 2 points per tile and per coat of arms, a monastery surrounded by eight tiles 9 points. The player(s) with the most followers in a feature score it; tied players all score in full.</source>
        <translation>Ein abgeschlossenes Gebiet wird sofort gewertet, und seine Gefolgsleute gehen an ihre Besitzer zurück: eine Straße 1 Punkt pro Plättchen, eine Stadt 2 Punkte pro Plättchen und Wappen, ein von acht Plättchen umgebenes Kloster 9 Punkte. Wer die meisten Gefolgsleute in einem Gebiet hat, erhält die Punkte; bei Gleichstand erhalten alle Beteiligten die vollen Punkte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When the last tile is placed, unfinished roads and cities score 1 point per tile and per coat of arms, unfinished monasteries 1 point for themselves and each neighbour, and each field 3 points per completed city it touches. The highest score wins.</source>
        <translation>Nach dem letzten Plättchen zählen unfertige Straßen und Städte 1 Punkt pro Plättchen und Wappen, unfertige Klöster 1 Punkt für sich und jedes Nachbarplättchen und jede Wiese 3 Punkte pro angrenzender abgeschlossener Stadt. Die höchste Punktzahl gewinnt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Builder: instead of a follower, put your builder on a road or city of the tile just placed that already holds one of your followers. Whenever you later extend that road or city, you play a second tile in the same turn (never a third).</source>
        <translation>Baumeister: Statt eines Gefolgsmanns setzt du deinen Baumeister auf eine Straße oder Stadt des eben gelegten Plättchens, auf der schon einer deiner Gefolgsleute steht. Immer wenn du diese Straße oder Stadt später erweiterst, legst du im selben Zug ein zweites Plättchen (nie ein drittes).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pig: put it in a field that holds one of your farmers. If you score that field at the end, each completed city is worth 4 points to you instead of 3.</source>
        <translation>Schwein: Setze es auf eine Wiese, auf der einer deiner Bauern liegt. Wertest du diese Wiese am Ende, ist jede abgeschlossene Stadt für dich 4 statt 3 Punkte wert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goods: whoever completes a city takes one token for each wine, grain or cloth symbol in it, even without a knight there. At the end, the most tokens of each kind score 10 points (ties all score).</source>
        <translation>Waren: Wer eine Stadt abschließt, nimmt für jedes Wein-, Getreide- oder Stoffsymbol darin ein Warenplättchen, auch ohne eigenen Ritter dort. Am Ende bringen die meisten Plättchen jeder Sorte 10 Punkte (bei Gleichstand erhalten alle die Punkte).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The four Leipzig tiles replace the start tile and form the city of Leipzig in the middle. Nobody can place a follower in Leipzig by the normal rules.</source>
        <translation>Die vier Leipzig-Plättchen ersetzen das Startplättchen und bilden in der Mitte die Stadt Leipzig. Nach den normalen Regeln kann niemand einen Gefolgsmann in Leipzig einsetzen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When a road connected to Leipzig (directly, or through crossroads) is completed, each player with the majority on it may send one of his followers from it into a free quarter of his choice instead of scoring; with a second follower on the road he still scores. Followers in Leipzig stay there.</source>
        <translation>Wird eine mit Leipzig verbundene Straße (direkt oder über Kreuzungen) abgeschlossen, darf jeder Spieler mit der Mehrheit auf ihr einen seiner Gefolgsleute von ihr in ein freies Viertel seiner Wahl schicken, statt zu werten; mit einem zweiten Gefolgsmann auf der Straße wertet er trotzdem. Gefolgsleute in Leipzig bleiben dort.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Quarter bonuses for later scorings: Wainwrights +1 per tile of roads you win, Coiners +3 per coat of arms in cities where you have a knight, Bookbinders +4 for every completed monastery, Tanners +2 per farmhouse and shed in the fields you win at the end.</source>
        <translation>Boni der Viertel bei späteren Wertungen: Stellmacher +1 pro Plättchen der Straßen, die du gewinnst, Münzpräger +3 pro Wappen in Städten, in denen du einen Ritter hast, Buchbinder +4 für jedes abgeschlossene Kloster, Gerber +2 pro Bauernhof und Stall auf den Wiesen, die du am Ende gewinnst.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Three stacks of scoring tiles (city, road, monastery) lie open; the top tile of each changes how completed features of its kind score during the game (for instance Siege: +1 per coat of arms; Highway: a road scores as 5 tiles).</source>
        <translation>Drei Stapel Wertungsplättchen (Stadt, Straße, Kloster) liegen offen aus; das oberste Plättchen jedes Stapels ändert, wie abgeschlossene Gebiete seiner Art während des Spiels gewertet werden (zum Beispiel Belagerung: +1 pro Wappen; Schnellstraße: eine Straße zählt wie 5 Plättchen).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After every turn in which something was scored, all three top tiles go under their stacks and the next ones apply. The final scoring ignores them. The scoreboard shows the active tiles and their effects.</source>
        <translation>Nach jedem Zug mit einer Wertung kommen alle drei obersten Plättchen unter ihre Stapel, und die nächsten gelten. Die Schlusswertung beachtet sie nicht. Die Punktetafel zeigt die aktiven Plättchen und ihre Wirkung.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whoever places La Porxada chooses at once: either swap one of his followers on the board with another player&apos;s follower (who may refuse, and then loses one of his followers for good), or the scoring bonus.</source>
        <translation>Wer La Porxada legt, wählt sofort: entweder einen seiner Gefolgsleute auf dem Spielfeld mit dem Gefolgsmann eines anderen Spielers tauschen (der ablehnen darf und dann einen seiner Gefolgsleute endgültig verliert) oder den Wertungsbonus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scoring bonus: when La Porxada&apos;s city is completed, every player with a knight in it takes a token. At the end, a token holder scores his unfinished cities as if completed (2 points per tile and per coat of arms).</source>
        <translation>Wertungsbonus: Wird die Stadt von La Porxada abgeschlossen, erhält jeder Spieler mit einem Ritter darin einen Marker. Am Ende wertet ein Markerbesitzer seine unfertigen Städte wie abgeschlossene (2 Punkte pro Plättchen und Wappen).</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>2nd edition rules (C2)</source>
        <translation>Regeln der 2. Edition (C2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd edition rules (C3)</source>
        <translation>Regeln der 3. Edition (C3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The base game</source>
        <translation>Das Grundspiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No summary of this expansion yet.</source>
        <translation>Für diese Erweiterung gibt es noch keine Zusammenfassung.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No expansion is in play.</source>
        <translation>Es wird ohne Erweiterung gespielt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rule choices of this game</source>
        <translation>Regelwahl dieser Partie</translation>
    </message>
</context>
<context>
    <name>ScoreLog</name>
    <message>
        <location filename="../carc_desktop/ui/panels/score_log.py" line="+106"/>
        <source>Score log</source>
        <translation>Wertungsprotokoll</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>Click an entry to show its feature on the board.</source>
        <translation>Klicke auf einen Eintrag, um sein Gebiet auf dem Spielfeld zu zeigen.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Score log entries</source>
        <translation>Einträge des Wertungsprotokolls</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Click to show it on the board</source>
        <translation>Klicken, um es auf dem Spielfeld zu zeigen</translation>
    </message>
</context>
<context>
    <name>ScoreRaceChart</name>
    <message>
        <location filename="../carc_desktop/ui/review/chart.py" line="+386"/>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>… and %n more scoring(s)</source>
        <translation>
            <numerusform>… und %n weitere Wertung</numerusform>
            <numerusform>… und %n weitere Wertungen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Final scoring</source>
        <translation>Schlusswertung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No scores yet</source>
        <translation>Noch keine Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score race</source>
        <translation>Punkterennen</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="-52"/>
        <source>placing a tile</source>
        <translation>legt ein Plättchen</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="-14"/>
        <source>placing a figure</source>
        <translation>setzt eine Figur ein</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>choosing the scoring order</source>
        <translation>wählt die Reihenfolge der Wertung</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="-88"/>
        <source>deciding about Leipzig</source>
        <translation>entscheidet über Leipzig</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="+2"/>
        <source>choosing a La Porxada option</source>
        <translation>wählt eine Möglichkeit von La Porxada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>answering a swap</source>
        <translation>antwortet auf einen Tausch</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>removing a follower</source>
        <translation>entfernt einen Gefolgsmann</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="-27"/>
        <source>deciding about a second tile</source>
        <translation>entscheidet über ein zweites Plättchen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>placing the builder&apos;s extra tile</source>
        <translation>legt das zusätzliche Plättchen des Baumeisters</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/panels/scoreboard.py" line="+202"/>
        <source>Scoreboard</source>
        <translation>Punktetafel</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+150"/>
        <source>Whose turn</source>
        <translation>Wer ist dran</translation>
    </message>
    <message>
        <location line="-149"/>
        <location line="+150"/>
        <source>Tiles left</source>
        <translation>Restliche Plättchen</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/the_land_surveyors.py" line="-22"/>
        <source>Land Surveyors: active tiles</source>
        <translation>Landvermesser: aktive Plättchen</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/panels/scoreboard.py" line="-111"/>
        <source>%1 (computer)</source>
        <translation>%1 (Computer)</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="+56"/>
        <source>%1 of %2</source>
        <comment>followers in supply of the total</comment>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 ready</source>
        <translation>%1 bereit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 of %3 ready</source>
        <translation>%1: %2 von %3 bereit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on the board</source>
        <translation>%1 auf dem Spielfeld</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="+139"/>
        <source>token</source>
        <translation>Marker</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n follower(s) lost</source>
        <translation>
            <numerusform>%n Gefolgsmann verloren</numerusform>
            <numerusform>%n Gefolgsleute verloren</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/panels/scoreboard.py" line="+10"/>
        <source>Game over: final scores</source>
        <translation>Spielende: Endstand</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turn %1: %2 is thinking (%3)…</source>
        <translation>Zug %1: %2 überlegt (%3) …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn %1 of %2: %3 is %4</source>
        <translation>Zug %1 von %2: %3 %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn %1: %2 is %3</source>
        <translation>Zug %1: %2 %3</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="-10"/>
        <source>Followers: %1</source>
        <translation>Gefolgsleute: %1</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="+109"/>
        <location line="+4"/>
        <source>Leipzig: %1</source>
        <translation>Leipzig: %1</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="+1"/>
        <source>La Porxada: %1</source>
        <translation>La Porxada: %1</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="+33"/>
        <source>Goods: %1</source>
        <translation>Waren: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No goods</source>
        <translation>Keine Waren</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/panels/scoreboard.py" line="-11"/>
        <source>Final scoring…</source>
        <translation>Schlusswertung…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>No game yet</source>
        <translation>Noch kein Spiel</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>to play now</source>
        <translation>jetzt am Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>winner</source>
        <translation>Sieger</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n Punkt</numerusform>
            <numerusform>%1: %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2)</source>
        <comment>player summary (state)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n hint(s) used</source>
        <translation>
            <numerusform>%n Tipp genutzt</numerusform>
            <numerusform>%n Tipps genutzt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n tile(s) left in the bag</source>
        <translation>
            <numerusform>Noch %n Plättchen im Beutel</numerusform>
            <numerusform>Noch %n Plättchen im Beutel</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/the_land_surveyors.py" line="+6"/>
        <source>City: %1 — %2</source>
        <translation>Stadt: %1 – %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Road: %1 — %2</source>
        <translation>Straße: %1 – %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monastery: %1 — %2</source>
        <translation>Kloster: %1 – %2</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="+134"/>
        <location line="+1"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation speed</source>
        <translation>Animationsgeschwindigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animationen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text si&amp;ze:</source>
        <translation>Schrift&amp;größe:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text size</source>
        <translation>Schriftgröße</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player &amp;colours:</source>
        <translation>Spieler&amp;farben:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player colours</source>
        <translation>Spielerfarben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colour-blind safe</source>
        <translation>Für Farbenblinde unterscheidbar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Colours that stay apart with red-green or blue-yellow colour blindness; every figure also shows its player&apos;s number.</source>
        <translation>Farben, die auch bei Rot-Grün- oder Blau-Gelb-Schwäche unterscheidbar bleiben; jede Figur zeigt außerdem die Nummer ihres Spielers.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the points a placement would score</source>
        <translation>Zeigen, wie viele Punkte ein Anlegen bringen würde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placement points preview</source>
        <translation>Punktevorschau beim Anlegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hovering a figure shows its whole feature and value</source>
        <translation>Beim Zeigen auf eine Figur ihr ganzes Gebiet und seinen Wert anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feature hints on hover</source>
        <translation>Gebietshinweise beim Darüberfahren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casual undo: take back your turn even after the computer has played</source>
        <translation>Großzügiges Rückgängigmachen: den eigenen Zug auch nach dem Zug des Computers zurücknehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casual undo</source>
        <translation>Großzügiges Rückgängigmachen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Number the tiles placed since your last turn</source>
        <translation>Seit deinem letzten Zug gelegte Plättchen nummerieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiles since your last turn</source>
        <translation>Plättchen seit deinem letzten Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark the spots that no tile left, or only one or two, can fill</source>
        <translation>Stellen markieren, an die kein oder nur noch ein bis zwei Plättchen passen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead and hard spots</source>
        <translation>Tote und schwere Stellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hovering a feature also says how many tiles it needs and how many fit</source>
        <translation>Beim Zeigen auf ein Gebiet auch sagen, wie viele Plättchen es braucht und wie viele passen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feature chances</source>
        <translation>Chancen eines Gebiets</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purist play: no aids, hints or previews (tournaments)</source>
        <translation>Puristisch spielen: keine Hilfen, Tipps oder Vorschauen (Turniere)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purist play</source>
        <translation>Puristisch spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switches off every aid at once; each aid keeps its own choice for later.</source>
        <translation>Schaltet alle Hilfen auf einmal aus; jede Hilfe behält ihre eigene Einstellung für später.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off (fair): with computer players, Undo stops at the last tile drawn. On: the computers play again from there, with the same tiles.</source>
        <translation>Aus (fair): Mit Computerspielern endet Rückgängig beim zuletzt gezogenen Plättchen. An: Die Computer spielen von dort aus neu, mit denselben Plättchen.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Offer hints: what the computer would do (H)</source>
        <translation>Tipps anbieten: was der Computer tun würde (H)</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Classic (as in the box)</source>
        <translation>Klassisch (wie in der Schachtel)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Hints</source>
        <translation>Tipps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switch off for competitive play: the hint action is then disabled.</source>
        <translation>Für Turnierspiele ausschalten: Tipps sind dann nicht verfügbar.</translation>
    </message>
</context>
<context>
    <name>Shell</name>
    <message>
        <location filename="../carc_desktop/ui/window/status.py" line="-33"/>
        <source>Press Ctrl+N to start a new game.</source>
        <translation>Drücke Strg+N, um ein neues Spiel zu beginnen.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game is over: %1 wins. Ctrl+N starts a new game.</source>
        <translation>Das Spiel ist zu Ende: %1 gewinnt. Strg+N beginnt ein neues Spiel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over: %1 share the victory. Ctrl+N starts a new game.</source>
        <translation>Das Spiel ist zu Ende: %1 teilen sich den Sieg. Strg+N beginnt ein neues Spiel.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (computer) is thinking…</source>
        <translation>%1 (Computer) überlegt …</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>%n Plättchen übrig</numerusform>
            <numerusform>%n Plättchen übrig</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="-67"/>
        <source>%1, place your tile: the arrow keys choose a cell, R rotates the tile, Enter places it.</source>
        <translation>%1, lege dein Plättchen: Die Pfeiltasten wählen ein Feld, R dreht das Plättchen, Enter legt es.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, place a figure: Tab or the arrow keys choose a spot, Enter places the figure, S places none.</source>
        <translation>%1, setze eine Figur ein: Tab oder die Pfeiltasten wählen einen Platz, Enter setzt die Figur ein, S setzt keine ein.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, choose which feature scores first, in the panel below the board.</source>
        <translation>%1, wähle im Bereich unter dem Spielfeld, welches Gebiet zuerst gewertet wird.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="-114"/>
        <source>%1, send a meeple to Leipzig or score the road: choose in the panel below the board.</source>
        <translation>%1, schicke einen Gefolgsmann nach Leipzig oder werte die Straße: Wähle im Bereich unter dem Spielfeld.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="-153"/>
        <source>%1, choose a La Porxada option in the panel below the board.</source>
        <translation>%1, wähle im Bereich unter dem Spielfeld eine Möglichkeit von La Porxada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, accept or refuse the swap in the panel below the board.</source>
        <translation>%1, nimm den Tausch im Bereich unter dem Spielfeld an oder lehne ihn ab.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, choose the follower that leaves the game, in the panel below the board.</source>
        <translation>%1, wähle im Bereich unter dem Spielfeld den Gefolgsmann, der das Spiel verlässt.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="-53"/>
        <source>%1, take the builder&apos;s second tile or not, in the panel below the board.</source>
        <translation>%1, nimm das zweite Plättchen des Baumeisters oder nicht: Wähle im Bereich unter dem Spielfeld.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1, the builder&apos;s extra tile (double turn): the arrow keys choose a cell, R rotates, Enter places it.</source>
        <translation>%1, das zusätzliche Plättchen des Baumeisters (Doppelzug): Pfeiltasten wählen ein Feld, R dreht, Enter legt es.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, a figure on the builder&apos;s extra tile: Tab chooses a spot, Enter places it, S places none.</source>
        <translation>%1, eine Figur auf das zusätzliche Plättchen des Baumeisters: Tab wählt einen Platz, Enter setzt sie, S setzt keine.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/status.py" line="-8"/>
        <source>%1, make your choice in the panel below the board.</source>
        <translation>%1, triff deine Wahl im Bereich unter dem Spielfeld.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/docks.py" line="+0"/>
        <source>Scoreboard</source>
        <translation>Punktetafel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score log</source>
        <translation>Wertungsprotokoll</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/status.py" line="+39"/>
        <source>What to do next</source>
        <translation>Was als Nächstes zu tun ist</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/main_window.py" line="+61"/>
        <source>There is no game.</source>
        <translation>Es läuft kein Spiel.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/file_actions.py" line="-123"/>
        <source>Save the game</source>
        <translation>Das Spiel speichern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a saved game</source>
        <translation>Ein gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*%1);;All files (*)</source>
        <translation>Gespeicherte Spiele (*%1);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/dialog_openers.py" line="+132"/>
        <source>Carcassonne for the desktop, version %1.

Plays offline against people at this computer or computer players, with Traders &amp; Builders, The Markets of Leipzig, The Land Surveyors and La Porxada. The tiles are drawn by the program itself.</source>
        <translation>Carcassonne für den Desktop, Version %1.

Spielt offline gegen Menschen an diesem Computer oder gegen Computerspieler, mit Händler &amp; Baumeister, Die Märkte von Leipzig, Die Landvermesser und La Porxada. Die Plättchen zeichnet das Programm selbst.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About</source>
        <translation>Über</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/play/hover_hints.py" line="+159"/>
        <source>%1 %2</source>
        <comment>player name, signed points</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Placing it here scores at once: %1.</source>
        <translation>Hier angelegt bringt es sofort: %1.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Placing it here scores nothing at once.</source>
        <translation>Hier angelegt bringt es sofort nichts.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/panels/final_hold.py" line="+40"/>
        <location filename="../carc_desktop/ui/window/status.py" line="+8"/>
        <source>The final scoring, step by step…</source>
        <translation>Die Schlusswertung, Schritt für Schritt…</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/statistics_dialog.py" line="+95"/>
        <source>Won / played</source>
        <translation>Gewonnen / gespielt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>People only</source>
        <translation>Nur Menschen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Base game</source>
        <translation>Grundspiel</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n finished game(s) kept, %1 won.</source>
        <translation>
            <numerusform>%n beendete Partie aufbewahrt, %1 gewonnen.</numerusform>
            <numerusform>%n beendete Partien aufbewahrt, %1 gewonnen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-55"/>
        <source>Clear History</source>
        <translation>Verlauf löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete every finished game kept on this computer? Their statistics go with them; unfinished games stay.</source>
        <translation>Alle auf diesem Computer aufbewahrten beendeten Partien löschen? Ihre Statistik geht mit ihnen verloren; nicht beendete Partien bleiben.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>No finished game is kept yet: statistics come from the games kept on this computer.</source>
        <translation>Noch keine beendete Partie aufbewahrt: Die Statistik stammt aus den auf diesem Computer aufbewahrten Partien.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n saved game(s) could not be read and are left out.</source>
        <translation>
            <numerusform>%n gespeichertes Spiel war nicht lesbar und bleibt außen vor.</numerusform>
            <numerusform>%n gespeicherte Spiele waren nicht lesbar und bleiben außen vor.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear &amp;History…</source>
        <translation>&amp;Verlauf löschen …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean score:</source>
        <translation>Durchschnittliche Punkte:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score:</source>
        <translation>Beste Punktzahl:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest road scored:</source>
        <translation>Längste gewertete Straße:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Biggest city scored:</source>
        <translation>Größte gewertete Stadt:</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <location line="+2"/>
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n Plättchen</numerusform>
            <numerusform>%n Plättchen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Against the &amp;computer:</source>
        <translation>Gegen den &amp;Computer:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By &amp;expansions:</source>
        <translation>Nach &amp;Erweiterungen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expansions</source>
        <translation>Erweiterungen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games against each computer level</source>
        <translation>Partien gegen jede Computerstufe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games with each mix of expansions</source>
        <translation>Partien mit jeder Mischung von Erweiterungen</translation>
    </message>
</context>
<context>
    <name>SurveyorToast</name>
    <message>
        <location filename="../carc_desktop/ui/expansions/surveyor_toast.py" line="+45"/>
        <source>Cities: %1</source>
        <translation>Städte: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roads: %1</source>
        <translation>Straßen: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monasteries: %1</source>
        <translation>Klöster: %1</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>New Land Surveyors tiles</source>
        <translation>Neue Wertungsplättchen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Click to close</source>
        <translation>Zum Schließen klicken</translation>
    </message>
</context>
<context>
    <name>TileNames</name>
    <message>
        <location filename="../carc_desktop/art/leipzig_art.py" line="+35"/>
        <source>Wainwrights</source>
        <translation>Stellmacher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tanners</source>
        <translation>Gerber</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coiners</source>
        <translation>Münzpräger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bookbinders</source>
        <translation>Buchbinder</translation>
    </message>
</context>
<context>
    <name>TileTray</name>
    <message>
        <location filename="../carc_desktop/ui/panels/tile_tray.py" line="+51"/>
        <source>Tile to place</source>
        <translation>Zu legendes Plättchen</translation>
    </message>
    <message>
        <location line="+179"/>
        <source>Rotate anticlockwise (Shift+R)</source>
        <translation>Gegen den Uhrzeigersinn drehen (Umschalt+R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate clockwise (R)</source>
        <translation>Im Uhrzeigersinn drehen (R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate anticlockwise</source>
        <translation>Gegen den Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag the tile onto the board. Wheel, right click or R rotates it.</source>
        <translation>Ziehe das Plättchen auf das Spielfeld. Mausrad, Rechtsklick oder R drehen es.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your tile</source>
        <translation>Dein Plättchen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tile in play</source>
        <translation>Plättchen im Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tile placed</source>
        <translation>Plättchen gelegt</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>%n Plättchen übrig</numerusform>
            <numerusform>%n Plättchen übrig</numerusform>
        </translation>
    </message>
    <message>
        <location line="-49"/>
        <location filename="../carc_desktop/ui/play/decision_panel.py" line="+4"/>
        <source>Rotate clockwise</source>
        <translation>Im Uhrzeigersinn drehen</translation>
    </message>
</context>
</TS>
