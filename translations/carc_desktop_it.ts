<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT" sourcelanguage="en">
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
            <translation>Piazza qui un seguace</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/board/art.py" line="143" />
            <source>Place a farmer here</source>
            <translation>Piazza qui un contadino</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/board/art.py" line="144" />
            <source>Place your builder here</source>
            <translation>Piazza qui il tuo costruttore</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/board/art.py" line="145" />
            <source>Place your pig here</source>
            <translation>Piazza qui il tuo maiale</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/board/view.py" line="114" />
            <source>Board</source>
            <extracomment>Our drag-and-drop MIME type; the payload is JSON {"tile": id, "rotation": r, "token": n}. On-screen size (px) a tile is zoomed up to when figures are to be placed on it. A short message for the status bar / toast (e.g. why a drop was refused). The cursor cell changed (None when hidden); the prompt enables "Place here" from it. The zoom factor changed. Height (px) covered by overlays at the bottom of the view (the prompt). The view (transform, centre) before an automatic close-up for placing a figure.</extracomment>
            <translation>Tabellone</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/board/view.py" line="422" />
            <source>Choose a cell first: click a highlighted cell or use the arrow keys.</source>
            <translation>Scegli prima una casella: fai clic su una casella evidenziata o usa i tasti freccia.</translation>
        </message>
    </context>
    <context>
        <name>Common</name>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="31" />
            <source>Red</source>
            <extracomment>The six Traders &amp; Builders colours, in the engine's order.</extracomment>
            <translation>Rosso</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="32" />
            <source>Blue</source>
            <translation>Blu</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="33" />
            <source>Green</source>
            <translation>Verde</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="34" />
            <source>Yellow</source>
            <translation>Giallo</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="35" />
            <source>Black</source>
            <translation>Nero</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="36" />
            <source>Grey</source>
            <translation>Grigio</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="73" />
            <source>Random</source>
            <translation>Casuale</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="74" />
            <source>Greedy</source>
            <translation>Avido</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="75" />
            <source>Easy</source>
            <translation>Facile</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="76" />
            <source>Normal</source>
            <translation>Normale</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="77" />
            <source>Hard</source>
            <translation>Difficile</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="80" />
            <source>plays any legal move</source>
            <translation>gioca una mossa legale qualsiasi</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="81" />
            <source>takes the most points right now</source>
            <translation>prende subito il maggior numero di punti</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="82" />
            <source>a beginner: likes points, looks at part of the board</source>
            <translation>un principiante: ama i punti, guarda solo una parte del tavolo</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="83" />
            <source>weighs every placement and figure by its expected worth</source>
            <translation>valuta ogni piazzamento e ogni pedina secondo il valore atteso</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="84" />
            <source>looks ahead over the tiles that may come</source>
            <translation>prevede le tessere che potrebbero arrivare</translation>
        </message>
    </context>
    <context>
        <name>DecisionPanel</name>
        <message>
            <location filename="../carc_desktop/ui/decision_panel.py" line="121" />
            <source>Game over</source>
            <extracomment>Widest the prompt gets (px). Cells to highlight while a choice is hovered (empty list: none). Buttons that are not moves. The buttons of the moves on offer, by move (tests press them).</extracomment>
            <translation>Partita finita</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/decision_panel.py" line="125" />
            <source>New game</source>
            <translation>Nuova partita</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/decision_panel.py" line="134" />
            <source>%1 is thinking…</source>
            <translation>%1 sta pensando…</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/decision_panel.py" line="144" />
            <source>↻ Rotate</source>
            <translation>↻ Ruota</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/decision_panel.py" line="146" />
            <source>Place here</source>
            <translation>Piazza qui</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/decision_panel.py" line="153" />
            <source>Click one of the %n marker(s) on the tile you just placed, or place no figure.</source>
            <translation>
                <numerusform>Fai clic sull'indicatore della tessera appena piazzata, oppure non piazzare alcuna pedina.</numerusform>
                <numerusform>Fai clic su uno dei %n indicatori della tessera appena piazzata, oppure non piazzare alcuna pedina.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/decision_panel.py" line="157" />
            <source>No figure can be placed on this tile.</source>
            <translation>Su questa tessera non si può piazzare alcuna pedina.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/decision_panel.py" line="160" />
            <source>No figure (S)</source>
            <translation>Nessuna pedina (S)</translation>
        </message>
    </context>
    <context>
        <name>EndOfGameDialog</name>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="205" />
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="206" />
            <source>Final scoring</source>
            <extracomment>The players want another game with the same setup.</extracomment>
            <translation>Punteggio finale</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="207" />
            <source>Final scoring, step by step:</source>
            <translation>Punteggio finale, passo dopo passo:</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="208" />
            <source>Final scoring steps</source>
            <translation>Passi del punteggio finale</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="209" />
            <source>&amp;Next step</source>
            <translation>Passo &amp;successivo</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="210" />
            <source>Show the next final scoring</source>
            <translation>Mostra il punteggio finale successivo</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="211" />
            <source>Show &amp;all</source>
            <translation>Mostra &amp;tutto</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="212" />
            <source>Show every final scoring and the results</source>
            <translation>Mostra tutti i punteggi finali e i risultati</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="213" />
            <source>Points by player and category</source>
            <translation>Punti per giocatore e categoria</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="214" />
            <source>&amp;Play again</source>
            <translation>&amp;Gioca ancora</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="215" />
            <source>Play again with the same players and rules</source>
            <translation>Gioca ancora con gli stessi giocatori e le stesse regole</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="272" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="273" />
            <source>Scores so far: %1</source>
            <translation>Punteggi finora: %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="219" />
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="284" />
            <source>Total</source>
            <translation>Totale</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="323" />
            <source>%1 wins with %n point(s)!</source>
            <translation>
                <numerusform>%1 vince con %n punto!</numerusform>
                <numerusform>%1 vince con %n punti!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="325" />
            <source>%1 share the victory with %n point(s) each!</source>
            <translation>
                <numerusform>%1 condividono la vittoria con %n punto ciascuno!</numerusform>
                <numerusform>%1 condividono la vittoria con %n punti ciascuno!</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="42" />
            <source>Roads</source>
            <extracomment>Categories in table order. Always shown, even at 0.</extracomment>
            <translation>Strade</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="43" />
            <source>Cities</source>
            <translation>Città</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="44" />
            <source>Monasteries</source>
            <translation>Monasteri</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="45" />
            <source>Fields</source>
            <translation>Prati</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="46" />
            <source>Goods</source>
            <translation>Merci</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="47" />
            <source>Leipzig bonuses</source>
            <translation>Bonus di Leipzig</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="48" />
            <source>La Porxada</source>
            <translation>La Porxada</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="49" />
            <source>Land Surveyors</source>
            <translation>Agrimensori</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="50" />
            <source>Other</source>
            <translation>Altro</translation>
        </message>
    </context>
    <context>
        <name>ErrorText</name>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="26" />
            <source>Technical details: %1</source>
            <translation>Dettagli tecnici: %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="36" />
            <source>the north side</source>
            <translation>il lato nord</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="37" />
            <source>the east side</source>
            <translation>il lato est</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="38" />
            <source>the south side</source>
            <translation>il lato sud</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="39" />
            <source>the west side</source>
            <translation>il lato ovest</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="44" />
            <source>no edge</source>
            <translation>nessun lato</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="49" />
            <source>You have no follower left.</source>
            <translation>Non hai più seguaci.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="50" />
            <source>You have no builder left.</source>
            <translation>Non hai più il costruttore a disposizione.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="51" />
            <source>You have no pig left.</source>
            <translation>Non hai più il maiale a disposizione.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="52" />
            <source>You have no figure of that kind left.</source>
            <translation>Non hai più pedine di questo tipo.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="57" />
            <source>That road is already occupied.</source>
            <translation>Questa strada è già occupata.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="58" />
            <source>That city is already occupied.</source>
            <translation>Questa città è già occupata.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="59" />
            <source>That field is already occupied.</source>
            <translation>Questo prato è già occupato.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="60" />
            <source>That monastery is already occupied.</source>
            <translation>Questo monastero è già occupato.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="61" />
            <source>That feature is already occupied.</source>
            <translation>Questa zona è già occupata.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="69" />
            <source>The game is over.</source>
            <translation>La partita è finita.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="71" />
            <source>That is not the decision asked for now.</source>
            <translation>Non è la decisione richiesta ora.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="73" />
            <source>There is nothing to undo.</source>
            <translation>Non c'è nulla da annullare.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="75" />
            <source>That cell is already taken.</source>
            <translation>Questa casella è già occupata.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="77" />
            <source>A tile must touch a tile already on the board.</source>
            <translation>Una tessera deve toccare una tessera già sul tabellone.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="79" />
            <source>A tile can only be turned in quarter turns.</source>
            <translation>Una tessera si può ruotare solo di un quarto di giro alla volta.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="81" />
            <source>The tile does not fit there: %1 (%2) does not match the neighbouring tile (%3).</source>
            <translation>La tessera non si adatta lì: %1 (%2) non combacia con la tessera vicina (%3).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="85" />
            <source>The rules of %1 do not allow this tile there.</source>
            <translation>Le regole dell'espansione «%1» non consentono questa tessera lì.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="90" />
            <source>The tile just placed has no such feature.</source>
            <translation>La tessera appena piazzata non ha questa zona.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="94" />
            <source>That figure may not go there now.</source>
            <translation>Questa pedina ora non può andare lì.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="96" />
            <source>There is no such follower on the board.</source>
            <translation>Questo seguace non è sul tabellone.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="97" />
            <source>That choice is not allowed now.</source>
            <translation>Questa scelta ora non è consentita.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="106" />
            <source>A game needs 2 to 6 players, not %1.</source>
            <translation>Una partita richiede da 2 a 6 giocatori, non %1.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="108" />
            <source>Unknown rules edition “%1”.</source>
            <translation>Edizione delle regole sconosciuta: «%1».</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="110" />
            <source>Unknown expansion “%1”.</source>
            <translation>Espansione sconosciuta: «%1».</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="112" />
            <source>Unknown rule option “%1”.</source>
            <translation>Opzione di regola sconosciuta: «%1».</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="114" />
            <source>The rule option “%1” has an invalid value (%2).</source>
            <translation>L'opzione di regola «%1» ha un valore non valido (%2).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="117" />
            <source>Each player needs 1 to 20 followers, not %1.</source>
            <translation>Ogni giocatore deve avere da 1 a 20 seguaci, non %1.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="119" />
            <source>Tile “%1” (draw %2) is not in the chosen tile sets.</source>
            <translation>La tessera «%1» (estrazione %2) non fa parte dei set di tessere scelti.</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/error_text.py" line="123" />
            <source>The box holds only %n tile(s) “%1”; draw %2 is one too many.</source>
            <translation>
                <numerusform>La scatola contiene solo %n tessera «%1»; l'estrazione %2 è di troppo.</numerusform>
                <numerusform>La scatola contiene solo %n tessere «%1»; l'estrazione %2 è di troppo.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="125" />
            <source>These settings cannot start a game.</source>
            <translation>Con queste impostazioni non si può iniziare una partita.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="143" />
            <source>The file does not exist; it may have been moved or deleted.</source>
            <translation>Il file non esiste; forse è stato spostato o eliminato.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="146" />
            <source>That is a folder, not a saved game.</source>
            <translation>È una cartella, non una partita salvata.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="147" />
            <source>The file cannot be read (no permission, or a disk error).</source>
            <translation>Il file non può essere letto (permessi mancanti o errore del disco).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="149" />
            <source>The file is %1 MB, far larger than any saved game (the limit is %2 MB), so it was not read.</source>
            <translation>Il file è di %1 MB, molto più grande di qualsiasi partita salvata (il limite è %2 MB), quindi non è stato letto.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="152" />
            <source>The file is empty.</source>
            <translation>Il file è vuoto.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="154" />
            <source>The file is not text (invalid byte at position %1): it is not a saved game, or it is damaged.</source>
            <translation>Il file non è testo (byte non valido alla posizione %1): non è una partita salvata, oppure è danneggiato.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="157" />
            <source>The file is cut short: it ends in the middle of the game record, probably because it was not written completely.</source>
            <translation>Il file è troncato: finisce a metà della registrazione della partita, probabilmente perché non è stato scritto per intero.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="160" />
            <source>The file is not a saved game (it is not valid JSON).</source>
            <translation>Il file non è una partita salvata (non è JSON valido).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="162" />
            <source>The file was refused for safety: its content is far outside what a saved game holds.</source>
            <translation>Il file è stato rifiutato per sicurezza: il suo contenuto va ben oltre ciò che contiene una partita salvata.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="165" />
            <source>The file is JSON, but not a carc-desktop game record.</source>
            <translation>Il file è JSON, ma non una registrazione di partita di carc-desktop.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="167" />
            <source>The file was saved by a newer version of carc-desktop (record version %1; this version reads version %2). Update carc-desktop to open it.</source>
            <translation>Il file è stato salvato da una versione più recente di carc-desktop (versione della registrazione %1; questa versione legge la versione %2). Aggiorna carc-desktop per aprirlo.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="174" />
            <source>The file names an unknown tile “%1”: the file is damaged or was made by a newer version.</source>
            <translation>Il file nomina una tessera sconosciuta «%1»: il file è danneggiato o è stato creato da una versione più recente.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="171" />
            <source>The game record has no valid version number (this version reads version %1).</source>
            <translation>La registrazione della partita non ha un numero di versione valido (questa versione legge la versione %1).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="177" />
            <source>The game record is damaged.</source>
            <translation>La registrazione della partita è danneggiata.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="181" />
            <source>Decision %1 of %2 in the game record is malformed: the file is damaged.</source>
            <translation>La decisione %1 di %2 nella registrazione è malformata: il file è danneggiato.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="183" />
            <source>Decision %1 of %2 in the game record breaks the rules: the file is damaged or was edited.</source>
            <translation>La decisione %1 di %2 nella registrazione viola le regole: il file è danneggiato o è stato modificato.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="190" />
            <source>The game could not be replayed because of an error in carc-desktop.</source>
            <translation>La partita non è stata ricostruita a causa di un errore in carc-desktop.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="192" />
            <source>The file cannot be opened.</source>
            <translation>Il file non può essere aperto.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="210" />
            <source>Cannot open “%1”.</source>
            <translation>Impossibile aprire «%1».</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="210" />
            <source>Cannot open this game.</source>
            <translation>Impossibile aprire questa partita.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="226" />
            <source>Cannot save “%1”: the game could not be written as a record. The previous file is unchanged.</source>
            <translation>Impossibile salvare «%1»: la partita non è stata scritta come registrazione. Il file precedente è invariato.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="229" />
            <source>Cannot save “%1”: the file could not be written. The previous file is unchanged.</source>
            <translation>Impossibile salvare «%1»: il file non è stato scritto. Il file precedente è invariato.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="231" />
            <source>The game could not be saved.</source>
            <translation>Non è stato possibile salvare la partita.</translation>
        </message>
    </context>
    <context>
        <name>EventText</name>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="63" />
            <source>%n tile(s)</source>
            <translation>
                <numerusform>%n tessera</numerusform>
                <numerusform>%n tessere</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="67" />
            <source>%n coat(s) of arms</source>
            <translation>
                <numerusform>%n stemma</numerusform>
                <numerusform>%n stemmi</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="74" />
            <source>nobody</source>
            <translation>nessuno</translation>
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
            <translation>%1 e %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="90" />
            <source>Player %1</source>
            <translation>Giocatore %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="95" />
            <source>road</source>
            <translation>strada</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="96" />
            <source>city</source>
            <translation>città</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="97" />
            <source>monastery</source>
            <translation>monastero</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="98" />
            <source>field</source>
            <translation>prato</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="99" />
            <source>goods</source>
            <translation>merci</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="100" />
            <source>Leipzig quarter</source>
            <translation>quartiere di Leipzig</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="107" />
            <source>follower</source>
            <translation>seguace</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="108" />
            <source>farmer</source>
            <translation>contadino</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="109" />
            <source>builder</source>
            <translation>costruttore</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="110" />
            <source>pig</source>
            <translation>maiale</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="117" />
            <source>wine</source>
            <translation>vino</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="118" />
            <source>grain</source>
            <translation>grano</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="119" />
            <source>cloth</source>
            <translation>stoffa</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="126" />
            <source>%n wine token(s)</source>
            <translation>
                <numerusform>%n segnalino vino</numerusform>
                <numerusform>%n segnalini vino</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="128" />
            <source>%n grain token(s)</source>
            <translation>
                <numerusform>%n segnalino grano</numerusform>
                <numerusform>%n segnalini grano</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="130" />
            <source>%n cloth token(s)</source>
            <translation>
                <numerusform>%n segnalino stoffa</numerusform>
                <numerusform>%n segnalini stoffa</numerusform>
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
            <translation>quartiere dei Carradori</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="137" />
            <source>Tanners' quarter</source>
            <translation>quartiere dei Conciatori</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="138" />
            <source>Coiners' quarter</source>
            <translation>quartiere dei Coniatori</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="139" />
            <source>Bookbinders' quarter</source>
            <translation>quartiere dei Rilegatori</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="146" />
            <source>Traders &amp; Builders</source>
            <translation>Mercanti &amp; Costruttori</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="147" />
            <source>The Markets of Leipzig</source>
            <translation>I mercati di Leipzig</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="148" />
            <source>The Land Surveyors</source>
            <translation>Gli Agrimensori</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="149" />
            <source>La Porxada</source>
            <translation>La Porxada</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="157" />
            <source>Citizens' Jury</source>
            <translation>Giuria cittadina</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="158" />
            <source>Bad Neighbourhood</source>
            <translation>Quartiere malfamato</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="159" />
            <source>Siege</source>
            <translation>Assedio</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="160" />
            <location filename="../carc_desktop/ui/event_text.py" line="239" />
            <source>Wealth</source>
            <translation>Ricchezza</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="161" />
            <location filename="../carc_desktop/ui/event_text.py" line="241" />
            <source>Poverty</source>
            <translation>Povertà</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="162" />
            <source>Street Fair</source>
            <translation>Festa di strada</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="163" />
            <source>Highway</source>
            <translation>Superstrada</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="164" />
            <source>Peasant Uprising</source>
            <translation>Rivolta contadina</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="165" />
            <source>Hermit Monastery</source>
            <translation>Eremo</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="166" />
            <source>Pilgrimage Route</source>
            <translation>Via dei pellegrini</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="171" />
            <source>Wealth or Poverty</source>
            <translation>Ricchezza o povertà</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="193" />
            <source>every player with a knight in a completed city scores it, majority or not</source>
            <translation>ogni giocatore con un cavaliere in una città completata ne ottiene i punti, con o senza maggioranza</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="195" />
            <source>tiles that add only a small city cap to a completed city score nothing</source>
            <translation>le tessere che aggiungono solo una piccola punta di città a una città completata non valgono nulla</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="197" />
            <source>each coat of arms in a completed city is worth 1 more point</source>
            <translation>ogni stemma in una città completata vale 1 punto in più</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="198" />
            <source>a completed road scores 2 points per tile</source>
            <translation>una strada completata vale 2 punti per tessera</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="200" />
            <source>a completed road scores as 5 tiles, whatever its length</source>
            <translation>una strada completata conta come 5 tessere, qualunque sia la sua lunghezza</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="202" />
            <source>road tiles showing a farmhouse score nothing</source>
            <translation>le tessere strada con una fattoria non valgono nulla</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="204" />
            <source>a completed monastery scores 1 point less for each of its 9 tiles showing a city</source>
            <translation>un monastero completato vale 1 punto in meno per ognuna delle sue 9 tessere con una città</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="206" />
            <source>a completed monastery scores 1 more point for each of its 9 tiles showing a road</source>
            <translation>un monastero completato vale 1 punto in più per ognuna delle sue 9 tessere con una strada</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="215" />
            <source>each player scoring a completed city gets %n more point(s)</source>
            <translation>
                <numerusform>ogni giocatore che ottiene punti per una città completata riceve %n punto in più</numerusform>
                <numerusform>ogni giocatore che ottiene punti per una città completata riceve %n punti in più</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="217" />
            <source>each player scoring a completed city gets %n point(s) less</source>
            <translation>
                <numerusform>ogni giocatore che ottiene punti per una città completata riceve %n punto in meno</numerusform>
                <numerusform>ogni giocatore che ottiene punti per una città completata riceve %n punti in meno</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="221" />
            <source>each player scoring a completed road gets %n more point(s)</source>
            <translation>
                <numerusform>ogni giocatore che ottiene punti per una strada completata riceve %n punto in più</numerusform>
                <numerusform>ogni giocatore che ottiene punti per una strada completata riceve %n punti in più</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="223" />
            <source>each player scoring a completed road gets %n point(s) less</source>
            <translation>
                <numerusform>ogni giocatore che ottiene punti per una strada completata riceve %n punto in meno</numerusform>
                <numerusform>ogni giocatore che ottiene punti per una strada completata riceve %n punti in meno</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="228" />
            <source>each player scoring a completed monastery gets %n more point(s)</source>
            <translation>
                <numerusform>ogni giocatore che ottiene punti per un monastero completato riceve %n punto in più</numerusform>
                <numerusform>ogni giocatore che ottiene punti per un monastero completato riceve %n punti in più</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="230" />
            <source>each player scoring a completed monastery gets %n point(s) less</source>
            <translation>
                <numerusform>ogni giocatore che ottiene punti per un monastero completato riceve %n punto in meno</numerusform>
                <numerusform>ogni giocatore che ottiene punti per un monastero completato riceve %n punti in meno</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="259" />
            <source>an unfinished road of %n tile(s)</source>
            <translation>
                <numerusform>una strada incompleta di %n tessera</numerusform>
                <numerusform>una strada incompleta di %n tessere</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="260" />
            <source>a completed road of %n tile(s)</source>
            <translation>
                <numerusform>una strada completata di %n tessera</numerusform>
                <numerusform>una strada completata di %n tessere</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="265" />
            <source>an unfinished city of %1 with %2</source>
            <translation>una città incompleta di %1 con %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="267" />
            <source>a completed city of %1 with %2</source>
            <translation>una città completata di %1 con %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="270" />
            <source>an unfinished city of %n tile(s)</source>
            <translation>
                <numerusform>una città incompleta di %n tessera</numerusform>
                <numerusform>una città incompleta di %n tessere</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="271" />
            <source>a completed city of %n tile(s)</source>
            <translation>
                <numerusform>una città completata di %n tessera</numerusform>
                <numerusform>una città completata di %n tessere</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="274" />
            <source>an unfinished monastery with %n tile(s) around and under it</source>
            <translation>
                <numerusform>un monastero incompleto con %n tessera (compresa la sua)</numerusform>
                <numerusform>un monastero incompleto con %n tessere intorno (compresa la sua)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="276" />
            <source>a completed monastery</source>
            <translation>un monastero completato</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="278" />
            <source>a field next to %n completed city(ies)</source>
            <translation>
                <numerusform>un prato accanto a %n città completata</numerusform>
                <numerusform>un prato accanto a %n città completate</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="281" />
            <source>an unfinished %1</source>
            <translation>%1 (incompleto)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="282" />
            <source>a completed %1</source>
            <translation>%1 (completato)</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="288" />
            <source>%1 loses %n point(s) (%2).</source>
            <translation>
                <numerusform>%1 perde %n punto (%2).</numerusform>
                <numerusform>%1 perde %n punti (%2).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="291" />
            <source>%1 gets %n more point(s) from the Wainwrights' quarter.</source>
            <translation>
                <numerusform>%1 riceve %n punto in più dal quartiere dei Carradori.</numerusform>
                <numerusform>%1 riceve %n punti in più dal quartiere dei Carradori.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="293" />
            <source>%1 gets %n more point(s) from the Coiners' quarter.</source>
            <translation>
                <numerusform>%1 riceve %n punto in più dal quartiere dei Coniatori.</numerusform>
                <numerusform>%1 riceve %n punti in più dal quartiere dei Coniatori.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="295" />
            <source>%1 gets %n more point(s) from the Bookbinders' quarter.</source>
            <translation>
                <numerusform>%1 riceve %n punto in più dal quartiere dei Rilegatori.</numerusform>
                <numerusform>%1 riceve %n punti in più dal quartiere dei Rilegatori.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="297" />
            <source>%1 gets %n more point(s) from the Tanners' quarter.</source>
            <translation>
                <numerusform>%1 riceve %n punto in più dal quartiere dei Conciatori.</numerusform>
                <numerusform>%1 riceve %n punti in più dal quartiere dei Conciatori.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="299" />
            <source>%1 gets %n more point(s) for the pig.</source>
            <translation>
                <numerusform>%1 riceve %n punto in più per il maiale.</numerusform>
                <numerusform>%1 riceve %n punti in più per il maiale.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="301" />
            <source>%1 gets %n more point(s) for the La Porxada token.</source>
            <translation>
                <numerusform>%1 riceve %n punto in più per il segnalino La Porxada.</numerusform>
                <numerusform>%1 riceve %n punti in più per il segnalino La Porxada.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="303" />
            <source>%1 gets %n more point(s) (%2).</source>
            <translation>
                <numerusform>%1 riceve %n punto in più (%2).</numerusform>
                <numerusform>%1 riceve %n punti in più (%2).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="320" />
            <source>Land Surveyors tile %1 applies: %2.</source>
            <translation>Si applica la tessera Agrimensori %1: %2.</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="323" />
            <source>Each Leipzig road counts as one tile: the road counts %n tile(s).</source>
            <translation>
                <numerusform>Ogni strada di Leipzig conta come una tessera: la strada conta %n tessera.</numerusform>
                <numerusform>Ogni strada di Leipzig conta come una tessera: la strada conta %n tessere.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="329" />
            <source>%n farmhouse(s)</source>
            <translation>
                <numerusform>%n fattoria</numerusform>
                <numerusform>%n fattorie</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="331" />
            <source>%n shed(s)</source>
            <translation>
                <numerusform>%n stalla</numerusform>
                <numerusform>%n stalle</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="333" />
            <source>The Tanners count %1 in this field.</source>
            <translation>I Conciatori contano %1 in questo prato.</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="347" />
            <source>%1 has the most %2 tokens and scores %n point(s).</source>
            <translation>
                <numerusform>%1 ha più segnalini %2 di tutti e ottiene %n punto.</numerusform>
                <numerusform>%1 ha più segnalini %2 di tutti e ottiene %n punti.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="349" />
            <source>%1 share the most %2 tokens and score %n point(s) each.</source>
            <translation>
                <numerusform>%1 hanno lo stesso numero massimo di segnalini %2 e ottengono %n punto ciascuno.</numerusform>
                <numerusform>%1 hanno lo stesso numero massimo di segnalini %2 e ottengono %n punti ciascuno.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="352" />
            <source>Nobody wins the %1 tokens.</source>
            <translation>Nessuno vince i segnalini %1.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="356" />
            <source>Nobody scores %1.</source>
            <translation>Nessuno ottiene punti per %1.</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="358" />
            <source>%1 scores %n point(s) for %2.</source>
            <translation>
                <numerusform>%1 ottiene %n punto per %2.</numerusform>
                <numerusform>%1 ottiene %n punti per %2.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="360" />
            <source>%1 score %n point(s) each for %2.</source>
            <translation>
                <numerusform>%1 ottengono %n punto ciascuno per %2.</numerusform>
                <numerusform>%1 ottengono %n punti ciascuno per %2.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="386" />
            <source>The game is over.</source>
            <translation>La partita è finita.</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="389" />
            <source>The game is over: %1 wins with %n point(s).</source>
            <translation>
                <numerusform>La partita è finita: %1 vince con %n punto.</numerusform>
                <numerusform>La partita è finita: %1 vince con %n punti.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="391" />
            <source>The game is over: %1 share the victory with %n point(s) each.</source>
            <translation>
                <numerusform>La partita è finita: %1 condividono la vittoria con %n punto ciascuno.</numerusform>
                <numerusform>La partita è finita: %1 condividono la vittoria con %n punti ciascuno.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="403" />
            <source>%1 takes %2 from the completed city.</source>
            <translation>%1 prende %2 dalla città completata.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="410" />
            <source>%1's builder earns a second tile this turn.</source>
            <comment>%1 is a player's name</comment>
            <translation>Il costruttore di %1 gli fa giocare una seconda tessera in questo turno.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="412" />
            <source>%1 declines the builder's second tile.</source>
            <translation>%1 rinuncia alla seconda tessera del costruttore.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="417" />
            <source>%1 takes back the %2: no follower of theirs is left with it.</source>
            <translation>%1 riprende il suo %2: nessun suo seguace vi rimane.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="422" />
            <source>Tile %1 fits nowhere: it goes back to the box and %2 draws again.</source>
            <translation>La tessera %1 non si può piazzare da nessuna parte: torna nella scatola e %2 pesca di nuovo.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="431" />
            <source>%1 sends a meeple from the completed road to the %2 and still scores the road with the others.</source>
            <translation>%1 manda un meeple dalla strada completata nel %2 e ottiene comunque i punti della strada con gli altri.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="433" />
            <source>%1 sends a meeple from the completed road to the %2 instead of scoring it.</source>
            <translation>%1 manda un meeple dalla strada completata nel %2 invece di ottenerne i punti.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="438" />
            <source>%1 keeps the meeple on the road and scores it normally.</source>
            <translation>%1 lascia il meeple sulla strada e ne ottiene i punti normalmente.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="444" />
            <source>New Land Surveyors tiles: %1 for cities, %2 for roads, %3 for monasteries.</source>
            <translation>Nuove tessere Agrimensori: %1 per le città, %2 per le strade, %3 per i monasteri.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="454" />
            <source>%1 chooses the La Porxada scoring bonus.</source>
            <translation>%1 sceglie il bonus di punteggio di La Porxada.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="455" />
            <source>%1 asks %2 to swap two followers (La Porxada).</source>
            <translation>%1 chiede a %2 di scambiare due seguaci (La Porxada).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="462" />
            <source>%1 accepts: the two followers change places.</source>
            <translation>%1 accetta: i due seguaci si scambiano di posto.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="463" />
            <source>%1 refuses the swap and must give up a follower.</source>
            <translation>%1 rifiuta lo scambio e deve rinunciare a un seguace.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="469" />
            <source>%1 removes a follower from the supply for good.</source>
            <translation>%1 toglie definitivamente un seguace dalla sua riserva.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="470" />
            <source>%1 removes a follower from the board for good.</source>
            <translation>%1 toglie definitivamente un seguace dal tabellone.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="476" />
            <source>La Porxada's city is completed without knights: nobody takes a token.</source>
            <translation>La città di La Porxada è completata senza cavalieri: nessuno prende un segnalino.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="478" />
            <source>%1 takes a La Porxada token.</source>
            <translation>%1 prende un segnalino La Porxada.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="479" />
            <source>%1 each take a La Porxada token.</source>
            <translation>%1 prendono ciascuno un segnalino La Porxada.</translation>
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
                <numerusform>%1: %n punto.</numerusform>
                <numerusform>%1: %n punti.</numerusform>
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
                <numerusform>Strada completata di %n tessera</numerusform>
                <numerusform>Strada completata di %n tessere</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/feature_info.py" line="91" />
            <source>Unfinished road of %n tile(s)</source>
            <translation>
                <numerusform>Strada incompleta di %n tessera</numerusform>
                <numerusform>Strada incompleta di %n tessere</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/feature_info.py" line="95" />
            <source>Completed city of %n tile(s)</source>
            <translation>
                <numerusform>Città completata di %n tessera</numerusform>
                <numerusform>Città completata di %n tessere</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/feature_info.py" line="98" />
            <source>Unfinished city of %n tile(s)</source>
            <translation>
                <numerusform>Città incompleta di %n tessera</numerusform>
                <numerusform>Città incompleta di %n tessere</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/feature_info.py" line="102" />
            <source>Completed city of %1 with %2</source>
            <translation>Città completata di %1 con %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/feature_info.py" line="105" />
            <source>Unfinished city of %1 with %2</source>
            <translation>Città incompleta di %1 con %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/feature_info.py" line="108" />
            <source>Monastery with %n of 9 tiles</source>
            <translation>
                <numerusform>Monastero con %n tessera su 9</numerusform>
                <numerusform>Monastero con %n tessere su 9</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/feature_info.py" line="110" />
            <source>Field next to %n completed city(ies)</source>
            <translation>
                <numerusform>Prato accanto a %n città completata</numerusform>
                <numerusform>Prato accanto a %n città completate</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/feature_info.py" line="116" />
            <source>%1: worth %n point(s), nobody holds it.</source>
            <translation>
                <numerusform>%1: vale %n punto, non è di nessuno.</numerusform>
                <numerusform>%1: vale %n punti, non è di nessuno.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/feature_info.py" line="118" />
            <source>%1: worth %n point(s) now to %2.</source>
            <translation>
                <numerusform>%1: ora vale %n punto per %2.</numerusform>
                <numerusform>%1: ora vale %n punti per %2.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FileActions</name>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="200" />
            <source>No recent games</source>
            <translation>Nessuna partita recente</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="227" />
            <source>&amp;Clear the List</source>
            <translation>&amp;Svuota l'elenco</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="260" />
            <location filename="../carc_desktop/ui/file_actions.py" line="366" />
            <source>Cannot continue the last game</source>
            <translation>Impossibile continuare l'ultima partita</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="264" />
            <source>The last game is over: there is nothing to continue.</source>
            <translation>L'ultima partita è finita: non c'è nulla da continuare.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="268" />
            <source>Continued from the backup</source>
            <translation>Continuata dalla copia di riserva</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="269" />
            <location filename="../carc_desktop/ui/file_actions.py" line="405" />
            <source>The last game continues.</source>
            <translation>L'ultima partita continua.</translation>
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
            <translation>gioco base</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="291" />
            <source>%1: %2 (%3, finished)</source>
            <comment>date: players and scores (expansions)</comment>
            <translation>%1: %2 (%3, finita)</translation>
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
            <translation>La partita è finita.</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/file_actions.py" line="301" />
            <source>Turn %1, %n tile(s) left.</source>
            <translation>
                <numerusform>Turno %1, %n tessera rimasta.</numerusform>
                <numerusform>Turno %1, %n tessere rimaste.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="306" />
            <source>The autosaved game is damaged and cannot be resumed.

