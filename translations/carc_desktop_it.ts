<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT" sourcelanguage="en">
<context>
    <name>Analysis</name>
    <message>
        <location filename="../carc_desktop/ui/review/analysis_panel.py" line="+35"/>
        <source>best</source>
        <translation>mossa migliore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>good</source>
        <translation>buona</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inaccuracy</source>
        <translation>imprecisione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mistake</source>
        <translation>errore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blunder</source>
        <translation>svista grave</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 points lost</source>
        <translation>%1 punti persi</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the only move</source>
        <translation>l&apos;unica scelta possibile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision %1, %2: %3 – %4</source>
        <translation>Decisione %1, %2: %3 – %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(the engine no longer allows it)</source>
        <translation>(le regole non lo consentono più)</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>scores %n point(s) at once</source>
        <translation>
            <numerusform>segna subito %n punto</numerusform>
            <numerusform>segna subito %n punti</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>completes a %1</source>
        <translation>completa: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>puts a farmer on a field with %n finished cit(y/ies)</source>
        <translation>
            <numerusform>mette un contadino su un prato con %n città completata</numerusform>
            <numerusform>mette un contadino su un prato con %n città completate</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puts a %1 on a %2 worth %3 as it stands</source>
        <translation>mette %1 su %2, che ora vale %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>scores nothing now and puts no figure</source>
        <translation>non segna nulla ora e non mette nessuna pedina</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The better move %1; the move played %2 (%3 expected at the end).</source>
        <translation>La scelta migliore %1; quella giocata %2 (%3 previsti alla fine).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>decision %1 (%2)</source>
        <translation>decisione %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: accuracy %2 %, mean loss %3 points over %4 decisions</source>
        <translation>%1: precisione %2 %, perdita media %3 punti su %4 decisioni</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>   Key moments: %1</source>
        <translation>   Momenti chiave: %1</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <location line="+118"/>
        <source>Every player</source>
        <translation>Tutti i giocatori</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whose decisions to analyse</source>
        <translation>Di chi analizzare le decisioni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Analyse</source>
        <translation>&amp;Analizza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value every decision against the best move the computer finds</source>
        <translation>Confronta ogni decisione con la scelta migliore che trova il computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decisions analysed</source>
        <translation>Decisioni analizzate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysed decisions</source>
        <translation>Decisioni analizzate</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../carc_desktop/i18n.py" line="+190"/>
        <source>Carcassonne</source>
        <translation>Carcassonne</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../carc_desktop/ui/board/art.py" line="+275"/>
        <source>Place a follower here</source>
        <translation>Piazza qui un seguace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place a farmer here</source>
        <translation>Piazza qui un contadino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place your builder here</source>
        <translation>Piazza qui il tuo costruttore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place your pig here</source>
        <translation>Piazza qui il tuo maiale</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/board/view.py" line="+113"/>
        <source>Board</source>
        <translation>Tabellone</translation>
    </message>
    <message>
        <location line="+347"/>
        <source>Choose a cell first: click a highlighted cell or use the arrow keys.</source>
        <translation>Scegli prima una casella: fai clic su una casella evidenziata o usa i tasti freccia.</translation>
    </message>
</context>
<context>
    <name>CategoryBreakdown</name>
    <message>
        <location filename="../carc_desktop/ui/review/breakdown.py" line="+45"/>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Points by player and category</source>
        <translation>Punti per giocatore e categoria</translation>
    </message>
</context>
<context>
    <name>Common</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/common.py" line="+31"/>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yellow</source>
        <translation>Giallo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grey</source>
        <translation>Grigio</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Greedy</source>
        <translation>Avido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>plays any legal move</source>
        <translation>gioca una mossa valida qualsiasi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes the most points right now</source>
        <translation>prende subito il maggior numero di punti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a beginner: likes points, looks at part of the board</source>
        <translation>un principiante: ama i punti, guarda solo una parte del tabellone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weighs every placement and figure by its expected worth</source>
        <translation>valuta ogni piazzamento e ogni pedina secondo il valore atteso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>looks ahead over the tiles that may come</source>
        <translation>prevede le tessere che potrebbero arrivare</translation>
    </message>
</context>
<context>
    <name>ContinueDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/continue_dialog.py" line="+85"/>
        <source>Being played in another window.</source>
        <translation>In corso in un&apos;altra finestra.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Continue a Game</source>
        <translation>Continua una partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These games are not finished. Every decision was saved: choose one to go on playing.</source>
        <translation>Queste partite non sono finite. Ogni decisione è stata salvata: scegline una per continuare a giocare.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Continue</source>
        <translation>&amp;Continua</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>&amp;Elimina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unfinished games</source>
        <translation>Partite non finite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games are kept in %1.</source>
        <translation>Le partite sono conservate in %1.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Delete the game?</source>
        <translation>Eliminare la partita?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete this unfinished game for good?

%1</source>
        <translation>Eliminare definitivamente questa partita non finita?

%1</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <location filename="../carc_desktop/ui/decision_panel.py" line="+246"/>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is thinking…</source>
        <translation>%1 sta pensando…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>↻ Rotate</source>
        <translation>↻ Ruota</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place here</source>
        <translation>Piazza qui</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Click one of the %n marker(s) on the tile you just placed, or place no figure.</source>
        <translation>
            <numerusform>Fai clic sull&apos;indicatore della tessera appena piazzata, oppure non piazzare alcuna pedina.</numerusform>
            <numerusform>Fai clic su uno dei %n indicatori della tessera appena piazzata, oppure non piazzare alcuna pedina.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No figure can be placed on this tile.</source>
        <translation>Su questa tessera non si può piazzare alcuna pedina.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No figure (S)</source>
        <translation>Nessuna pedina (S)</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Show legal cells (L)</source>
        <translation>Mostra le caselle valide (L)</translation>
    </message>
