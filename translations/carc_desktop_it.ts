<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT" sourcelanguage="en">
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
        <translation>alto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>east</source>
        <translation>destra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>south</source>
        <translation>basso</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>west</source>
        <translation>sinistra</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>closed</source>
        <translation>chiuso</translation>
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
        <translation>Lati: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A large tile.</source>
        <translation>Una tessera grande.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n stemma</numerusform>
            <numerusform>%n stemmi</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goods</source>
        <translation>Merci</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cell %1, %2</source>
        <translation>Casella %1, %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: taken</source>
        <translation>%1: occupata</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the tile fits here</source>
        <translation>%1: la tessera va bene qui</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the tile fits here turned another way (R)</source>
        <translation>%1: la tessera va bene qui, ruotata diversamente (R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the tile does not fit here</source>
        <translation>%1: la tessera non va bene qui</translation>
    </message>
</context>
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
        <location line="+120"/>
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
    <name>Announcements</name>
    <message>
        <location filename="../carc_desktop/ui/common/announcer.py" line="+52"/>
        <source>%1&apos;s turn (computer).</source>
        <translation>Turno di %1 (computer).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s turn.</source>
        <translation>Turno di %1.</translation>
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
        <translation>Nessuna tessera rimasta può riempire questo spazio.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Only %n tile(s) left can fill this spot.</source>
        <translation>
            <numerusform>Solo %n tessera rimasta può riempire questo spazio.</numerusform>
            <numerusform>Solo %n tessere rimaste possono riempire questo spazio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>Field held by %1: worth %n point(s) now.</source>
        <translation>
            <numerusform>Prato tenuto da %1: vale ora %n punto.</numerusform>
            <numerusform>Prato tenuto da %1: vale ora %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+170"/>
        <source>Needs at least %n more tile(s), but one of its gaps can no longer be filled.</source>
        <translation>
            <numerusform>Servono ancora almeno %n tessera, ma uno dei suoi spazi non può più essere riempito.</numerusform>
            <numerusform>Servono ancora almeno %n tessere, ma uno dei suoi spazi non può più essere riempito.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Needs at least %n more tile(s); tiles left that fit each gap: %1.</source>
        <translation>
            <numerusform>Servono ancora almeno %n tessera; tessere rimaste adatte a ogni spazio: %1.</numerusform>
            <numerusform>Servono ancora almeno %n tessere; tessere rimaste adatte a ogni spazio: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../carc_desktop/ui/board/art.py" line="+292"/>
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
        <location filename="../carc_desktop/ui/board/view.py" line="+188"/>
        <location filename="../carc_desktop/ui/common/a11y.py" line="+5"/>
        <source>Board</source>
        <translation>Tabellone</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>%1 placed this tile since your last turn (%2 of %3).</source>
        <translation>%1 ha piazzato questa tessera dal tuo ultimo turno (%2 di %3).</translation>
    </message>
    <message>
        <location line="+482"/>
        <source>Choose a cell first: click a highlighted cell or use the arrow keys.</source>
        <translation>Scegli prima una casella: fai clic su una casella evidenziata o usa i tasti freccia.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/board/leipzig_figures.py" line="+69"/>
        <source>Meeples here: %1</source>
        <translation>Seguaci qui: %1</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/board/scene.py" line="+100"/>
        <location line="+58"/>
        <source>placed last</source>
        <translation>piazzata per ultima</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/board/tooltips.py" line="+43"/>
        <source>Follower of %1 (player %2)</source>
        <translation>Seguace di %1 (giocatore %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Farmer of %1 (player %2)</source>
        <translation>Contadino di %1 (giocatore %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Builder of %1 (player %2)</source>
        <translation>Costruttore di %1 (giocatore %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pig of %1 (player %2)</source>
        <translation>Maiale di %1 (giocatore %2)</translation>
    </message>
</context>
<context>
    <name>Categories</name>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="+113"/>
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
        <source>Other</source>
        <translation>Altro</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="+194"/>
        <source>La Porxada</source>
        <translation>La Porxada</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="+162"/>
        <source>Leipzig bonuses</source>
        <translation>Bonus di Leipzig</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/the_land_surveyors.py" line="+56"/>
        <source>Land Surveyors</source>
        <translation>Agrimensori</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="+87"/>
        <source>Goods</source>
        <translation>Merci</translation>
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
        <location filename="../carc_desktop/ui/dialogs/common.py" line="+52"/>
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
        <location line="-8"/>
        <location line="+9"/>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Dark red</source>
        <translation>Rosso scuro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cyan</source>
        <translation>Ciano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teal</source>
        <translation>Verde petrolio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orange</source>
        <translation>Arancione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Purple</source>
        <translation>Viola</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Grey</source>
        <translation>Grigio</translation>
    </message>
    <message>
        <location line="+80"/>
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
        <location filename="../carc_desktop/ui/dialogs/continue_dialog.py" line="+101"/>
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
        <location filename="../carc_desktop/ui/play/decision_panel.py" line="+307"/>
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
        <location line="+16"/>
        <source>↻ Rotate</source>
        <translation>↻ Ruota</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+73"/>
        <source>Not possible now</source>
        <translation>Non possibile ora</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>Show legal cells (L)</source>
        <translation>Mostra le caselle valide (L)</translation>
    </message>
</context>
<context>
    <name>EndOfGameDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="+205"/>
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
        <location line="+4"/>
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
        <location line="+73"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores so far: %1</source>
        <translation>Punteggi finora: %1</translation>
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
        <translation>Totale</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Place</source>
        <translation>Posto</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
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
        <location line="-155"/>
        <source>&amp;Review the Game…</source>
        <translation>&amp;Rivedi la partita…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through the game from its start</source>
        <translation>Ripercorrere la partita passo per passo dall&apos;inizio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anal&amp;yse the Game…</source>
        <translation>&amp;Analizza la partita…</translation>
    </message>
    <message>
        <location line="+127"/>
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
        <location line="+8"/>
        <source>You already have a meeple in this quarter.</source>
        <translation>Hai già un seguace in questo quartiere.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not possible now: it needs one of your followers on the board and one of another player&apos;s.</source>
        <translation>Non è possibile ora: servono un tuo seguace sul tabellone e uno di un altro giocatore.</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <source>That is not a file but a named pipe, a device or a socket; it was not read.</source>
        <translation>Non è un file ma una pipe con nome, un dispositivo o un socket; non è stato letto.</translation>
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
        <location line="+29"/>
        <source>Cannot open “%1”.</source>
        <translation>Impossibile aprire «%1».</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot open this game.</source>
        <translation>Impossibile aprire questa partita.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cannot save this game: the disk is full. The previous file is unchanged.</source>
        <translation>Impossibile salvare questa partita: il disco è pieno. Il file precedente è invariato.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot save this game: it could not be written as a record. The previous file is unchanged.</source>
        <translation>Impossibile salvare questa partita: non è stata scritta come registrazione. Il file precedente è invariato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot save “%1”: the game could not be written as a record. The previous file is unchanged.</source>
        <translation>Impossibile salvare «%1»: la partita non è stata scritta come registrazione. Il file precedente è invariato.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot save this game: the file could not be written. The previous file is unchanged.</source>
        <translation>Impossibile salvare questa partita: il file non è stato scritto. Il file precedente è invariato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot save “%1”: the file could not be written. The previous file is unchanged.</source>
        <translation>Impossibile salvare «%1»: il file non è stato scritto. Il file precedente è invariato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game could not be saved.</source>
        <translation>Non è stato possibile salvare la partita.</translation>
    </message>
    <message>
        <location line="-172"/>
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
        <translation>Quell&apos;elemento non è tra quelli che danno punti ora.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The Leipzig start arrangement must name each of %1 once.</source>
        <translation>La disposizione iniziale di Leipzig deve nominare una volta ciascuna di %1.</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>This game is open in another carc-desktop window: play it there, or close it there first.</source>
        <translation>Questa partita è aperta in un&apos;altra finestra di carc-desktop: giocala lì, oppure chiudila prima lì.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Cannot save “%1”: the disk is full. The previous file is unchanged.</source>
        <translation>Impossibile salvare «%1»: il disco è pieno. Il file precedente è invariato.</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message numerus="yes">
        <location filename="../carc_desktop/texts/event_text.py" line="+34"/>
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
        <location line="+46"/>
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
        <location filename="../carc_desktop/ui/play/feature_info.py" line="+89"/>
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
        <location filename="../carc_desktop/ui/window/file_actions.py" line="+163"/>
        <source>No recent games</source>
        <translation>Nessuna partita recente</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Clear the List</source>
        <translation>&amp;Svuota l&apos;elenco</translation>
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
        <location line="+7"/>
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
        <location filename="../carc_desktop/ui/window/file_actions.py" line="-74"/>
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
        <location filename="../carc_desktop/controller/game_controller.py" line="+397"/>
        <source>There is nothing to redo.</source>
        <translation>Non c&apos;è nulla da ripetere.</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>The game could not be autosaved (%1). Save it with Ctrl+S to be safe.</source>
        <translation>Non è stato possibile salvare automaticamente la partita (%1). Salvala con Ctrl+S per sicurezza.</translation>
    </message>
    <message>
        <location line="-437"/>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <location line="+147"/>
        <source>There is nothing to undo.</source>
        <translation>Non c&apos;è nulla da annullare.</translation>
    </message>
    <message>
        <location line="+113"/>
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
        <location line="+107"/>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Please wait: %1 is thinking.</source>
        <translation>Attendi: %1 sta pensando.</translation>
    </message>
    <message>
        <location line="-426"/>
        <source>The tile does not fit there this way round: rotate it (R).</source>
        <translation>In questo verso la tessera non si può piazzare lì: ruotala (R).</translation>
    </message>
    <message>
        <location line="+590"/>
        <source>it chose an illegal move</source>
        <translation>ha scelto una mossa non valida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer player failed (%1); it plays the first legal move.</source>
        <translation>Il giocatore computer ha avuto un errore (%1); gioca la prima mossa valida.</translation>
    </message>
    <message>
        <location line="-420"/>
        <source>A new tile has been drawn since: with computer players in the game, moves before a draw cannot be taken back (unless casual undo is on in the settings).</source>
        <translation>Nel frattempo è stata pescata una nuova tessera: con giocatori computer in partita, le mosse precedenti a una pesca non si possono ritirare (a meno che l&apos;annullamento libero sia attivo nelle impostazioni).</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../carc_desktop/controller/game_files.py" line="+221"/>
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
        <location filename="../carc_desktop/ui/play/hint_bar.py" line="+170"/>
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
        <location line="+55"/>
        <source>The computer is thinking about a hint…</source>
        <translation>Il computer sta pensando a un suggerimento…</translation>
    </message>
</context>
<context>
    <name>HintText</name>
    <message>
        <location line="-162"/>
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
        <location line="+6"/>
        <source>It extends one of your features (%1), worth %n point(s) now.</source>
        <translation>
            <numerusform>Estende uno dei tuoi elementi (%1), che ora vale %n punto.</numerusform>
            <numerusform>Estende uno dei tuoi elementi (%1), che ora vale %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Completed at once (%1), it scores nobody; the figure comes back.</source>
        <translation>Completato subito (%1), nessuno fa punti; la pedina torna indietro.</translation>
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
        <translation>Completato subito (%1): %2; la pedina torna indietro.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the figure stays until its feature (%1) is completed</source>
        <translation>la pedina resta finché il suo elemento (%1) non è completato</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Risk: %1.</source>
        <translation>Rischio: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
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
        <location filename="../carc_desktop/controller/hints.py" line="+231"/>
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
    <name>Lesson</name>
    <message>
        <location filename="../carc_desktop/texts/lesson_texts.py" line="+16"/>
        <source>Placing tiles and roads</source>
        <translation>Piazzare tessere e strade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tile must match every edge it touches; a completed road scores 1 point per tile.</source>
        <translation>Una tessera deve combaciare con ogni lato che tocca; una strada completata vale 1 punto per tessera.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag the tile to the highlighted square east of the start tile: every edge that touches another tile must match, road to road and field to field. Then put a follower on its road: he is now a thief.</source>
        <translation>Trascina la tessera sulla casella evidenziata a est della tessera iniziale: ogni lato che tocca un&apos;altra tessera deve combaciare, strada con strada e prato con prato. Poi metti un seguace sulla sua strada: ora è un ladro.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your follower on the road of the tile you just placed: only a road earns road points.</source>
        <translation>Metti il tuo seguace sulla strada della tessera appena piazzata: solo una strada dà punti della strada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ben closed the east end with a crossroads. A road is complete when both ends are closed. Close its west end with your crossroads: the road scores 1 point per tile.</source>
        <translation>Ben ha chiuso l&apos;estremità est con un incrocio. Una strada è completa quando entrambe le estremità sono chiuse. Chiudi la sua estremità ovest con il tuo incrocio: la strada vale 1 punto per tessera.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close the road: its west end stays open. Put the crossroads on the highlighted square.</source>
        <translation>Così la strada non si chiude: la sua estremità ovest resta aperta. Piazza l&apos;incrocio sulla casella evidenziata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cities and coats of arms</source>
        <translation>Città e stemmi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A completed city scores 2 points per tile and 2 per coat of arms.</source>
        <translation>Una città completata vale 2 punti per tessera e 2 per stemma.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue the start tile&apos;s city to the north, then put a follower in the city: he is now a knight.</source>
        <translation>Prolunga verso nord la città della tessera iniziale, poi metti un seguace nella città: ora è un cavaliere.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your follower in the city: only a knight earns the city&apos;s points.</source>
        <translation>Metti il tuo seguace nella città: solo un cavaliere prende i punti della città.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A city is complete when its walls are closed all around. Close your city with this tile: three tiles and one coat of arms make 8 points.</source>
        <translation>Una città è completa quando le sue mura sono chiuse tutto intorno. Chiudi la tua città con questa tessera: tre tessere e uno stemma fanno 8 punti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This leaves the city open, so it does not score now. Close its last open edge on the highlighted square.</source>
        <translation>Così la città resta aperta e ora non vale punti. Chiudi il suo ultimo lato aperto sulla casella evidenziata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monasteries</source>
        <translation>Monasteri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A monastery is complete when all eight squares around it hold tiles: it scores 9 points.</source>
        <translation>Un monastero è completo quando tutte le otto caselle intorno hanno una tessera: vale 9 punti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your monk stands in the monastery. Seven of the eight squares around it hold tiles. Fill the last one: the monastery scores 1 point for itself and 1 for each of the eight tiles around it.</source>
        <translation>Il tuo monaco è nel monastero. Sette delle otto caselle intorno hanno una tessera. Riempi l&apos;ultima: il monastero vale 1 punto per sé e 1 per ognuna delle otto tessere intorno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The monastery still misses a neighbour here. Put the tile on the last free square around it.</source>
        <translation>Qui al monastero manca ancora un vicino. Piazza la tessera sull&apos;ultima casella libera intorno al monastero.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Farmers and fields</source>
        <translation>Contadini e prati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A farmer stays in his field to the end; then the field scores 3 points per completed city it touches.</source>
        <translation>Un contadino resta nel suo prato fino alla fine; allora il prato vale 3 punti per ogni città completata che tocca.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place the tile east of the start tile and lay a follower down in the field between the road and the city: he is now a farmer. A farmer stays until the end of the game.</source>
        <translation>Piazza la tessera a est della tessera iniziale e sdraia un seguace nel prato tra la strada e la città: ora è un contadino. Un contadino resta fino alla fine della partita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay your follower in the field between the road and the city: only a farmer earns points for a field.</source>
        <translation>Sdraia il tuo seguace nel prato tra la strada e la città: solo un contadino prende punti per un prato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ben closed the city of the start tile. At the end, your field scores 3 points for every completed city it touches. Close the second city beside your field.</source>
        <translation>Ben ha chiuso la città della tessera iniziale. Alla fine il tuo prato vale 3 punti per ogni città completata che tocca. Chiudi la seconda città accanto al tuo prato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That city stays open: an incomplete city brings a field nothing. Close the city on the highlighted square.</source>
        <translation>Quella città resta aperta: una città incompleta non dà nulla a un prato. Chiudi la città sulla casella evidenziata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game and final scoring</source>
        <translation>La fine della partita e il punteggio finale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the end, an incomplete road or city scores 1 point per tile (and per coat of arms), a monastery 1 plus 1 per neighbour.</source>
        <translation>Alla fine una strada o una città incompleta vale 1 punto per tessera (e per stemma), un monastero 1 più 1 per vicino.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue the start tile&apos;s city with this tile and put a knight in it. This game is short: it ends when the last tile is placed.</source>
        <translation>Prolunga la città della tessera iniziale con questa tessera e mettici un cavaliere. Questa partita è breve: finisce quando è piazzata l&apos;ultima tessera.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your follower in the city: the end of the game scores it.</source>
        <translation>Metti il tuo seguace nella città: la fine della partita le dà i punti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last tile of yours: place the monastery south of the start tile with a monk. When the bag is empty, everything incomplete scores: your city 1 per tile and 1 per coat of arms, your monastery 1 plus 1 per neighbour.</source>
        <translation>La tua ultima tessera: piazza il monastero a sud della tessera iniziale con un monaco. Quando il sacchetto è vuoto, tutto ciò che è incompleto prende punti: la tua città 1 per tessera e 1 per stemma, il tuo monastero 1 più 1 per vicino.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your monk on the monastery: a monastery scores only with a follower on it.</source>
        <translation>Metti il tuo monaco sul monastero: un monastero vale punti solo con un seguace sopra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A short coached game against Easy</source>
        <translation>Una breve partita guidata contro Facile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You played a whole game: place, choose a figure, score.</source>
        <translation>Hai giocato una partita intera: piazzare, scegliere una pedina, fare punti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now a short game against the Easy computer. Place your tile where it fits; the green squares show where it may go.</source>
        <translation>Ora una breve partita contro il computer Facile. Piazza la tua tessera dove combacia; le caselle verdi mostrano dove può andare.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+2"/>
        <source>That move is not allowed now.</source>
        <translation>Questa mossa non è permessa ora.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Put a follower where he can score soon: a short road or a small city is completed quickly and gives him back.</source>
        <translation>Metti un seguace dove può fare punti presto: una strada corta o una piccola città si completa in fretta e te lo restituisce.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look at Ben&apos;s followers: if you join his city or road, a tie shares the points, but you may not put a follower on a feature that already holds one.</source>
        <translation>Guarda i seguaci di Ben: se ti unisci alla sua città o strada, un pareggio divide i punti, ma non puoi mettere un seguace su un elemento che ne ha già uno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep a follower or two in your supply: without one you cannot take a feature that opens up.</source>
        <translation>Tieni uno o due seguaci nella riserva: senza, non puoi prendere un elemento che si apre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last tile: anything left incomplete still scores at the end.</source>
        <translation>Ultima tessera: ciò che resta incompleto vale punti comunque alla fine.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>More base rules</source>
        <translation>Altre regole di base</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tile that fits nowhere goes back to the box; a completed city counts once for each field it touches.</source>
        <translation>Una tessera che non si può piazzare da nessuna parte torna nella scatola; una città completata conta una volta per ogni prato che tocca.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tile that fits nowhere goes back to the box, and its player draws another. Close your city with the cap on the highlighted square: then no open city edge is left, and Ben&apos;s next tile, a city on all four sides, fits nowhere.</source>
        <translation>Una tessera che non si può piazzare da nessuna parte torna nella scatola, e il suo giocatore ne pesca un&apos;altra. Chiudi la tua città con il pezzo di città sulla casella evidenziata: così non resta nessun lato di città aperto, e la prossima tessera di Ben, una città su tutti e quattro i lati, non va da nessuna parte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This leaves an open city edge, so Ben&apos;s four-sided city tile would still fit. Close your city on the highlighted square.</source>
        <translation>Così resta aperto un lato di città, e la tessera di Ben con la città sui quattro lati si potrebbe ancora piazzare. Chiudi la tua città sulla casella evidenziata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the end each field scores 3 points per completed city it touches. Your farmer&apos;s field touches the city along two tiles, yet the city counts once for it: 3 points. Put this last tile west of the city with a farmer on it: the same city counts again for this other field, 3 points more.</source>
        <translation>Alla fine ogni prato vale 3 punti per ogni città completata che tocca. Il prato del tuo contadino tocca la città lungo due tessere, eppure la città conta una volta sola per lui: 3 punti. Piazza quest&apos;ultima tessera a ovest della città con un contadino sopra: la stessa città conta di nuovo per questo altro prato, 3 punti in più.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put a farmer on this tile&apos;s field: a city counts for every field it touches, once for each.</source>
        <translation>Metti un contadino sul prato di questa tessera: una città conta per ogni prato che tocca, una volta per ciascuno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scoring tiles and their timing</source>
        <translation>Le tessere punteggio e il momento giusto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The active scoring tile changes how a completed feature scores, and all three change after every turn with an occupied scoring.</source>
        <translation>La tessera punteggio attiva cambia i punti di un elemento completato, e tutte e tre cambiano dopo ogni turno con un punteggio occupato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The active road tile is the Street Fair: 2 points per road tile. Complete your road now: 4 tiles make 8 points. After this occupied scoring, all three active tiles change.</source>
        <translation>La tessera della strada attiva è la Festa di strada: 2 punti per tessera di strada. Completa ora la tua strada: 4 tessere fanno 8 punti. Dopo questo punteggio occupato, tutte e tre le tessere attive cambiano.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not complete your road, and the Street Fair will be gone when it is.</source>
        <translation>Così la tua strada non si completa, e quando lo farà la Festa di strada sarà finita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The city scoring tiles</source>
        <translation>Le tessere punteggio delle città</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Citizens&apos; Jury, Bad Neighbourhood, Siege, Poverty and Wealth change what a completed city is worth: score a city when the active tile suits you.</source>
        <translation>Giuria cittadina, Quartiere malfamato, Assedio, Povertà e Ricchezza cambiano quanto vale una città completata: fai i punti di una città quando la tessera attiva ti conviene.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The active city tile is the Citizens&apos; Jury: majority no longer matters, and every player with at least one knight in the city receives the full points. Ben has two knights in this city, you have one. Complete it with the four-sided city tile: you both score 12.</source>
        <translation>La tessera attiva delle città è la Giuria cittadina: la maggioranza non conta più, e ogni giocatore con almeno un cavaliere nella città riceve tutti i punti. Ben ha due cavalieri in questa città, tu uno. Completala con la tessera con la città sui quattro lati: prendete 12 punti tutti e due.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not complete the city of the knights. Under the Citizens&apos; Jury your one knight scores as much as Ben&apos;s two: put the tile on the highlighted square.</source>
        <translation>Così la città dei cavalieri non si completa. Con la Giuria cittadina il tuo unico cavaliere vale quanto i due di Ben: piazza la tessera sulla casella evidenziata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After that scoring all three tiles changed: Bad Neighbourhood is active now. A tile whose only part of the city is a small cap on one edge gives no points. Close your city: the two caps give nothing, the middle tile and its coat of arms 4 points.</source>
        <translation>Dopo quel punteggio tutte e tre le tessere sono cambiate: ora è attivo il Quartiere malfamato. Una tessera la cui sola parte della città è un piccolo pezzo su un lato non dà punti. Chiudi la tua città: i due pezzi non danno nulla, la tessera centrale e il suo stemma 4 punti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close your city. Close it on the highlighted square and see which tiles still count under Bad Neighbourhood.</source>
        <translation>Così la tua città non si chiude. Chiudila sulla casella evidenziata e guarda quali tessere contano ancora con il Quartiere malfamato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now the Siege is active: each coat of arms in a city counts 1 point extra. Close your city with its two coats of arms: 4 tiles and 2 coats of arms make 14 points instead of 12.</source>
        <translation>Ora è attivo l&apos;Assedio: ogni stemma in una città vale 1 punto in più. Chiudi la tua città con i suoi due stemmi: 4 tessere e 2 stemmi fanno 14 punti invece di 12.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close your city with the two coats of arms: put the tile on the highlighted square while the Siege is active.</source>
        <translation>Così la tua città con i due stemmi non si chiude: piazza la tessera sulla casella evidenziata finché l&apos;Assedio è attivo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now Poverty is active for cities: each player who scores a city gets 3 points less. This tile could close your small city in the west, for only 1 point. Close your road in the east instead: the Street Fair doubles it, and after this scoring the tiles change again.</source>
        <translation>Ora per le città è attiva la Povertà: ogni giocatore che fa i punti di una città ne riceve 3 in meno. Questa tessera potrebbe chiudere la tua piccola città a ovest, per 1 punto soltanto. Chiudi invece la tua strada a est: la Festa di strada la raddoppia, e dopo questo punteggio le tessere cambiano di nuovo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under Poverty your city would score 3 points less. Score your road with this tile instead: after that turn the tiles change, and your city can wait.</source>
        <translation>Con la Povertà la tua città varrebbe 3 punti in meno. Con questa tessera fai invece i punti della tua strada: dopo quel turno le tessere cambiano, e la tua città può aspettare.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your road&apos;s scoring changed the tiles: Wealth is active for cities now, 3 points more for each player who scores one. Close your city in the west: 4 points and 3 more make 7.</source>
        <translation>Il punteggio della tua strada ha cambiato le tessere: ora per le città è attiva la Ricchezza, 3 punti in più per ogni giocatore che fa i punti di una città. Chiudi la tua città a ovest: 4 punti e 3 in più fanno 7.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close your city in the west. Close it now, while Wealth is active.</source>
        <translation>Così la tua città a ovest non si chiude. Chiudila ora, finché è attiva la Ricchezza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The road scoring tiles</source>
        <translation>Le tessere punteggio delle strade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Highway, Peasant Uprising and Poverty change what a completed road is worth, Ben&apos;s road too.</source>
        <translation>Superstrada, Rivolta contadina e Povertà cambiano quanto vale una strada completata, anche quella di Ben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The active road tile is the Highway: a road scores 5 points, whatever its length. Close your short road with the crossroads on the highlighted square: its 3 tiles score 5 points. A long road would score only 5 as well.</source>
        <translation>La tessera attiva delle strade è la Superstrada: una strada vale 5 punti, qualunque sia la sua lunghezza. Chiudi la tua strada corta con l&apos;incrocio sulla casella evidenziata: le sue 3 tessere valgono 5 punti. Anche una strada lunga ne varrebbe solo 5.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close your road. Under the Highway even your 3-tile road scores 5: close its west end on the highlighted square.</source>
        <translation>Così la tua strada non si chiude. Con la Superstrada anche la tua strada di 3 tessere vale 5: chiudi la sua estremità ovest sulla casella evidenziata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now the Peasant Uprising is active: each road tile showing a farmhouse scores 1 point less; sheds do not count. Which tiles show a farmhouse depends on the edition&apos;s pictures, here the 3rd edition&apos;s. Your road runs past two farmhouses: close it, 4 tiles minus 2 make 2 points.</source>
        <translation>Ora è attiva la Rivolta contadina: ogni tessera di strada con una fattoria vale 1 punto in meno; le stalle non contano. Quali tessere mostrano una fattoria dipende dai disegni dell&apos;edizione, qui la 3ª edizione. La tua strada passa accanto a due fattorie: chiudila, 4 tessere meno 2 fanno 2 punti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close your road past the farmhouses: put the tile on the highlighted square.</source>
        <translation>Così la tua strada accanto alle fattorie non si chiude: piazza la tessera sulla casella evidenziata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The road stack&apos;s Wealth or Poverty tile is active. Its printed side is not known; by default it is Poverty: each player who scores a road gets 3 points less (the New Game dialog can make it Wealth). Close Ben&apos;s road: his 3 tiles earn him 3 − 3 = 0 points.</source>
        <translation>È attiva la tessera Ricchezza o povertà della pila delle strade. Il suo lato stampato non è noto; di base è Povertà: ogni giocatore che fa i punti di una strada ne riceve 3 in meno (nella finestra Nuova partita può diventare Ricchezza). Chiudi la strada di Ben: le sue 3 tessere gli fruttano 3 − 3 = 0 punti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close Ben&apos;s road. Close its west end on the highlighted square: under Poverty it earns him nothing.</source>
        <translation>Così la strada di Ben non si chiude. Chiudi la sua estremità ovest sulla casella evidenziata: con la Povertà non gli frutta nulla.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The monastery scoring tiles</source>
        <translation>Le tessere punteggio dei monasteri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hermit Monastery, Pilgrimage Route and Wealth or Poverty change what a completed monastery is worth.</source>
        <translation>Eremo, Via dei pellegrini e Ricchezza o povertà cambiano quanto vale un monastero completato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The active monastery tile is the Hermit Monastery: of the 9 tiles counted for a monastery, each one showing a city segment gives 1 point less. Complete the middle monastery on the highlighted square: 5 of its 9 tiles show a city, so it scores 4.</source>
        <translation>La tessera attiva dei monasteri è l&apos;Eremo: delle 9 tessere contate per un monastero, ognuna che mostra un pezzo di città dà 1 punto in meno. Completa il monastero centrale sulla casella evidenziata: 5 delle sue 9 tessere mostrano una città, quindi vale 4.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not complete the middle monastery: fill the last square around it, highlighted.</source>
        <translation>Così il monastero centrale non si completa: riempi l&apos;ultima casella intorno a esso, quella evidenziata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now the Pilgrimage Route is active: each of the 9 tiles showing a road gives 1 point extra, the monastery&apos;s own tile too. Complete the west monastery: 6 of its tiles show a road, so it scores 15.</source>
        <translation>Ora è attiva la Via dei pellegrini: ognuna delle 9 tessere che mostra una strada dà 1 punto in più, anche la tessera del monastero stesso. Completa il monastero a ovest: 6 delle sue tessere mostrano una strada, quindi vale 15.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not complete the west monastery: fill the last square around it, highlighted.</source>
        <translation>Così il monastero a ovest non si completa: riempi l&apos;ultima casella intorno a esso, quella evidenziata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now the monastery stack&apos;s Wealth or Poverty tile is active. By default it is Wealth: 3 points more for each player who scores a monastery. Complete the east monastery: 9 and 3 make 12.</source>
        <translation>Ora è attiva la tessera Ricchezza o povertà della pila dei monasteri. Di base è Ricchezza: 3 punti in più per ogni giocatore che fa i punti di un monastero. Completa il monastero a est: 9 e 3 fanno 12.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not complete the east monastery: fill the last square around it, highlighted.</source>
        <translation>Così il monastero a est non si completa: riempi l&apos;ultima casella intorno a esso, quella evidenziata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The final scoring ignores the tiles</source>
        <translation>Il punteggio finale ignora le tessere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scoring tiles change only scorings during the game: the final scoring ignores them, and a completed feature without followers scores nothing and changes no tile.</source>
        <translation>Le tessere punteggio cambiano solo i punteggi durante la partita: il punteggio finale le ignora, e un elemento completato senza seguaci non dà punti e non cambia nessuna tessera.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the last tile, and Bad Neighbourhood is active: closed now, your city would lose its four cap tiles and score only 4. Place the tile anywhere else: at the final scoring the scoring tiles have no effect, and your unfinished city scores 1 per tile and coat of arms, 5 points.</source>
        <translation>Questa è l&apos;ultima tessera, ed è attivo il Quartiere malfamato: chiusa ora, la tua città perderebbe le sue quattro tessere con un pezzo di città e varrebbe solo 4. Piazza la tessera altrove: nel punteggio finale le tessere punteggio non hanno effetto, e la tua città incompleta vale 1 per tessera e per stemma, 5 punti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closed now, under Bad Neighbourhood, your city scores only 4. Leave it open: the final scoring ignores the scoring tiles.</source>
        <translation>Chiusa ora, con il Quartiere malfamato, la tua città vale solo 4. Lasciala aperta: il punteggio finale ignora le tessere punteggio.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A road that reaches Leipzig</source>
        <translation>Una strada che raggiunge Leipzig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When a road from Leipzig&apos;s gate is completed, each majority player scores it or sends one follower from it into a quarter.</source>
        <translation>Quando si completa una strada che parte dalla porta di Leipzig, ogni giocatore in maggioranza ne prende i punti o manda un suo seguace in un quartiere.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A road that leaves Leipzig&apos;s gate is connected to Leipzig. Join your second road to it with this curve on the highlighted square, and place no figure: your two thieves will outnumber Ben&apos;s one.</source>
        <translation>Una strada che parte dalla porta di Leipzig è collegata a Leipzig. Unisci la tua seconda strada a essa con questa curva sulla casella evidenziata e non piazzare pedine: i tuoi due ladri supereranno l&apos;unico di Ben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not join your two roads: only the majority on a connected road may send a follower to Leipzig.</source>
        <translation>Così le tue due strade non si uniscono: solo la maggioranza su una strada collegata può mandare un seguace a Leipzig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have the majority on a completed road connected to Leipzig. Send one thief to the Coiners: he stays there to the end, and your other thief still scores the road (7 points in C3; in C2 the Leipzig tile counts as one tile: 6).</source>
        <translation>Hai la maggioranza su una strada completata collegata a Leipzig. Manda un ladro dai coniatori: resta lì fino alla fine, e il tuo altro ladro prende comunque i punti della strada (7 punti in C3; in C2 la tessera di Leipzig conta come una tessera: 6).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To enter the Coiners&apos; quarter you must send one of your thieves there.</source>
        <translation>Per entrare nel quartiere dei coniatori devi mandarci uno dei tuoi ladri.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Wainwrights</source>
        <translation>I carradori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Wainwrights pay 1 point per tile of every road you score with the majority, from the moment your follower arrives.</source>
        <translation>I carradori danno 1 punto per tessera di ogni strada di cui prendi i punti con la maggioranza, dal momento in cui arriva il tuo seguace.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complete this road from the gate with a thief on it and send him to the Wainwrights. His bonus is active at once.</source>
        <translation>Completa questa strada dalla porta con un ladro sopra e mandalo dai carradori. Il suo bonus vale subito.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send your thief to the Wainwrights&apos; quarter.</source>
        <translation>Manda il tuo ladro nel quartiere dei carradori.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now complete a road with a thief on it: the Wainwrights add 1 point per tile of the road.</source>
        <translation>Ora completa una strada con un ladro sopra: i carradori aggiungono 1 punto per tessera della strada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not complete a road of yours, so the Wainwrights do not pay.</source>
        <translation>Così non completi nessuna tua strada, quindi i carradori non pagano.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Coiners</source>
        <translation>I coniatori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Coiners pay 3 points per coat of arms in every city scored where you have a knight, even without the majority.</source>
        <translation>I coniatori danno 3 punti per stemma in ogni città che prende punti dove hai un cavaliere, anche senza la maggioranza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have a follower with the Coiners and one knight in this city; Ben has two. Complete the city: Ben has the majority, but your Coiners pay you 3 points per coat of arms.</source>
        <translation>Hai un seguace nel quartiere dei coniatori e un cavaliere in questa città; Ben ne ha due. Completa la città: Ben ha la maggioranza, ma i tuoi coniatori ti danno 3 punti per stemma.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The city stays open, so nobody scores it yet. Close it on the highlighted square.</source>
        <translation>La città resta aperta, quindi nessuno ne prende ancora i punti. Chiudila sulla casella evidenziata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Bookbinders</source>
        <translation>I rilegatori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Bookbinders pay 4 points for every occupied monastery completed, whoever owns it.</source>
        <translation>I rilegatori danno 4 punti per ogni monastero occupato completato, di chiunque sia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your monk&apos;s monastery lacks one neighbour. Complete it: you score 9, and Ben, who has a follower with the Bookbinders, scores 4 for it.</source>
        <translation>Al monastero del tuo monaco manca un vicino. Completalo: tu fai 9 punti, e Ben, che ha un seguace nel quartiere dei rilegatori, ne fa 4.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The monastery still misses a neighbour. Put the tile on the last free square around it.</source>
        <translation>Al monastero manca ancora un vicino. Piazza la tessera sull&apos;ultima casella libera intorno al monastero.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Tanners</source>
        <translation>I conciatori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Tanners pay only at the end: 2 points per farmhouse and shed in each field where you have the farmer majority.</source>
        <translation>I conciatori pagano solo alla fine: 2 punti per ogni fattoria e stalla in ogni prato dove hai la maggioranza dei contadini.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have a follower with the Tanners. Place this tile and lay a farmer in its field, the one with the farmhouse.</source>
        <translation>Hai un seguace nel quartiere dei conciatori. Piazza questa tessera e sdraia un contadino nel suo prato, quello con la fattoria.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay your follower in the field: the Tanners pay only for fields where you have farmers.</source>
        <translation>Sdraia il tuo seguace nel prato: i conciatori pagano solo per i prati dove hai contadini.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place the last tile anywhere. At the end your field scores as usual (Leipzig counts as one completed city), and the Tanners add 2 points for its farmhouse.</source>
        <translation>Piazza l&apos;ultima tessera dove vuoi. Alla fine il tuo prato vale come al solito (Leipzig conta come una città completata), e i conciatori aggiungono 2 punti per la sua fattoria.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The order of scorings</source>
        <translation>L&apos;ordine dei punteggi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When one tile completes several features, you choose the order of their scorings: a quarter&apos;s bonus pays from the moment your follower arrives.</source>
        <translation>Quando una tessera completa più elementi, scegli tu l&apos;ordine dei loro punteggi: il bonus di un quartiere vale dal momento in cui arriva il tuo seguace.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place the crossroads on the highlighted square: it completes two of your roads connected to Leipzig at once. Place no figure.</source>
        <translation>Piazza l&apos;incrocio sulla casella evidenziata: completa in una volta due tue strade collegate a Leipzig. Non piazzare pedine.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not complete both your roads.</source>
        <translation>Così non completi entrambe le tue strade.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You choose which road scores first. Choose the short road first and send its thief to the Wainwrights; then score the long road from the gate normally: it pays its 4 points and the Wainwrights add 4.</source>
        <translation>Scegli tu l&apos;ordine dei punteggi: quale strada fa punti per prima. Scegli prima la strada corta e manda il suo ladro dai carradori; poi fai i punti della strada lunga dalla porta normalmente: vale i suoi 4 punti e i carradori ne aggiungono 4.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score the short road first and send its thief: the Wainwrights pay only for the scorings after your follower arrives.</source>
        <translation>Fai prima i punti della strada corta e manda il suo ladro: i carradori pagano solo per i punteggi dopo l&apos;arrivo del tuo seguace.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Porxada: the swap</source>
        <translation>La Porxada: lo scambio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever places La Porxada may swap one of his followers with another player&apos;s; who refuses loses a follower for good.</source>
        <translation>Chi piazza La Porxada può scambiare uno dei suoi seguaci con quello di un altro giocatore; chi rifiuta perde un seguace per sempre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place La Porxada and choose the swap: your thief on the road for Ben&apos;s knight in the city.</source>
        <translation>Piazza La Porxada e scegli lo scambio: il tuo ladro sulla strada per il cavaliere di Ben nella città.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the swap, and offer your thief for Ben&apos;s knight.</source>
        <translation>Scegli lo scambio e offri il tuo ladro per il cavaliere di Ben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ben refused, so he removed one of his followers from the game for good. Now put a knight in La Porxada&apos;s city.</source>
        <translation>Ben ha rifiutato, quindi ha tolto dal gioco per sempre uno dei suoi seguaci. Ora metti un cavaliere nella città di La Porxada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your follower in La Porxada&apos;s city.</source>
        <translation>Metti il tuo seguace nella città di La Porxada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Porxada: answering a swap</source>
        <translation>La Porxada: rispondere a uno scambio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may refuse a swap, but then one of your followers leaves the game for good; you choose which.</source>
        <translation>Puoi rifiutare uno scambio, ma allora uno dei tuoi seguaci lascia il gioco per sempre; scegli tu quale.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ben placed La Porxada and offers his thief for your knight. Refuse the swap.</source>
        <translation>Ben ha piazzato La Porxada e offre il suo ladro per il tuo cavaliere. Rifiuta lo scambio.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this lesson, refuse the swap to see what it costs.</source>
        <translation>In questa lezione rifiuta lo scambio per vedere quanto costa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who refuses removes one of his followers from the game for good, on the board or in his supply. Remove one from your supply and keep your knight.</source>
        <translation>Chi rifiuta toglie dal gioco per sempre uno dei suoi seguaci, sul tabellone o nella sua riserva. Toglìne uno dalla tua riserva e tieni il tuo cavaliere.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep your knight: remove a follower from your supply.</source>
        <translation>Tieni il tuo cavaliere: togli un seguace dalla tua riserva.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Porxada: the scoring bonus</source>
        <translation>La Porxada: il bonus di punteggio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the bonus, every knight in La Porxada&apos;s completed city takes a token; at the end its holder scores his incomplete cities as if complete.</source>
        <translation>Con il bonus, ogni cavaliere nella città completata di La Porxada prende un segnalino; alla fine chi lo ha conta le sue città incomplete come se fossero complete.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place La Porxada to join your knights&apos; cities and choose the scoring bonus, not the swap, then place no figure. When the city is completed, every knight in it takes a bonus token; at the end the token holder&apos;s incomplete cities score as if complete, for him alone.</source>
        <translation>Piazza La Porxada per unire le città dei tuoi cavalieri e scegli il bonus di punteggio, non lo scambio, poi non piazzare pedine. Quando la città è completata, ogni cavaliere che vi si trova prende un segnalino bonus; alla fine le città incomplete di chi lo ha valgono come complete, solo per lui.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the scoring bonus this time.</source>
        <translation>Questa volta scegli il bonus di punteggio.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The builder&apos;s double turn</source>
        <translation>Il doppio turno del costruttore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extend the road or city where your builder stands and you play a second tile; the second tile never gives a third.</source>
        <translation>Allunga la strada o la città dove sta il tuo costruttore e giochi una seconda tessera; la seconda tessera non ne dà mai una terza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extend your road and put your builder on it. A builder goes on a road or city that holds one of your followers, and it never counts for majority.</source>
        <translation>Allunga la tua strada e mettici il tuo costruttore. Un costruttore va su una strada o città che ha uno dei tuoi seguaci, e non conta mai per la maggioranza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your builder on the road that holds your thief.</source>
        <translation>Metti il tuo costruttore sulla strada del tuo ladro.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extend the road of your builder once more: you may then play a second tile in the same turn. Take it.</source>
        <translation>Allunga ancora la strada del tuo costruttore: allora puoi giocare una seconda tessera nello stesso turno. Prendila.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This tile does not extend your builder&apos;s road, so it gives no second tile.</source>
        <translation>Questa tessera non allunga la strada del tuo costruttore, quindi non dà una seconda tessera.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your second tile. It may extend the builder&apos;s road again, but a second tile never gives a third.</source>
        <translation>La tua seconda tessera. Può allungare di nuovo la strada del costruttore, ma una seconda tessera non ne dà mai una terza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pig</source>
        <translation>Il maiale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pig joins your farmer: at the end his field scores 4 instead of 3 per completed city.</source>
        <translation>Il maiale si unisce al tuo contadino: alla fine il suo prato vale 4 invece di 3 per ogni città completata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your farmer lies in the field beside the completed city. Place the tile so that it continues that field and put your pig in it: the pig goes only into a field where you have a farmer.</source>
        <translation>Il tuo contadino è nel prato accanto alla città completata. Piazza la tessera in modo che prolunghi quel prato e mettici il tuo maiale: il maiale va solo in un prato dove hai un contadino.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your pig in the field of your farmer: that is what makes the field pay 4 per city.</source>
        <translation>Metti il tuo maiale nel prato del tuo contadino: è questo che fa valere al prato 4 per città.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trade goods and their majority</source>
        <translation>Le merci e la loro maggioranza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever completes a city takes its goods, even without a knight there; the most of each kind scores 10 at the end.</source>
        <translation>Chi completa una città prende le sue merci, anche senza un cavaliere dentro; chi ne ha di più di ogni tipo fa 10 punti alla fine.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ben&apos;s city holds two wine barrels. Complete it: the player who completes a city takes its goods, even without a knight in it. At the end, the most tokens of each kind score 10.</source>
        <translation>La città di Ben ha due botti di vino. Completala: il giocatore che completa una città ne prende le merci, anche senza un cavaliere dentro. Alla fine chi ha più segnalini di ogni tipo fa 10 punti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This leaves the city open: only the player who completes it takes its goods.</source>
        <translation>Così la città resta aperta: solo chi la completa ne prende le merci.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leipzig and the Land Surveyors</source>
        <translation>Leipzig e gli Agrimensori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A road that meets a connected road at a crossroads is connected to Leipzig; a send changes the scoring tiles; the Highway&apos;s 5 tiles count for the Wainwrights too.</source>
        <translation>Una strada che incontra a un incrocio una strada collegata è collegata a Leipzig; un invio cambia le tessere punteggio; le 5 tessere della Superstrada contano anche per i carradori.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A road is connected to Leipzig if it leaves a gate or meets a connected road at a crossroads. Your thief&apos;s road starts at the crossroads on the road from Leipzig&apos;s east gate. Close it with the monastery on the highlighted square and place no figure: you may then send your thief to Leipzig.</source>
        <translation>Una strada è collegata a Leipzig se parte da una porta o incontra a un incrocio una strada collegata. La strada del tuo ladro parte dall&apos;incrocio sulla strada che esce dalla porta est di Leipzig. Chiudila con il monastero sulla casella evidenziata e non mettere nessuna pedina: potrai poi mandare il tuo ladro a Leipzig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close your thief&apos;s road, so nobody may send a follower to Leipzig yet.</source>
        <translation>Così la strada del tuo ladro non si chiude, e nessuno può ancora mandare un seguace a Leipzig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send your thief to the Wainwrights: a send is the only way into a quarter, never a normal placement. A send counts as a scoring: after this turn all three scoring tiles change, and the Highway becomes the active road tile.</source>
        <translation>Manda il tuo ladro dai carradori: l&apos;invio è l&apos;unico modo per entrare in un quartiere, mai un piazzamento normale. Un invio conta come un punteggio: dopo questo turno tutte e tre le tessere punteggio cambiano, e la Superstrada diventa la tessera attiva delle strade.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>La Porxada&apos;s swap and the builder</source>
        <translation>Lo scambio di La Porxada e il costruttore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A builder or a pig stays only while its owner has a follower in its feature: a La Porxada swap or removal can send it back.</source>
        <translation>Un costruttore o un maiale resta solo finché il suo proprietario ha un seguace nel suo elemento: uno scambio o una rimozione di La Porxada può rimandarlo indietro.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A builder stays only while its owner has a follower in its road or city, a pig while he has a farmer in its field; otherwise it goes back to his supply, and only La Porxada&apos;s swap or removal can make that happen. Place La Porxada, choose the swap, and swap your thief for Ben&apos;s knight: his builder must leave the city.</source>
        <translation>Un costruttore resta solo finché il suo proprietario ha un seguace nella sua strada o città, un maiale finché ha un contadino nel suo prato; altrimenti torna nella sua riserva, e solo lo scambio o la rimozione di La Porxada possono causarlo. Piazza La Porxada, scegli lo scambio e scambia il tuo ladro con il cavaliere di Ben: il suo costruttore deve lasciare la città.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the swap and swap your thief for Ben&apos;s knight: then Ben has no follower left beside his builder.</source>
        <translation>Scegli lo scambio e scambia il tuo ladro con il cavaliere di Ben: così Ben non ha più un seguace accanto al suo costruttore.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Porxada&apos;s bonus with the other expansions</source>
        <translation>Il bonus di punteggio di La Porxada con le altre espansioni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A token holder&apos;s unfinished city, scored as if completed, takes the active city scoring tile, and with Leipzig the Coiners&apos; bonus: two options, on by default.</source>
        <translation>La città incompleta di chi ha un segnalino, contata come completata, prende la tessera punteggio attiva delle città, e con Leipzig il bonus dei coniatori: due opzioni, attive di base.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place La Porxada to join your knights&apos; cities, choose the scoring bonus and place no figure. The final scoring ignores the scoring tiles, but by default (an option of the New Game dialog) the city your token scores as if completed takes the active city tile: Wealth adds 3, 11 instead of 8. With the Markets of Leipzig the Coiners&apos; bonus counts there too, another option.</source>
        <translation>Piazza La Porxada per unire le città dei tuoi cavalieri, scegli il bonus di punteggio e non piazzare pedine. Il punteggio finale ignora le tessere punteggio, ma di base (un&apos;opzione della finestra Nuova partita) la città che il tuo segnalino conta come completata prende la tessera attiva delle città: la Ricchezza aggiunge 3, 11 invece di 8. Con I mercati di Leipzig conta lì anche il bonus dei coniatori, un&apos;altra opzione.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the scoring bonus this time: at the end only a token holder&apos;s city takes the active scoring tile.</source>
        <translation>Questa volta scegli il bonus di punteggio: alla fine solo la città di chi ha un segnalino prende la tessera punteggio attiva.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A double turn with the Land Surveyors</source>
        <translation>Un doppio turno con gli Agrimensori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A builder&apos;s double turn is one turn: both its tiles score with the same active scoring tiles, which change only after it.</source>
        <translation>Il doppio turno del costruttore è un solo turno: le sue due tessere fanno punti con le stesse tessere punteggio attive, che cambiano solo dopo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extend your builder&apos;s road with this tile: it also closes your small city, which scores at once. Then your builder gives you a second tile in the same turn.</source>
        <translation>Prolunga la strada del tuo costruttore con questa tessera: chiude anche la tua piccola città, che fa subito punti. Poi il tuo costruttore ti dà una seconda tessera nello stesso turno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extend your builder&apos;s road and close your city with this tile on the highlighted square.</source>
        <translation>Prolunga la strada del tuo costruttore e chiudi la tua città con questa tessera sulla casella evidenziata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your city has scored, yet the scoring tiles have not changed: a double turn is one turn, and they change only after it. Close your road with the crossroads: the Street Fair still doubles it, 12 points.</source>
        <translation>La tua città ha fatto punti, eppure le tessere punteggio non sono cambiate: un doppio turno è un solo turno, e cambiano solo dopo. Chiudi la tua strada con l&apos;incrocio: la Festa di strada la raddoppia ancora, 12 punti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close your road in the east with the crossroads: the Street Fair is still active in the second part of your turn.</source>
        <translation>Chiudi la tua strada a est con l&apos;incrocio: nella seconda parte del tuo turno la Festa di strada è ancora attiva.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Porxada&apos;s bonus and the Coiners</source>
        <translation>Il bonus di punteggio di La Porxada e i coniatori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the Markets of Leipzig, a token holder in the Coiners also takes their 3 points per coat of arms when his unfinished city is scored as if completed (an option, on by default).</source>
        <translation>Con I mercati di Leipzig, chi ha un segnalino ed è dai coniatori prende anche i loro 3 punti per stemma quando la sua città incompleta è contata come completata (un&apos;opzione, attiva di base).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your thief went to the Coiners. Place La Porxada between the four city caps and choose the scoring bonus: the completed city gives your knight a token. At the end your unfinished city with a coat of arms scores as if completed, and by default (an option) the Coiners add their 3 points: 7 instead of 2.</source>
        <translation>Il tuo ladro è andato dai coniatori. Piazza La Porxada tra i quattro pezzi di città e scegli il bonus di punteggio: la città completata dà un segnalino al tuo cavaliere. Alla fine la tua città incompleta con uno stemma vale come completata, e di base (un&apos;opzione) i coniatori aggiungono i loro 3 punti: 7 invece di 2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the scoring bonus this time: only a token holder&apos;s unfinished city takes the Coiners&apos; bonus at the end.</source>
        <translation>Questa volta scegli il bonus di punteggio: alla fine solo la città incompleta di chi ha un segnalino prende il bonus dei coniatori.</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Send your thief to the Wainwrights: the send is what changes the scoring tiles this turn.</source>
        <translation>Manda il tuo ladro dai carradori: è l&apos;invio che in questo turno cambia le tessere punteggio.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under the Highway a road counts as 5 tiles, for the Wainwrights too. Close your road in the east with the crossroads and score it, do not send: 5 for the road and 5 from the Wainwrights make 10.</source>
        <translation>Con la Superstrada una strada conta come 5 tessere, anche per i carradori. Chiudi la tua strada a est con l&apos;incrocio e fanne i punti, senza invio: 5 per la strada e 5 dai carradori fanno 10.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To earn the 10 points, close your road in the east with the crossroads and score it rather than send a thief.</source>
        <translation>Per i 10 punti chiudi la tua strada a est con l&apos;incrocio e fanne i punti invece di mandare un ladro.</translation>
    </message>
</context>
<context>
    <name>LessonList</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/lesson_list_dialog.py" line="+21"/>
        <source>Base game</source>
        <translation>Gioco base</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>Expansions together</source>
        <translation>Espansioni insieme</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Learn to Play</source>
        <translation>Impara a giocare</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Short lessons on a prepared board: read the step, make the move on the board; a move that misses the step&apos;s goal is explained and taken back.</source>
        <translation>Brevi lezioni su un tabellone preparato: leggi il passo, fai la mossa sul tabellone; una mossa che manca l&apos;obiettivo del passo viene spiegata e annullata.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Start the Lesson</source>
        <translation>Inizia la lezione</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 of %2 lessons finished</source>
        <translation>Lezioni finite: %1 su %2</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <location filename="../carc_desktop/ui/lessons/panel.py" line="+130"/>
        <source>You play %1.</source>
        <translation>Giochi come %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lesson complete</source>
        <translation>Lezione completata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What you learned: %1</source>
        <translation>Che cosa hai imparato: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step %1 of %2</source>
        <translation>Passo %1 di %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Show Me</source>
        <translation>Mostrami</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this step&apos;s moves for you</source>
        <translation>Gioca per te le mosse di questo passo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the Step Again</source>
        <translation>Ricomincia il passo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next Lesson</source>
        <translation>Lezione successiva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons…</source>
        <translation>Lezioni…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave</source>
        <translation>Esci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson and go back to your game</source>
        <translation>Esci dalla lezione e torna alla tua partita</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../carc_desktop/ui/lessons/__init__.py" line="+33"/>
        <source>&amp;Learn to Play…</source>
        <translation>Impara a &amp;giocare…</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>The board is set up again for this step.</source>
        <translation>Il tabellone è di nuovo pronto per questo passo.</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Short lessons that teach the rules on the board</source>
        <translation>Brevi lezioni che insegnano le regole sul tabellone</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lesson</source>
        <translation>Lezione</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Learn to Play…</source>
        <translation>Impara a giocare…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../carc_desktop/ui/window/status.py" line="+53"/>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn %1</source>
        <translation>Turno %1</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/main_window.py" line="+261"/>
        <source>Carcassonne</source>
        <translation>Carcassonne</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/docks.py" line="+14"/>
        <source>Tile</source>
        <translation>Tessera</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../carc_desktop/ui/window/menus.py" line="+90"/>
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
        <source>Show Field O&amp;wners</source>
        <translation>Mostra i &amp;detentori dei prati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tint each field by who holds it now, with what it would score now (F)</source>
        <translation>Colora ogni prato con il colore di chi lo tiene, con quanto varrebbe ora (F)</translation>
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
        <source>Open R&amp;ecent</source>
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
        <location line="-33"/>
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
        <location line="+18"/>
        <source>&amp;Turn</source>
        <translation>&amp;Turno</translation>
    </message>
    <message>
        <location line="-17"/>
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
        <location filename="../carc_desktop/ui/window/messages.py" line="+85"/>
        <location line="+1"/>
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
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="-133"/>
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
        <location filename="../carc_desktop/ui/expansions/common.py" line="+87"/>
        <source>the %1 on La Porxada</source>
        <translation>%1 su La Porxada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 north of La Porxada</source>
        <translation>%1 a nord di La Porxada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 north-east of La Porxada</source>
        <translation>%1 a nord-est di La Porxada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 east of La Porxada</source>
        <translation>%1 a est di La Porxada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 south-east of La Porxada</source>
        <translation>%1 a sud-est di La Porxada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 south of La Porxada</source>
        <translation>%1 a sud di La Porxada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 south-west of La Porxada</source>
        <translation>%1 a sud-ovest di La Porxada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 west of La Porxada</source>
        <translation>%1 a ovest di La Porxada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 north-west of La Porxada</source>
        <translation>%1 a nord-ovest di La Porxada</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>one from your supply</source>
        <translation>uno dalla tua riserva</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="-72"/>
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
        <translation>Prima il punteggio di: %1 in (%2, %3)</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="+21"/>
        <source>Score the road normally</source>
        <translation>Ottieni i punti della strada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send a meeple to the %1 quarter</source>
        <translation>Manda un seguace nel quartiere dei %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: score the road normally</source>
        <translation>%1: ottieni i punti della strada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: send a meeple to the %2 quarter</source>
        <translation>%1: manda un seguace nel quartiere dei %2</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="-134"/>
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
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="-46"/>
        <source>%1, place the builder&apos;s extra tile</source>
        <translation>%1, piazza la tessera in più del costruttore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your builder earned this second tile: the double turn&apos;s extra tile.</source>
        <translation>Il tuo costruttore ti ha fatto guadagnare questa seconda tessera: la tessera in più del turno doppio.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1, a figure on the extra tile?</source>
        <translation>%1, una pedina sulla tessera in più?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The double turn&apos;s extra tile: click a marker on it, or place no figure.</source>
        <translation>La tessera in più del turno doppio: fai clic su un segno sopra di essa, o non piazzare pedine.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Take the builder&apos;s second tile</source>
        <translation>Prendi la seconda tessera del costruttore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decline the second tile</source>
        <translation>Rinuncia alla seconda tessera</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/play/move_labels.py" line="+26"/>
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
        <translation>%1, di quale elemento fare prima il punteggio?</translation>
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
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="-37"/>
        <source>%1, take a second tile?</source>
        <translation>%1, prendi una seconda tessera?</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/play/move_labels.py" line="+16"/>
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
        <location line="+24"/>
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
        <location line="+8"/>
        <source>later +%1 per road tile</source>
        <translation>poi +%1 per tessera di strada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>later +%1 per coat of arms</source>
        <translation>poi +%1 per stemma</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>later +%1 per monastery</source>
        <translation>poi +%1 per monastero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at the end +%1 per farmhouse or shed</source>
        <translation>alla fine +%1 per fattoria o stalla</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Road: %n point(s) now; meeple back</source>
        <translation>
            <numerusform>Strada: %n punto ora; il seguace torna</numerusform>
            <numerusform>Strada: %n punti ora; il seguace torna</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Road: %n point(s) now</source>
        <translation>
            <numerusform>Strada: %n punto ora</numerusform>
            <numerusform>Strada: %n punti ora</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Road: 0 now (meeple leaves)</source>
        <translation>Strada: 0 ora (il seguace se ne va)</translation>
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
        <translation>Nessun punto ora. Quando la città di La Porxada è completata, ogni giocatore con un cavaliere al suo interno prende un segnalino; alla fine, chi ha un segnalino ottiene i punti delle sue città incomplete come se fossero completate.</translation>
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
        <location line="+6"/>
        <source>No points now; tokens for the knights when it is completed</source>
        <translation>Nessun punto ora; segnalini ai cavalieri quando è completata</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No points, no swap</source>
        <translation>Nessun punto, nessuno scambio</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No points now; yours is worth %1, theirs %2</source>
        <translation>Nessun punto ora; il tuo vale %1, l&apos;altro %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>They exchange places; no points</source>
        <translation>Si scambiano di posto; nessun punto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing moves; you lose a follower</source>
        <translation>Nulla si muove; perdi un seguace</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your board followers stay</source>
        <translation>I tuoi seguaci sul tabellone restano</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Gives up a place worth %n point(s)</source>
        <translation>
            <numerusform>Rinuncia a un posto che vale %n punto</numerusform>
            <numerusform>Rinuncia a un posto che vale %n punti</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swap two followers</source>
        <translation>Scambia due seguaci</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="+43"/>
        <source>You draw and place another tile this turn (never a third).</source>
        <translation>Peschi e piazzi un&apos;altra tessera in questo turno (mai una terza).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn ends; your builder stays where it is.</source>
        <translation>Il tuo turno finisce; il tuo costruttore resta dov&apos;è.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="-130"/>
        <source>Swap two followers, or take the scoring bonus.</source>
        <translation>Scambia due seguaci, oppure prendi il bonus di punteggio.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="+72"/>
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
        <location line="+116"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location line="-113"/>
        <location line="+114"/>
        <source>&amp;Number of players:</source>
        <translation>&amp;Numero di giocatori:</translation>
    </message>
    <message>
        <location line="-110"/>
        <location line="+111"/>
        <source>Number of players</source>
        <translation>Numero di giocatori</translation>
    </message>
    <message>
        <location line="-103"/>
        <location line="+104"/>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <location line="-104"/>
        <location line="+104"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location line="-104"/>
        <location line="+104"/>
        <source>Played by</source>
        <translation>Controllato da</translation>
    </message>
    <message>
        <location line="-104"/>
        <location line="+104"/>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <location line="-92"/>
        <location line="+99"/>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <location line="-95"/>
        <location line="+96"/>
        <source>2nd edition (C2)</source>
        <translation>2ª edizione (C2)</translation>
    </message>
    <message>
        <location line="-96"/>
        <location line="+96"/>
        <source>3rd edition (C3)</source>
        <translation>3ª edizione (C3)</translation>
    </message>
    <message>
        <location line="-93"/>
        <location line="+97"/>
        <source>Edition</source>
        <translation>Edizione</translation>
    </message>
    <message>
        <location line="-96"/>
        <location line="+97"/>
        <source>&amp;Edition:</source>
        <translation>&amp;Edizione:</translation>
    </message>
    <message>
        <location line="-79"/>
        <location line="+82"/>
        <source>Expansions</source>
        <translation>Espansioni</translation>
    </message>
    <message>
        <location line="-67"/>
        <location line="+71"/>
        <source>random</source>
        <translation>casuale</translation>
    </message>
    <message>
        <location line="-69"/>
        <location line="+70"/>
        <source>Seed (empty for a random game)</source>
        <translation>Seme (vuoto per una partita casuale)</translation>
    </message>
    <message>
        <location line="-69"/>
        <location line="+70"/>
        <source>&amp;Seed:</source>
        <translation>&amp;Seme:</translation>
    </message>
    <message>
        <location line="-53"/>
        <location line="+55"/>
        <source>&amp;Defaults</source>
        <translation>&amp;Predefiniti</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+55"/>
        <source>Restore the default setup</source>
        <translation>Ripristina la configurazione predefinita</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+29"/>
        <location line="+29"/>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Two players have the same name; please give each a different name.</source>
        <translation>Due giocatori hanno lo stesso nome; dai a ciascuno un nome diverso.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These rules cannot start a game: %1</source>
        <translation>Con queste regole non si può iniziare una partita: %1</translation>
    </message>
    <message>
        <location line="-151"/>
        <source>&amp;Game</source>
        <translation>P&amp;artita</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+56"/>
        <source>S&amp;tart game</source>
        <translation>&amp;Inizia la partita</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>R&amp;ule choices</source>
        <translation>Scelte di re&amp;gole</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../carc_desktop/texts/qt_gaps.py" line="+15"/>
        <source>&amp;Look in:</source>
        <translation>Cerca &amp;in:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>File di &amp;tipo:</translation>
    </message>
</context>
<context>
    <name>RemainingTilesDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/remaining_tiles_dialog.py" line="+140"/>
        <location line="+1"/>
        <source>Tiles left in the bag</source>
        <translation>Tessere rimaste nel sacchetto</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
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
        <location line="-44"/>
        <source>%1: %n tile(s)</source>
        <translation>
            <numerusform>%1: %n tessera</numerusform>
            <numerusform>%1: %n tessere</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
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
        <location filename="../carc_desktop/ui/review/actions.py" line="+44"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+42"/>
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
        <location line="+90"/>
        <source>Review a game</source>
        <translation>Rivedi una partita</translation>
    </message>
    <message>
        <location line="-89"/>
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
        <translation>Rive&amp;di…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through a game, its score race and its points by category</source>
        <translation>Ripercorrere una partita, la corsa ai punti e i punti per categoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stat&amp;istics</source>
        <translation>S&amp;tatistiche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won, scores and records across the kept games</source>
        <translation>Partite vinte, punteggi e record di tutte le partite conservate</translation>
    </message>
    <message>
        <location line="+27"/>
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
        <location filename="../carc_desktop/ui/review/review_window.py" line="+301"/>
        <source>%1: </source>
        <translation>%1: </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>To decide next</source>
        <translation>Decide dopo</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>The analysis kept with this game.</source>
        <translation>L&apos;analisi conservata con questa partita.</translation>
    </message>
    <message>
        <location line="+16"/>
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
        <location line="+38"/>
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
        <location line="+44"/>
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
        <location line="+5"/>
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
        <location filename="../carc_desktop/texts/rule_texts.py" line="+25"/>
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
        <translation>Carradori due volte per invio e punteggio</translation>
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
        <translation>Un giocatore in maggioranza che manda il suo unico seguace da una strada riceve comunque il bonus dei Carradori per quella strada, perché l&apos;invio conta come il suo punteggio.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With 2nd edition rules, the Wainwrights bonus counts the long road of a Leipzig tile as 2 tiles; off, it counts the road as the road scoring does (1 tile).</source>
        <translation>Con le regole della 2ª edizione, il bonus dei Carradori conta la strada lunga di una tessera di Leipzig come 2 tessere; disattivato, la conta come il punteggio della strada (1 tessera).</translation>
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
        <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="+150"/>
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
        <translation>Bonus di punteggio: quando la città di La Porxada è completata, ogni giocatore con un cavaliere al suo interno prende un segnalino. Alla fine, chi ha un segnalino ottiene i punti delle sue città incomplete come se fossero completate (2 punti per tessera e per stemma).</translation>
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
        <location filename="../carc_desktop/ui/panels/score_log.py" line="+106"/>
        <source>Score log</source>
        <translation>Registro dei punti</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>Click an entry to show its feature on the board.</source>
        <translation>Fai clic su una voce per mostrarne l&apos;elemento sul tabellone.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Score log entries</source>
        <translation>Voci del registro dei punti</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Click to show it on the board</source>
        <translation>Fai clic per mostrarlo sul tabellone</translation>
    </message>
</context>
<context>
    <name>ScoreRaceChart</name>
    <message>
        <location filename="../carc_desktop/ui/review/chart.py" line="+386"/>
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
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="-14"/>
        <source>placing a figure</source>
        <translation>sta piazzando una pedina</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>choosing the scoring order</source>
        <translation>sta scegliendo l&apos;ordine dei punteggi</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="-88"/>
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
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="-27"/>
        <source>deciding about a second tile</source>
        <translation>sta decidendo per una seconda tessera</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>placing the builder&apos;s extra tile</source>
        <translation>piazza la tessera in più del costruttore</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/panels/scoreboard.py" line="+202"/>
        <source>Scoreboard</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+150"/>
        <source>Whose turn</source>
        <translation>Di chi è il turno</translation>
    </message>
    <message>
        <location line="-149"/>
        <location line="+150"/>
        <source>Tiles left</source>
        <translation>Tessere rimaste</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/the_land_surveyors.py" line="-22"/>
        <source>Land Surveyors: active tiles</source>
        <translation>Agrimensori: tessere attive</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/panels/scoreboard.py" line="-111"/>
        <source>%1 (computer)</source>
        <translation>%1 (computer)</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="+56"/>
        <source>%1 of %2</source>
        <comment>followers in supply of the total</comment>
        <translation>%1 su %2</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="+139"/>
        <source>token</source>
        <translation>segnalino</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n follower(s) lost</source>
        <translation>
            <numerusform>%n seguace perso</numerusform>
            <numerusform>%n seguaci persi</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/panels/scoreboard.py" line="+10"/>
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
        <location filename="../carc_desktop/ui/expansions/base.py" line="-10"/>
        <source>Followers: %1</source>
        <translation>Seguaci: %1</translation>
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
        <translation>Merci: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No goods</source>
        <translation>Nessuna merce</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/panels/scoreboard.py" line="-11"/>
        <source>Final scoring…</source>
        <translation>Punteggio finale…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>No game yet</source>
        <translation>Nessuna partita per ora</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>computer</source>
        <translation>computer</translation>
    </message>
    <message>
        <location line="+7"/>
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
        <location line="+3"/>
        <source>%n hint(s) used</source>
        <translation>
            <numerusform>%n suggerimento usato</numerusform>
            <numerusform>%n suggerimenti usati</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n tile(s) left in the bag</source>
        <translation>
            <numerusform>%n tessera rimasta nel sacchetto</numerusform>
            <numerusform>%n tessere rimaste nel sacchetto</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/the_land_surveyors.py" line="+6"/>
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
        <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="+134"/>
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
        <source>Text si&amp;ze:</source>
        <translation>Dimensione del &amp;testo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text size</source>
        <translation>Dimensione del testo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player &amp;colours:</source>
        <translation>&amp;Colori dei giocatori:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player colours</source>
        <translation>Colori dei giocatori</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colour-blind safe</source>
        <translation>Adatti ai daltonici</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Colours that stay apart with red-green or blue-yellow colour blindness; every figure also shows its player&apos;s number.</source>
        <translation>Colori che restano distinti con il daltonismo rosso-verde o blu-giallo; ogni pedina mostra anche il numero del suo giocatore.</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <source>Number the tiles placed since your last turn</source>
        <translation>Numera le tessere piazzate dal tuo ultimo turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiles since your last turn</source>
        <translation>Tessere dal tuo ultimo turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark the spots that no tile left, or only one or two, can fill</source>
        <translation>Segna gli spazi che nessuna tessera rimasta, o solo una o due, può riempire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead and hard spots</source>
        <translation>Spazi morti e difficili</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hovering a feature also says how many tiles it needs and how many fit</source>
        <translation>Passando su un elemento dice anche quante tessere gli servono e quante sono adatte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feature chances</source>
        <translation>Probabilità di un elemento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purist play: no aids, hints or previews (tournaments)</source>
        <translation>Gioco purista: niente aiuti, suggerimenti o anteprime (tornei)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purist play</source>
        <translation>Gioco purista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switches off every aid at once; each aid keeps its own choice for later.</source>
        <translation>Disattiva tutti gli aiuti in una volta; ogni aiuto conserva la propria scelta per dopo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off (fair): with computer players, Undo stops at the last tile drawn. On: the computers play again from there, with the same tiles.</source>
        <translation>Disattivato (leale): con giocatori computer, Annulla si ferma all&apos;ultima tessera pescata. Attivato: i computer rigiocano da lì, con le stesse tessere.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Offer hints: what the computer would do (H)</source>
        <translation>Offri suggerimenti: cosa farebbe il computer (H)</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Classic (as in the box)</source>
        <translation>Classici (come nella scatola)</translation>
    </message>
    <message>
        <location line="+13"/>
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
        <location filename="../carc_desktop/ui/window/status.py" line="-33"/>
        <source>Press Ctrl+N to start a new game.</source>
        <translation>Premi Ctrl+N per iniziare una nuova partita.</translation>
    </message>
    <message>
        <location line="+12"/>
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
        <location filename="../carc_desktop/ui/expansions/base.py" line="-67"/>
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
        <translation>%1, scegli nel pannello sotto il tabellone di quale elemento fare prima il punteggio.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="-114"/>
        <source>%1, send a meeple to Leipzig or score the road: choose in the panel below the board.</source>
        <translation>%1, manda un seguace a Leipzig o ottieni i punti della strada: scegli nel pannello sotto il tabellone.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="-153"/>
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
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="-53"/>
        <source>%1, take the builder&apos;s second tile or not, in the panel below the board.</source>
        <translation>%1, prendi o no la seconda tessera del costruttore, nel pannello sotto il tabellone.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1, the builder&apos;s extra tile (double turn): the arrow keys choose a cell, R rotates, Enter places it.</source>
        <translation>%1, la tessera in più del costruttore (turno doppio): le frecce scelgono una casella, R ruota, Invio la piazza.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, a figure on the builder&apos;s extra tile: Tab chooses a spot, Enter places it, S places none.</source>
        <translation>%1, una pedina sulla tessera in più del costruttore: Tab sceglie un posto, Invio la piazza, S non ne piazza nessuna.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/status.py" line="-8"/>
        <source>%1, make your choice in the panel below the board.</source>
        <translation>%1, fai la tua scelta nel pannello sotto il tabellone.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/docks.py" line="+0"/>
        <source>Scoreboard</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score log</source>
        <translation>Registro dei punti</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/status.py" line="+39"/>
        <source>What to do next</source>
        <translation>Cosa fare ora</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/main_window.py" line="+61"/>
        <source>There is no game.</source>
        <translation>Non c&apos;è nessuna partita.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/file_actions.py" line="-123"/>
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
        <location filename="../carc_desktop/ui/window/dialog_openers.py" line="+132"/>
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
        <location filename="../carc_desktop/ui/play/hover_hints.py" line="+159"/>
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
        <location line="-5"/>
        <source>Placing it here scores nothing at once.</source>
        <translation>Piazzata qui non dà subito punti.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/panels/final_hold.py" line="+40"/>
        <location filename="../carc_desktop/ui/window/status.py" line="+8"/>
        <source>The final scoring, step by step…</source>
        <translation>Il punteggio finale, passo per passo…</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/statistics_dialog.py" line="+95"/>
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
            <numerusform>%n partita finita conservata, vittorie: %1.</numerusform>
            <numerusform>%n partite finite conservate, vittorie: %1.</numerusform>
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
        <translation>Cancella la cro&amp;nologia…</translation>
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
    <name>SurveyorToast</name>
    <message>
        <location filename="../carc_desktop/ui/expansions/surveyor_toast.py" line="+45"/>
        <source>Cities: %1</source>
        <translation>Città: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roads: %1</source>
        <translation>Strade: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monasteries: %1</source>
        <translation>Monasteri: %1</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>New Land Surveyors tiles</source>
        <translation>Nuove tessere punteggio</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Click to close</source>
        <translation>Fai clic per chiudere</translation>
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
        <location filename="../carc_desktop/ui/panels/tile_tray.py" line="+51"/>
        <source>Tile to place</source>
        <translation>Tessera da piazzare</translation>
    </message>
    <message>
        <location line="+179"/>
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
        <source>Rotate anticlockwise</source>
        <translation>Ruota in senso antiorario</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag the tile onto the board. Wheel, right click or R rotates it.</source>
        <translation>Trascina la tessera sul tabellone. La rotellina, il clic destro o R la ruotano.</translation>
    </message>
    <message>
        <location line="+40"/>
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
    <message>
        <location line="-49"/>
        <location filename="../carc_desktop/ui/play/decision_panel.py" line="+4"/>
        <source>Rotate clockwise</source>
        <translation>Ruota in senso orario</translation>
    </message>
</context>
</TS>