%1</source>
            <translation>La partita salvata automaticamente è danneggiata e non può essere ripresa.

%1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="310" />
            <source>The last autosave is damaged; the copy written one decision earlier was used.</source>
            <translation>L'ultimo salvataggio automatico è danneggiato; è stata usata la copia scritta una decisione prima.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="315" />
            <source>The game of %1 is not finished (turn %2). Do you want to continue it?</source>
            <translation>La partita di %1 non è finita (turno %2). Vuoi continuarla?</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="351" />
            <source>Continue the last game?</source>
            <translation>Continuare l'ultima partita?</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="325" />
            <source>There is nothing to redo.</source>
            <extracomment>Engine refusal codes that say less than the controller's own reason for the same move. Played by ``carc_desktop.ai`` instead of a person at this computer. AI level passed to ``choose_move`` (meaningful only for computer players). Top-level record key with who plays each seat (docs/record-format.md, "Seats"). Anything about the game changed (a move, an undo, a new game): redraw. A new tile waits to be placed (engine ``TileType``). Score events (engine ``Event`` of type ``score``) of the move just played. A new turn began; the argument is the player index. A decision is pending; the argument is the step kind (``place``, ``deploy``, ...). An intent was refused; the argument says why, in a short translated sentence. The tray tile's preview rotation (quarter turns clockwise). A computer player started (True) or stopped (False) thinking. A new game (or a loaded one) replaced the previous game. The game could not be autosaved; the argument is a translated sentence saying why. Writes the record after every decision (None: no autosave). Minimum time a computer move takes, so people can follow it.</extracomment>
            <translation>Non c'è nulla da ripetere.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="453" />
            <source>The game could not be autosaved (%1). Save it with Ctrl+S to be safe.</source>
            <translation>Non è stato possibile salvare automaticamente la partita (%1). Salvala con Ctrl+S per sicurezza.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="82" />
            <source>Player %1</source>
            <translation>Giocatore %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="274" />
            <source>There is no tile to place now.</source>
            <translation>Ora non c'è nessuna tessera da piazzare.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="286" />
            <source>You cannot put a figure there now.</source>
            <translation>Ora non puoi piazzare una pedina lì.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="295" />
            <source>This decision cannot be skipped.</source>
            <translation>Questa decisione non si può saltare.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="302" />
            <source>That choice is not allowed now.</source>
            <translation>Questa scelta ora non è consentita.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="309" />
            <source>There is nothing to undo.</source>
            <translation>Non c'è nulla da annullare.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="392" />
            <source>The game is over.</source>
            <translation>La partita è finita.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="395" />
            <source>Please wait: %1 is thinking.</source>
            <translation>Attendi: %1 sta pensando.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="410" />
            <source>The tile does not fit there this way round: rotate it (R).</source>
            <translation>La tessera non si adatta lì in questo verso: ruotala (R).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="534" />
            <source>it chose an illegal move</source>
            <translation>ha scelto una mossa non valida</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="535" />
            <source>The computer player failed (%1); it plays the first legal move.</source>
            <translation>Il giocatore computer ha avuto un errore (%1); gioca la prima mossa valida.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="175" />
            <source>The game is over.</source>
            <translation>La partita è finita.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="295" />
            <source>Game over</source>
            <translation>Partita finita</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="297" />
            <source>Turn %1</source>
            <translation>Turno %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="251" />
            <source>Carcassonne</source>
            <translation>Carcassonne</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="253" />
            <source>Tile</source>
            <translation>Tessera</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="253" />
            <source>Players</source>
            <translation>Giocatori</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="258" />
            <source>&amp;Game</source>
            <translation>&amp;Partita</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="258" />
            <source>&amp;View</source>
            <translation>&amp;Visualizza</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="264" />
            <source>&amp;New Game</source>
            <translation>&amp;Nuova partita</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="265" />
            <source>&amp;Undo</source>
            <translation>&amp;Annulla</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="266" />
            <source>&amp;Quit</source>
            <translation>&amp;Esci</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="267" />
            <source>Zoom &amp;In</source>
            <translation>&amp;Ingrandisci</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="268" />
            <source>Zoom &amp;Out</source>
            <translation>&amp;Riduci</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="269" />
            <source>Zoom to &amp;Fit</source>
            <translation>&amp;Adatta alla finestra</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/main_window.py" line="293" />
            <source>%n tile(s) left</source>
            <translation>
                <numerusform>%n tessera rimasta</numerusform>
                <numerusform>%n tessere rimaste</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="87" />
            <source>&amp;New Game…</source>
            <extracomment>Game &gt; Open Recent (filled by the shell when it is about to show).</extracomment>
            <translation>&amp;Nuova partita…</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="87" />
            <source>Choose players and rules for a new game</source>
            <translation>Scegli giocatori e regole per una nuova partita</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="88" />
            <source>&amp;Open…</source>
            <translation>&amp;Apri…</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="88" />
            <source>Open a saved game</source>
            <translation>Apri una partita salvata</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="89" />
            <source>&amp;Continue Last Game</source>
            <translation>Continua l'&amp;ultima partita</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="89" />
            <source>Go back to the game that was autosaved</source>
            <translation>Torna alla partita salvata automaticamente</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="90" />
            <source>&amp;Save</source>
            <translation>&amp;Salva</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="90" />
            <source>Save the game</source>
            <translation>Salva la partita</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="91" />
            <source>Save &amp;As…</source>
            <translation>Sal&amp;va con nome…</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="91" />
            <source>Save the game in a new file</source>
            <translation>Salva la partita in un nuovo file</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="92" />
            <source>&amp;Undo</source>
            <translation>Annu&amp;lla</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="92" />
            <source>Take back your last decision</source>
            <translation>Ritira la tua ultima decisione</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="93" />
            <source>&amp;Redo</source>
            <translation>&amp;Ripeti</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="93" />
            <source>Play again the decision you took back</source>
            <translation>Rigioca la decisione che hai ritirato</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="94" />
            <source>Se&amp;ttings…</source>
            <translation>&amp;Impostazioni…</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="94" />
            <source>Language, animations and hints</source>
            <translation>Lingua, animazioni e suggerimenti</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="95" />
            <source>&amp;Quit</source>
            <translation>&amp;Esci</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="95" />
            <source>Close the game</source>
            <translation>Chiudi il gioco</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="96" />
            <source>Zoom &amp;In</source>
            <translation>&amp;Ingrandisci</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="96" />
            <source>Show the board larger</source>
            <translation>Mostra il tabellone più grande</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="97" />
            <source>Zoom &amp;Out</source>
            <translation>&amp;Riduci</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="97" />
            <source>Show more of the board</source>
            <translation>Mostra una parte più ampia del tabellone</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="98" />
            <source>&amp;Fit the Board</source>
            <translation>&amp;Adatta il tabellone</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="98" />
            <source>Show the whole board</source>
            <translation>Mostra tutto il tabellone</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="99" />
            <source>F&amp;ull Screen</source>
            <translation>Sc&amp;hermo intero</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="99" />
            <source>Use the whole screen</source>
            <translation>Usa tutto lo schermo</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="100" />
            <source>Go to the &amp;Board</source>
            <translation>Vai al &amp;tabellone</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="100" />
            <source>Move the keyboard focus to the board</source>
            <translation>Sposta il focus della tastiera sul tabellone</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="101" />
            <source>Go to the S&amp;coreboard</source>
            <translation>Vai al &amp;segnapunti</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="102" />
            <source>Move the keyboard focus to the scoreboard</source>
            <translation>Sposta il focus della tastiera sul segnapunti</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="103" />
            <source>Go to the Score &amp;Log</source>
            <translation>Vai al re&amp;gistro dei punti</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="103" />
            <source>Move the keyboard focus to the score log</source>
            <translation>Sposta il focus della tastiera sul registro dei punti</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="104" />
            <source>&amp;Tiles Left…</source>
            <translation>&amp;Tessere rimaste…</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="104" />
            <source>The tiles still in the bag</source>
            <translation>Le tessere ancora nel sacchetto</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="105" />
            <source>&amp;Rules…</source>
            <translation>&amp;Regole…</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="105" />
            <source>A summary of the rules in play</source>
            <translation>Un riassunto delle regole in gioco</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="106" />
            <source>&amp;About…</source>
            <translation>&amp;Informazioni…</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="106" />
            <source>About this game</source>
            <translation>Informazioni su questo gioco</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="112" />
            <source>&amp;Game</source>
            <translation>&amp;Partita</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="112" />
            <source>Open &amp;Recent</source>
            <translation>Apri re&amp;cente</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="112" />
            <source>&amp;View</source>
            <translation>&amp;Visualizza</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="113" />
            <source>&amp;Help</source>
            <translation>&amp;Aiuto</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="227" />
            <location filename="../carc_desktop/ui/menus.py" line="232" />
            <source>There is nothing to undo.</source>
            <extracomment>history length -&gt; (bag_pos, decider) seen in that state</extracomment>
            <translation>Non c'è nulla da annullare.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="235" />
            <source>A new tile has been drawn since: with computer players in the game, moves before a draw cannot be taken back.</source>
            <translation>Nel frattempo è stata pescata una nuova tessera: con giocatori computer in partita, le mosse precedenti a una pesca non si possono ritirare.</translation>
        </message>
    </context>
    <context>
        <name>MoveLabels</name>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="24" />
            <source>Wainwrights</source>
            <translation>Carradori</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="25" />
            <source>Tanners</source>
            <translation>Conciatori</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="26" />
            <source>Coiners</source>
            <translation>Coniatori</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="27" />
            <source>Bookbinders</source>
            <translation>Rilegatori</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="49" />
            <source>the %1 at (%2, %3)</source>
            <translation>%1 in (%2, %3)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="52" />
            <source>one from your supply</source>
            <translation>uno dalla tua riserva</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="59" />
            <source>Place the tile at (%1, %2), turned %3°</source>
            <translation>Piazza la tessera in (%1, %2), ruotata di %3°</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="69" />
            <source>Put a %1 on the %2</source>
            <translation>Piazza un %1: %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="75" />
            <source>No figure this turn</source>
            <translation>Nessuna pedina in questo turno</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="76" />
            <source>Skip</source>
            <translation>Salta</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="80" />
            <source>Score the %1 at (%2, %3) first</source>
            <translation>Assegna prima i punti: %1 in (%2, %3)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="89" />
            <source>Score the road normally</source>
            <translation>Assegna i punti della strada normalmente</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="90" />
            <source>Send a meeple to the %1 quarter</source>
            <translation>Manda un meeple nel quartiere dei %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="94" />
            <source>%1: score the road normally</source>
            <translation>%1: assegna i punti della strada normalmente</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="95" />
            <source>%1: send a meeple to the %2 quarter</source>
            <translation>%1: manda un meeple nel quartiere dei %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="102" />
            <source>Take the Porxada bonus token</source>
            <translation>Prendi il segnalino bonus della Porxada</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="113" />
            <source>Swap your follower on %1 with %2's on %3</source>
            <translation>Scambia il tuo seguace (%1) con quello di %2 (%3)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="121" />
            <source>Accept the swap</source>
            <translation>Accetta lo scambio</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="122" />
            <source>Refuse (and lose a follower)</source>
            <translation>Rifiuta (e perdi un seguace)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="128" />
            <source>Remove a follower from your supply</source>
            <translation>Togli un seguace dalla tua riserva</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="129" />
            <source>Remove your follower on %1</source>
            <translation>Togli il tuo seguace (%1)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="134" />
            <source>Take the builder's second tile</source>
            <translation>Prendi la seconda tessera del costruttore</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="135" />
            <source>Decline the second tile</source>
            <translation>Rinuncia alla seconda tessera</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="145" />
            <source>yes</source>
            <translation>sì</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="145" />
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="178" />
            <source>%1, place your tile</source>
            <translation>%1, piazza la tua tessera</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="179" />
            <source>%1, place a figure?</source>
            <translation>%1, piazzi una pedina?</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="180" />
            <source>%1, which feature scores first?</source>
            <translation>%1, quale elemento conta per primo?</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="181" />
            <source>%1, send a meeple to Leipzig?</source>
            <translation>%1, mandi un meeple a Leipzig?</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="182" />
            <source>%1, La Porxada: choose an option</source>
            <translation>%1, La Porxada: scegli un'opzione</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="183" />
            <source>%1, answer the Porxada swap</source>
            <translation>%1, rispondi allo scambio della Porxada</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="184" />
            <source>%1, which follower leaves the game?</source>
            <translation>%1, quale seguace lascia la partita?</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="185" />
            <source>%1, take a second tile?</source>
            <translation>%1, prendi una seconda tessera?</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="187" />
            <source>%1, decide: %2</source>
            <translation>%1, decidi: %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="193" />
            <source>Drag the tile onto a highlighted cell, or click a cell and press Enter. R rotates.</source>
            <translation>Trascina la tessera su una casella evidenziata, oppure fai clic su una casella e premi Invio. R la ruota.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="196" />
            <source>Click a marker on the tile you just placed, or place no figure.</source>
            <translation>Fai clic su un indicatore della tessera appena piazzata, oppure non piazzare alcuna pedina.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="198" />
            <source>A completed road leads to Leipzig: send one of your meeples from it into a quarter, or let the road score normally.</source>
            <translation>Una strada completata porta a Leipzig: manda uno dei tuoi meeple da quella strada in un quartiere, oppure lascia che la strada dia punti normalmente.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="201" />
            <source>Several features were completed and the order matters.</source>
            <translation>Sono stati completati più elementi e l'ordine conta.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="71" />
            <source>Followers per player</source>
            <translation>Seguaci per giocatore</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="72" />
            <source>Ask before taking the builder's second tile</source>
            <translation>Chiedi prima di prendere la seconda tessera del costruttore</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="73" />
            <source>One extra follower for every player</source>
            <translation>Un seguace in più per ogni giocatore</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="74" />
            <source>Wainwrights' bonus even when a player sent his only meeple</source>
            <translation>Bonus dei Carradori anche se il giocatore ha mandato il suo unico meeple</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="75" />
            <source>Road Wealth/Poverty tile</source>
            <translation>Tessera Ricchezza/Povertà delle strade</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="76" />
            <source>Monastery Wealth/Poverty tile</source>
            <translation>Tessera Ricchezza/Povertà dei monasteri</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="83" />
            <source>Wealth: +3 points</source>
            <translation>Ricchezza: +3 punti</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="83" />
            <source>Poverty: -3 points</source>
            <translation>Povertà: −3 punti</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="106" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="132" />
            <source>Automatic</source>
            <extracomment>The QLabel in front of the editor in its form (None for a check box).</extracomment>
            <translation>Automatico</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="173" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="205" />
            <source>Player %1 colour</source>
            <translation>Colore del giocatore %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="177" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="206" />
            <source>Player %1 name</source>
            <translation>Nome del giocatore %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="180" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="207" />
            <source>Person</source>
            <translation>Persona</translation>
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
            <translation>Il giocatore %1 è giocato da</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="189" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="217" />
            <source>Player %1 computer level</source>
            <translation>Livello del computer del giocatore %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="253" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="396" />
            <source>New Game</source>
            <extracomment>Emitted on accept with the chosen :class:`GameSetup`.</extracomment>
            <translation>Nuova partita</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="254" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="397" />
            <source>New game</source>
            <translation>Nuova partita</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="269" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="398" />
            <source>Players</source>
            <translation>Giocatori</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="272" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="399" />
            <source>&amp;Number of players:</source>
            <translation>&amp;Numero di giocatori:</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="276" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="400" />
            <source>Number of players</source>
            <translation>Numero di giocatori</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="284" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="401" />
            <source>Colour</source>
            <translation>Colore</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="284" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="401" />
            <source>Name</source>
            <translation>Nome</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="284" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="401" />
            <source>Played by</source>
            <translation>Giocato da</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="284" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="401" />
            <source>Level</source>
            <translation>Livello</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="296" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="407" />
            <source>Rules</source>
            <translation>Regole</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="300" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="408" />
            <source>2nd edition (C2)</source>
            <translation>2ª edizione (C2)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="300" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="408" />
            <source>3rd edition (C3)</source>
            <translation>3ª edizione (C3)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="303" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="412" />
            <source>Edition</source>
            <translation>Edizione</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="304" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="413" />
            <source>&amp;Edition:</source>
            <translation>&amp;Edizione:</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="323" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="416" />
            <source>Expansions</source>
            <translation>Espansioni</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="356" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="420" />
            <source>random</source>
            <translation>casuale</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="358" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="421" />
            <source>Seed (empty for a random game)</source>
            <translation>Seme (vuoto per una partita casuale)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="359" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="422" />
            <source>&amp;Seed:</source>
            <translation>&amp;Seme:</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="374" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="423" />
            <source>&amp;Start game</source>
            <translation>&amp;Inizia la partita</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="376" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="424" />
            <source>&amp;Defaults</source>
            <translation>&amp;Predefiniti</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="377" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="425" />
            <source>Restore the default setup</source>
            <translation>Ripristina la configurazione predefinita</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="454" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="498" />
            <source>Player %1</source>
            <translation>Giocatore %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="526" />
            <source>Two players have the same name; please give each a different name.</source>
            <translation>Due giocatori hanno lo stesso nome; dai a ciascuno un nome diverso.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="530" />
            <source>These rules cannot start a game: %1</source>
            <translation>Con queste regole non si può iniziare una partita: %1</translation>
        </message>
    </context>
    <context>
        <name>RemainingTilesDialog</name>
        <message>
            <location filename="../carc_desktop/ui/dialogs/remaining_tiles_dialog.py" line="72" />
            <location filename="../carc_desktop/ui/dialogs/remaining_tiles_dialog.py" line="73" />
            <source>Tiles left in the bag</source>
            <translation>Tessere rimaste nel sacchetto</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/dialogs/remaining_tiles_dialog.py" line="75" />
            <source>%n tile(s) left in the bag.</source>
            <translation>
                <numerusform>Resta %n tessera nel sacchetto.</numerusform>
                <numerusform>Restano %n tessere nel sacchetto.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/remaining_tiles_dialog.py" line="76" />
            <source>Remaining tiles by type</source>
            <translation>Tessere rimaste per tipo</translation>
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
            <translation>Gioco base</translation>
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
                <numerusform>%1: ne resta %n</numerusform>
                <numerusform>%1: ne restano %n</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="136" />
            <source>Rules</source>
            <translation>Regole</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="137" />
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="138" />
            <source>Rules summary</source>
            <translation>Riassunto delle regole</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="20" />
            <source>On your turn, draw a tile and add it to the landscape so that it touches a tile already there along at least one edge, and every touching edge matches: city to city, road to road, field to field. A tile that fits nowhere goes back to the box and you draw again.</source>
            <translation>Nel tuo turno pesca una tessera e aggiungila al paesaggio in modo che tocchi con almeno un lato una tessera già presente e che ogni lato a contatto combaci: città con città, strada con strada, prato con prato. Una tessera che non si può piazzare da nessuna parte torna nella scatola e peschi di nuovo.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="24" />
            <source>Then you may put one follower from your supply on a road, city, monastery or field of that tile, unless the whole road, city or field it belongs to already holds a follower.</source>
            <translation>Poi puoi piazzare un seguace dalla tua riserva su una strada, una città, un monastero o un prato di quella tessera, a meno che l'intera strada, città o prato a cui appartiene non abbia già un seguace.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="27" />
            <source>A completed feature scores at once and its followers go back to their owners: a road 1 point per tile, a city 2 points per tile and per coat of arms, a monastery surrounded by eight tiles 9 points. The player(s) with the most followers in a feature score it; tied players all score in full.</source>
            <translation>Un elemento completato dà subito punti e i suoi seguaci tornano ai proprietari: una strada 1 punto per tessera, una città 2 punti per tessera e per stemma, un monastero circondato da otto tessere 9 punti. Il giocatore o i giocatori con più seguaci nell'elemento ne ottengono i punti; in caso di parità tutti ottengono i punti pieni.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="31" />
            <source>When the last tile is placed, unfinished roads and cities score 1 point per tile and per coat of arms, unfinished monasteries 1 point for themselves and each neighbour, and each field 3 points per completed city it touches. The highest score wins.</source>
            <translation>Dopo l'ultima tessera, strade e città incomplete valgono 1 punto per tessera e per stemma, i monasteri incompleti 1 punto per sé e per ogni tessera vicina e ogni prato 3 punti per ogni città completata che tocca. Vince il punteggio più alto.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="41" />
            <source>Builder: instead of a follower, put your builder on a road or city of the tile just placed that already holds one of your followers. Whenever you later extend that road or city, you play a second tile in the same turn (never a third).</source>
            <translation>Costruttore: invece di un seguace, piazza il tuo costruttore su una strada o città della tessera appena piazzata dove c'è già uno dei tuoi seguaci. Ogni volta che in seguito estendi quella strada o città, giochi una seconda tessera nello stesso turno (mai una terza).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="45" />
            <source>Pig: put it in a field that holds one of your farmers. If you score that field at the end, each completed city is worth 4 points to you instead of 3.</source>
            <translation>Maiale: piazzalo in un prato dove c'è uno dei tuoi contadini. Se alla fine ottieni i punti di quel prato, ogni città completata ti vale 4 punti invece di 3.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="47" />
            <source>Goods: whoever completes a city takes one token for each wine, grain or cloth symbol in it, even without a knight there. At the end, the most tokens of each kind score 10 points (ties all score).</source>
            <translation>Merci: chi completa una città prende un segnalino per ogni simbolo di vino, grano o stoffa che contiene, anche senza avervi un cavaliere. Alla fine, chi ha più segnalini di ogni tipo ottiene 10 punti (in caso di parità li ottengono tutti).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="53" />
            <source>The four Leipzig tiles replace the start tile and form the city of Leipzig in the middle. Nobody can place a follower in Leipzig by the normal rules.</source>
            <translation>Le quattro tessere di Leipzig sostituiscono la tessera iniziale e formano al centro la città di Leipzig. Nessuno può piazzare un seguace a Leipzig con le regole normali.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="55" />
            <source>When a road connected to Leipzig (directly, or through crossroads) is completed, each player with the majority on it may send one of his followers from it into a free quarter of his choice instead of scoring; with a second follower on the road he still scores. Followers in Leipzig stay there.</source>
            <translation>Quando si completa una strada collegata a Leipzig (direttamente o attraverso incroci), ogni giocatore con la maggioranza su di essa può mandare uno dei suoi seguaci da quella strada in un quartiere libero a sua scelta invece di ottenere i punti; con un secondo seguace sulla strada ottiene comunque i punti. I seguaci a Leipzig vi restano.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="59" />
            <source>Quarter bonuses for later scorings: Wainwrights +1 per tile of roads you win, Coiners +3 per coat of arms in cities where you have a knight, Bookbinders +4 for every completed monastery, Tanners +2 per farmhouse and shed in the fields you win at the end.</source>
            <translation>Bonus dei quartieri nei punteggi successivi: Carradori +1 per tessera delle strade che vinci, Coniatori +3 per stemma nelle città dove hai un cavaliere, Rilegatori +4 per ogni monastero completato, Conciatori +2 per fattoria e stalla nei prati che vinci alla fine.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="66" />
            <source>Three stacks of scoring tiles (city, road, monastery) lie open; the top tile of each changes how completed features of its kind score during the game (for instance Siege: +1 per coat of arms; Highway: a road scores as 5 tiles).</source>
            <translation>Tre pile di tessere punteggio (città, strada, monastero) sono scoperte; la tessera in cima a ciascuna cambia il modo in cui gli elementi completati del suo tipo danno punti durante la partita (per esempio Assedio: +1 per stemma; Superstrada: una strada conta come 5 tessere).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="69" />
            <source>After every turn in which something was scored, all three top tiles go under their stacks and the next ones apply. The final scoring ignores them. The scoreboard shows the active tiles and their effects.</source>
            <translation>Dopo ogni turno in cui si sono ottenuti punti, le tre tessere in cima vanno sotto le rispettive pile e si applicano le successive. Il punteggio finale le ignora. Il segnapunti mostra le tessere attive e i loro effetti.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="75" />
            <source>Whoever places La Porxada chooses at once: either swap one of his followers on the board with another player's follower (who may refuse, and then loses one of his followers for good), or the scoring bonus.</source>
            <translation>Chi piazza La Porxada sceglie subito: o scambiare uno dei suoi seguaci sul tabellone con il seguace di un altro giocatore (che può rifiutare, perdendo però definitivamente uno dei suoi seguaci), oppure il bonus di punteggio.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="78" />
            <source>Scoring bonus: when La Porxada's city is completed, every player with a knight in it takes a token. At the end, a token holder scores his unfinished cities as if completed (2 points per tile and per coat of arms).</source>
            <translation>Bonus di punteggio: quando la città di La Porxada è completata, ogni giocatore con un cavaliere al suo interno prende un segnalino. Alla fine, chi ha un segnalino conta le sue città incomplete come se fossero completate (2 punti per tessera e per stemma).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="87" />
            <source>yes</source>
            <translation>sì</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="87" />
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="96" />
            <source>2nd edition rules (C2)</source>
            <translation>Regole della 2ª edizione (C2)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="97" />
            <source>3rd edition rules (C3)</source>
            <translation>Regole della 3ª edizione (C3)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="99" />
            <source>The base game</source>
            <translation>Il gioco base</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="101" />
            <source>No summary of this expansion yet.</source>
            <translation>Non c'è ancora un riassunto di questa espansione.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="104" />
            <source>No expansion is in play.</source>
            <translation>Nessuna espansione è in gioco.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="112" />
            <source>Rule options of this game</source>
            <translation>Opzioni di regola di questa partita</translation>
        </message>
    </context>
    <context>
        <name>ScoreLog</name>
        <message>
            <location filename="../carc_desktop/ui/panels/score_log.py" line="71" />
            <source>Score log</source>
            <extracomment>The cells of the feature an entry is about (list of (x, y)); empty = clear. The events shown, one per line (compared by identity with ``game.events``).</extracomment>
            <translation>Registro dei punti</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/score_log.py" line="72" />
            <source>Click an entry to show its feature on the board.</source>
            <translation>Fai clic su una voce per mostrarne l'elemento sul tabellone.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/score_log.py" line="73" />
            <source>Score log entries</source>
            <translation>Voci del registro dei punti</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/score_log.py" line="127" />
            <source>Click to show it on the board</source>
            <translation>Fai clic per mostrarlo sul tabellone</translation>
        </message>
    </context>
    <context>
        <name>ScorePanel</name>
        <message>
            <location filename="../carc_desktop/ui/score_panel.py" line="84" />
            <source>builder</source>
            <translation>costruttore</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/score_panel.py" line="86" />
            <source>pig</source>
            <translation>maiale</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/score_panel.py" line="106" />
            <source>(computer)</source>
            <translation>(computer)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/score_panel.py" line="112" />
            <source>Final scores</source>
            <translation>Punteggi finali</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/score_panel.py" line="115" />
            <source>Turn %1 — %2 to play</source>
            <translation>Turno %1 — tocca a %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/score_panel.py" line="82" />
            <source>%n follower(s)</source>
            <translation>
                <numerusform>%n seguace</numerusform>
                <numerusform>%n seguaci</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Scoreboard</name>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="51" />
            <source>placing a tile</source>
            <translation>sta piazzando una tessera</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="52" />
            <source>placing a figure</source>
            <translation>sta piazzando una pedina</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="53" />
            <source>choosing the scoring order</source>
            <translation>sta scegliendo l'ordine dei punteggi</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="54" />
            <source>deciding about Leipzig</source>
            <translation>sta decidendo per Leipzig</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="55" />
            <source>choosing a La Porxada option</source>
            <translation>sta scegliendo un'opzione di La Porxada</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="56" />
            <source>answering a swap</source>
            <translation>sta rispondendo a uno scambio</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="57" />
            <source>removing a follower</source>
            <translation>sta togliendo un seguace</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="58" />
            <source>deciding about a second tile</source>
            <translation>sta decidendo per una seconda tessera</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="155" />
            <source>Scoreboard</source>
            <translation>Segnapunti</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="156" />
            <source>Whose turn</source>
            <translation>Di chi è il turno</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="157" />
            <source>Tiles left</source>
            <translation>Tessere rimaste</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="158" />
            <source>Land Surveyors: active tiles</source>
            <translation>Agrimensori: tessere attive</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="208" />
            <source>%1 (computer)</source>
            <translation>%1 (computer)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="213" />
            <source>%1 of %2</source>
            <comment>followers in supply of the total</comment>
            <translation>%1 su %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="222" />
            <source>%1 ready</source>
            <translation>%1 pronto</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="224" />
            <source>%1 %2 of %3 ready</source>
            <translation>%1: %2 su %3 pronti</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="226" />
            <source>%1 on the board</source>
            <translation>%1 sul tabellone</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="238" />
            <source>token</source>
            <translation>segnalino</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="241" />
            <source>%n follower(s) lost</source>
            <translation>
                <numerusform>%n seguace perso</numerusform>
                <numerusform>%n seguaci persi</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="246" />
            <source>yes</source>
            <translation>sì</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="246" />
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="256" />
            <source>Game over: final scores</source>
            <translation>Partita finita: punteggi finali</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="261" />
            <source>Turn %1: %2 is thinking (%3)…</source>
            <translation>Turno %1: %2 sta pensando (%3)…</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="264" />
            <source>Turn %1 of %2: %3 is %4</source>
            <translation>Turno %1 di %2: %3 %4</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="266" />
            <source>Turn %1: %2 is %3</source>
            <translation>Turno %1: %2 %3</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="271" />
            <source>Followers: %1</source>
            <translation>Seguaci: %1</translation>
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
            <translation>Merci: %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="287" />
            <source>No goods</source>
            <translation>Nessuna merce</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="293" />
            <source>No game yet</source>
            <translation>Nessuna partita per ora</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="321" />
            <source>to play now</source>
            <translation>di turno</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="323" />
            <source>winner</source>
            <translation>vincitore</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="324" />
            <source>%1: %n point(s)</source>
            <translation>
                <numerusform>%1: %n punto</numerusform>
                <numerusform>%1: %n punti</numerusform>
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
                <numerusform>%n tessera rimasta nel sacchetto</numerusform>
                <numerusform>%n tessere rimaste nel sacchetto</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="351" />
            <source>City: %1 — %2</source>
            <translation>Città: %1 — %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="352" />
            <source>Road: %1 — %2</source>
            <translation>Strada: %1 — %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="353" />
            <source>Monastery: %1 — %2</source>
            <translation>Monastero: %1 — %2</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="81" />
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="82" />
            <source>Settings</source>
            <extracomment>Language codes offered (choosing one switches the language at once: ``carc_desktop.i18n``). Each language in its own name (not translated on purpose). The settings were saved (the shell applies them).</extracomment>
            <translation>Impostazioni</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="83" />
            <source>Language</source>
            <translation>Lingua</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="84" />
            <source>&amp;Language:</source>
            <translation>&amp;Lingua:</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="85" />
            <source>Animation speed</source>
            <translation>Velocità delle animazioni</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="86" />
            <source>Off</source>
            <translation>Disattivate</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="86" />
            <source>Fast</source>
            <translation>Veloce</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="86" />
            <source>Normal</source>
            <translation>Normale</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="86" />
            <source>Slow</source>
            <translation>Lenta</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="89" />
            <source>&amp;Animations:</source>
            <translation>&amp;Animazioni:</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="90" />
            <source>Show the points a placement would score</source>
            <translation>Mostra i punti che darebbe un piazzamento</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="91" />
            <source>Placement points preview</source>
            <translation>Anteprima dei punti del piazzamento</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="92" />
            <source>Hovering a figure shows its whole feature and value</source>
            <translation>Passando sopra una pedina se ne mostrano l'elemento intero e il valore</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="93" />
            <source>Feature hints on hover</source>
            <translation>Suggerimenti sugli elementi al passaggio</translation>
        </message>
    </context>
    <context>
        <name>Shell</name>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="55" />
            <source>Press Ctrl+N to start a new game.</source>
            <translation>Premi Ctrl+N per iniziare una nuova partita.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="60" />
            <source>The game is over: %1 wins. Ctrl+N starts a new game.</source>
            <translation>La partita è finita: vince %1. Ctrl+N inizia una nuova partita.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="61" />
            <source>The game is over: %1 share the victory. Ctrl+N starts a new game.</source>
            <translation>La partita è finita: %1 condividono la vittoria. Ctrl+N inizia una nuova partita.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="67" />
            <source>%1 (computer) is thinking…</source>
            <translation>%1 (computer) sta pensando…</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="70" />
            <source>%1, place your tile: the arrow keys choose a cell, R rotates the tile, Enter places it.</source>
            <translation>%1, piazza la tua tessera: i tasti freccia scelgono una casella, R ruota la tessera, Invio la piazza.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="71" />
            <source>%1, place a figure: Tab or the arrow keys choose a spot, Enter places the figure, S places none.</source>
            <translation>%1, piazza una pedina: Tab o i tasti freccia scelgono un punto, Invio piazza la pedina, S non ne piazza nessuna.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="73" />
            <source>%1, choose which feature scores first, in the panel below the board.</source>
            <translation>%1, scegli nel pannello sotto il tabellone quale elemento conta per primo.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="74" />
            <source>%1, send a meeple to Leipzig or score the road: choose in the panel below the board.</source>
            <translation>%1, manda un meeple a Leipzig o ottieni i punti della strada: scegli nel pannello sotto il tabellone.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="75" />
            <source>%1, choose a La Porxada option in the panel below the board.</source>
            <translation>%1, scegli un'opzione di La Porxada nel pannello sotto il tabellone.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="76" />
            <source>%1, accept or refuse the swap in the panel below the board.</source>
            <translation>%1, accetta o rifiuta lo scambio nel pannello sotto il tabellone.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="77" />
            <source>%1, choose the follower that leaves the game, in the panel below the board.</source>
            <translation>%1, scegli nel pannello sotto il tabellone il seguace che lascia la partita.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="78" />
            <source>%1, take the builder's second tile or not, in the panel below the board.</source>
            <translation>%1, prendi o no la seconda tessera del costruttore, nel pannello sotto il tabellone.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="80" />
            <source>%1, make your choice in the panel below the board.</source>
            <translation>%1, fai la tua scelta nel pannello sotto il tabellone.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="149" />
            <source>Scoreboard</source>
            <extracomment>Cells to light up on the board (when the board has no highlight method of its own).</extracomment>
            <translation>Segnapunti</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="149" />
            <source>Score log</source>
            <translation>Registro dei punti</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="200" />
            <location filename="../carc_desktop/ui/shell.py" line="217" />
            <source>What to do next</source>
            <translation>Cosa fare ora</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="299" />
            <source>There is no game.</source>
            <translation>Non c'è nessuna partita.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="100" />
            <source>Save the game</source>
            <extracomment>``ask(question, answer)``: show ``question``; call ``answer(True/False)`` when answered. ``inform(text)``: tell the player something went wrong (without blocking).</extracomment>
            <translation>Salva la partita</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="100" />
            <source>Open a saved game</source>
            <translation>Apri una partita salvata</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="101" />
            <source>Saved games (*%1);;All files (*)</source>
            <translation>Partite salvate (*%1);;Tutti i file (*)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="125" />
            <source>Cannot open the game</source>
            <translation>Impossibile aprire la partita</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="137" />
            <source>Opened the backup</source>
            <translation>Aperta la copia di riserva</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="138" />
            <source>%1