</context>
<context>
    <name>EndOfGameDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="+207"/>
        <location line="+1"/>
        <source>Final scoring</source>
        <translation>Punteggio finale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final scoring, step by step:</source>
        <translation>Punteggio finale, passo dopo passo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final scoring steps</source>
        <translation>Passi del punteggio finale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next step</source>
        <translation>Passo &amp;successivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the next final scoring</source>
        <translation>Mostra il punteggio finale successivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;all</source>
        <translation>Mostra &amp;tutto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show every final scoring and the results</source>
        <translation>Mostra tutti i punteggi finali e i risultati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points by player and category</source>
        <translation>Punti per giocatore e categoria</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Analyse the Game…</source>
        <translation>&amp;Analizza la partita…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where each player gained and lost points, with the better moves</source>
        <translation>Dove ogni giocatore ha guadagnato e perso punti, con le scelte migliori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play again</source>
        <translation>&amp;Gioca ancora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play again with the same players and rules</source>
        <translation>Gioca ancora con gli stessi giocatori e le stesse regole</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores so far: %1</source>
        <translation>Punteggi finora: %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 vince con %n punto!</numerusform>
            <numerusform>%1 vince con %n punti!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 share the victory with %n point(s) each!</source>
        <translation>
            <numerusform>%1 condividono la vittoria con %n punto ciascuno!</numerusform>
            <numerusform>%1 condividono la vittoria con %n punti ciascuno!</numerusform>
        </translation>
    </message>
    <message>
        <location line="-302"/>
        <source>Roads</source>
        <translation>Strade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cities</source>
        <translation>Città</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monasteries</source>
        <translation>Monasteri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fields</source>
        <translation>Prati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goods</source>
        <translation>Merci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leipzig bonuses</source>
        <translation>Bonus di Leipzig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Porxada</source>
        <translation>La Porxada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Land Surveyors</source>
        <translation>Agrimensori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other</source>
        <translation>Altro</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>&amp;Review the Game…</source>
        <translation>&amp;Rivedi la partita…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through the game from its start</source>
        <translation>Ripercorrere la partita passo per passo dall&apos;inizio</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Hints used</source>
        <translation>Suggerimenti usati</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <location filename="../carc_desktop/texts/error_text.py" line="+26"/>
        <source>Technical details: %1</source>
        <translation>Dettagli tecnici: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the north side</source>
        <translation>il lato nord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the east side</source>
        <translation>il lato est</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the south side</source>
        <translation>il lato sud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the west side</source>
        <translation>il lato ovest</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no edge</source>
        <translation>nessun lato</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have no follower left.</source>
        <translation>Non hai più seguaci.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no builder left.</source>
        <translation>Non hai più il costruttore a disposizione.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no pig left.</source>
        <translation>Non hai più il maiale a disposizione.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no figure of that kind left.</source>
        <translation>Non hai più pedine di questo tipo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That road is already occupied.</source>
        <translation>Questa strada è già occupata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That city is already occupied.</source>
        <translation>Questa città è già occupata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That field is already occupied.</source>
        <translation>Questo prato è già occupato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That monastery is already occupied.</source>
        <translation>Questo monastero è già occupato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That feature is already occupied.</source>
        <translation>Questo elemento è già occupato.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not the decision asked for now.</source>
        <translation>Non è la decisione richiesta ora.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is nothing to undo.</source>
        <translation>Non c&apos;è nulla da annullare.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That cell is already taken.</source>
        <translation>Questa casella è già occupata.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A tile must touch a tile already on the board.</source>
        <translation>Una tessera deve toccare una tessera già sul tabellone.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A tile can only be turned in quarter turns.</source>
        <translation>Una tessera si può ruotare solo di un quarto di giro alla volta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tile does not fit there: %1 (%2) does not match the neighbouring tile (%3).</source>
        <translation>La tessera non si può piazzare lì: %1 (%2) non combacia con la tessera adiacente (%3).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules of %1 do not allow this tile there.</source>
        <translation>Le regole dell&apos;espansione «%1» non consentono questa tessera lì.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The tile just placed has no such feature.</source>
        <translation>La tessera appena piazzata non ha questo elemento.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That figure may not go there now.</source>
        <translation>Questa pedina ora non può andare lì.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such follower on the board.</source>
        <translation>Questo seguace non è sul tabellone.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That choice is not allowed now.</source>
        <translation>Questa scelta ora non è consentita.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A game needs 2 to 6 players, not %1.</source>
        <translation>Una partita richiede da 2 a 6 giocatori, non %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown rules edition “%1”.</source>
        <translation>Edizione delle regole sconosciuta: «%1».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown expansion “%1”.</source>
        <translation>Espansione sconosciuta: «%1».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown rule option “%1”.</source>
        <translation>Opzione di regola sconosciuta: «%1».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rule option “%1” has an invalid value (%2).</source>
        <translation>L&apos;opzione di regola «%1» ha un valore non valido (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player needs 1 to 20 followers, not %1.</source>
        <translation>Ogni giocatore deve avere da 1 a 20 seguaci, non %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tile “%1” (draw %2) is not in the chosen tile sets.</source>
        <translation>La tessera «%1» (estrazione %2) non fa parte dei set di tessere scelti.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The box holds only %n tile(s) “%1”; draw %2 is one too many.</source>
        <translation>
            <numerusform>La scatola contiene solo %n tessera «%1»; l&apos;estrazione %2 è di troppo.</numerusform>
            <numerusform>La scatola contiene solo %n tessere «%1»; l&apos;estrazione %2 è di troppo.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>These settings cannot start a game.</source>
        <translation>Con queste impostazioni non si può iniziare una partita.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The file does not exist; it may have been moved or deleted.</source>
        <translation>Il file non esiste; forse è stato spostato o eliminato.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is a folder, not a saved game.</source>
        <translation>È una cartella, non una partita salvata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file cannot be read (no permission, or a disk error).</source>
        <translation>Il file non può essere letto (permessi mancanti o errore del disco).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is %1 MB, far larger than any saved game (the limit is %2 MB), so it was not read.</source>
        <translation>Il file è di %1 MB, molto più grande di qualsiasi partita salvata (il limite è %2 MB), quindi non è stato letto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is empty.</source>
        <translation>Il file è vuoto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is not text (invalid byte at position %1): it is not a saved game, or it is damaged.</source>
        <translation>Il file non è testo (byte non valido alla posizione %1): non è una partita salvata, oppure è danneggiato.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is cut short: it ends in the middle of the game record, probably because it was not written completely.</source>
        <translation>Il file è troncato: finisce a metà della registrazione della partita, probabilmente perché non è stato scritto per intero.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is not a saved game (it is not valid JSON).</source>
        <translation>Il file non è una partita salvata (non è JSON valido).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file was refused for safety: its content is far outside what a saved game holds.</source>
        <translation>Il file è stato rifiutato per sicurezza: il suo contenuto va ben oltre ciò che contiene una partita salvata.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is JSON, but not a carc-desktop game record.</source>
        <translation>Il file è JSON, ma non una registrazione di partita di carc-desktop.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file was saved by a newer version of carc-desktop (record version %1; this version reads version %2). Update carc-desktop to open it.</source>
        <translation>Il file è stato salvato da una versione più recente di carc-desktop (versione della registrazione %1; questa versione legge la versione %2). Aggiorna carc-desktop per aprirlo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file names an unknown tile “%1”: the file is damaged or was made by a newer version.</source>
        <translation>Il file nomina una tessera sconosciuta «%1»: il file è danneggiato o è stato creato da una versione più recente.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The game record has no valid version number (this version reads version %1).</source>
        <translation>La registrazione della partita non ha un numero di versione valido (questa versione legge la versione %1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game record is damaged.</source>
        <translation>La registrazione della partita è danneggiata.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Decision %1 of %2 in the game record is malformed: the file is damaged.</source>
        <translation>La decisione %1 di %2 nella registrazione è malformata: il file è danneggiato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decision %1 of %2 in the game record breaks the rules: the file is damaged or was edited.</source>
        <translation>La decisione %1 di %2 nella registrazione viola le regole: il file è danneggiato o è stato modificato.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game could not be replayed because of an error in carc-desktop.</source>
        <translation>La partita non è stata ricostruita a causa di un errore in carc-desktop.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file cannot be opened.</source>
        <translation>Il file non può essere aperto.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot open “%1”.</source>
        <translation>Impossibile aprire «%1».</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot open this game.</source>
        <translation>Impossibile aprire questa partita.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot save “%1”: the game could not be written as a record. The previous file is unchanged.</source>
        <translation>Impossibile salvare «%1»: la partita non è stata scritta come registrazione. Il file precedente è invariato.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot save “%1”: the file could not be written. The previous file is unchanged.</source>
        <translation>Impossibile salvare «%1»: il file non è stato scritto. Il file precedente è invariato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game could not be saved.</source>
        <translation>Non è stato possibile salvare la partita.</translation>
    </message>
    <message>
        <location line="-147"/>
        <source>There is no tile on that cell.</source>
        <translation>Su quella casella non c&apos;è alcuna tessera.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That tile has no such feature on that cell.</source>
        <translation>Quella tessera non ha questo elemento su quella casella.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That feature is not one of those to score now.</source>
        <translation>Quell&apos;elemento non è tra quelli da valutare ora.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The Leipzig start arrangement must name each of %1 once.</source>
        <translation>La disposizione iniziale di Leipzig deve nominare una volta ciascuna di %1.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>This game is open in another carc-desktop window: play it there, or close it there first.</source>
        <translation>Questa partita è aperta in un&apos;altra finestra di carc-desktop: giocala lì, oppure chiudila prima lì.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Cannot save “%1”: the disk is full. The previous file is unchanged.</source>
        <translation>Impossibile salvare «%1»: il disco è pieno. Il file precedente è invariato.</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message numerus="yes">
        <location filename="../carc_desktop/texts/event_text.py" line="+35"/>
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tessera</numerusform>
            <numerusform>%n tessere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n coat(s) of arms</source>
        <translation>
            <numerusform>%n stemma</numerusform>
            <numerusform>%n stemmi</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>nobody</source>
        <translation>nessuno</translation>
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
        <translation>%1 e %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>road</source>
        <translation>strada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>city</source>
        <translation>città</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>monastery</source>
        <translation>monastero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>field</source>
        <translation>prato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>goods</source>
        <translation>merci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leipzig quarter</source>
        <translation>quartiere di Leipzig</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>follower</source>
        <translation>seguace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>farmer</source>
        <translation>contadino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builder</source>
        <translation>costruttore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pig</source>
        <translation>maiale</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>wine</source>
        <translation>vino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grain</source>
        <translation>grano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cloth</source>
        <translation>stoffa</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n wine token(s)</source>
        <translation>
            <numerusform>%n segnalino vino</numerusform>
            <numerusform>%n segnalini vino</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n grain token(s)</source>
        <translation>
            <numerusform>%n segnalino grano</numerusform>
            <numerusform>%n segnalini grano</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cloth token(s)</source>
        <translation>
            <numerusform>%n segnalino stoffa</numerusform>
            <numerusform>%n segnalini stoffa</numerusform>
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
        <translation>quartiere dei Carradori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tanners&apos; quarter</source>
        <translation>quartiere dei Conciatori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coiners&apos; quarter</source>
        <translation>quartiere dei Coniatori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bookbinders&apos; quarter</source>
        <translation>quartiere dei Rilegatori</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Traders &amp; Builders</source>
        <translation>Mercanti &amp; Costruttori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Markets of Leipzig</source>
        <translation>I mercati di Leipzig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Land Surveyors</source>
        <translation>Gli Agrimensori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Porxada</source>
        <translation>La Porxada</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Citizens&apos; Jury</source>
        <translation>Giuria cittadina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bad Neighbourhood</source>
        <translation>Quartiere malfamato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Siege</source>
        <translation>Assedio</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+69"/>
        <source>Wealth</source>
        <translation>Ricchezza</translation>
    </message>
    <message>
        <location line="-68"/>
        <location line="+70"/>
        <source>Poverty</source>
        <translation>Povertà</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Street Fair</source>
        <translation>Festa di strada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Highway</source>
        <translation>Superstrada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peasant Uprising</source>
        <translation>Rivolta contadina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hermit Monastery</source>
        <translation>Eremo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pilgrimage Route</source>
        <translation>Via dei pellegrini</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wealth or Poverty</source>
        <translation>Ricchezza o povertà</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>every player with a knight in a completed city scores it, majority or not</source>
        <translation>chi ha un cavaliere in una città completata ne ottiene i punti, con o senza maggioranza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tiles that add only a small city cap to a completed city score nothing</source>
        <translation>le tessere che aggiungono solo una punta di città a una città completata non valgono nulla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each coat of arms in a completed city is worth 1 more point</source>
        <translation>ogni stemma in una città completata vale 1 punto in più</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a completed road scores 2 points per tile</source>
        <translation>una strada completata vale 2 punti per tessera</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a completed road scores as 5 tiles, whatever its length</source>
        <translation>una strada completata conta come 5 tessere, qualunque sia la sua lunghezza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>road tiles showing a farmhouse score nothing</source>
        <translation>le tessere strada con una fattoria non valgono nulla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a completed monastery scores 1 point less for each of its 9 tiles showing a city</source>
        <translation>un monastero completato vale 1 punto in meno per ogni sua tessera con una città</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a completed monastery scores 1 more point for each of its 9 tiles showing a road</source>
        <translation>un monastero completato vale 1 punto in più per ogni sua tessera con una strada</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>each player scoring a completed city gets %n more point(s)</source>
        <translation>
            <numerusform>chi ottiene i punti di una città completata ha %n punto in più</numerusform>
            <numerusform>chi ottiene i punti di una città completata ha %n punti in più</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>each player scoring a completed city gets %n point(s) less</source>
        <translation>
            <numerusform>chi ottiene i punti di una città completata ha %n punto in meno</numerusform>
            <numerusform>chi ottiene i punti di una città completata ha %n punti in meno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>each player scoring a completed road gets %n more point(s)</source>
        <translation>
            <numerusform>chi ottiene i punti di una strada completata ha %n punto in più</numerusform>
            <numerusform>chi ottiene i punti di una strada completata ha %n punti in più</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>each player scoring a completed road gets %n point(s) less</source>
        <translation>
            <numerusform>chi ottiene i punti di una strada completata ha %n punto in meno</numerusform>
            <numerusform>chi ottiene i punti di una strada completata ha %n punti in meno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>each player scoring a completed monastery gets %n more point(s)</source>
        <translation>
            <numerusform>chi ottiene i punti di un monastero completato ha %n punto in più</numerusform>
            <numerusform>chi ottiene i punti di un monastero completato ha %n punti in più</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>each player scoring a completed monastery gets %n point(s) less</source>
        <translation>
            <numerusform>chi ottiene i punti di un monastero completato ha %n punto in meno</numerusform>
            <numerusform>chi ottiene i punti di un monastero completato ha %n punti in meno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>an unfinished road of %n tile(s)</source>
        <translation>
            <numerusform>una strada incompleta di %n tessera</numerusform>
            <numerusform>una strada incompleta di %n tessere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>a completed road of %n tile(s)</source>
        <translation>
            <numerusform>una strada completata di %n tessera</numerusform>
            <numerusform>una strada completata di %n tessere</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>an unfinished city of %1 with %2</source>
        <translation>una città incompleta di %1 con %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a completed city of %1 with %2</source>
        <translation>una città completata di %1 con %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>an unfinished city of %n tile(s)</source>
        <translation>
            <numerusform>una città incompleta di %n tessera</numerusform>
            <numerusform>una città incompleta di %n tessere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>a completed city of %n tile(s)</source>
        <translation>
            <numerusform>una città completata di %n tessera</numerusform>
            <numerusform>una città completata di %n tessere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>an unfinished monastery with %n tile(s) around and under it</source>
        <translation>
            <numerusform>un monastero incompleto con %n tessera (compresa la sua)</numerusform>
            <numerusform>un monastero incompleto con %n tessere intorno (compresa la sua)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a completed monastery</source>
        <translation>un monastero completato</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>a field next to %n completed city(ies)</source>
        <translation>
            <numerusform>un prato accanto a %n città completata</numerusform>
            <numerusform>un prato accanto a %n città completate</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an unfinished %1</source>
        <translation>%1 (incompleto)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a completed %1</source>
        <translation>%1 (completato)</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 loses %n point(s) (%2).</source>
        <translation>
            <numerusform>%1 perde %n punto (%2).</numerusform>
            <numerusform>%1 perde %n punti (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 gets %n more point(s) from the Wainwrights&apos; quarter.</source>
        <translation>
            <numerusform>%1 ottiene %n punto in più dal quartiere dei Carradori.</numerusform>
            <numerusform>%1 ottiene %n punti in più dal quartiere dei Carradori.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gets %n more point(s) from the Coiners&apos; quarter.</source>
        <translation>
            <numerusform>%1 ottiene %n punto in più dal quartiere dei Coniatori.</numerusform>
            <numerusform>%1 ottiene %n punti in più dal quartiere dei Coniatori.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gets %n more point(s) from the Bookbinders&apos; quarter.</source>
        <translation>
            <numerusform>%1 ottiene %n punto in più dal quartiere dei Rilegatori.</numerusform>
            <numerusform>%1 ottiene %n punti in più dal quartiere dei Rilegatori.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gets %n more point(s) from the Tanners&apos; quarter.</source>
        <translation>
            <numerusform>%1 ottiene %n punto in più dal quartiere dei Conciatori.</numerusform>
            <numerusform>%1 ottiene %n punti in più dal quartiere dei Conciatori.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gets %n more point(s) for the pig.</source>
        <translation>
            <numerusform>%1 ottiene %n punto in più per il maiale.</numerusform>
            <numerusform>%1 ottiene %n punti in più per il maiale.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gets %n more point(s) for the La Porxada token.</source>
        <translation>
            <numerusform>%1 ottiene %n punto in più per il segnalino La Porxada.</numerusform>
            <numerusform>%1 ottiene %n punti in più per il segnalino La Porxada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gets %n more point(s) (%2).</source>
        <translation>
            <numerusform>%1 ottiene %n punto in più (%2).</numerusform>
            <numerusform>%1 ottiene %n punti in più (%2).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Land Surveyors tile %1 applies: %2.</source>
        <translation>Si applica la tessera punteggio %1: %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Each Leipzig road counts as one tile: the road counts %n tile(s).</source>
        <translation>
            <numerusform>Ogni strada di Leipzig conta come una tessera: la strada conta %n tessera.</numerusform>
            <numerusform>Ogni strada di Leipzig conta come una tessera: la strada conta %n tessere.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n farmhouse(s)</source>
        <translation>
            <numerusform>%n fattoria</numerusform>
            <numerusform>%n fattorie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n shed(s)</source>
        <translation>
            <numerusform>%n stalla</numerusform>
            <numerusform>%n stalle</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Tanners count %1 in this field.</source>
        <translation>I Conciatori contano %1 in questo prato.</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%1 has the most %2 tokens and scores %n point(s).</source>
        <translation>
            <numerusform>%1 ha più segnalini %2 di tutti e ottiene %n punto.</numerusform>
            <numerusform>%1 ha più segnalini %2 di tutti e ottiene %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 share the most %2 tokens and score %n point(s) each.</source>
        <translation>
            <numerusform>%1 hanno lo stesso numero massimo di segnalini %2 e ottengono %n punto ciascuno.</numerusform>
            <numerusform>%1 hanno lo stesso numero massimo di segnalini %2 e ottengono %n punti ciascuno.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody wins the %1 tokens.</source>
        <translation>Nessuno ottiene i punti dei segnalini %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody scores %1.</source>
        <translation>Nessuno ottiene punti per %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 scores %n point(s) for %2.</source>
        <translation>
            <numerusform>%1 ottiene %n punto per %2.</numerusform>
            <numerusform>%1 ottiene %n punti per %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 score %n point(s) each for %2.</source>
        <translation>
            <numerusform>%1 ottengono %n punto ciascuno per %2.</numerusform>
            <numerusform>%1 ottengono %n punti ciascuno per %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The game is over: %1 wins with %n point(s).</source>
        <translation>
            <numerusform>La partita è finita: %1 vince con %n punto.</numerusform>
            <numerusform>La partita è finita: %1 vince con %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The game is over: %1 share the victory with %n point(s) each.</source>
        <translation>
            <numerusform>La partita è finita: %1 condividono la vittoria con %n punto ciascuno.</numerusform>
            <numerusform>La partita è finita: %1 condividono la vittoria con %n punti ciascuno.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 takes %2 from the completed city.</source>
        <translation>%1 prende %2 dalla città completata.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1&apos;s builder earns a second tile this turn.</source>
        <comment>%1 is a player&apos;s name</comment>
        <translation>Grazie al costruttore, %1 gioca una seconda tessera in questo turno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 declines the builder&apos;s second tile.</source>
        <translation>%1 rinuncia alla seconda tessera del costruttore.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 takes back the %2: no follower of theirs is left with it.</source>
        <translation>%1 riprende il suo %2: nessun suo seguace vi rimane.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tile %1 fits nowhere: it goes back to the box and %2 draws again.</source>
        <translation>La tessera %1 non si può piazzare da nessuna parte: torna nella scatola e %2 pesca di nuovo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 sends a meeple from the completed road to the %2 and still scores the road with the others.</source>
        <translation>%1 manda un seguace dalla strada completata nel %2 e ottiene comunque i punti della strada con gli altri.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 sends a meeple from the completed road to the %2 instead of scoring it.</source>
        <translation>%1 manda un seguace dalla strada completata nel %2 invece di ottenere i punti della strada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 keeps the meeple on the road and scores it normally.</source>
        <translation>%1 lascia il seguace sulla strada e ne ottiene i punti normalmente.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New Land Surveyors tiles: %1 for cities, %2 for roads, %3 for monasteries.</source>
        <translation>Nuove tessere punteggio: %1 per le città, %2 per le strade, %3 per i monasteri.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 chooses the La Porxada scoring bonus.</source>
        <translation>%1 sceglie il bonus di punteggio di La Porxada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 asks %2 to swap two followers (La Porxada).</source>
        <translation>%1 chiede a %2 di scambiare due seguaci (La Porxada).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 accepts: the two followers change places.</source>
        <translation>%1 accetta: i due seguaci si scambiano di posto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 refuses the swap and must give up a follower.</source>
        <translation>%1 rifiuta lo scambio e deve rinunciare a un seguace.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 removes a follower from the supply for good.</source>
        <translation>%1 toglie definitivamente un seguace dalla sua riserva.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 removes a follower from the board for good.</source>
        <translation>%1 toglie definitivamente un seguace dal tabellone.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>La Porxada&apos;s city is completed without knights: nobody takes a token.</source>
        <translation>La città di La Porxada è completata senza cavalieri: nessuno prende un segnalino.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes a La Porxada token.</source>
        <translation>%1 prende un segnalino La Porxada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 each take a La Porxada token.</source>
        <translation>%1 prendono ciascuno un segnalino La Porxada.</translation>
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
            <numerusform>%1: %n punto.</numerusform>
            <numerusform>%1: %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-36"/>
        <source>%1 chooses the La Porxada swap but swaps nothing.</source>
        <translation>%1 sceglie lo scambio di La Porxada ma non scambia nulla.</translation>
    </message>
</context>
<context>
    <name>FeatureHint</name>
    <message numerus="yes">
        <location filename="../carc_desktop/ui/feature_info.py" line="+89"/>
        <source>Completed road of %n tile(s)</source>
        <translation>
            <numerusform>Strada completata di %n tessera</numerusform>
            <numerusform>Strada completata di %n tessere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Unfinished road of %n tile(s)</source>
        <translation>
            <numerusform>Strada incompleta di %n tessera</numerusform>
            <numerusform>Strada incompleta di %n tessere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Completed city of %n tile(s)</source>
        <translation>
            <numerusform>Città completata di %n tessera</numerusform>
            <numerusform>Città completata di %n tessere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Unfinished city of %n tile(s)</source>
        <translation>
            <numerusform>Città incompleta di %n tessera</numerusform>
            <numerusform>Città incompleta di %n tessere</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Completed city of %1 with %2</source>
        <translation>Città completata di %1 con %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unfinished city of %1 with %2</source>
        <translation>Città incompleta di %1 con %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Monastery with %n of 9 tiles</source>
        <translation>
            <numerusform>Monastero con %n tessera su 9</numerusform>
            <numerusform>Monastero con %n tessere su 9</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Field next to %n completed city(ies)</source>
        <translation>
            <numerusform>Prato accanto a %n città completata</numerusform>
            <numerusform>Prato accanto a %n città completate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1: worth %n point(s), nobody holds it.</source>
        <translation>
            <numerusform>%1: vale %n punto, non è di nessuno.</numerusform>
            <numerusform>%1: vale %n punti, non è di nessuno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
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
        <location filename="../carc_desktop/ui/file_actions.py" line="+159"/>
        <source>No recent games</source>
        <translation>Nessuna partita recente</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Clear the List</source>
        <translation>&amp;Svuota l&apos;elenco</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>%1 %2</source>
        <comment>player name and score</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>base game</source>
        <translation>gioco base</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 (%3, finished)</source>
        <comment>date: players and scores (expansions)</comment>
        <translation>%1: %2 (%3, finita)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 (%3)</source>
        <comment>date: players and scores (expansions)</comment>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Turn %1, %n tile(s) left.</source>
        <translation>
            <numerusform>Turno %1, %n tessera rimasta.</numerusform>
            <numerusform>Turno %1, %n tessere rimaste.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-150"/>
        <source>Opening the game…</source>
        <translation>Apertura della partita…</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>There is no unfinished game to continue.</source>
        <translation>Non c&apos;è nessuna partita non finita da continuare.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../carc_desktop/controller/game_controller.py" line="+356"/>
        <source>There is nothing to redo.</source>
        <translation>Non c&apos;è nulla da ripetere.</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>The game could not be autosaved (%1). Save it with Ctrl+S to be safe.</source>
        <translation>Non è stato possibile salvare automaticamente la partita (%1). Salvala con Ctrl+S per sicurezza.</translation>
    </message>
    <message>
        <location line="-394"/>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>There is nothing to undo.</source>
        <translation>Non c&apos;è nulla da annullare.</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>There is no tile to place now.</source>
        <translation>Ora non c&apos;è nessuna tessera da piazzare.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You cannot put a figure there now.</source>
        <translation>Ora non puoi piazzare una pedina lì.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This decision cannot be skipped.</source>
        <translation>Questa decisione non si può saltare.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That choice is not allowed now.</source>
        <translation>Questa scelta ora non è consentita.</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Please wait: %1 is thinking.</source>
        <translation>Attendi: %1 sta pensando.</translation>
    </message>
    <message>
        <location line="-387"/>
        <source>The tile does not fit there this way round: rotate it (R).</source>
        <translation>In questo verso la tessera non si può piazzare lì: ruotala (R).</translation>
    </message>
    <message>
        <location line="+532"/>
        <source>it chose an illegal move</source>
        <translation>ha scelto una mossa non valida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer player failed (%1); it plays the first legal move.</source>
        <translation>Il giocatore computer ha avuto un errore (%1); gioca la prima mossa valida.</translation>
    </message>
    <message>
        <location line="-382"/>
        <source>A new tile has been drawn since: with computer players in the game, moves before a draw cannot be taken back (unless casual undo is on in the settings).</source>
        <translation>Nel frattempo è stata pescata una nuova tessera: con giocatori computer in partita, le mosse precedenti a una pesca non si possono ritirare (a meno che l&apos;annullamento libero sia attivo nelle impostazioni).</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../carc_desktop/controller/game_files.py" line="+185"/>
        <source>Cannot delete the game</source>
        <translation>Impossibile eliminare la partita</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Saved as %1.</source>
        <translation>Salvato come %1.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot save the game</source>
        <translation>Impossibile salvare la partita</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This game is already open.</source>
        <translation>Questa partita è già aperta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Please wait: a game is being opened.</source>
        <translation>Attendi: si sta aprendo una partita.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+21"/>
        <source>Cannot open the game</source>
        <translation>Impossibile aprire la partita</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Opened the backup</source>
        <translation>Aperta la copia di riserva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1

The backup copy was opened instead.</source>
        <translation>%1

È stata aperta invece la copia di riserva.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opened %1.</source>
        <translation>Aperto %1.</translation>
    </message>
</context>
<context>
    <name>HintBar</name>
    <message>
        <location filename="../carc_desktop/ui/hint.py" line="+152"/>
        <source>Play this</source>
        <translation>Gioca questa mossa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play what the computer would play</source>
        <translation>Gioca ciò che giocherebbe il computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Dismiss the hint</source>
        <translation>Chiudi il suggerimento</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>The computer is thinking about a hint…</source>
        <translation>Il computer sta pensando a un suggerimento…</translation>
    </message>
</context>
<context>
    <name>HintText</name>
    <message>
        <location line="-146"/>
        <source>The computer would place the tile here, with no figure.</source>
        <translation>Il computer metterebbe la tessera qui, senza pedina.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer would place the tile here, with a figure: %1 (%2).</source>
        <translation>Il computer metterebbe la tessera qui, con una pedina: %1 (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer would place a figure here: %1 (%2).</source>
        <translation>Il computer metterebbe qui una pedina: %1 (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer would place no figure.</source>
        <translation>Il computer non metterebbe nessuna pedina.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer would choose: %1.</source>
        <translation>Il computer sceglierebbe: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>It scores %n point(s) now.</source>
        <translation>
            <numerusform>Vale ora %n punto.</numerusform>
            <numerusform>Vale ora %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It scores nothing now.</source>
        <translation>Ora non vale punti.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It completes: %1.</source>
        <translation>Completa: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>It extends one of your features (%1), worth %n point(s) now.</source>
        <translation>
            <numerusform>Estende uno dei tuoi elementi (%1), che ora vale %n punto.</numerusform>
            <numerusform>Estende uno dei tuoi elementi (%1), che ora vale %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>the figure stays until its feature (%1) is completed</source>
        <translation>la pedina resta finché il suo elemento (%1) non è completato</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Risk: %1.</source>
        <translation>Rischio: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 scores %n point(s) too</source>
        <translation>
            <numerusform>anche %1 fa %n punto</numerusform>
            <numerusform>anche %1 fa %n punti</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 holds figures there too</source>
        <translation>anche %1 ha pedine lì</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the farmer stays until the end of the game</source>
        <translation>il contadino resta fino alla fine della partita</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../carc_desktop/controller/hints.py" line="+211"/>
        <source>Hints are turned off in the settings.</source>
        <translation>I suggerimenti sono disattivati nelle impostazioni.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no decision to give a hint for.</source>
        <translation>Non c&apos;è nessuna decisione per cui dare un suggerimento.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hints are for a person&apos;s decision, not a computer&apos;s.</source>
        <translation>I suggerimenti sono per le decisioni di una persona, non del computer.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>No hint could be found (%1).</source>
        <translation>Non è stato trovato nessun suggerimento (%1).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This hint is not for the decision now.</source>
        <translation>Questo suggerimento non riguarda la decisione attuale.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../carc_desktop/ui/status.py" line="+52"/>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn %1</source>
        <translation>Turno %1</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/main_window.py" line="+248"/>
        <source>Carcassonne</source>
        <translation>Carcassonne</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/docks.py" line="+14"/>
        <source>Tile</source>
        <translation>Tessera</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../carc_desktop/ui/menus.py" line="+86"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose players and rules for a new game</source>
        <translation>Scegli giocatori e regole per una nuova partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a saved game</source>
        <translation>Apri una partita salvata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Sal&amp;va con nome…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the game in a new file</source>
        <translation>Salva la partita in un nuovo file</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>Annu&amp;lla</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take back your last decision</source>
        <translation>Ritira la tua ultima decisione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play again the decision you took back</source>
        <translation>Rigioca la decisione che hai ritirato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Language, animations and hints</source>
        <translation>Lingua, animazioni e suggerimenti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close the game</source>
        <translation>Chiudi il gioco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Ingrandisci</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the board larger</source>
        <translation>Mostra il tabellone più grande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Riduci</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show more of the board</source>
        <translation>Mostra una parte più ampia del tabellone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit the Board</source>
        <translation>&amp;Adatta il tabellone</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the whole board</source>
        <translation>Mostra tutto il tabellone</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>F&amp;ull Screen</source>
        <translation>Sc&amp;hermo intero</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Use the whole screen</source>
        <translation>Usa tutto lo schermo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the &amp;Board</source>
        <translation>Vai al &amp;tabellone</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move the keyboard focus to the board</source>
        <translation>Sposta il focus della tastiera sul tabellone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the S&amp;coreboard</source>
        <translation>Vai al &amp;segnapunti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the keyboard focus to the scoreboard</source>
        <translation>Sposta il focus della tastiera sul segnapunti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the Score &amp;Log</source>
        <translation>Vai al re&amp;gistro dei punti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move the keyboard focus to the score log</source>
        <translation>Sposta il focus della tastiera sul registro dei punti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tiles Left…</source>
        <translation>&amp;Tessere rimaste…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The tiles still in the bag</source>
        <translation>Le tessere ancora nel sacchetto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules…</source>
        <translation>&amp;Regole…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A summary of the rules in play</source>
        <translation>Un riassunto delle regole in gioco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About…</source>
        <translation>&amp;Informazioni…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>About this game</source>
        <translation>Informazioni su questo gioco</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open &amp;Recent</source>
        <translation>Apri re&amp;cente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>&amp;Continue a Game…</source>
        <translation>Continua una &amp;partita…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose an unfinished game to continue</source>
        <translation>Scegli una partita non finita da continuare</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rotate &amp;Clockwise</source>
        <translation>Ruota in senso &amp;orario</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Turn the tile to place a quarter turn clockwise</source>
        <translation>Ruota la tessera da piazzare di un quarto di giro in senso orario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate &amp;Anticlockwise</source>
        <translation>Ruota in senso &amp;antiorario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the tile to place a quarter turn anticlockwise</source>
        <translation>Ruota la tessera da piazzare di un quarto di giro in senso antiorario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No Figure</source>
        <translation>&amp;Nessuna pedina</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Place no figure on the tile just placed</source>
        <translation>Non piazzare alcuna pedina sulla tessera appena piazzata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the &amp;Legal Cells</source>
        <translation>Mostra le caselle &amp;valide</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zoom so that every cell the tile may go to shows</source>
        <translation>Ingrandisci in modo da vedere ogni casella in cui la tessera può andare</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Turn</source>
        <translation>&amp;Turno</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>What Would the Computer &amp;Do?</source>
        <translation>Cosa &amp;farebbe il computer?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A hint: what the hard computer player would do in your place, and why</source>
        <translation>Un suggerimento: cosa farebbe il computer difficile al tuo posto, e perché</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../carc_desktop/ui/messages.py" line="+81"/>
        <source>Close the message</source>
        <translation>Chiudi il messaggio</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Information</source>
        <translation>Informazione</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Done</source>
        <translation>Fatto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
</context>
<context>
    <name>MoveLabels</name>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="+22"/>
        <source>Wainwrights</source>
        <translation>Carradori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tanners</source>
        <translation>Conciatori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coiners</source>
        <translation>Coniatori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bookbinders</source>
        <translation>Rilegatori</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/common.py" line="+53"/>
        <source>the %1 at (%2, %3)</source>
        <translation>%1 in (%2, %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>one from your supply</source>
        <translation>uno dalla tua riserva</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="+40"/>
        <source>Place the tile at (%1, %2), turned %3°</source>
        <translation>Piazza la tessera in (%1, %2), ruotata di %3°</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Put a %1 on the %2</source>
        <translation>Piazza un %1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No figure this turn</source>
        <translation>Nessuna pedina in questo turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip</source>
        <translation>Salta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score the %1 at (%2, %3) first</source>
        <translation>Conta prima: %1 in (%2, %3)</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="+21"/>
        <source>Score the road normally</source>
        <translation>Ottieni i punti della strada</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+59"/>
        <source>Send a meeple to the %1 quarter</source>
        <translation>Manda un seguace dai %1</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>%1: score the road normally</source>
        <translation>%1: ottieni i punti della strada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: send a meeple to the %2 quarter</source>
        <translation>%1: manda un seguace dai %2</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="+55"/>
        <source>Swap your follower on %1 with %2&apos;s on %3</source>
        <translation>Scambia il tuo seguace (%1) con quello di %2 (%3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Accept the swap</source>
        <translation>Accetta lo scambio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refuse (and lose a follower)</source>
        <translation>Rifiuta (e perdi un seguace)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove a follower from your supply</source>
        <translation>Togli un seguace dalla tua riserva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove your follower on %1</source>
        <translation>Togli il tuo seguace (%1)</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="+27"/>
        <source>Take the builder&apos;s second tile</source>
        <translation>Prendi la seconda tessera del costruttore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decline the second tile</source>
        <translation>Rinuncia alla seconda tessera</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/move_labels.py" line="+26"/>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="-39"/>
        <source>%1, place your tile</source>
        <translation>%1, piazza la tua tessera</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, place a figure?</source>
        <translation>%1, piazzi una pedina?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, which feature scores first?</source>
        <translation>%1, quale elemento conta per primo?</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="-19"/>
        <source>%1, send a meeple to Leipzig?</source>
        <translation>%1, mandi un seguace a Leipzig?</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="-49"/>
        <source>%1, La Porxada: choose an option</source>
        <translation>%1, La Porxada: scegli un&apos;opzione</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, answer the Porxada swap</source>
        <translation>%1, rispondi allo scambio della Porxada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, which follower leaves the game?</source>
        <translation>%1, quale seguace lascia la partita?</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="-10"/>
        <source>%1, take a second tile?</source>
        <translation>%1, prendi una seconda tessera?</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/move_labels.py" line="+16"/>
        <source>%1, decide: %2</source>
        <translation>%1, decidi: %2</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="-10"/>
        <source>Drag the tile onto a highlighted cell, or click a cell and press Enter. R rotates.</source>
        <translation>Trascina la tessera su una casella evidenziata, oppure fai clic su una casella e premi Invio. R la ruota.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click a marker on the tile you just placed, or place no figure.</source>
        <translation>Fai clic su un indicatore della tessera appena piazzata, oppure non piazzare alcuna pedina.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="+1"/>
        <source>A completed road leads to Leipzig: send one of your meeples from it into a quarter, or let the road score normally.</source>
        <translation>Una strada completata porta a Leipzig: manda uno dei tuoi seguaci da quella strada in un quartiere, oppure ottieni i punti della strada normalmente.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="+6"/>
        <source>Several features were completed and the order matters.</source>
        <translation>Sono stati completati più elementi e l&apos;ordine conta.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="+22"/>
        <source>Choose the swap and swap nothing</source>
        <translation>Scegliere lo scambio e non scambiare nulla</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="+25"/>
        <source>+%1 per tile of roads you win, at every later road scoring.</source>
        <translation>+%1 per ogni tessera delle strade di cui hai la maggioranza, a ogni punteggio di strada successivo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+%1 per coat of arms in cities where you have a knight, at every later city scoring.</source>
        <translation>+%1 per ogni stemma nelle città in cui hai un cavaliere, a ogni punteggio di città successivo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>+%1 for every completed monastery, whoever scores it.</source>
        <translation>+%1 per ogni monastero completato, chiunque ne ottenga i punti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+%1 per farmhouse and shed in the fields you win at the end.</source>
        <translation>+%1 per ogni fattoria e stalla nei prati di cui hai la maggioranza alla fine.</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>The road scores %n point(s) now; your meeple comes back.</source>
        <translation>
            <numerusform>La strada vale ora %n punto; il tuo seguace torna da te.</numerusform>
            <numerusform>La strada vale ora %n punti; il tuo seguace torna da te.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You still score the road&apos;s %n point(s) with your other meeple.</source>
        <translation>
            <numerusform>Con l&apos;altro tuo seguace ottieni comunque i punti della strada: %n punto.</numerusform>
            <numerusform>Con l&apos;altro tuo seguace ottieni comunque i punti della strada: %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your only meeple on the road leaves it: you do not score its %n point(s).</source>
        <translation>
            <numerusform>Il tuo unico seguace lascia la strada: non ottieni il suo %n punto.</numerusform>
            <numerusform>Il tuo unico seguace lascia la strada: non ottieni i suoi %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You already have a meeple in this quarter.</source>
        <translation>Hai già un seguace in questo quartiere.</translation>
    </message>
    <message numerus="yes">
        <location filename="../carc_desktop/ui/expansions/base.py" line="+43"/>
        <source>Worth %n point(s) now.</source>
        <translation>
            <numerusform>Vale ora %n punto.</numerusform>
            <numerusform>Vale ora %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="-2"/>
        <source>Take the La Porxada scoring bonus</source>
        <translation>Prendi il bonus di punteggio di La Porxada</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No points now. When La Porxada&apos;s city is completed, every player with a knight in it takes a token; at the end, a token holder scores his unfinished cities as if completed.</source>
        <translation>Nessun punto ora. Quando la città di La Porxada è completata, ogni giocatore con un cavaliere al suo interno prende un segnalino; alla fine, chi ha un segnalino conta le sue città incomplete come se fossero completate.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No points now, no swap, and nobody takes the scoring bonus.</source>
        <translation>Nessun punto ora, nessuno scambio, e nessuno prende il bonus di punteggio.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No points now. Your follower&apos;s feature is worth %1 now, theirs %2.</source>
        <translation>Nessun punto ora. L&apos;elemento del tuo seguace vale ora %1, l&apos;altro %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 may accept, or refuse and lose one follower for good.</source>
        <translation>%1 può accettare, oppure rifiutare e perdere un seguace per sempre.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The two followers exchange places. No points now.</source>
        <translation>I due seguaci si scambiano di posto. Nessun punto ora.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing moves, but one of your followers leaves the game for good.</source>
        <translation>Nulla si muove, ma uno dei tuoi seguaci lascia la partita per sempre.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your followers on the board stay where they are.</source>
        <translation>I tuoi seguaci sul tabellone restano dove sono.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>You give up its place in a feature worth %n point(s) now.</source>
        <translation>
            <numerusform>Rinunci al suo posto in un elemento che vale ora %n punto.</numerusform>
            <numerusform>Rinunci al suo posto in un elemento che vale ora %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Swap two followers</source>
        <translation>Scambia due seguaci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not possible now: it needs one of your followers on the board and one of another player&apos;s.</source>
        <translation>Non è possibile ora: servono un tuo seguace sul tabellone e uno di un altro giocatore.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="+16"/>
        <source>You draw and place another tile this turn (never a third).</source>
        <translation>Peschi e piazzi un&apos;altra tessera in questo turno (mai una terza).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn ends; your builder stays where it is.</source>
        <translation>Il tuo turno finisce; il tuo costruttore resta dov&apos;è.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="-104"/>
        <source>Swap two followers, or take the scoring bonus.</source>
        <translation>Scambia due seguaci, oppure prendi il bonus di punteggio.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="+70"/>
        <source>Followers per player</source>
        <translation>Seguaci per giocatore</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+20"/>
        <source>Automatic</source>
        <translation>Automatico</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+32"/>
        <source>Player %1 colour</source>
        <translation>Colore del giocatore %1</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+29"/>
        <source>Player %1 name</source>
        <translation>Nome del giocatore %1</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+27"/>
        <source>Person</source>
        <translation>Persona</translation>
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
        <translation>Il giocatore %1 è controllato da</translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+28"/>
        <source>Player %1 computer level</source>
        <translation>Livello del computer del giocatore %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+128"/>
        <source>New Game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location line="-127"/>
        <location line="+128"/>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location line="-109"/>
        <location line="+112"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location line="-109"/>
        <location line="+110"/>
        <source>&amp;Number of players:</source>
        <translation>&amp;Numero di giocatori:</translation>
    </message>
    <message>
        <location line="-106"/>
        <location line="+107"/>
        <source>Number of players</source>
        <translation>Numero di giocatori</translation>
    </message>
    <message>
        <location line="-99"/>
        <location line="+100"/>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <location line="-100"/>
        <location line="+100"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location line="-100"/>
        <location line="+100"/>
        <source>Played by</source>
        <translation>Controllato da</translation>
    </message>
    <message>
        <location line="-100"/>
        <location line="+100"/>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <location line="-88"/>
        <location line="+94"/>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <location line="-90"/>
        <location line="+91"/>
        <source>2nd edition (C2)</source>
        <translation>2ª edizione (C2)</translation>
    </message>
    <message>
        <location line="-91"/>
        <location line="+91"/>
        <source>3rd edition (C3)</source>
        <translation>3ª edizione (C3)</translation>
    </message>
    <message>
        <location line="-88"/>
        <location line="+92"/>
        <source>Edition</source>
        <translation>Edizione</translation>
    </message>
    <message>
        <location line="-91"/>
        <location line="+92"/>
        <source>&amp;Edition:</source>
        <translation>&amp;Edizione:</translation>
    </message>
    <message>
        <location line="-74"/>
        <location line="+77"/>
        <source>Expansions</source>
        <translation>Espansioni</translation>
    </message>
    <message>
        <location line="-62"/>
        <location line="+66"/>
        <source>random</source>
        <translation>casuale</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+65"/>
        <source>Seed (empty for a random game)</source>
        <translation>Seme (vuoto per una partita casuale)</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+65"/>
        <source>&amp;Seed:</source>
        <translation>&amp;Seme:</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+51"/>
        <source>&amp;Start game</source>
        <translation>&amp;Inizia la partita</translation>
    </message>
    <message>
        <location line="-49"/>
        <location line="+50"/>
        <source>&amp;Defaults</source>
        <translation>&amp;Predefiniti</translation>
    </message>
    <message>
        <location line="-49"/>
        <location line="+50"/>
        <source>Restore the default setup</source>
        <translation>Ripristina la configurazione predefinita</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+43"/>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Two players have the same name; please give each a different name.</source>
        <translation>Due giocatori hanno lo stesso nome; dai a ciascuno un nome diverso.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>These rules cannot start a game: %1</source>
        <translation>Con queste regole non si può iniziare una partita: %1</translation>
    </message>
    <message>
        <location line="-133"/>
        <source>&amp;Game</source>
        <translation>P&amp;artita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;ule choices</source>
        <translation>Scelte di re&amp;gole</translation>
    </message>
</context>
<context>
    <name>RemainingTilesDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/remaining_tiles_dialog.py" line="+137"/>
        <location line="+1"/>
        <source>Tiles left in the bag</source>
        <translation>Tessere rimaste nel sacchetto</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n tile(s) left in the bag.</source>
        <translation>
            <numerusform>Resta %n tessera nel sacchetto.</numerusform>
            <numerusform>Restano %n tessere nel sacchetto.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Base game</source>
        <translation>Gioco base</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%1: %n left</source>
        <translation>
            <numerusform>%1: ne resta %n</numerusform>
            <numerusform>%1: ne restano %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-43"/>
        <source>%1: %n tile(s)</source>
        <translation>
            <numerusform>%1: %n tessera</numerusform>
            <numerusform>%1: %n tessere</numerusform>
        </translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Other tiles</source>
        <translation>Altre tessere</translation>
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
            <numerusform>%1, %2: ne resta %n</numerusform>
            <numerusform>%1, %2: ne restano %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewActions</name>
    <message>
        <location filename="../carc_desktop/ui/review/actions.py" line="+43"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>finished</source>
        <translation>finita</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>turn %1</source>
        <translation>turno %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 – %2 – %3</source>
        <translation>%1 – %2 – %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game on the table</source>
        <translation>La partita sul tabellone</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Review a saved game</source>
        <translation>Rivedi una partita salvata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*.carc);;All files (*)</source>
        <translation>Partite salvate (*.carc);;Tutti i file (*)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+88"/>
        <source>Review a game</source>
        <translation>Rivedi una partita</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>&amp;Games:</source>
        <translation>&amp;Partite:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From a &amp;File…</source>
        <translation>Da un &amp;file…</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Re&amp;view…</source>
        <translation>Ri&amp;vedi…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through a game, its score race and its points by category</source>
        <translation>Ripercorrere una partita, la corsa ai punti e i punti per categoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistiche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won, scores and records across the kept games</source>
        <translation>Partite vinte, punteggi e record di tutte le partite conservate</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the game on the table</source>
        <translation>la partita sul tabellone</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This game cannot be reviewed.</source>
        <translation>Questa partita non può essere rivista.</translation>
    </message>
</context>
<context>
    <name>ReviewBoard</name>
    <message>
        <location filename="../carc_desktop/ui/review/board.py" line="+135"/>
        <source>Board at this point of the game</source>
        <translation>Il tabellone a questo punto della partita</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../carc_desktop/ui/review/review_window.py" line="+263"/>
        <source>%1: </source>
        <translation>%1: </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>To decide next</source>
        <translation>Decide dopo</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The analysis kept with this game.</source>
        <translation>L&apos;analisi conservata con questa partita.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Analysing… the results appear as they come.</source>
        <translation>Analisi in corso… i risultati compaiono man mano.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stopping after the decisions being thought…</source>
        <translation>Arresto dopo le decisioni in corso di calcolo…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The analysis stopped: %1</source>
        <translation>L&apos;analisi si è fermata: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every decision analysed.</source>
        <translation>Tutte le decisioni analizzate.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled. Analyse again to go on where it stopped.</source>
        <translation>Annullato. Analizza di nuovo per riprendere da dove si è fermata.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Analysis: the only move.</source>
        <translation>Analisi: l&apos;unica scelta possibile.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Analysis: %1 (%2).</source>
        <translation>Analisi: %1 (%2).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Better: %1 (shown pale on the board).</source>
        <translation>Meglio: %1 (mostrata sbiadita sul tabellone).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Before the first decision</source>
        <translation>Prima della prima decisione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decision %1 of %2, turn %3</source>
        <translation>Decisione %1 di %2, turno %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record could not be followed further: %1</source>
        <translation>Non è stato possibile seguire la registrazione oltre: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game was not finished.</source>
        <translation>La partita non è stata finita.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+11"/>
        <source>Export a picture</source>
        <translation>Esporta un&apos;immagine</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>PNG images (*.png)</source>
        <translation>Immagini PNG (*.png)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The picture could not be written to %1.</source>
        <translation>Non è stato possibile scrivere l&apos;immagine in %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+14"/>
        <source>Export the game record</source>
        <translation>Esporta la registrazione della partita</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Saved games (*.carc);;All files (*)</source>
        <translation>Partite salvate (*.carc);;Tutti i file (*)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Game review</source>
        <translation>Rivedi la partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>◀◀ Start</source>
        <translation>◀◀ Inizio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the start of the game (Home)</source>
        <translation>Vai all&apos;inizio della partita (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Back</source>
        <translation>◀ Indietro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One decision back (Left)</source>
        <translation>Una decisione indietro (Sinistra)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward ▶</source>
        <translation>Avanti ▶</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One decision forward (Right)</source>
        <translation>Una decisione avanti (Destra)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End ▶▶</source>
        <translation>Fine ▶▶</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the end of the game (End)</source>
        <translation>Vai alla fine della partita (Fine)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>⇤ Previous scoring</source>
        <translation>⇤ Punteggio precedente</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go back to the previous scoring (P)</source>
        <translation>Torna al punteggio precedente (P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next scoring ⇥</source>
        <translation>Punteggio successivo ⇥</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the next scoring (N)</source>
        <translation>Vai al punteggio successivo (N)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Position in the game</source>
        <translation>Posizione nella partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Followers</source>
        <translation>Seguaci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores at this point</source>
        <translation>Punteggi a questo punto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Scorings (click one to go there):</source>
        <translation>&amp;Punteggi (clic per andarci):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scorings</source>
        <translation>Punteggi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score race</source>
        <translation>Corsa ai punti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points by category</source>
        <translation>Punti per categoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis</source>
        <translation>Analisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;how:</source>
        <translation>Mo&amp;stra:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All points</source>
        <translation>Tutti i punti</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export &amp;Picture…</source>
        <translation>Esporta &amp;immagine…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;Record…</source>
        <translation>Esporta &amp;registrazione…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
</context>
<context>
    <name>RuleChoicesPage</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/rule_choices.py" line="+148"/>
        <source>Where the rules leave a question open, choose how to play it. The defaults follow the rules; each line says where its default comes from.</source>
        <translation>Dove le regole lasciano una questione aperta, scegliete come giocarla. I valori predefiniti seguono le regole; ogni riga dice da dove viene il suo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chosen expansions leave no rule open.</source>
        <translation>Le espansioni scelte non lasciano aperta alcuna regola.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset to the rules</source>
        <translation>&amp;Ripristina le regole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset every rule choice to its default</source>
        <translation>Riporta ogni scelta di regola al suo valore predefinito</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <location filename="../carc_desktop/texts/rule_texts.py" line="+24"/>
        <source>Followers per player</source>
        <translation>Seguaci per giocatore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Builder&apos;s second tile is optional</source>
        <translation>La seconda tessera del costruttore è facoltativa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tie at zero goods wins</source>
        <translation>Un pareggio a zero merci vince</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One extra follower</source>
        <translation>Un seguace in più</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wainwrights after sending the only meeple</source>
        <translation>Carradori dopo aver mandato l&apos;unico seguace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wainwrights count the Leipzig road as 2 tiles (C2)</source>
        <translation>I Carradori contano la strada di Leipzig come 2 tessere (C2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wainwrights twice for send and score</source>
        <translation>Carradori due volte per invio e valutazione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leipzig start arrangement</source>
        <translation>Disposizione iniziale di Leipzig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Road Wealth/Poverty tile</source>
        <translation>Tessera Ricchezza/Povertà delle strade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monastery Wealth/Poverty tile</source>
        <translation>Tessera Ricchezza/Povertà dei monasteri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hermit Monastery counts Leipzig</source>
        <translation>L&apos;Eremo conta Leipzig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coiners in the La Porxada bonus</source>
        <translation>Coniatori nel bonus di La Porxada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surveyor tile in the La Porxada bonus</source>
        <translation>Tessera degli Agrimensori nel bonus di La Porxada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap chosen, nothing swapped</source>
        <translation>Scambio scelto, niente scambiato</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How many followers each player has; automatic means 7, plus one for each expansion that adds one.</source>
        <translation>Quanti seguaci ha ogni giocatore; automatico significa 7, più uno per ogni espansione che ne aggiunge uno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player may decline the second tile his builder earns; off, he always takes it.</source>
        <translation>Il giocatore può rifiutare la seconda tessera che gli procura il costruttore; disattivato, la prende sempre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When nobody has a token of a kind, everybody ties for the most and scores 10; off, a kind nobody collected scores nothing.</source>
        <translation>Se nessuno ha un segnalino di un tipo, tutti sono pari in testa e ottengono 10 punti; disattivato, un tipo che nessuno ha raccolto non vale nulla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every player gets one more follower (8 instead of 7), as the rulebook recommends.</source>
        <translation>Ogni giocatore riceve un seguace in più (8 invece di 7), come raccomanda il regolamento.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A majority player who sends his only meeple from a road still takes the Wainwrights bonus for that road, since sending counts as his scoring.</source>
        <translation>Un giocatore in maggioranza che manda il suo unico seguace da una strada riceve comunque il bonus dei Carradori per quella strada, perché l&apos;invio conta come la sua valutazione.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With 2nd edition rules, the Wainwrights bonus counts the long road of a Leipzig tile as 2 tiles; off, it counts the road as the road scoring does (1 tile).</source>
        <translation>Con le regole della 2ª edizione, il bonus dei Carradori conta la strada lunga di una tessera di Leipzig come 2 tessere; disattivato, la conta come la valutazione della strada (1 tessera).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player who sends one meeple from a road and scores it with another takes the Wainwrights bonus twice (once for each); off, once per road.</source>
        <translation>Un giocatore che manda un seguace da una strada e la valuta con un altro riceve il bonus dei Carradori due volte (una per ciascuno); disattivato, una volta per strada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where the four Leipzig tiles lie at the start: as the signposts point (west, north, east, south), or shuffled.</source>
        <translation>Dove si trovano le quattro tessere di Leipzig all&apos;inizio: come indicano i cartelli (ovest, nord, est, sud) o mescolate.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whether the road stack&apos;s Wealth/Poverty tile gives +3 (Wealth) or -3 (Poverty) to each scorer; its printed side is not known.</source>
        <translation>Se la tessera Ricchezza/Povertà del mazzo delle strade dà +3 (Ricchezza) o −3 (Povertà) a ogni giocatore che prende punti; il lato stampato non è noto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whether the monastery stack&apos;s Wealth/Poverty tile gives +3 (Wealth) or -3 (Poverty) to each scorer; its printed side is not known.</source>
        <translation>Se la tessera Ricchezza/Povertà del mazzo dei monasteri dà +3 (Ricchezza) o −3 (Povertà) a ogni giocatore che prende punti; il lato stampato non è noto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Hermit Monastery also takes 1 point for each Leipzig quarter square around the monastery; off, only ordinary city segments count.</source>
        <translation>L&apos;Eremo toglie 1 punto anche per ogni casella di un quartiere di Leipzig intorno al monastero; disattivato, contano solo le normali parti di città.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A token holder with a meeple in the Coiners quarter also takes its 3 points per coat of arms when La Porxada&apos;s bonus scores his unfinished city as completed.</source>
        <translation>Chi ha un segnalino bonus e un seguace nel quartiere dei Coniatori riceve anche i suoi 3 punti per stemma quando il bonus di La Porxada valuta la sua città incompleta come completata.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The active Land Surveyors city tile changes the cities that La Porxada&apos;s bonus scores as completed at the end.</source>
        <translation>La tessera città attiva degli Agrimensori modifica le città che il bonus di La Porxada valuta come completate alla fine.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player who chose the swap may then swap nothing, which throws the tile&apos;s effect away; off, choosing the swap means naming two followers.</source>
        <translation>Chi ha scelto lo scambio può poi non scambiare nulla, perdendo l&apos;effetto della tessera; disattivato, scegliere lo scambio significa indicare due seguaci.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+2"/>
        <source>Wealth: +3 points</source>
        <translation>Ricchezza: +3 punti</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+2"/>
        <source>Poverty: -3 points</source>
        <translation>Povertà: −3 punti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As the signposts point</source>
        <translation>Come indicano i cartelli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shuffled</source>
        <translation>Mescolate</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A quarter&apos;s bonus counts from the moment the meeple arrives, in the same turn too.</source>
        <translation>Il bonus di un quartiere vale dal momento in cui arriva il seguace, anche nello stesso turno.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>on</source>
        <translation>attivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>disattivato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>automatic</source>
        <translation>automatico</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rule text</source>
        <translation>Testo delle regole</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Official clarification (%1)</source>
        <translation>Chiarimento ufficiale (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Community reading</source>
        <translation>Interpretazione della comunità</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Project decision</source>
        <translation>Decisione del progetto</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Default: %1 (%2).</source>
        <translation>Predefinito: %1 (%2).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rule choice “%1”: %2 (%3).</source>
        <translation>Scelta di regola «%1»: %2 (%3).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Official clarification (%1): %2</source>
        <translation>Chiarimento ufficiale (%1): %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (default)</source>
        <translation>%1 (predefinito)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="+149"/>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Rules summary</source>
        <translation>Riassunto delle regole</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>On your turn, draw a tile and add it to the landscape so that it touches a tile already there along at least one edge, and every touching edge matches: city to city, road to road, field to field. A tile that fits nowhere goes back to the box and you draw again.</source>
        <translation>Nel tuo turno pesca una tessera e aggiungila al paesaggio in modo che tocchi con almeno un lato una tessera già presente e che ogni lato a contatto combaci: città con città, strada con strada, prato con prato. Una tessera che non si può piazzare da nessuna parte torna nella scatola e peschi di nuovo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Then you may put one follower from your supply on a road, city, monastery or field of that tile, unless the whole road, city or field it belongs to already holds a follower.</source>
        <translation>Poi puoi piazzare un seguace dalla tua riserva su una strada, una città, un monastero o un prato di quella tessera, a meno che l&apos;intera strada, città o prato a cui appartiene non abbia già un seguace.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A completed feature scores at once and its followers go back to their owners: a road 1 point per tile, a city 2 points per tile and per coat of arms, a monastery surrounded by eight tiles 9 points. The player(s) with the most followers in a feature score it; tied players all score in full.</source>
        <translation>Un elemento completato dà subito punti e i suoi seguaci tornano ai proprietari: una strada 1 punto per tessera, una città 2 punti per tessera e per stemma, un monastero circondato da otto tessere 9 punti. Il giocatore o i giocatori con più seguaci nell&apos;elemento ne ottengono i punti; in caso di parità tutti ottengono i punti pieni.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When the last tile is placed, unfinished roads and cities score 1 point per tile and per coat of arms, unfinished monasteries 1 point for themselves and each neighbour, and each field 3 points per completed city it touches. The highest score wins.</source>
        <translation>Dopo l&apos;ultima tessera, strade e città incomplete valgono 1 punto per tessera e per stemma, i monasteri incompleti 1 punto per sé e per ogni tessera vicina e ogni prato 3 punti per ogni città completata che tocca. Vince il punteggio più alto.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Builder: instead of a follower, put your builder on a road or city of the tile just placed that already holds one of your followers. Whenever you later extend that road or city, you play a second tile in the same turn (never a third).</source>
        <translation>Costruttore: invece di un seguace, piazza il tuo costruttore su una strada o città della tessera appena piazzata dove c&apos;è già uno dei tuoi seguaci. Ogni volta che in seguito estendi quella strada o città, giochi una seconda tessera nello stesso turno (mai una terza).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pig: put it in a field that holds one of your farmers. If you score that field at the end, each completed city is worth 4 points to you instead of 3.</source>
        <translation>Maiale: piazzalo in un prato dove c&apos;è uno dei tuoi contadini. Se alla fine ottieni i punti di quel prato, ogni città completata ti vale 4 punti invece di 3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goods: whoever completes a city takes one token for each wine, grain or cloth symbol in it, even without a knight there. At the end, the most tokens of each kind score 10 points (ties all score).</source>
        <translation>Merci: chi completa una città prende un segnalino per ogni simbolo di vino, grano o stoffa che contiene, anche senza avervi un cavaliere. Alla fine, chi ha più segnalini di ogni tipo ottiene 10 punti (in caso di parità li ottengono tutti).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The four Leipzig tiles replace the start tile and form the city of Leipzig in the middle. Nobody can place a follower in Leipzig by the normal rules.</source>
        <translation>Le quattro tessere di Leipzig sostituiscono la tessera iniziale e formano al centro la città di Leipzig. Nessuno può piazzare un seguace a Leipzig con le regole normali.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When a road connected to Leipzig (directly, or through crossroads) is completed, each player with the majority on it may send one of his followers from it into a free quarter of his choice instead of scoring; with a second follower on the road he still scores. Followers in Leipzig stay there.</source>
        <translation>Quando si completa una strada collegata a Leipzig (direttamente o attraverso incroci), ogni giocatore con la maggioranza su di essa può mandare uno dei suoi seguaci da quella strada in un quartiere libero a sua scelta invece di ottenere i punti; con un secondo seguace sulla strada ottiene comunque i punti. I seguaci a Leipzig vi restano.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Quarter bonuses for later scorings: Wainwrights +1 per tile of roads you win, Coiners +3 per coat of arms in cities where you have a knight, Bookbinders +4 for every completed monastery, Tanners +2 per farmhouse and shed in the fields you win at the end.</source>
        <translation>Bonus dei quartieri nei punteggi successivi: Carradori +1 per tessera delle strade che vinci, Coniatori +3 per stemma nelle città dove hai un cavaliere, Rilegatori +4 per ogni monastero completato, Conciatori +2 per fattoria e stalla nei prati che vinci alla fine.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Three stacks of scoring tiles (city, road, monastery) lie open; the top tile of each changes how completed features of its kind score during the game (for instance Siege: +1 per coat of arms; Highway: a road scores as 5 tiles).</source>
        <translation>Tre pile di tessere punteggio (città, strada, monastero) sono scoperte; la tessera in cima a ciascuna cambia il modo in cui gli elementi completati del suo tipo danno punti durante la partita (per esempio Assedio: +1 per stemma; Superstrada: una strada conta come 5 tessere).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After every turn in which something was scored, all three top tiles go under their stacks and the next ones apply. The final scoring ignores them. The scoreboard shows the active tiles and their effects.</source>
        <translation>Dopo ogni turno in cui si sono ottenuti punti, le tre tessere in cima vanno sotto le rispettive pile e si applicano le successive. Il punteggio finale le ignora. Il segnapunti mostra le tessere attive e i loro effetti.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whoever places La Porxada chooses at once: either swap one of his followers on the board with another player&apos;s follower (who may refuse, and then loses one of his followers for good), or the scoring bonus.</source>
        <translation>Chi piazza La Porxada sceglie subito: o scambiare uno dei suoi seguaci sul tabellone con il seguace di un altro giocatore (che può rifiutare, perdendo però definitivamente uno dei suoi seguaci), oppure il bonus di punteggio.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scoring bonus: when La Porxada&apos;s city is completed, every player with a knight in it takes a token. At the end, a token holder scores his unfinished cities as if completed (2 points per tile and per coat of arms).</source>
        <translation>Bonus di punteggio: quando la città di La Porxada è completata, ogni giocatore con un cavaliere al suo interno prende un segnalino. Alla fine, chi ha un segnalino conta le sue città incomplete come se fossero completate (2 punti per tessera e per stemma).</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>2nd edition rules (C2)</source>
        <translation>Regole della 2ª edizione (C2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd edition rules (C3)</source>
        <translation>Regole della 3ª edizione (C3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The base game</source>
        <translation>Il gioco base</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No summary of this expansion yet.</source>
        <translation>Non c&apos;è ancora un riassunto di questa espansione.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No expansion is in play.</source>
        <translation>Nessuna espansione è in gioco.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rule choices of this game</source>
        <translation>Scelte di regola di questa partita</translation>
    </message>
</context>
<context>
    <name>ScoreLog</name>
    <message>
        <location filename="../carc_desktop/ui/panels/score_log.py" line="+86"/>
        <source>Score log</source>
        <translation>Registro dei punti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click an entry to show its feature on the board.</source>
        <translation>Fai clic su una voce per mostrarne l&apos;elemento sul tabellone.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score log entries</source>
        <translation>Voci del registro dei punti</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Click to show it on the board</source>
        <translation>Fai clic per mostrarlo sul tabellone</translation>
    </message>
</context>
<context>
    <name>ScoreRaceChart</name>
    <message>
        <location filename="../carc_desktop/ui/review/chart.py" line="+358"/>
        <source>Turn %1</source>
        <translation>Turno %1</translation>
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
            <numerusform>… e %n altro punteggio</numerusform>
            <numerusform>… e altri %n punteggi</numerusform>
        </translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Final scoring</source>
        <translation>Punteggio finale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No scores yet</source>
        <translation>Ancora nessun punto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score race</source>
        <translation>Corsa ai punti</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="-52"/>
        <source>placing a tile</source>
        <translation>sta piazzando una tessera</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>placing a figure</source>
        <translation>sta piazzando una pedina</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>choosing the scoring order</source>
        <translation>sta scegliendo l&apos;ordine dei punteggi</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="-68"/>
        <source>deciding about Leipzig</source>
        <translation>sta decidendo per Leipzig</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="+2"/>
        <source>choosing a La Porxada option</source>
        <translation>sta scegliendo un&apos;opzione di La Porxada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>answering a swap</source>
        <translation>sta rispondendo a uno scambio</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>removing a follower</source>
        <translation>sta togliendo un seguace</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="-14"/>
        <source>deciding about a second tile</source>
        <translation>sta decidendo per una seconda tessera</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/panels/scoreboard.py" line="+153"/>
        <source>Scoreboard</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whose turn</source>
        <translation>Di chi è il turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiles left</source>
        <translation>Tessere rimaste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Land Surveyors: active tiles</source>
        <translation>Agrimensori: tessere attive</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 (computer)</source>
        <translation>%1 (computer)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 of %2</source>
        <comment>followers in supply of the total</comment>
        <translation>%1 su %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 ready</source>
        <translation>%1 pronto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 of %3 ready</source>
        <translation>%1: %2 su %3 pronti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on the board</source>
        <translation>%1 sul tabellone</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>token</source>
        <translation>segnalino</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n follower(s) lost</source>
        <translation>
            <numerusform>%n seguace perso</numerusform>
            <numerusform>%n seguaci persi</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Game over: final scores</source>
        <translation>Partita finita: punteggi finali</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turn %1: %2 is thinking (%3)…</source>
        <translation>Turno %1: %2 sta pensando (%3)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn %1 of %2: %3 is %4</source>
        <translation>Turno %1 di %2: %3 %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn %1: %2 is %3</source>
        <translation>Turno %1: %2 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Followers: %1</source>
        <translation>Seguaci: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Leipzig: %1</source>
        <translation>Leipzig: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>La Porxada: %1</source>
        <translation>La Porxada: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Goods: %1</source>
        <translation>Merci: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No goods</source>
        <translation>Nessuna merce</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No game yet</source>
        <translation>Nessuna partita per ora</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>to play now</source>
        <translation>di turno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>winner</source>
        <translation>vincitore</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n punto</numerusform>
            <numerusform>%1: %n punti</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2)</source>
        <comment>player summary (state)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n tile(s) left in the bag</source>
        <translation>
            <numerusform>%n tessera rimasta nel sacchetto</numerusform>
            <numerusform>%n tessere rimaste nel sacchetto</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>City: %1 — %2</source>
        <translation>Città: %1 — %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Road: %1 — %2</source>
        <translation>Strada: %1 — %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monastery: %1 — %2</source>
        <translation>Monastero: %1 — %2</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="+92"/>
        <location line="+1"/>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation speed</source>
        <translation>Velocità delle animazioni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Disattivate</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Veloci</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normali</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animazioni:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the points a placement would score</source>
        <translation>Mostra i punti che darebbe un piazzamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placement points preview</source>
        <translation>Anteprima dei punti del piazzamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hovering a figure shows its whole feature and value</source>
        <translation>Passando sopra una pedina se ne mostrano l&apos;elemento intero e il valore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feature hints on hover</source>
        <translation>Suggerimenti sugli elementi al passaggio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casual undo: take back your turn even after the computer has played</source>
        <translation>Annullamento libero: ritira il tuo turno anche dopo che il computer ha giocato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casual undo</source>
        <translation>Annullamento libero</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Off (fair): with computer players, Undo stops at the last tile drawn. On: the computers play again from there, with the same tiles.</source>
        <translation>Disattivato (leale): con giocatori computer, Annulla si ferma all&apos;ultima tessera pescata. Attivato: i computer rigiocano da lì, con le stesse tessere.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Offer hints: what the computer would do (H)</source>
        <translation>Offri suggerimenti: cosa farebbe il computer (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hints</source>
        <translation>Suggerimenti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switch off for competitive play: the hint action is then disabled.</source>
        <translation>Disattiva per le partite competitive: i suggerimenti non sono allora disponibili.</translation>
    </message>
</context>
<context>
    <name>Shell</name>
    <message>
        <location filename="../carc_desktop/ui/status.py" line="-32"/>
        <source>Press Ctrl+N to start a new game.</source>
        <translation>Premi Ctrl+N per iniziare una nuova partita.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The game is over: %1 wins. Ctrl+N starts a new game.</source>
        <translation>La partita è finita: vince %1. Ctrl+N inizia una nuova partita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over: %1 share the victory. Ctrl+N starts a new game.</source>
        <translation>La partita è finita: %1 condividono la vittoria. Ctrl+N inizia una nuova partita.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (computer) is thinking…</source>
        <translation>%1 (computer) sta pensando…</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>%n tessera rimasta</numerusform>
            <numerusform>%n tessere rimaste</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="-12"/>
        <source>%1, place your tile: the arrow keys choose a cell, R rotates the tile, Enter places it.</source>
        <translation>%1, piazza la tua tessera: i tasti freccia scelgono una casella, R ruota la tessera, Invio la piazza.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, place a figure: Tab or the arrow keys choose a spot, Enter places the figure, S places none.</source>
        <translation>%1, piazza una pedina: Tab o i tasti freccia scelgono un punto, Invio piazza la pedina, S non ne piazza nessuna.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, choose which feature scores first, in the panel below the board.</source>
        <translation>%1, scegli nel pannello sotto il tabellone quale elemento conta per primo.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="-1"/>
        <source>%1, send a meeple to Leipzig or score the road: choose in the panel below the board.</source>
        <translation>%1, manda un seguace a Leipzig o ottieni i punti della strada: scegli nel pannello sotto il tabellone.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="-11"/>
        <source>%1, choose a La Porxada option in the panel below the board.</source>
        <translation>%1, scegli un&apos;opzione di La Porxada nel pannello sotto il tabellone.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, accept or refuse the swap in the panel below the board.</source>
        <translation>%1, accetta o rifiuta lo scambio nel pannello sotto il tabellone.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, choose the follower that leaves the game, in the panel below the board.</source>
        <translation>%1, scegli nel pannello sotto il tabellone il seguace che lascia la partita.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="-1"/>
        <source>%1, take the builder&apos;s second tile or not, in the panel below the board.</source>
        <translation>%1, prendi o no la seconda tessera del costruttore, nel pannello sotto il tabellone.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/status.py" line="-8"/>
        <source>%1, make your choice in the panel below the board.</source>
        <translation>%1, fai la tua scelta nel pannello sotto il tabellone.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/docks.py" line="+0"/>
        <source>Scoreboard</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score log</source>
        <translation>Registro dei punti</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/status.py" line="+34"/>
        <source>What to do next</source>
        <translation>Cosa fare ora</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/main_window.py" line="+59"/>
        <source>There is no game.</source>
        <translation>Non c&apos;è nessuna partita.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/file_actions.py" line="-123"/>
        <source>Save the game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a saved game</source>
        <translation>Apri una partita salvata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*%1);;All files (*)</source>
        <translation>Partite salvate (*%1);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window_dialogs.py" line="+121"/>
        <source>Carcassonne for the desktop, version %1.

Plays offline against people at this computer or computer players, with Traders &amp; Builders, The Markets of Leipzig, The Land Surveyors and La Porxada. The tiles are drawn by the program itself.</source>
        <translation>Carcassonne per il desktop, versione %1.

Si gioca offline contro altre persone allo stesso computer o contro il computer, con Mercanti &amp; Costruttori, I mercati di Leipzig, Gli Agrimensori e La Porxada. Le tessere sono disegnate dal programma stesso.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About</source>
        <translation>Informazioni</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/hints.py" line="+103"/>
        <source>%1 %2</source>
        <comment>player name, signed points</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Placing it here scores at once: %1.</source>
        <translation>Piazzata qui dà subito: %1.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Placing it here scores nothing at once.</source>
        <translation>Piazzata qui non dà subito punti.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../carc_desktop/ui/review/statistics_dialog.py" line="+95"/>
        <source>Won / played</source>
        <translation>Vinte / giocate</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>People only</source>
        <translation>Solo persone</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Base game</source>
        <translation>Gioco base</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n finished game(s) kept, %1 won.</source>
        <translation>
            <numerusform>%n partita finita conservata, %1 vinte.</numerusform>
            <numerusform>%n partite finite conservate, %1 vinte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-55"/>
        <source>Clear History</source>
        <translation>Cancella la cronologia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete every finished game kept on this computer? Their statistics go with them; unfinished games stay.</source>
        <translation>Eliminare tutte le partite finite conservate su questo computer? Le loro statistiche se ne vanno con loro; le partite non finite restano.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>No finished game is kept yet: statistics come from the games kept on this computer.</source>
        <translation>Nessuna partita finita è ancora conservata: le statistiche vengono dalle partite conservate su questo computer.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n saved game(s) could not be read and are left out.</source>
        <translation>
            <numerusform>%n partita salvata non è leggibile ed è esclusa.</numerusform>
            <numerusform>%n partite salvate non sono leggibili e sono escluse.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear &amp;History…</source>
        <translation>Cancella la &amp;cronologia…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean score:</source>
        <translation>Punteggio medio:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score:</source>
        <translation>Punteggio migliore:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest road scored:</source>
        <translation>Strada più lunga a punti:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Biggest city scored:</source>
        <translation>Città più grande a punti:</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <location line="+2"/>
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tessera</numerusform>
            <numerusform>%n tessere</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Against the &amp;computer:</source>
        <translation>Contro il &amp;computer:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By &amp;expansions:</source>
        <translation>Per &amp;espansioni:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents</source>
        <translation>Avversari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expansions</source>
        <translation>Espansioni</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games against each computer level</source>
        <translation>Partite contro ogni livello del computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games with each mix of expansions</source>
        <translation>Partite con ogni combinazione di espansioni</translation>
    </message>
</context>
<context>
    <name>TileNames</name>
    <message>
        <location filename="../carc_desktop/art/leipzig_art.py" line="+35"/>
        <source>Wainwrights</source>
        <translation>Carradori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tanners</source>
        <translation>Conciatori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coiners</source>
        <translation>Coniatori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bookbinders</source>
        <translation>Rilegatori</translation>
    </message>
</context>
<context>
    <name>TileTray</name>
    <message>
        <location filename="../carc_desktop/ui/tile_tray.py" line="+41"/>
        <source>Tile to place</source>
        <translation>Tessera da piazzare</translation>
    </message>
    <message>
        <location line="+167"/>
        <source>Rotate anticlockwise (Shift+R)</source>
        <translation>Ruota in senso antiorario (Maiusc+R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate clockwise (R)</source>
        <translation>Ruota in senso orario (R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag the tile onto the board. Wheel, right click or R rotates it.</source>
        <translation>Trascina la tessera sul tabellone. La rotellina, il clic destro o R la ruotano.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your tile</source>
        <translation>La tua tessera</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tile in play</source>
        <translation>Tessera in gioco</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tile placed</source>
        <translation>Tessera piazzata</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>%n tessera rimasta</numerusform>
            <numerusform>%n tessere rimaste</numerusform>
        </translation>
    </message>
</context>
</TS>