The backup copy was opened instead.</source>
            <translation>%1

È stata aperta invece la copia di riserva.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="139" />
            <source>Opened %1.</source>
            <translation>Aperto %1.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="168" />
            <source>Cannot save the game</source>
            <translation>Impossibile salvare la partita</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="171" />
            <source>Saved as %1.</source>
            <translation>Salvato come %1.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="404" />
            <source>Carcassonne for the desktop, version %1.

Plays offline against people at this computer or computer players, with Traders &amp; Builders, The Markets of Leipzig, The Land Surveyors and La Porxada. The tiles are drawn by the program itself.</source>
            <translation>Carcassonne per il desktop, versione %1.

Si gioca offline contro persone a questo computer o contro giocatori computer, con Mercanti &amp; Costruttori, I mercati di Leipzig, Gli Agrimensori e La Porxada. Le tessere sono disegnate dal programma stesso.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="407" />
            <source>About</source>
            <translation>Informazioni</translation>
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
            <translation>Piazzata qui dà subito: %1.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="515" />
            <source>Placing it here scores nothing at once.</source>
            <translation>Piazzata qui non dà subito punti.</translation>
        </message>
    </context>
    <context>
        <name>TileNames</name>
        <message>
            <location filename="../carc_desktop/art/leipzig_art.py" line="27" />
            <source>Wainwrights</source>
            <translation>Carradori</translation>
        </message>
        <message>
            <location filename="../carc_desktop/art/leipzig_art.py" line="28" />
            <source>Tanners</source>
            <translation>Conciatori</translation>
        </message>
        <message>
            <location filename="../carc_desktop/art/leipzig_art.py" line="29" />
            <source>Coiners</source>
            <translation>Coniatori</translation>
        </message>
        <message>
            <location filename="../carc_desktop/art/leipzig_art.py" line="30" />
            <source>Bookbinders</source>
            <translation>Rilegatori</translation>
        </message>
    </context>
    <context>
        <name>TileTray</name>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="38" />
            <source>Tile to place</source>
            <translation>Tessera da piazzare</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="189" />
            <source>Rotate anticlockwise (Shift+R)</source>
            <translation>Ruota in senso antiorario (Maiusc+R)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="190" />
            <source>Rotate clockwise (R)</source>
            <translation>Ruota in senso orario (R)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="191" />
            <source>Drag the tile onto the board. Wheel, right click or R rotates it.</source>
            <translation>Trascina la tessera sul tabellone. La rotellina, il clic destro o R la ruotano.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="213" />
            <source>Game over</source>
            <translation>Partita finita</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="215" />
            <source>Your tile</source>
            <translation>La tua tessera</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="217" />
            <source>Tile in play</source>
            <translation>Tessera in gioco</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="219" />
            <source>Tile placed</source>
            <translation>Tessera piazzata</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/tile_tray.py" line="221" />
            <source>%n tile(s) left</source>
            <translation>
                <numerusform>%n tessera rimasta</numerusform>
                <numerusform>%n tessere rimaste</numerusform>
            </translation>
        </message>
    </context>
</TS>
