<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>A11y</name>
    <message>
        <location filename="../carc_desktop/ui/common/a11y.py" line="+53"/>
        <source>%1: %2</source>
        <comment>what a label is: what it says</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>north</source>
        <translation>haut</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>east</source>
        <translation>droite</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>south</source>
        <translation>bas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>west</source>
        <translation>gauche</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>closed</source>
        <translation>fermé</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 %2</source>
        <comment>side and edge kind: north city</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edges: %1.</source>
        <translation>Bords&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A large tile.</source>
        <translation>Une grande tuile.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n blason</numerusform>
            <numerusform>%n blasons</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goods</source>
        <translation>Marchandises</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cell %1, %2</source>
        <translation>Case %1, %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: taken</source>
        <translation>%1&#xa0;: occupée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the tile fits here</source>
        <translation>%1&#xa0;: la tuile va ici</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the tile fits here turned another way (R)</source>
        <translation>%1&#xa0;: la tuile va ici, tournée autrement (R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the tile does not fit here</source>
        <translation>%1&#xa0;: la tuile ne va pas ici</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../carc_desktop/ui/review/analysis_panel.py" line="+35"/>
        <source>best</source>
        <translation>meilleur coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>good</source>
        <translation>bon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inaccuracy</source>
        <translation>imprécision</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mistake</source>
        <translation>erreur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blunder</source>
        <translation>gaffe</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 points lost</source>
        <translation>%1 points perdus</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the only move</source>
        <translation>le seul choix possible</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision %1, %2: %3 – %4</source>
        <translation>Décision %1, %2&#xa0;: %3 – %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(the engine no longer allows it)</source>
        <translation>(les règles ne le permettent plus)</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>scores %n point(s) at once</source>
        <translation>
            <numerusform>marque %n point tout de suite</numerusform>
            <numerusform>marque %n points tout de suite</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>completes a %1</source>
        <translation>complète&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>puts a farmer on a field with %n finished cit(y/ies)</source>
        <translation>
            <numerusform>pose un paysan sur un pré avec %n ville complétée</numerusform>
            <numerusform>pose un paysan sur un pré avec %n villes complétées</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puts a %1 on a %2 worth %3 as it stands</source>
        <translation>pose&#xa0;: %1 sur %2, qui vaut %3 en l&apos;état</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>scores nothing now and puts no figure</source>
        <translation>ne marque rien maintenant et ne pose aucune figurine</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The better move %1; the move played %2 (%3 expected at the end).</source>
        <translation>Le meilleur choix %1&#xa0;; le choix joué %2 (%3 attendus à la fin).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>decision %1 (%2)</source>
        <translation>décision %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: accuracy %2 %, mean loss %3 points over %4 decisions</source>
        <translation>%1&#xa0;: précision %2 %, perte moyenne %3 points sur %4 décisions</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>   Key moments: %1</source>
        <translation>   Moments clés&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <location line="+120"/>
        <source>Every player</source>
        <translation>Tous les joueurs</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whose decisions to analyse</source>
        <translation>Les décisions de qui analyser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Analyse</source>
        <translation>&amp;Analyser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value every decision against the best move the computer finds</source>
        <translation>Comparer chaque décision au meilleur choix que trouve l&apos;ordinateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decisions analysed</source>
        <translation>Décisions analysées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysed decisions</source>
        <translation>Décisions analysées</translation>
    </message>
</context>
<context>
    <name>Announcements</name>
    <message>
        <location filename="../carc_desktop/ui/common/announcer.py" line="+52"/>
        <source>%1&apos;s turn (computer).</source>
        <translation>C’est au tour de %1 (ordinateur).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s turn.</source>
        <translation>C’est au tour de %1.</translation>
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
        <translation>Aucune tuile restante ne peut combler cet emplacement.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Only %n tile(s) left can fill this spot.</source>
        <translation>
            <numerusform>Seule %n tuile restante peut combler cet emplacement.</numerusform>
            <numerusform>Seules %n tuiles restantes peuvent combler cet emplacement.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>Field held by %1: worth %n point(s) now.</source>
        <translation>
            <numerusform>Pré tenu par %1&#xa0;: vaut %n point maintenant.</numerusform>
            <numerusform>Pré tenu par %1&#xa0;: vaut %n points maintenant.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+170"/>
        <source>Needs at least %n more tile(s), but one of its gaps can no longer be filled.</source>
        <translation>
            <numerusform>Il faut encore au moins %n tuile, mais l’un de ses trous ne peut plus être comblé.</numerusform>
            <numerusform>Il faut encore au moins %n tuiles, mais l’un de ses trous ne peut plus être comblé.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Needs at least %n more tile(s); tiles left that fit each gap: %1.</source>
        <translation>
            <numerusform>Il faut encore au moins %n tuile&#xa0;; tuiles restantes qui conviennent à chaque trou&#xa0;: %1.</numerusform>
            <numerusform>Il faut encore au moins %n tuiles&#xa0;; tuiles restantes qui conviennent à chaque trou&#xa0;: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../carc_desktop/ui/board/art.py" line="+292"/>
        <source>Place a follower here</source>
        <translation>Poser un partisan ici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place a farmer here</source>
        <translation>Poser un paysan ici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place your builder here</source>
        <translation>Poser votre bâtisseur ici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place your pig here</source>
        <translation>Poser votre cochon ici</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/board/view.py" line="+188"/>
        <location filename="../carc_desktop/ui/common/a11y.py" line="+5"/>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>%1 placed this tile since your last turn (%2 of %3).</source>
        <translation>%1 a posé cette tuile depuis votre dernier tour (%2 sur %3).</translation>
    </message>
    <message>
        <location line="+482"/>
        <source>Choose a cell first: click a highlighted cell or use the arrow keys.</source>
        <translation>Choisissez d&apos;abord une case&#xa0;: cliquez sur une case en surbrillance ou utilisez les flèches.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/board/leipzig_figures.py" line="+69"/>
        <source>Meeples here: %1</source>
        <translation>Meeples ici&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/board/scene.py" line="+100"/>
        <location line="+58"/>
        <source>placed last</source>
        <translation>posée en dernier</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/board/tooltips.py" line="+43"/>
        <source>Follower of %1 (player %2)</source>
        <translation>Partisan de %1 (joueur %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Farmer of %1 (player %2)</source>
        <translation>Paysan de %1 (joueur %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Builder of %1 (player %2)</source>
        <translation>Bâtisseur de %1 (joueur %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pig of %1 (player %2)</source>
        <translation>Cochon de %1 (joueur %2)</translation>
    </message>
</context>
<context>
    <name>Categories</name>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="+113"/>
        <source>Roads</source>
        <translation>Routes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cities</source>
        <translation>Villes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monasteries</source>
        <translation>Abbayes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fields</source>
        <translation>Prés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other</source>
        <translation>Autres</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="+194"/>
        <source>La Porxada</source>
        <translation>La Porxada</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="+162"/>
        <source>Leipzig bonuses</source>
        <translation>Bonus de Leipzig</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/the_land_surveyors.py" line="+56"/>
        <source>Land Surveyors</source>
        <translation>Arpenteurs</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="+87"/>
        <source>Goods</source>
        <translation>Marchandises</translation>
    </message>
</context>
<context>
    <name>CategoryBreakdown</name>
    <message>
        <location filename="../carc_desktop/ui/review/breakdown.py" line="+45"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Points by player and category</source>
        <translation>Points par joueur et par catégorie</translation>
    </message>
</context>
<context>
    <name>Common</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/common.py" line="+52"/>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+9"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Dark red</source>
        <translation>Rouge foncé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cyan</source>
        <translation>Cyan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teal</source>
        <translation>Bleu canard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Greedy</source>
        <translation>Glouton</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>plays any legal move</source>
        <translation>joue n&apos;importe quel coup autorisé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes the most points right now</source>
        <translation>prend tout de suite le plus de points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a beginner: likes points, looks at part of the board</source>
        <translation>un débutant&#xa0;: aime les points, ne regarde qu&apos;une partie du plateau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weighs every placement and figure by its expected worth</source>
        <translation>pèse chaque pose et chaque figurine selon sa valeur attendue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>looks ahead over the tiles that may come</source>
        <translation>anticipe les tuiles qui peuvent encore venir</translation>
    </message>
</context>
<context>
    <name>ContinueDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/continue_dialog.py" line="+101"/>
        <source>Being played in another window.</source>
        <translation>En cours dans une autre fenêtre.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Continue a Game</source>
        <translation>Reprendre une partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These games are not finished. Every decision was saved: choose one to go on playing.</source>
        <translation>Ces parties ne sont pas terminées. Chaque décision a été enregistrée&#xa0;: choisissez-en une pour continuer à jouer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Continue</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unfinished games</source>
        <translation>Parties non terminées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games are kept in %1.</source>
        <translation>Les parties sont conservées dans %1.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Delete the game?</source>
        <translation>Supprimer la partie&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete this unfinished game for good?

%1</source>
        <translation>Supprimer définitivement cette partie non terminée&#xa0;?

%1</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <location filename="../carc_desktop/ui/play/decision_panel.py" line="+307"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>↻ Rotate</source>
        <translation>↻ Tourner</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place here</source>
        <translation>Poser ici</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Click one of the %n marker(s) on the tile you just placed, or place no figure.</source>
        <translation>
            <numerusform>Cliquez sur le repère de la tuile que vous venez de poser, ou ne posez aucune figurine.</numerusform>
            <numerusform>Cliquez sur l&apos;un des %n repères de la tuile que vous venez de poser, ou ne posez aucune figurine.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No figure can be placed on this tile.</source>
        <translation>Aucune figurine ne peut être posée sur cette tuile.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No figure (S)</source>
        <translation>Aucune figurine (S)</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Not possible now</source>
        <translation>Impossible maintenant</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>Show legal cells (L)</source>
        <translation>Montrer les cases permises (L)</translation>
    </message>
</context>
<context>
    <name>EndOfGameDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="+205"/>
        <location line="+1"/>
        <source>Final scoring</source>
        <translation>Évaluation finale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final scoring, step by step:</source>
        <translation>Évaluation finale, étape par étape&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final scoring steps</source>
        <translation>Étapes de l&apos;évaluation finale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next step</source>
        <translation>Étape &amp;suivante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the next final scoring</source>
        <translation>Afficher l&apos;évaluation finale suivante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;all</source>
        <translation>&amp;Tout afficher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show every final scoring and the results</source>
        <translation>Afficher toutes les évaluations finales et les résultats</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points by player and category</source>
        <translation>Points par joueur et par catégorie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where each player gained and lost points, with the better moves</source>
        <translation>Où chaque joueur a gagné et perdu des points, avec les meilleurs choix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play again</source>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play again with the same players and rules</source>
        <translation>Rejouer avec les mêmes joueurs et les mêmes règles</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores so far: %1</source>
        <translation>Scores actuels&#xa0;: %1</translation>
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
        <translation>Total</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 gagne avec %n point&#x202f;!</numerusform>
            <numerusform>%1 gagne avec %n points&#x202f;!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 share the victory with %n point(s) each!</source>
        <translation>
            <numerusform>%1 se partagent la victoire avec %n point chacun&#x202f;!</numerusform>
            <numerusform>%1 se partagent la victoire avec %n points chacun&#x202f;!</numerusform>
        </translation>
    </message>
    <message>
        <location line="-155"/>
        <source>&amp;Review the Game…</source>
        <translation>Re&amp;voir la partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through the game from its start</source>
        <translation>Parcourir la partie pas à pas depuis le début</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anal&amp;yse the Game…</source>
        <translation>&amp;Analyser la partie…</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Hints used</source>
        <translation>Conseils utilisés</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <location filename="../carc_desktop/texts/error_text.py" line="+26"/>
        <source>Technical details: %1</source>
        <translation>Détails techniques&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the north side</source>
        <translation>le côté nord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the east side</source>
        <translation>le côté est</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the south side</source>
        <translation>le côté sud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the west side</source>
        <translation>le côté ouest</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no edge</source>
        <translation>aucun bord</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have no follower left.</source>
        <translation>Vous n&apos;avez plus de partisan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no builder left.</source>
        <translation>Vous n&apos;avez plus de bâtisseur disponible.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no pig left.</source>
        <translation>Vous n&apos;avez plus de cochon disponible.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no figure of that kind left.</source>
        <translation>Vous n&apos;avez plus de figurine de ce type.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That road is already occupied.</source>
        <translation>Cette route est déjà occupée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That city is already occupied.</source>
        <translation>Cette ville est déjà occupée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That field is already occupied.</source>
        <translation>Ce pré est déjà occupé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That monastery is already occupied.</source>
        <translation>Cette abbaye est déjà occupée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That feature is already occupied.</source>
        <translation>Cette zone est déjà occupée.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not the decision asked for now.</source>
        <translation>Ce n&apos;est pas la décision attendue maintenant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is nothing to undo.</source>
        <translation>Il n&apos;y a rien à annuler.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That cell is already taken.</source>
        <translation>Cette case est déjà occupée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A tile must touch a tile already on the board.</source>
        <translation>Une tuile doit toucher une tuile déjà posée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A tile can only be turned in quarter turns.</source>
        <translation>Une tuile ne se tourne que par quarts de tour.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tile does not fit there: %1 (%2) does not match the neighbouring tile (%3).</source>
        <translation>La tuile ne convient pas ici&#xa0;: %1 (%2) ne correspond pas à la tuile voisine (%3).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules of %1 do not allow this tile there.</source>
        <translation>Les règles de l&apos;extension «&#xa0;%1&#xa0;» n&apos;autorisent pas cette tuile ici.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The tile just placed has no such feature.</source>
        <translation>La tuile qui vient d&apos;être posée n&apos;a pas cette zone.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That figure may not go there now.</source>
        <translation>Cette figurine ne peut pas aller là maintenant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such follower on the board.</source>
        <translation>Ce partisan n&apos;est pas sur le plateau.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You already have a meeple in this quarter.</source>
        <translation>Vous avez déjà un meeple dans ce quartier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not possible now: it needs one of your followers on the board and one of another player&apos;s.</source>
        <translation>Impossible maintenant&#xa0;: il faut l&apos;un de vos partisans sur le plateau et l&apos;un de ceux d&apos;un autre joueur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That choice is not allowed now.</source>
        <translation>Ce choix n&apos;est pas permis maintenant.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A game needs 2 to 6 players, not %1.</source>
        <translation>Une partie se joue de 2 à 6 joueurs, pas à %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown rules edition “%1”.</source>
        <translation>Édition des règles inconnue&#xa0;: «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown expansion “%1”.</source>
        <translation>Extension inconnue&#xa0;: «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown rule option “%1”.</source>
        <translation>Option de règle inconnue&#xa0;: «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rule option “%1” has an invalid value (%2).</source>
        <translation>L&apos;option de règle «&#xa0;%1&#xa0;» a une valeur non valable (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player needs 1 to 20 followers, not %1.</source>
        <translation>Chaque joueur doit avoir de 1 à 20 partisans, pas %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tile “%1” (draw %2) is not in the chosen tile sets.</source>
        <translation>La tuile «&#xa0;%1&#xa0;» (tirage %2) ne fait pas partie des jeux de tuiles choisis.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The box holds only %n tile(s) “%1”; draw %2 is one too many.</source>
        <translation>
            <numerusform>La boîte ne contient que %n tuile «&#xa0;%1&#xa0;»&#x202f;; le tirage %2 est de trop.</numerusform>
            <numerusform>La boîte ne contient que %n tuiles «&#xa0;%1&#xa0;»&#x202f;; le tirage %2 est de trop.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>These settings cannot start a game.</source>
        <translation>Ces réglages ne permettent pas de commencer une partie.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The file does not exist; it may have been moved or deleted.</source>
        <translation>Le fichier n&apos;existe pas&#x202f;; il a peut-être été déplacé ou supprimé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is a folder, not a saved game.</source>
        <translation>C&apos;est un dossier, pas une partie enregistrée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file cannot be read (no permission, or a disk error).</source>
        <translation>Le fichier ne peut pas être lu (pas d&apos;autorisation, ou erreur de disque).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not a file but a named pipe, a device or a socket; it was not read.</source>
        <translation>Ce n&apos;est pas un fichier mais un tube nommé, un périphérique ou un socket&#x202f;; il n&apos;a pas été lu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is %1 MB, far larger than any saved game (the limit is %2 MB), so it was not read.</source>
        <translation>Le fichier fait %1 Mo, bien plus que toute partie enregistrée (la limite est de %2 Mo)&#x202f;; il n&apos;a donc pas été lu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is empty.</source>
        <translation>Le fichier est vide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is not text (invalid byte at position %1): it is not a saved game, or it is damaged.</source>
        <translation>Le fichier n&apos;est pas du texte (octet non valable à la position %1)&#xa0;: ce n&apos;est pas une partie enregistrée, ou il est endommagé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is cut short: it ends in the middle of the game record, probably because it was not written completely.</source>
        <translation>Le fichier est tronqué&#xa0;: il s&apos;arrête au milieu de l&apos;enregistrement de la partie, sans doute parce qu&apos;il n&apos;a pas été écrit entièrement.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is not a saved game (it is not valid JSON).</source>
        <translation>Le fichier n&apos;est pas une partie enregistrée (ce n&apos;est pas du JSON valable).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file was refused for safety: its content is far outside what a saved game holds.</source>
        <translation>Le fichier a été refusé par sécurité&#xa0;: son contenu sort largement de ce que contient une partie enregistrée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is JSON, but not a carc-desktop game record.</source>
        <translation>Le fichier est du JSON, mais pas un enregistrement de partie de carc-desktop.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file was saved by a newer version of carc-desktop (record version %1; this version reads version %2). Update carc-desktop to open it.</source>
        <translation>Le fichier a été enregistré par une version plus récente de carc-desktop (version d&apos;enregistrement %1&#x202f;; cette version lit la version %2). Mettez carc-desktop à jour pour l&apos;ouvrir.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file names an unknown tile “%1”: the file is damaged or was made by a newer version.</source>
        <translation>Le fichier mentionne une tuile inconnue «&#xa0;%1&#xa0;»&#xa0;: le fichier est endommagé ou vient d&apos;une version plus récente.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The game record has no valid version number (this version reads version %1).</source>
        <translation>L&apos;enregistrement de la partie n&apos;a pas de numéro de version valable (cette version lit la version %1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game record is damaged.</source>
        <translation>L&apos;enregistrement de la partie est endommagé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Decision %1 of %2 in the game record is malformed: the file is damaged.</source>
        <translation>La décision %1 sur %2 de l&apos;enregistrement est mal formée&#xa0;: le fichier est endommagé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decision %1 of %2 in the game record breaks the rules: the file is damaged or was edited.</source>
        <translation>La décision %1 sur %2 de l&apos;enregistrement enfreint les règles&#xa0;: le fichier est endommagé ou a été modifié.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game could not be replayed because of an error in carc-desktop.</source>
        <translation>La partie n&apos;a pas pu être rejouée à cause d&apos;une erreur dans carc-desktop.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file cannot be opened.</source>
        <translation>Le fichier ne peut pas être ouvert.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Cannot open “%1”.</source>
        <translation>Impossible d&apos;ouvrir «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot open this game.</source>
        <translation>Impossible d&apos;ouvrir cette partie.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cannot save this game: the disk is full. The previous file is unchanged.</source>
        <translation>Impossible d&apos;enregistrer cette partie&#xa0;: le disque est plein. Le fichier précédent est intact.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot save this game: it could not be written as a record. The previous file is unchanged.</source>
        <translation>Impossible d&apos;enregistrer cette partie&#xa0;: elle n&apos;a pas pu être écrite sous forme d&apos;enregistrement. Le fichier précédent est intact.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot save “%1”: the game could not be written as a record. The previous file is unchanged.</source>
        <translation>Impossible d&apos;enregistrer «&#xa0;%1&#xa0;»&#xa0;: la partie n&apos;a pas pu être écrite sous forme d&apos;enregistrement. Le fichier précédent est intact.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot save this game: the file could not be written. The previous file is unchanged.</source>
        <translation>Impossible d&apos;enregistrer cette partie&#xa0;: le fichier n&apos;a pas pu être écrit. Le fichier précédent est intact.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot save “%1”: the file could not be written. The previous file is unchanged.</source>
        <translation>Impossible d&apos;enregistrer «&#xa0;%1&#xa0;»&#xa0;: le fichier n&apos;a pas pu être écrit. Le fichier précédent est intact.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game could not be saved.</source>
        <translation>La partie n&apos;a pas pu être enregistrée.</translation>
    </message>
    <message>
        <location line="-172"/>
        <source>There is no tile on that cell.</source>
        <translation>Il n&apos;y a pas de tuile sur cette case.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That tile has no such feature on that cell.</source>
        <translation>Cette tuile n&apos;a pas cette zone sur cette case.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That feature is not one of those to score now.</source>
        <translation>Cette zone ne fait pas partie de celles à évaluer maintenant.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The Leipzig start arrangement must name each of %1 once.</source>
        <translation>La disposition de départ de Leipzig doit nommer une fois chacune de ces tuiles&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>This game is open in another carc-desktop window: play it there, or close it there first.</source>
        <translation>Cette partie est ouverte dans une autre fenêtre de carc-desktop&#xa0;: jouez-la là-bas, ou fermez-la d&apos;abord là-bas.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Cannot save “%1”: the disk is full. The previous file is unchanged.</source>
        <translation>Impossible d&apos;enregistrer «&#xa0;%1&#xa0;»&#xa0;: le disque est plein. Le fichier précédent est intact.</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message numerus="yes">
        <location filename="../carc_desktop/texts/event_text.py" line="+34"/>
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tuile</numerusform>
            <numerusform>%n tuiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n coat(s) of arms</source>
        <translation>
            <numerusform>%n blason</numerusform>
            <numerusform>%n blasons</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>nobody</source>
        <translation>personne</translation>
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
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>road</source>
        <translation>route</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>city</source>
        <translation>ville</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>monastery</source>
        <translation>abbaye</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>field</source>
        <translation>pré</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>goods</source>
        <translation>marchandises</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leipzig quarter</source>
        <translation>quartier de Leipzig</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>follower</source>
        <translation>partisan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>farmer</source>
        <translation>paysan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builder</source>
        <translation>bâtisseur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pig</source>
        <translation>cochon</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>wine</source>
        <translation>vin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grain</source>
        <translation>blé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cloth</source>
        <translation>tissu</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n wine token(s)</source>
        <translation>
            <numerusform>%n jeton de vin</numerusform>
            <numerusform>%n jetons de vin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n grain token(s)</source>
        <translation>
            <numerusform>%n jeton de blé</numerusform>
            <numerusform>%n jetons de blé</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cloth token(s)</source>
        <translation>
            <numerusform>%n jeton de tissu</numerusform>
            <numerusform>%n jetons de tissu</numerusform>
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
        <translation>quartier des fabricants de chariots</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tanners&apos; quarter</source>
        <translation>quartier des tanneurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coiners&apos; quarter</source>
        <translation>quartier des monnayeurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bookbinders&apos; quarter</source>
        <translation>quartier des relieurs</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Traders &amp; Builders</source>
        <translation>Marchands &amp; Bâtisseurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Markets of Leipzig</source>
        <translation>Les Marchés de Leipzig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Land Surveyors</source>
        <translation>Les Arpenteurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Porxada</source>
        <translation>La Porxada</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Citizens&apos; Jury</source>
        <translation>Jury citoyen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bad Neighbourhood</source>
        <translation>Quartier mal famé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Siege</source>
        <translation>Siège</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+69"/>
        <source>Wealth</source>
        <translation>Richesse</translation>
    </message>
    <message>
        <location line="-68"/>
        <location line="+70"/>
        <source>Poverty</source>
        <translation>Pauvreté</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Street Fair</source>
        <translation>Fête de rue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Highway</source>
        <translation>Voie rapide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peasant Uprising</source>
        <translation>Révolte paysanne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hermit Monastery</source>
        <translation>Ermitage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pilgrimage Route</source>
        <translation>Chemin de pèlerinage</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wealth or Poverty</source>
        <translation>Richesse ou pauvreté</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>every player with a knight in a completed city scores it, majority or not</source>
        <translation>chaque joueur ayant un chevalier dans une ville complétée obtient ses points à l&apos;évaluation, majorité ou non</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tiles that add only a small city cap to a completed city score nothing</source>
        <translation>les tuiles qui n&apos;ajoutent qu&apos;un petit bout de ville à une ville complétée ne rapportent rien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each coat of arms in a completed city is worth 1 more point</source>
        <translation>chaque blason d&apos;une ville complétée vaut 1 point de plus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a completed road scores 2 points per tile</source>
        <translation>une route complétée rapporte 2 points par tuile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a completed road scores as 5 tiles, whatever its length</source>
        <translation>une route complétée compte comme 5 tuiles, quelle que soit sa longueur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>road tiles showing a farmhouse score nothing</source>
        <translation>les tuiles de route montrant une ferme ne rapportent rien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a completed monastery scores 1 point less for each of its 9 tiles showing a city</source>
        <translation>une abbaye complétée rapporte 1 point de moins pour chacune de ses 9 tuiles montrant une ville</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a completed monastery scores 1 more point for each of its 9 tiles showing a road</source>
        <translation>une abbaye complétée rapporte 1 point de plus pour chacune de ses 9 tuiles montrant une route</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>each player scoring a completed city gets %n more point(s)</source>
        <translation>
            <numerusform>chaque joueur qui obtient des points pour une ville complétée reçoit %n point de plus</numerusform>
            <numerusform>chaque joueur qui obtient des points pour une ville complétée reçoit %n points de plus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>each player scoring a completed city gets %n point(s) less</source>
        <translation>
            <numerusform>chaque joueur qui obtient des points pour une ville complétée reçoit %n point de moins</numerusform>
            <numerusform>chaque joueur qui obtient des points pour une ville complétée reçoit %n points de moins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>each player scoring a completed road gets %n more point(s)</source>
        <translation>
            <numerusform>chaque joueur qui obtient des points pour une route complétée reçoit %n point de plus</numerusform>
            <numerusform>chaque joueur qui obtient des points pour une route complétée reçoit %n points de plus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>each player scoring a completed road gets %n point(s) less</source>
        <translation>
            <numerusform>chaque joueur qui obtient des points pour une route complétée reçoit %n point de moins</numerusform>
            <numerusform>chaque joueur qui obtient des points pour une route complétée reçoit %n points de moins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>each player scoring a completed monastery gets %n more point(s)</source>
        <translation>
            <numerusform>chaque joueur qui obtient des points pour une abbaye complétée reçoit %n point de plus</numerusform>
            <numerusform>chaque joueur qui obtient des points pour une abbaye complétée reçoit %n points de plus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>each player scoring a completed monastery gets %n point(s) less</source>
        <translation>
            <numerusform>chaque joueur qui obtient des points pour une abbaye complétée reçoit %n point de moins</numerusform>
            <numerusform>chaque joueur qui obtient des points pour une abbaye complétée reçoit %n points de moins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>an unfinished road of %n tile(s)</source>
        <translation>
            <numerusform>une route incomplète de %n tuile</numerusform>
            <numerusform>une route incomplète de %n tuiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>a completed road of %n tile(s)</source>
        <translation>
            <numerusform>une route complétée de %n tuile</numerusform>
            <numerusform>une route complétée de %n tuiles</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>an unfinished city of %1 with %2</source>
        <translation>une ville incomplète de %1 avec %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a completed city of %1 with %2</source>
        <translation>une ville complétée de %1 avec %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>an unfinished city of %n tile(s)</source>
        <translation>
            <numerusform>une ville incomplète de %n tuile</numerusform>
            <numerusform>une ville incomplète de %n tuiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>a completed city of %n tile(s)</source>
        <translation>
            <numerusform>une ville complétée de %n tuile</numerusform>
            <numerusform>une ville complétée de %n tuiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>an unfinished monastery with %n tile(s) around and under it</source>
        <translation>
            <numerusform>une abbaye incomplète de %n tuile (la sienne)</numerusform>
            <numerusform>une abbaye incomplète de %n tuiles (la sienne et ses voisines)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a completed monastery</source>
        <translation>une abbaye complétée</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>a field next to %n completed city(ies)</source>
        <translation>
            <numerusform>un pré bordant %n ville complétée</numerusform>
            <numerusform>un pré bordant %n villes complétées</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an unfinished %1</source>
        <translation>%1 (incomplet)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a completed %1</source>
        <translation>%1 (complété)</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 loses %n point(s) (%2).</source>
        <translation>
            <numerusform>%1 perd %n point (%2).</numerusform>
            <numerusform>%1 perd %n points (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 gets %n more point(s) from the Wainwrights&apos; quarter.</source>
        <translation>
            <numerusform>%1 reçoit %n point de plus grâce au quartier des fabricants de chariots.</numerusform>
            <numerusform>%1 reçoit %n points de plus grâce au quartier des fabricants de chariots.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gets %n more point(s) from the Coiners&apos; quarter.</source>
        <translation>
            <numerusform>%1 reçoit %n point de plus grâce au quartier des monnayeurs.</numerusform>
            <numerusform>%1 reçoit %n points de plus grâce au quartier des monnayeurs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gets %n more point(s) from the Bookbinders&apos; quarter.</source>
        <translation>
            <numerusform>%1 reçoit %n point de plus grâce au quartier des relieurs.</numerusform>
            <numerusform>%1 reçoit %n points de plus grâce au quartier des relieurs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gets %n more point(s) from the Tanners&apos; quarter.</source>
        <translation>
            <numerusform>%1 reçoit %n point de plus grâce au quartier des tanneurs.</numerusform>
            <numerusform>%1 reçoit %n points de plus grâce au quartier des tanneurs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gets %n more point(s) for the pig.</source>
        <translation>
            <numerusform>%1 reçoit %n point de plus pour le cochon.</numerusform>
            <numerusform>%1 reçoit %n points de plus pour le cochon.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gets %n more point(s) for the La Porxada token.</source>
        <translation>
            <numerusform>%1 reçoit %n point de plus pour le jeton La Porxada.</numerusform>
            <numerusform>%1 reçoit %n points de plus pour le jeton La Porxada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gets %n more point(s) (%2).</source>
        <translation>
            <numerusform>%1 reçoit %n point de plus (%2).</numerusform>
            <numerusform>%1 reçoit %n points de plus (%2).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Land Surveyors tile %1 applies: %2.</source>
        <translation>La tuile d&apos;évaluation %1 s&apos;applique&#xa0;: %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Each Leipzig road counts as one tile: the road counts %n tile(s).</source>
        <translation>
            <numerusform>Chaque route de Leipzig compte pour une tuile&#xa0;: la route compte %n tuile.</numerusform>
            <numerusform>Chaque route de Leipzig compte pour une tuile&#xa0;: la route compte %n tuiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n farmhouse(s)</source>
        <translation>
            <numerusform>%n ferme</numerusform>
            <numerusform>%n fermes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n shed(s)</source>
        <translation>
            <numerusform>%n étable</numerusform>
            <numerusform>%n étables</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Tanners count %1 in this field.</source>
        <translation>Les tanneurs comptent %1 dans ce pré.</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%1 has the most %2 tokens and scores %n point(s).</source>
        <translation>
            <numerusform>%1 a le plus de jetons de %2 et marque %n point.</numerusform>
            <numerusform>%1 a le plus de jetons de %2 et marque %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 share the most %2 tokens and score %n point(s) each.</source>
        <translation>
            <numerusform>%1 ont, à égalité, le plus de jetons de %2 et marquent %n point chacun.</numerusform>
            <numerusform>%1 ont, à égalité, le plus de jetons de %2 et marquent %n points chacun.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody wins the %1 tokens.</source>
        <translation>Personne ne remporte les jetons de %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody scores %1.</source>
        <translation>Personne ne marque de points pour %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 scores %n point(s) for %2.</source>
        <translation>
            <numerusform>%1 marque %n point pour %2.</numerusform>
            <numerusform>%1 marque %n points pour %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 score %n point(s) each for %2.</source>
        <translation>
            <numerusform>%1 marquent %n point chacun pour %2.</numerusform>
            <numerusform>%1 marquent %n points chacun pour %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The game is over: %1 wins with %n point(s).</source>
        <translation>
            <numerusform>La partie est terminée&#xa0;: %1 gagne avec %n point.</numerusform>
            <numerusform>La partie est terminée&#xa0;: %1 gagne avec %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The game is over: %1 share the victory with %n point(s) each.</source>
        <translation>
            <numerusform>La partie est terminée&#xa0;: %1 se partagent la victoire avec %n point chacun.</numerusform>
            <numerusform>La partie est terminée&#xa0;: %1 se partagent la victoire avec %n points chacun.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 takes %2 from the completed city.</source>
        <translation>%1 prend %2 dans la ville complétée.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1&apos;s builder earns a second tile this turn.</source>
        <comment>%1 is a player&apos;s name</comment>
        <translation>Le bâtisseur de %1 lui vaut une deuxième tuile ce tour-ci.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 declines the builder&apos;s second tile.</source>
        <translation>%1 renonce à la deuxième tuile du bâtisseur.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 takes back the %2: no follower of theirs is left with it.</source>
        <translation>%1 reprend son %2&#xa0;: aucun de ses partisans n&apos;y reste.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tile %1 fits nowhere: it goes back to the box and %2 draws again.</source>
        <translation>La tuile %1 ne peut être posée nulle part&#xa0;: elle retourne dans la boîte et %2 pioche à nouveau.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 sends a meeple from the completed road to the %2 and still scores the road with the others.</source>
        <translation>%1 envoie un meeple de la route complétée dans le %2 et évalue quand même la route avec les autres.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 sends a meeple from the completed road to the %2 instead of scoring it.</source>
        <translation>%1 envoie un meeple de la route complétée dans le %2 au lieu de l&apos;évaluer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 keeps the meeple on the road and scores it normally.</source>
        <translation>%1 laisse le meeple sur la route et l&apos;évalue normalement.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New Land Surveyors tiles: %1 for cities, %2 for roads, %3 for monasteries.</source>
        <translation>Nouvelles tuiles d&apos;évaluation&#xa0;: %1 pour les villes, %2 pour les routes, %3 pour les abbayes.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 chooses the La Porxada scoring bonus.</source>
        <translation>%1 choisit le bonus d&apos;évaluation de La Porxada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 asks %2 to swap two followers (La Porxada).</source>
        <translation>%1 demande à %2 d&apos;échanger deux partisans (La Porxada).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 accepts: the two followers change places.</source>
        <translation>%1 accepte&#xa0;: les deux partisans échangent leurs places.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 refuses the swap and must give up a follower.</source>
        <translation>%1 refuse l&apos;échange et doit renoncer à un partisan.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 removes a follower from the supply for good.</source>
        <translation>%1 retire définitivement un partisan de sa réserve.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 removes a follower from the board for good.</source>
        <translation>%1 retire définitivement un partisan du plateau.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>La Porxada&apos;s city is completed without knights: nobody takes a token.</source>
        <translation>La ville de La Porxada est complétée sans chevalier&#xa0;: personne ne prend de jeton.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes a La Porxada token.</source>
        <translation>%1 prend un jeton La Porxada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 each take a La Porxada token.</source>
        <translation>%1 prennent chacun un jeton La Porxada.</translation>
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
            <numerusform>%1&#xa0;: %n point.</numerusform>
            <numerusform>%1&#xa0;: %n points.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-36"/>
        <source>%1 chooses the La Porxada swap but swaps nothing.</source>
        <translation>%1 choisit l&apos;échange de La Porxada mais n&apos;échange rien.</translation>
    </message>
</context>
<context>
    <name>FeatureHint</name>
    <message numerus="yes">
        <location filename="../carc_desktop/ui/play/feature_info.py" line="+89"/>
        <source>Completed road of %n tile(s)</source>
        <translation>
            <numerusform>Route complétée de %n tuile</numerusform>
            <numerusform>Route complétée de %n tuiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Unfinished road of %n tile(s)</source>
        <translation>
            <numerusform>Route incomplète de %n tuile</numerusform>
            <numerusform>Route incomplète de %n tuiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Completed city of %n tile(s)</source>
        <translation>
            <numerusform>Ville complétée de %n tuile</numerusform>
            <numerusform>Ville complétée de %n tuiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Unfinished city of %n tile(s)</source>
        <translation>
            <numerusform>Ville incomplète de %n tuile</numerusform>
            <numerusform>Ville incomplète de %n tuiles</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Completed city of %1 with %2</source>
        <translation>Ville complétée de %1 avec %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unfinished city of %1 with %2</source>
        <translation>Ville incomplète de %1 avec %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Monastery with %n of 9 tiles</source>
        <translation>
            <numerusform>Abbaye avec %n tuile sur 9</numerusform>
            <numerusform>Abbaye avec %n tuiles sur 9</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Field next to %n completed city(ies)</source>
        <translation>
            <numerusform>Pré bordant %n ville complétée</numerusform>
            <numerusform>Pré bordant %n villes complétées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1: worth %n point(s), nobody holds it.</source>
        <translation>
            <numerusform>%1&#xa0;: vaut %n point, personne ne l&apos;occupe.</numerusform>
            <numerusform>%1&#xa0;: vaut %n points, personne ne l&apos;occupe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: worth %n point(s) now to %2.</source>
        <translation>
            <numerusform>%1&#xa0;: vaut maintenant %n point pour %2.</numerusform>
            <numerusform>%1&#xa0;: vaut maintenant %n points pour %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <location filename="../carc_desktop/ui/window/file_actions.py" line="+163"/>
        <source>No recent games</source>
        <translation>Aucune partie récente</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Clear the List</source>
        <translation>&amp;Effacer la liste</translation>
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
        <translation>jeu de base</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 (%3, finished)</source>
        <comment>date: players and scores (expansions)</comment>
        <translation>%1&#xa0;: %2 (%3, terminée)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 (%3)</source>
        <comment>date: players and scores (expansions)</comment>
        <translation>%1&#xa0;: %2 (%3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Turn %1, %n tile(s) left.</source>
        <translation>
            <numerusform>Tour %1, %n tuile restante.</numerusform>
            <numerusform>Tour %1, %n tuiles restantes.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/file_actions.py" line="-74"/>
        <source>Opening the game…</source>
        <translation>Ouverture de la partie…</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>There is no unfinished game to continue.</source>
        <translation>Il n&apos;y a aucune partie non terminée à reprendre.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../carc_desktop/controller/game_controller.py" line="+397"/>
        <source>There is nothing to redo.</source>
        <translation>Il n&apos;y a rien à rétablir.</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>The game could not be autosaved (%1). Save it with Ctrl+S to be safe.</source>
        <translation>La partie n&apos;a pas pu être enregistrée automatiquement (%1). Enregistrez-la avec Ctrl+S par précaution.</translation>
    </message>
    <message>
        <location line="-437"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location line="+147"/>
        <source>There is nothing to undo.</source>
        <translation>Il n&apos;y a rien à annuler.</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>There is no tile to place now.</source>
        <translation>Il n&apos;y a pas de tuile à poser maintenant.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You cannot put a figure there now.</source>
        <translation>Vous ne pouvez pas poser de figurine ici maintenant.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This decision cannot be skipped.</source>
        <translation>Cette décision ne peut pas être passée.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That choice is not allowed now.</source>
        <translation>Ce choix n&apos;est pas permis maintenant.</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Please wait: %1 is thinking.</source>
        <translation>Veuillez patienter&#xa0;: %1 réfléchit.</translation>
    </message>
    <message>
        <location line="-426"/>
        <source>The tile does not fit there this way round: rotate it (R).</source>
        <translation>La tuile ne convient pas ici dans ce sens&#xa0;: tournez-la (R).</translation>
    </message>
    <message>
        <location line="+590"/>
        <source>it chose an illegal move</source>
        <translation>il a choisi un coup interdit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer player failed (%1); it plays the first legal move.</source>
        <translation>Le joueur ordinateur a échoué (%1)&#x202f;; il joue le premier coup autorisé.</translation>
    </message>
    <message>
        <location line="-420"/>
        <source>A new tile has been drawn since: with computer players in the game, moves before a draw cannot be taken back (unless casual undo is on in the settings).</source>
        <translation>Une nouvelle tuile a été piochée depuis&#xa0;: avec des joueurs ordinateur dans la partie, les coups précédant une pioche ne peuvent pas être repris (sauf si l&apos;annulation libre est activée dans les réglages).</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../carc_desktop/controller/game_files.py" line="+221"/>
        <source>Cannot delete the game</source>
        <translation>Impossible de supprimer la partie</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Saved as %1.</source>
        <translation>Enregistré sous %1.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot save the game</source>
        <translation>Impossible d&apos;enregistrer la partie</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This game is already open.</source>
        <translation>Cette partie est déjà ouverte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Please wait: a game is being opened.</source>
        <translation>Veuillez patienter&#xa0;: une partie est en cours d&apos;ouverture.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+21"/>
        <source>Cannot open the game</source>
        <translation>Impossible d&apos;ouvrir la partie</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Opened the backup</source>
        <translation>Copie de secours ouverte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1

The backup copy was opened instead.</source>
        <translation>%1

La copie de secours a été ouverte à la place.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opened %1.</source>
        <translation>%1 ouvert.</translation>
    </message>
</context>
<context>
    <name>HintBar</name>
    <message>
        <location filename="../carc_desktop/ui/play/hint_bar.py" line="+170"/>
        <source>Play this</source>
        <translation>Jouer ce coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play what the computer would play</source>
        <translation>Jouer ce que jouerait l&apos;ordinateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Dismiss the hint</source>
        <translation>Fermer le conseil</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The computer is thinking about a hint…</source>
        <translation>L&apos;ordinateur réfléchit à un conseil…</translation>
    </message>
</context>
<context>
    <name>HintText</name>
    <message>
        <location line="-162"/>
        <source>The computer would place the tile here, with no figure.</source>
        <translation>L&apos;ordinateur poserait la tuile ici, sans figurine.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer would place the tile here, with a figure: %1 (%2).</source>
        <translation>L&apos;ordinateur poserait la tuile ici, avec une figurine&#xa0;: %1 (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer would place a figure here: %1 (%2).</source>
        <translation>L&apos;ordinateur placerait une figurine ici&#xa0;: %1 (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer would place no figure.</source>
        <translation>L&apos;ordinateur ne placerait aucune figurine.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer would choose: %1.</source>
        <translation>L&apos;ordinateur choisirait&#xa0;: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>It scores %n point(s) now.</source>
        <translation>
            <numerusform>Cela rapporte %n point maintenant.</numerusform>
            <numerusform>Cela rapporte %n points maintenant.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It scores nothing now.</source>
        <translation>Cela ne rapporte rien maintenant.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It completes: %1.</source>
        <translation>Cela complète&#xa0;: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>It extends one of your features (%1), worth %n point(s) now.</source>
        <translation>
            <numerusform>Cela agrandit une de vos zones (%1), qui vaut %n point maintenant.</numerusform>
            <numerusform>Cela agrandit une de vos zones (%1), qui vaut %n points maintenant.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Completed at once (%1), it scores nobody; the figure comes back.</source>
        <translation>Complété aussitôt (%1), personne ne marque&#xa0;; la figurine revient.</translation>
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
        <translation>Complété aussitôt (%1)&#xa0;: %2&#xa0;; la figurine revient.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the figure stays until its feature (%1) is completed</source>
        <translation>la figurine y reste jusqu&apos;à ce que sa zone (%1) soit complétée</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Risk: %1.</source>
        <translation>Risque&#xa0;: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%1 scores %n point(s) too</source>
        <translation>
            <numerusform>%1 marque aussi %n point</numerusform>
            <numerusform>%1 marque aussi %n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 holds figures there too</source>
        <translation>%1 y a aussi des figurines</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the farmer stays until the end of the game</source>
        <translation>le paysan y reste jusqu&apos;à la fin de la partie</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../carc_desktop/controller/hints.py" line="+231"/>
        <source>Hints are turned off in the settings.</source>
        <translation>Les conseils sont désactivés dans les paramètres.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no decision to give a hint for.</source>
        <translation>Il n&apos;y a aucune décision pour laquelle donner un conseil.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hints are for a person&apos;s decision, not a computer&apos;s.</source>
        <translation>Les conseils sont pour les décisions d&apos;une personne, pas de l&apos;ordinateur.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>No hint could be found (%1).</source>
        <translation>Aucun conseil n&apos;a pu être trouvé (%1).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This hint is not for the decision now.</source>
        <translation>Ce conseil ne concerne pas la décision actuelle.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../carc_desktop/texts/lesson_texts.py" line="+16"/>
        <source>Placing tiles and roads</source>
        <translation>Poser des tuiles et des routes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tile must match every edge it touches; a completed road scores 1 point per tile.</source>
        <translation>Une tuile doit correspondre à chaque bord qu’elle touche&#xa0;; une route complétée rapporte 1 point par tuile.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag the tile to the highlighted square east of the start tile: every edge that touches another tile must match, road to road and field to field. Then put a follower on its road: he is now a thief.</source>
        <translation>Faites glisser la tuile sur la case en surbrillance à l’est de la tuile de départ&#xa0;: chaque bord qui touche une autre tuile doit correspondre, route contre route et pré contre pré. Posez ensuite un partisan sur sa route&#xa0;: c’est maintenant un voleur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your follower on the road of the tile you just placed: only a road earns road points.</source>
        <translation>Posez votre partisan sur la route de la tuile que vous venez de poser&#xa0;: seule une route rapporte des points de route.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ben closed the east end with a crossroads. A road is complete when both ends are closed. Close its west end with your crossroads: the road scores 1 point per tile.</source>
        <translation>Ben a fermé l’extrémité est avec un carrefour. Une route est complète quand ses deux extrémités sont fermées. Fermez son extrémité ouest avec votre carrefour&#xa0;: la route rapporte 1 point par tuile.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close the road: its west end stays open. Put the crossroads on the highlighted square.</source>
        <translation>Ainsi la route n’est pas fermée&#xa0;: son extrémité ouest reste ouverte. Posez le carrefour sur la case en surbrillance.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cities and coats of arms</source>
        <translation>Villes et blasons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A completed city scores 2 points per tile and 2 per coat of arms.</source>
        <translation>Une ville complétée rapporte 2 points par tuile et 2 par blason.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue the start tile&apos;s city to the north, then put a follower in the city: he is now a knight.</source>
        <translation>Prolongez vers le nord la ville de la tuile de départ, puis posez un partisan dans la ville&#xa0;: c’est maintenant un chevalier.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your follower in the city: only a knight earns the city&apos;s points.</source>
        <translation>Posez votre partisan dans la ville&#xa0;: seul un chevalier gagne les points de la ville.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A city is complete when its walls are closed all around. Close your city with this tile: three tiles and one coat of arms make 8 points.</source>
        <translation>Une ville est complète quand ses remparts sont fermés tout autour. Fermez votre ville avec cette tuile&#xa0;: trois tuiles et un blason font 8 points.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This leaves the city open, so it does not score now. Close its last open edge on the highlighted square.</source>
        <translation>Ainsi la ville reste ouverte et n’est pas évaluée maintenant. Fermez son dernier bord ouvert sur la case en surbrillance.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monasteries</source>
        <translation>Abbayes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A monastery is complete when all eight squares around it hold tiles: it scores 9 points.</source>
        <translation>Une abbaye est complète quand les huit cases qui l’entourent portent des tuiles&#xa0;: elle rapporte 9 points.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your monk stands in the monastery. Seven of the eight squares around it hold tiles. Fill the last one: the monastery scores 1 point for itself and 1 for each of the eight tiles around it.</source>
        <translation>Votre moine est dans l’abbaye. Sept des huit cases autour d’elle portent des tuiles. Remplissez la dernière&#xa0;: l’abbaye rapporte 1 point pour elle-même et 1 pour chacune des huit tuiles autour d’elle.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The monastery still misses a neighbour here. Put the tile on the last free square around it.</source>
        <translation>Ici, il manque encore un voisin à l’abbaye. Posez la tuile sur la dernière case libre autour d’elle.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Farmers and fields</source>
        <translation>Paysans et prés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A farmer stays in his field to the end; then the field scores 3 points per completed city it touches.</source>
        <translation>Un paysan reste dans son pré jusqu’à la fin&#xa0;; le pré rapporte alors 3 points par ville complétée qu’il touche.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place the tile east of the start tile and lay a follower down in the field between the road and the city: he is now a farmer. A farmer stays until the end of the game.</source>
        <translation>Posez la tuile à l’est de la tuile de départ et couchez un partisan dans le pré entre la route et la ville&#xa0;: c’est maintenant un paysan. Un paysan reste jusqu’à la fin de la partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay your follower in the field between the road and the city: only a farmer earns points for a field.</source>
        <translation>Couchez votre partisan dans le pré entre la route et la ville&#xa0;: seul un paysan gagne des points pour un pré.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ben closed the city of the start tile. At the end, your field scores 3 points for every completed city it touches. Close the second city beside your field.</source>
        <translation>Ben a fermé la ville de la tuile de départ. À la fin, votre pré rapporte 3 points pour chaque ville complétée qu’il touche. Fermez la deuxième ville à côté de votre pré.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That city stays open: an incomplete city brings a field nothing. Close the city on the highlighted square.</source>
        <translation>Cette ville reste ouverte&#xa0;: une ville incomplète n’apporte rien à un pré. Fermez la ville sur la case en surbrillance.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game and final scoring</source>
        <translation>La fin de la partie et l’évaluation finale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the end, an incomplete road or city scores 1 point per tile (and per coat of arms), a monastery 1 plus 1 per neighbour.</source>
        <translation>À la fin, une route ou une ville incomplète rapporte 1 point par tuile (et par blason), une abbaye 1 plus 1 par voisine.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue the start tile&apos;s city with this tile and put a knight in it. This game is short: it ends when the last tile is placed.</source>
        <translation>Prolongez la ville de la tuile de départ avec cette tuile et posez-y un chevalier. Cette partie est courte&#xa0;: elle finit quand la dernière tuile est posée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your follower in the city: the end of the game scores it.</source>
        <translation>Posez votre partisan dans la ville&#xa0;: la fin de la partie l’évalue.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last tile of yours: place the monastery south of the start tile with a monk. When the bag is empty, everything incomplete scores: your city 1 per tile and 1 per coat of arms, your monastery 1 plus 1 per neighbour.</source>
        <translation>Votre dernière tuile&#xa0;: posez l’abbaye au sud de la tuile de départ avec un moine. Quand le sac est vide, tout ce qui est incomplet est évalué&#xa0;: votre ville 1 par tuile et 1 par blason, votre abbaye 1 plus 1 par voisine.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your monk on the monastery: a monastery scores only with a follower on it.</source>
        <translation>Posez votre moine sur l’abbaye&#xa0;: une abbaye ne rapporte qu’avec un partisan dessus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A short coached game against Easy</source>
        <translation>Une courte partie guidée contre Facile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You played a whole game: place, choose a figure, score.</source>
        <translation>Vous avez joué une partie entière&#xa0;: poser, choisir une figurine, évaluer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now a short game against the Easy computer. Place your tile where it fits; the green squares show where it may go.</source>
        <translation>Maintenant, une courte partie contre l’ordinateur Facile. Posez votre tuile où elle convient&#xa0;; les cases vertes montrent où elle peut aller.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+2"/>
        <source>That move is not allowed now.</source>
        <translation>Ce coup n’est pas permis maintenant.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Put a follower where he can score soon: a short road or a small city is completed quickly and gives him back.</source>
        <translation>Posez un partisan là où il peut bientôt marquer&#xa0;: une route courte ou une petite ville est vite complétée et vous le rend.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look at Ben&apos;s followers: if you join his city or road, a tie shares the points, but you may not put a follower on a feature that already holds one.</source>
        <translation>Regardez les partisans de Ben&#xa0;: si vous rejoignez sa ville ou sa route, une égalité partage les points, mais vous ne pouvez pas poser de partisan sur une zone qui en porte déjà un.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep a follower or two in your supply: without one you cannot take a feature that opens up.</source>
        <translation>Gardez un ou deux partisans en réserve&#xa0;: sans eux, vous ne pouvez pas prendre une zone qui s’ouvre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last tile: anything left incomplete still scores at the end.</source>
        <translation>Dernière tuile&#xa0;: ce qui reste incomplet est quand même évalué à la fin.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>More base rules</source>
        <translation>D’autres règles de base</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tile that fits nowhere goes back to the box; a completed city counts once for each field it touches.</source>
        <translation>Une tuile qui ne peut être posée nulle part retourne dans la boîte&#xa0;; une ville complétée compte une fois pour chaque pré qu’elle touche.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tile that fits nowhere goes back to the box, and its player draws another. Close your city with the cap on the highlighted square: then no open city edge is left, and Ben&apos;s next tile, a city on all four sides, fits nowhere.</source>
        <translation>Une tuile qui ne peut être posée nulle part retourne dans la boîte, et son joueur en pioche une autre. Fermez votre ville avec le bout de ville sur la case en surbrillance&#xa0;: il ne reste alors aucun bord de ville ouvert, et la prochaine tuile de Ben, une ville sur ses quatre côtés, ne peut aller nulle part.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This leaves an open city edge, so Ben&apos;s four-sided city tile would still fit. Close your city on the highlighted square.</source>
        <translation>Ainsi un bord de ville reste ouvert, et la tuile de Ben, une ville sur quatre côtés, pourrait encore être posée. Fermez votre ville sur la case en surbrillance.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the end each field scores 3 points per completed city it touches. Your farmer&apos;s field touches the city along two tiles, yet the city counts once for it: 3 points. Put this last tile west of the city with a farmer on it: the same city counts again for this other field, 3 points more.</source>
        <translation>À la fin, chaque pré rapporte 3 points par ville complétée qu’il touche. Le pré de votre paysan touche la ville le long de deux tuiles, mais la ville ne compte qu’une fois pour lui&#xa0;: 3 points. Posez cette dernière tuile à l’ouest de la ville avec un paysan dessus&#xa0;: la même ville compte encore pour cet autre pré, 3 points de plus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put a farmer on this tile&apos;s field: a city counts for every field it touches, once for each.</source>
        <translation>Mettez un paysan sur le pré de cette tuile&#xa0;: une ville compte pour chaque pré qu’elle touche, une fois pour chacun.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scoring tiles and their timing</source>
        <translation>Les tuiles d’évaluation et le bon moment</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The active scoring tile changes how a completed feature scores, and all three change after every turn with an occupied scoring.</source>
        <translation>La tuile d’évaluation active change la façon dont une zone complétée s’évalue, et les trois changent après chaque tour avec une évaluation occupée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The active road tile is the Street Fair: 2 points per road tile. Complete your road now: 4 tiles make 8 points. After this occupied scoring, all three active tiles change.</source>
        <translation>La tuile de route active est la Fête de rue&#xa0;: 2 points par tuile de route. Complétez votre route maintenant&#xa0;: 4 tuiles font 8 points. Après cette évaluation occupée, les trois tuiles actives changent.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not complete your road, and the Street Fair will be gone when it is.</source>
        <translation>Ainsi votre route n’est pas complétée, et la Fête de rue sera passée quand elle le sera.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The city scoring tiles</source>
        <translation>Les tuiles d’évaluation des villes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Citizens&apos; Jury, Bad Neighbourhood, Siege, Poverty and Wealth change what a completed city is worth: score a city when the active tile suits you.</source>
        <translation>Jury citoyen, Quartier mal famé, Siège, Pauvreté et Richesse changent la valeur d’une ville complétée&#xa0;: évaluez une ville quand la tuile active vous convient.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The active city tile is the Citizens&apos; Jury: majority no longer matters, and every player with at least one knight in the city receives the full points. Ben has two knights in this city, you have one. Complete it with the four-sided city tile: you both score 12.</source>
        <translation>La tuile de ville active est le Jury citoyen&#xa0;: la majorité ne compte plus, et chaque joueur ayant au moins un chevalier dans la ville reçoit tous les points. Ben a deux chevaliers dans cette ville, vous un seul. Complétez-la avec la tuile de ville à quatre côtés&#xa0;: vous marquez 12 points tous les deux.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not complete the city of the knights. Under the Citizens&apos; Jury your one knight scores as much as Ben&apos;s two: put the tile on the highlighted square.</source>
        <translation>Ainsi la ville des chevaliers n’est pas complétée. Avec le Jury citoyen, votre seul chevalier rapporte autant que les deux de Ben&#xa0;: posez la tuile sur la case en surbrillance.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After that scoring all three tiles changed: Bad Neighbourhood is active now. A tile whose only part of the city is a small cap on one edge gives no points. Close your city: the two caps give nothing, the middle tile and its coat of arms 4 points.</source>
        <translation>Après cette évaluation, les trois tuiles ont changé&#xa0;: le Quartier mal famé est maintenant actif. Une tuile dont la seule part de la ville est un petit bout de ville sur un bord ne rapporte rien. Fermez votre ville&#xa0;: les deux bouts ne rapportent rien, la tuile du milieu et son blason 4 points.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close your city. Close it on the highlighted square and see which tiles still count under Bad Neighbourhood.</source>
        <translation>Ainsi votre ville n’est pas fermée. Fermez-la sur la case en surbrillance et voyez quelles tuiles comptent encore avec le Quartier mal famé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now the Siege is active: each coat of arms in a city counts 1 point extra. Close your city with its two coats of arms: 4 tiles and 2 coats of arms make 14 points instead of 12.</source>
        <translation>Maintenant le Siège est actif&#xa0;: chaque blason d’une ville rapporte 1 point de plus. Fermez votre ville et ses deux blasons&#xa0;: 4 tuiles et 2 blasons font 14 points au lieu de 12.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close your city with the two coats of arms: put the tile on the highlighted square while the Siege is active.</source>
        <translation>Ainsi votre ville aux deux blasons n’est pas fermée&#xa0;: posez la tuile sur la case en surbrillance tant que le Siège est actif.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now Poverty is active for cities: each player who scores a city gets 3 points less. This tile could close your small city in the west, for only 1 point. Close your road in the east instead: the Street Fair doubles it, and after this scoring the tiles change again.</source>
        <translation>Maintenant la Pauvreté est active pour les villes&#xa0;: chaque joueur qui évalue une ville reçoit 3 points de moins. Cette tuile pourrait fermer votre petite ville à l’ouest, pour 1 point seulement. Fermez plutôt votre route à l’est&#xa0;: la Fête de rue la double, et après cette évaluation les tuiles changent de nouveau.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under Poverty your city would score 3 points less. Score your road with this tile instead: after that turn the tiles change, and your city can wait.</source>
        <translation>Avec la Pauvreté, votre ville rapporterait 3 points de moins. Évaluez plutôt votre route avec cette tuile&#xa0;: après ce tour les tuiles changent, et votre ville peut attendre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your road&apos;s scoring changed the tiles: Wealth is active for cities now, 3 points more for each player who scores one. Close your city in the west: 4 points and 3 more make 7.</source>
        <translation>L’évaluation de votre route a changé les tuiles&#xa0;: la Richesse est maintenant active pour les villes, 3 points de plus pour chaque joueur qui en évalue une. Fermez votre ville à l’ouest&#xa0;: 4 points et 3 de plus font 7.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close your city in the west. Close it now, while Wealth is active.</source>
        <translation>Ainsi votre ville à l’ouest n’est pas fermée. Fermez-la maintenant, tant que la Richesse est active.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The road scoring tiles</source>
        <translation>Les tuiles d’évaluation des routes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Highway, Peasant Uprising and Poverty change what a completed road is worth, Ben&apos;s road too.</source>
        <translation>Voie rapide, Révolte paysanne et Pauvreté changent la valeur d’une route complétée, celle de Ben aussi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The active road tile is the Highway: a road scores 5 points, whatever its length. Close your short road with the crossroads on the highlighted square: its 3 tiles score 5 points. A long road would score only 5 as well.</source>
        <translation>La tuile de route active est la Voie rapide&#xa0;: une route rapporte 5 points, quelle que soit sa longueur. Fermez votre courte route avec le carrefour sur la case en surbrillance&#xa0;: ses 3 tuiles rapportent 5 points. Une longue route ne rapporterait aussi que 5.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close your road. Under the Highway even your 3-tile road scores 5: close its west end on the highlighted square.</source>
        <translation>Ainsi votre route n’est pas fermée. Avec la Voie rapide, même votre route de 3 tuiles rapporte 5&#xa0;: fermez son extrémité ouest sur la case en surbrillance.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now the Peasant Uprising is active: each road tile showing a farmhouse scores 1 point less; sheds do not count. Which tiles show a farmhouse depends on the edition&apos;s pictures, here the 3rd edition&apos;s. Your road runs past two farmhouses: close it, 4 tiles minus 2 make 2 points.</source>
        <translation>Maintenant la Révolte paysanne est active&#xa0;: chaque tuile de route montrant une ferme rapporte 1 point de moins&#xa0;; les étables ne comptent pas. Les tuiles qui montrent une ferme dépendent des dessins de l’édition, ici la 3e édition. Votre route passe devant deux fermes&#xa0;: fermez-la, 4 tuiles moins 2 font 2 points.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close your road past the farmhouses: put the tile on the highlighted square.</source>
        <translation>Ainsi votre route qui passe devant les fermes n’est pas fermée&#xa0;: posez la tuile sur la case en surbrillance.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The road stack&apos;s Wealth or Poverty tile is active. Its printed side is not known; by default it is Poverty: each player who scores a road gets 3 points less (the New Game dialog can make it Wealth). Close Ben&apos;s road: his 3 tiles earn him 3 − 3 = 0 points.</source>
        <translation>La tuile Richesse ou pauvreté de la pile des routes est active. Sa face imprimée n’est pas connue&#xa0;; par défaut c’est la Pauvreté&#xa0;: chaque joueur qui évalue une route reçoit 3 points de moins (la fenêtre Nouvelle partie peut en faire la Richesse). Fermez la route de Ben&#xa0;: ses 3 tuiles lui rapportent 3 − 3 = 0 point.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close Ben&apos;s road. Close its west end on the highlighted square: under Poverty it earns him nothing.</source>
        <translation>Ainsi la route de Ben n’est pas fermée. Fermez son extrémité ouest sur la case en surbrillance&#xa0;: avec la Pauvreté, elle ne lui rapporte rien.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The monastery scoring tiles</source>
        <translation>Les tuiles d’évaluation des abbayes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hermit Monastery, Pilgrimage Route and Wealth or Poverty change what a completed monastery is worth.</source>
        <translation>Ermitage, Chemin de pèlerinage et Richesse ou pauvreté changent la valeur d’une abbaye complétée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The active monastery tile is the Hermit Monastery: of the 9 tiles counted for a monastery, each one showing a city segment gives 1 point less. Complete the middle monastery on the highlighted square: 5 of its 9 tiles show a city, so it scores 4.</source>
        <translation>La tuile d’abbaye active est l’Ermitage&#xa0;: des 9 tuiles comptées pour une abbaye, chacune qui montre un morceau de ville rapporte 1 point de moins. Complétez l’abbaye du milieu sur la case en surbrillance&#xa0;: 5 de ses 9 tuiles montrent une ville, elle rapporte donc 4.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not complete the middle monastery: fill the last square around it, highlighted.</source>
        <translation>Ainsi l’abbaye du milieu n’est pas complétée&#xa0;: remplissez la dernière case autour d’elle, en surbrillance.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now the Pilgrimage Route is active: each of the 9 tiles showing a road gives 1 point extra, the monastery&apos;s own tile too. Complete the west monastery: 6 of its tiles show a road, so it scores 15.</source>
        <translation>Maintenant le Chemin de pèlerinage est actif&#xa0;: chacune des 9 tuiles qui montre une route rapporte 1 point de plus, la tuile de l’abbaye elle-même aussi. Complétez l’abbaye de l’ouest&#xa0;: 6 de ses tuiles montrent une route, elle rapporte donc 15.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not complete the west monastery: fill the last square around it, highlighted.</source>
        <translation>Ainsi l’abbaye de l’ouest n’est pas complétée&#xa0;: remplissez la dernière case autour d’elle, en surbrillance.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now the monastery stack&apos;s Wealth or Poverty tile is active. By default it is Wealth: 3 points more for each player who scores a monastery. Complete the east monastery: 9 and 3 make 12.</source>
        <translation>Maintenant la tuile Richesse ou pauvreté de la pile des abbayes est active. Par défaut c’est la Richesse&#xa0;: 3 points de plus pour chaque joueur qui évalue une abbaye. Complétez l’abbaye de l’est&#xa0;: 9 et 3 font 12.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not complete the east monastery: fill the last square around it, highlighted.</source>
        <translation>Ainsi l’abbaye de l’est n’est pas complétée&#xa0;: remplissez la dernière case autour d’elle, en surbrillance.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The final scoring ignores the tiles</source>
        <translation>L’évaluation finale ignore les tuiles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scoring tiles change only scorings during the game: the final scoring ignores them, and a completed feature without followers scores nothing and changes no tile.</source>
        <translation>Les tuiles d’évaluation ne changent que les évaluations pendant la partie&#xa0;: l’évaluation finale les ignore, et une zone complétée sans partisan ne rapporte rien et ne change aucune tuile.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the last tile, and Bad Neighbourhood is active: closed now, your city would lose its four cap tiles and score only 4. Place the tile anywhere else: at the final scoring the scoring tiles have no effect, and your unfinished city scores 1 per tile and coat of arms, 5 points.</source>
        <translation>C’est la dernière tuile, et le Quartier mal famé est actif&#xa0;: fermée maintenant, votre ville perdrait ses quatre tuiles à bout de ville et ne rapporterait que 4. Posez la tuile ailleurs&#xa0;: à l’évaluation finale, les tuiles d’évaluation n’ont aucun effet, et votre ville incomplète rapporte 1 par tuile et par blason, 5 points.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closed now, under Bad Neighbourhood, your city scores only 4. Leave it open: the final scoring ignores the scoring tiles.</source>
        <translation>Fermée maintenant, avec le Quartier mal famé, votre ville ne rapporte que 4. Laissez-la ouverte&#xa0;: l’évaluation finale ignore les tuiles d’évaluation.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A road that reaches Leipzig</source>
        <translation>Une route qui atteint Leipzig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When a road from Leipzig&apos;s gate is completed, each majority player scores it or sends one follower from it into a quarter.</source>
        <translation>Quand une route partant de la porte de Leipzig est complétée, chaque joueur majoritaire l’évalue ou envoie l’un de ses partisans dans un quartier.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A road that leaves Leipzig&apos;s gate is connected to Leipzig. Join your second road to it with this curve on the highlighted square, and place no figure: your two thieves will outnumber Ben&apos;s one.</source>
        <translation>Une route qui part de la porte de Leipzig est reliée à Leipzig. Reliez-y votre deuxième route avec ce virage sur la case en surbrillance et ne posez aucune figurine&#xa0;: vos deux voleurs seront plus nombreux que celui de Ben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not join your two roads: only the majority on a connected road may send a follower to Leipzig.</source>
        <translation>Ainsi vos deux routes ne sont pas reliées&#xa0;: seule la majorité sur une route reliée peut envoyer un partisan à Leipzig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have the majority on a completed road connected to Leipzig. Send one thief to the Coiners: he stays there to the end, and your other thief still scores the road (7 points in C3; in C2 the Leipzig tile counts as one tile: 6).</source>
        <translation>Vous avez la majorité sur une route complétée reliée à Leipzig. Envoyez un voleur chez les monnayeurs&#xa0;: il y reste jusqu’à la fin, et votre autre voleur évalue quand même la route (7 points en C3&#xa0;; en C2 la tuile de Leipzig compte pour une tuile&#xa0;: 6).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To enter the Coiners&apos; quarter you must send one of your thieves there.</source>
        <translation>Pour entrer dans le quartier des monnayeurs, vous devez y envoyer l’un de vos voleurs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Wainwrights</source>
        <translation>Les fabricants de chariots</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Wainwrights pay 1 point per tile of every road you score with the majority, from the moment your follower arrives.</source>
        <translation>Les fabricants de chariots rapportent 1 point par tuile de chaque route que vous évaluez avec la majorité, dès l’arrivée de votre partisan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complete this road from the gate with a thief on it and send him to the Wainwrights. His bonus is active at once.</source>
        <translation>Complétez cette route partant de la porte avec un voleur dessus et envoyez-le chez les fabricants de chariots. Son bonus est actif aussitôt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send your thief to the Wainwrights&apos; quarter.</source>
        <translation>Envoyez votre voleur dans le quartier des fabricants de chariots.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now complete a road with a thief on it: the Wainwrights add 1 point per tile of the road.</source>
        <translation>Complétez maintenant une route avec un voleur dessus&#xa0;: les fabricants de chariots ajoutent 1 point par tuile de la route.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not complete a road of yours, so the Wainwrights do not pay.</source>
        <translation>Ainsi aucune de vos routes n’est complétée, donc les fabricants de chariots ne paient pas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Coiners</source>
        <translation>Les monnayeurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Coiners pay 3 points per coat of arms in every city scored where you have a knight, even without the majority.</source>
        <translation>Les monnayeurs rapportent 3 points par blason dans chaque ville évaluée où vous avez un chevalier, même sans la majorité.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have a follower with the Coiners and one knight in this city; Ben has two. Complete the city: Ben has the majority, but your Coiners pay you 3 points per coat of arms.</source>
        <translation>Vous avez un partisan chez les monnayeurs et un chevalier dans cette ville&#xa0;; Ben en a deux. Complétez la ville&#xa0;: Ben a la majorité, mais vos monnayeurs vous paient 3 points par blason.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The city stays open, so nobody scores it yet. Close it on the highlighted square.</source>
        <translation>La ville reste ouverte, donc personne ne l’évalue encore. Fermez-la sur la case en surbrillance.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Bookbinders</source>
        <translation>Les relieurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Bookbinders pay 4 points for every occupied monastery completed, whoever owns it.</source>
        <translation>Les relieurs rapportent 4 points pour chaque abbaye occupée complétée, quel que soit son propriétaire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your monk&apos;s monastery lacks one neighbour. Complete it: you score 9, and Ben, who has a follower with the Bookbinders, scores 4 for it.</source>
        <translation>Il manque un voisin à l’abbaye de votre moine. Complétez-la&#xa0;: vous marquez 9, et Ben, qui a un partisan chez les relieurs, en marque 4.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The monastery still misses a neighbour. Put the tile on the last free square around it.</source>
        <translation>Il manque encore un voisin à l’abbaye. Posez la tuile sur la dernière case libre autour d’elle.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Tanners</source>
        <translation>Les tanneurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Tanners pay only at the end: 2 points per farmhouse and shed in each field where you have the farmer majority.</source>
        <translation>Les tanneurs ne rapportent qu’à la fin&#xa0;: 2 points par ferme et par étable dans chaque pré où vous avez la majorité des paysans.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have a follower with the Tanners. Place this tile and lay a farmer in its field, the one with the farmhouse.</source>
        <translation>Vous avez un partisan chez les tanneurs. Posez cette tuile et couchez un paysan dans son pré, celui de la ferme.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay your follower in the field: the Tanners pay only for fields where you have farmers.</source>
        <translation>Couchez votre partisan dans le pré&#xa0;: les tanneurs ne paient que pour les prés où vous avez des paysans.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place the last tile anywhere. At the end your field scores as usual (Leipzig counts as one completed city), and the Tanners add 2 points for its farmhouse.</source>
        <translation>Posez la dernière tuile n’importe où. À la fin, votre pré rapporte comme d’habitude (Leipzig compte pour une ville complétée), et les tanneurs ajoutent 2 points pour sa ferme.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The order of scorings</source>
        <translation>L’ordre des évaluations</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When one tile completes several features, you choose the order of their scorings: a quarter&apos;s bonus pays from the moment your follower arrives.</source>
        <translation>Quand une tuile complète plusieurs zones, vous choisissez l’ordre de leurs évaluations&#xa0;: le bonus d’un quartier paie dès l’arrivée de votre partisan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place the crossroads on the highlighted square: it completes two of your roads connected to Leipzig at once. Place no figure.</source>
        <translation>Posez le carrefour sur la case en surbrillance&#xa0;: il complète d’un coup deux de vos routes reliées à Leipzig. Ne posez aucune figurine.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not complete both your roads.</source>
        <translation>Ainsi vos deux routes ne sont pas complétées.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You choose which road scores first. Choose the short road first and send its thief to the Wainwrights; then score the long road from the gate normally: it pays its 4 points and the Wainwrights add 4.</source>
        <translation>Vous choisissez quelle route est évaluée d’abord. Choisissez d’abord la route courte et envoyez son voleur chez les fabricants de chariots&#xa0;; évaluez ensuite normalement la longue route partant de la porte&#xa0;: elle rapporte ses 4 points et les fabricants de chariots en ajoutent 4.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score the short road first and send its thief: the Wainwrights pay only for the scorings after your follower arrives.</source>
        <translation>Évaluez d’abord la route courte et envoyez son voleur&#xa0;: les fabricants de chariots ne paient que pour les évaluations après l’arrivée de votre partisan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Porxada: the swap</source>
        <translation>La Porxada&#xa0;: l’échange</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever places La Porxada may swap one of his followers with another player&apos;s; who refuses loses a follower for good.</source>
        <translation>Qui pose La Porxada peut échanger l’un de ses partisans contre celui d’un autre joueur&#xa0;; qui refuse perd un partisan pour de bon.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place La Porxada and choose the swap: your thief on the road for Ben&apos;s knight in the city.</source>
        <translation>Posez La Porxada et choisissez l’échange&#xa0;: votre voleur sur la route contre le chevalier de Ben dans la ville.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the swap, and offer your thief for Ben&apos;s knight.</source>
        <translation>Choisissez l’échange et proposez votre voleur contre le chevalier de Ben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ben refused, so he removed one of his followers from the game for good. Now put a knight in La Porxada&apos;s city.</source>
        <translation>Ben a refusé, il a donc retiré l’un de ses partisans du jeu pour de bon. Posez maintenant un chevalier dans la ville de La Porxada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your follower in La Porxada&apos;s city.</source>
        <translation>Posez votre partisan dans la ville de La Porxada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Porxada: answering a swap</source>
        <translation>La Porxada&#xa0;: répondre à un échange</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may refuse a swap, but then one of your followers leaves the game for good; you choose which.</source>
        <translation>Vous pouvez refuser un échange, mais alors l’un de vos partisans quitte le jeu pour de bon&#xa0;; vous choisissez lequel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ben placed La Porxada and offers his thief for your knight. Refuse the swap.</source>
        <translation>Ben a posé La Porxada et propose son voleur contre votre chevalier. Refusez l’échange.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this lesson, refuse the swap to see what it costs.</source>
        <translation>Dans cette leçon, refusez l’échange pour voir ce qu’il coûte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who refuses removes one of his followers from the game for good, on the board or in his supply. Remove one from your supply and keep your knight.</source>
        <translation>Qui refuse retire l’un de ses partisans du jeu pour de bon, sur le plateau ou dans sa réserve. Retirez-en un de votre réserve et gardez votre chevalier.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep your knight: remove a follower from your supply.</source>
        <translation>Gardez votre chevalier&#xa0;: retirez un partisan de votre réserve.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Porxada: the scoring bonus</source>
        <translation>La Porxada&#xa0;: le bonus d’évaluation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the bonus, every knight in La Porxada&apos;s completed city takes a token; at the end its holder scores his incomplete cities as if complete.</source>
        <translation>Avec le bonus, chaque chevalier dans la ville complétée de La Porxada prend un jeton&#xa0;; à la fin, son détenteur évalue ses villes incomplètes comme si elles étaient complètes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place La Porxada to join your knights&apos; cities and choose the scoring bonus, not the swap, then place no figure. When the city is completed, every knight in it takes a bonus token; at the end the token holder&apos;s incomplete cities score as if complete, for him alone.</source>
        <translation>Posez La Porxada pour relier les villes de vos chevaliers et choisissez le bonus d’évaluation, pas l’échange, puis ne posez aucune figurine. Quand la ville est complétée, chaque chevalier qui s’y trouve prend un jeton bonus&#xa0;; à la fin, les villes incomplètes du détenteur sont évaluées comme complètes, pour lui seul.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the scoring bonus this time.</source>
        <translation>Choisissez cette fois le bonus d’évaluation.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The builder&apos;s double turn</source>
        <translation>Le double tour du bâtisseur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extend the road or city where your builder stands and you play a second tile; the second tile never gives a third.</source>
        <translation>Agrandissez la route ou la ville où se tient votre bâtisseur et vous jouez une deuxième tuile&#xa0;; la deuxième tuile n’en donne jamais une troisième.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extend your road and put your builder on it. A builder goes on a road or city that holds one of your followers, and it never counts for majority.</source>
        <translation>Agrandissez votre route et posez-y votre bâtisseur. Un bâtisseur va sur une route ou une ville qui porte l’un de vos partisans, et il ne compte jamais pour la majorité.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your builder on the road that holds your thief.</source>
        <translation>Posez votre bâtisseur sur la route qui porte votre voleur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extend the road of your builder once more: you may then play a second tile in the same turn. Take it.</source>
        <translation>Agrandissez encore la route de votre bâtisseur&#xa0;: vous pouvez alors jouer une deuxième tuile dans le même tour. Prenez-la.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This tile does not extend your builder&apos;s road, so it gives no second tile.</source>
        <translation>Cette tuile n’agrandit pas la route de votre bâtisseur, elle ne donne donc pas de deuxième tuile.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your second tile. It may extend the builder&apos;s road again, but a second tile never gives a third.</source>
        <translation>Votre deuxième tuile. Elle peut de nouveau agrandir la route du bâtisseur, mais une deuxième tuile n’en donne jamais une troisième.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pig</source>
        <translation>Le cochon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pig joins your farmer: at the end his field scores 4 instead of 3 per completed city.</source>
        <translation>Le cochon rejoint votre paysan&#xa0;: à la fin, son pré rapporte 4 au lieu de 3 par ville complétée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your farmer lies in the field beside the completed city. Place the tile so that it continues that field and put your pig in it: the pig goes only into a field where you have a farmer.</source>
        <translation>Votre paysan est couché dans le pré à côté de la ville complétée. Posez la tuile pour qu’elle prolonge ce pré et mettez-y votre cochon&#xa0;: le cochon ne va que dans un pré où vous avez un paysan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your pig in the field of your farmer: that is what makes the field pay 4 per city.</source>
        <translation>Mettez votre cochon dans le pré de votre paysan&#xa0;: c’est ce qui fait payer au pré 4 par ville.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trade goods and their majority</source>
        <translation>Les marchandises et leur majorité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever completes a city takes its goods, even without a knight there; the most of each kind scores 10 at the end.</source>
        <translation>Qui complète une ville prend ses marchandises, même sans chevalier dedans&#xa0;; le plus de chaque sorte rapporte 10 à la fin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ben&apos;s city holds two wine barrels. Complete it: the player who completes a city takes its goods, even without a knight in it. At the end, the most tokens of each kind score 10.</source>
        <translation>La ville de Ben contient deux tonneaux de vin. Complétez-la&#xa0;: le joueur qui complète une ville prend ses marchandises, même sans chevalier dedans. À la fin, le plus de jetons de chaque sorte rapporte 10.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This leaves the city open: only the player who completes it takes its goods.</source>
        <translation>Ainsi la ville reste ouverte&#xa0;: seul le joueur qui la complète prend ses marchandises.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leipzig and the Land Surveyors</source>
        <translation>Leipzig et les Arpenteurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A road that meets a connected road at a crossroads is connected to Leipzig; a send changes the scoring tiles; the Highway&apos;s 5 tiles count for the Wainwrights too.</source>
        <translation>Une route qui rejoint une route reliée à un carrefour est reliée à Leipzig&#xa0;; un envoi change les tuiles d’évaluation&#xa0;; les 5 tuiles de la Voie rapide comptent aussi pour les fabricants de chariots.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A road is connected to Leipzig if it leaves a gate or meets a connected road at a crossroads. Your thief&apos;s road starts at the crossroads on the road from Leipzig&apos;s east gate. Close it with the monastery on the highlighted square and place no figure: you may then send your thief to Leipzig.</source>
        <translation>Une route est reliée à Leipzig si elle part d’une porte ou rejoint une route reliée à un carrefour. La route de votre voleur part du carrefour sur la route de la porte est de Leipzig. Fermez-la avec l’abbaye sur la case en surbrillance et ne posez aucune figurine&#xa0;: vous pourrez alors envoyer votre voleur à Leipzig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close your thief&apos;s road, so nobody may send a follower to Leipzig yet.</source>
        <translation>Ainsi la route de votre voleur n’est pas fermée, et personne ne peut encore envoyer de partisan à Leipzig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send your thief to the Wainwrights: a send is the only way into a quarter, never a normal placement. A send counts as a scoring: after this turn all three scoring tiles change, and the Highway becomes the active road tile.</source>
        <translation>Envoyez votre voleur chez les fabricants de chariots&#xa0;: un envoi est le seul moyen d’entrer dans un quartier, jamais une pose normale. Un envoi compte comme une évaluation&#xa0;: après ce tour, les trois tuiles d’évaluation changent, et la Voie rapide devient la tuile de route active.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>La Porxada&apos;s swap and the builder</source>
        <translation>L’échange de La Porxada et le bâtisseur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A builder or a pig stays only while its owner has a follower in its feature: a La Porxada swap or removal can send it back.</source>
        <translation>Un bâtisseur ou un cochon ne reste que tant que son propriétaire a un partisan dans sa zone&#xa0;: un échange ou un retrait de La Porxada peut le renvoyer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A builder stays only while its owner has a follower in its road or city, a pig while he has a farmer in its field; otherwise it goes back to his supply, and only La Porxada&apos;s swap or removal can make that happen. Place La Porxada, choose the swap, and swap your thief for Ben&apos;s knight: his builder must leave the city.</source>
        <translation>Un bâtisseur ne reste que tant que son propriétaire a un partisan sur sa route ou dans sa ville, un cochon tant qu’il a un paysan dans son pré&#xa0;; sinon il retourne dans sa réserve, et seuls l’échange ou le retrait de La Porxada peuvent provoquer cela. Posez La Porxada, choisissez l’échange et échangez votre voleur contre le chevalier de Ben&#xa0;: son bâtisseur doit quitter la ville.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the swap and swap your thief for Ben&apos;s knight: then Ben has no follower left beside his builder.</source>
        <translation>Choisissez l’échange et échangez votre voleur contre le chevalier de Ben&#xa0;: Ben n’a alors plus de partisan à côté de son bâtisseur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Porxada&apos;s bonus with the other expansions</source>
        <translation>Le bonus d’évaluation de La Porxada avec les autres extensions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A token holder&apos;s unfinished city, scored as if completed, takes the active city scoring tile, and with Leipzig the Coiners&apos; bonus: two options, on by default.</source>
        <translation>La ville incomplète d’un détenteur de jeton, évaluée comme complète, prend la tuile d’évaluation de ville active, et avec Leipzig le bonus des monnayeurs&#xa0;: deux options, activées par défaut.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place La Porxada to join your knights&apos; cities, choose the scoring bonus and place no figure. The final scoring ignores the scoring tiles, but by default (an option of the New Game dialog) the city your token scores as if completed takes the active city tile: Wealth adds 3, 11 instead of 8. With the Markets of Leipzig the Coiners&apos; bonus counts there too, another option.</source>
        <translation>Posez La Porxada pour relier les villes de vos chevaliers, choisissez le bonus d’évaluation et ne posez aucune figurine. L’évaluation finale ignore les tuiles d’évaluation, mais par défaut (une option de la fenêtre Nouvelle partie) la ville que votre jeton évalue comme complète prend la tuile de ville active&#xa0;: la Richesse ajoute 3, 11 au lieu de 8. Avec Les Marchés de Leipzig, le bonus des monnayeurs y compte aussi, une autre option.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the scoring bonus this time: at the end only a token holder&apos;s city takes the active scoring tile.</source>
        <translation>Choisissez cette fois le bonus d’évaluation&#xa0;: à la fin, seule la ville d’un détenteur de jeton prend la tuile d’évaluation active.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A double turn with the Land Surveyors</source>
        <translation>Un double tour avec les Arpenteurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A builder&apos;s double turn is one turn: both its tiles score with the same active scoring tiles, which change only after it.</source>
        <translation>Le double tour du bâtisseur est un seul tour&#xa0;: ses deux tuiles sont évaluées avec les mêmes tuiles d’évaluation actives, qui ne changent qu’après.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extend your builder&apos;s road with this tile: it also closes your small city, which scores at once. Then your builder gives you a second tile in the same turn.</source>
        <translation>Prolongez la route de votre bâtisseur avec cette tuile&#xa0;: elle ferme aussi votre petite ville, évaluée aussitôt. Votre bâtisseur vous donne ensuite une deuxième tuile dans le même tour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extend your builder&apos;s road and close your city with this tile on the highlighted square.</source>
        <translation>Prolongez la route de votre bâtisseur et fermez votre ville avec cette tuile sur la case en surbrillance.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your city has scored, yet the scoring tiles have not changed: a double turn is one turn, and they change only after it. Close your road with the crossroads: the Street Fair still doubles it, 12 points.</source>
        <translation>Votre ville a été évaluée, mais les tuiles d’évaluation n’ont pas changé&#xa0;: un double tour est un seul tour, et elles ne changent qu’après. Fermez votre route avec le carrefour&#xa0;: la Fête de rue la double encore, 12 points.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close your road in the east with the crossroads: the Street Fair is still active in the second part of your turn.</source>
        <translation>Fermez votre route à l’est avec le carrefour&#xa0;: la Fête de rue est encore active dans la deuxième partie de votre tour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Porxada&apos;s bonus and the Coiners</source>
        <translation>Le bonus d’évaluation de La Porxada et les monnayeurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the Markets of Leipzig, a token holder in the Coiners also takes their 3 points per coat of arms when his unfinished city is scored as if completed (an option, on by default).</source>
        <translation>Avec Les Marchés de Leipzig, un détenteur de jeton chez les monnayeurs prend aussi leurs 3 points par blason quand sa ville incomplète est évaluée comme complète (une option, activée par défaut).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your thief went to the Coiners. Place La Porxada between the four city caps and choose the scoring bonus: the completed city gives your knight a token. At the end your unfinished city with a coat of arms scores as if completed, and by default (an option) the Coiners add their 3 points: 7 instead of 2.</source>
        <translation>Votre voleur est parti chez les monnayeurs. Posez La Porxada entre les quatre bouts de ville et choisissez le bonus d’évaluation&#xa0;: la ville complétée donne un jeton à votre chevalier. À la fin, votre ville incomplète avec un blason est évaluée comme complète, et par défaut (une option) les monnayeurs ajoutent leurs 3 points&#xa0;: 7 au lieu de 2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the scoring bonus this time: only a token holder&apos;s unfinished city takes the Coiners&apos; bonus at the end.</source>
        <translation>Choisissez cette fois le bonus d’évaluation&#xa0;: à la fin, seule la ville incomplète d’un détenteur de jeton prend le bonus des monnayeurs.</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Send your thief to the Wainwrights: the send is what changes the scoring tiles this turn.</source>
        <translation>Envoyez votre voleur chez les fabricants de chariots&#xa0;: c’est l’envoi qui change les tuiles d’évaluation à ce tour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under the Highway a road counts as 5 tiles, for the Wainwrights too. Close your road in the east with the crossroads and score it, do not send: 5 for the road and 5 from the Wainwrights make 10.</source>
        <translation>Avec la Voie rapide, une route compte pour 5 tuiles, pour les fabricants de chariots aussi. Fermez votre route à l’est avec le carrefour et évaluez-la, sans envoi&#xa0;: 5 pour la route et 5 des fabricants de chariots font 10.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To earn the 10 points, close your road in the east with the crossroads and score it rather than send a thief.</source>
        <translation>Pour gagner les 10 points, fermez votre route à l’est avec le carrefour et évaluez-la plutôt que d’envoyer un voleur.</translation>
    </message>
</context>
<context>
    <name>LessonList</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/lesson_list_dialog.py" line="+21"/>
        <source>Base game</source>
        <translation>Jeu de base</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Traders &amp; Builders</source>
        <translation>Marchands &amp; Bâtisseurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Markets of Leipzig</source>
        <translation>Les Marchés de Leipzig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Land Surveyors</source>
        <translation>Les Arpenteurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Porxada</source>
        <translation>La Porxada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expansions together</source>
        <translation>Les extensions ensemble</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Learn to Play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Short lessons on a prepared board: read the step, make the move on the board; a move that misses the step&apos;s goal is explained and taken back.</source>
        <translation>De courtes leçons sur un plateau préparé&#xa0;: lisez l’étape, jouez le coup sur le plateau&#xa0;; un coup qui manque le but de l’étape est expliqué et repris.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Start the Lesson</source>
        <translation>Commencer la leçon</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 of %2 lessons finished</source>
        <translation>Leçons finies&#xa0;: %1 sur %2</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <location filename="../carc_desktop/ui/lessons/panel.py" line="+130"/>
        <source>You play %1.</source>
        <translation>Vous jouez %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lesson complete</source>
        <translation>Leçon complétée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What you learned: %1</source>
        <translation>Ce que vous avez appris&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Show Me</source>
        <translation>Montrez-moi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this step&apos;s moves for you</source>
        <translation>Jouer pour vous les coups de cette étape</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the Step Again</source>
        <translation>Recommencer l’étape</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next Lesson</source>
        <translation>Leçon suivante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons…</source>
        <translation>Leçons…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson and go back to your game</source>
        <translation>Quitter la leçon et revenir à votre partie</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../carc_desktop/ui/lessons/__init__.py" line="+33"/>
        <source>&amp;Learn to Play…</source>
        <translation>&amp;Apprendre à jouer…</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>The board is set up again for this step.</source>
        <translation>Le plateau est de nouveau préparé pour cette étape.</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Short lessons that teach the rules on the board</source>
        <translation>De courtes leçons qui enseignent les règles sur le plateau</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Learn to Play…</source>
        <translation>Apprendre à jouer…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../carc_desktop/ui/window/status.py" line="+53"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/main_window.py" line="+261"/>
        <source>Carcassonne</source>
        <translation>Carcassonne</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/docks.py" line="+14"/>
        <source>Tile</source>
        <translation>Tuile</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../carc_desktop/ui/window/menus.py" line="+90"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose players and rules for a new game</source>
        <translation>Choisir les joueurs et les règles d&apos;une nouvelle partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the game in a new file</source>
        <translation>Enregistrer la partie dans un nouveau fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take back your last decision</source>
        <translation>Reprendre votre dernière décision</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play again the decision you took back</source>
        <translation>Rejouer la décision que vous avez reprise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Language, animations and hints</source>
        <translation>Langue, animations et indications</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close the game</source>
        <translation>Fermer le jeu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the board larger</source>
        <translation>Afficher le plateau en plus grand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show more of the board</source>
        <translation>Afficher une plus grande partie du plateau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit the Board</source>
        <translation>A&amp;juster le plateau</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the whole board</source>
        <translation>Afficher tout le plateau</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>F&amp;ull Screen</source>
        <translation>Plein é&amp;cran</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Use the whole screen</source>
        <translation>Utiliser tout l&apos;écran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Field O&amp;wners</source>
        <translation>Montrer les &amp;détenteurs des prés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tint each field by who holds it now, with what it would score now (F)</source>
        <translation>Teinter chaque pré aux couleurs de qui le tient, avec ce qu’il rapporterait maintenant (F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the &amp;Board</source>
        <translation>Aller au &amp;plateau</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move the keyboard focus to the board</source>
        <translation>Placer le focus clavier sur le plateau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the S&amp;coreboard</source>
        <translation>Aller au &amp;tableau des scores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the keyboard focus to the scoreboard</source>
        <translation>Placer le focus clavier sur le tableau des scores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the Score &amp;Log</source>
        <translation>Aller au journal des &amp;scores</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move the keyboard focus to the score log</source>
        <translation>Placer le focus clavier sur le journal des scores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tiles Left…</source>
        <translation>&amp;Tuiles restantes…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The tiles still in the bag</source>
        <translation>Les tuiles encore dans le sac</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules…</source>
        <translation>&amp;Règles…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A summary of the rules in play</source>
        <translation>Un résumé des règles en jeu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About…</source>
        <translation>À &amp;propos…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>About this game</source>
        <translation>À propos de ce jeu</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open R&amp;ecent</source>
        <translation>Parties ré&amp;centes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>&amp;Continue a Game…</source>
        <translation>Repren&amp;dre une partie…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose an unfinished game to continue</source>
        <translation>Choisir une partie non terminée à reprendre</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rotate &amp;Clockwise</source>
        <translation>Tourner dans le sens &amp;horaire</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Turn the tile to place a quarter turn clockwise</source>
        <translation>Tourner la tuile à poser d’un quart de tour dans le sens horaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate &amp;Anticlockwise</source>
        <translation>Tourner dans le sens &amp;antihoraire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the tile to place a quarter turn anticlockwise</source>
        <translation>Tourner la tuile à poser d’un quart de tour dans le sens antihoraire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No Figure</source>
        <translation>Au&amp;cune figurine</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Place no figure on the tile just placed</source>
        <translation>Ne poser aucune figurine sur la tuile qui vient d’être posée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the &amp;Legal Cells</source>
        <translation>Montrer les cases &amp;permises</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zoom so that every cell the tile may go to shows</source>
        <translation>Zoomer pour voir toutes les cases où la tuile peut aller</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Turn</source>
        <translation>&amp;Tour</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>What Would the Computer &amp;Do?</source>
        <translation>Que &amp;ferait l&apos;ordinateur&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A hint: what the hard computer player would do in your place, and why</source>
        <translation>Un conseil&#xa0;: ce que ferait l&apos;ordinateur difficile à votre place, et pourquoi</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../carc_desktop/ui/window/messages.py" line="+85"/>
        <location line="+1"/>
        <source>Close the message</source>
        <translation>Fermer le message</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Information</source>
        <translation>Information</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
</context>
<context>
    <name>MoveLabels</name>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="-133"/>
        <source>Wainwrights</source>
        <translation>fabricants de chariots</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tanners</source>
        <translation>tanneurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coiners</source>
        <translation>monnayeurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bookbinders</source>
        <translation>relieurs</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/common.py" line="+87"/>
        <source>the %1 on La Porxada</source>
        <translation>%1 sur La Porxada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 north of La Porxada</source>
        <translation>%1 au nord de La Porxada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 north-east of La Porxada</source>
        <translation>%1 au nord-est de La Porxada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 east of La Porxada</source>
        <translation>%1 à l&apos;est de La Porxada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 south-east of La Porxada</source>
        <translation>%1 au sud-est de La Porxada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 south of La Porxada</source>
        <translation>%1 au sud de La Porxada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 south-west of La Porxada</source>
        <translation>%1 au sud-ouest de La Porxada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 west of La Porxada</source>
        <translation>%1 à l&apos;ouest de La Porxada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 north-west of La Porxada</source>
        <translation>%1 au nord-ouest de La Porxada</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>one from your supply</source>
        <translation>un de votre réserve</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="-72"/>
        <source>Place the tile at (%1, %2), turned %3°</source>
        <translation>Poser la tuile en (%1, %2), tournée de %3°</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Put a %1 on the %2</source>
        <translation>Poser un %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No figure this turn</source>
        <translation>Aucune figurine ce tour-ci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip</source>
        <translation>Passer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score the %1 at (%2, %3) first</source>
        <translation>Évaluer d&apos;abord&#xa0;: %1 en (%2, %3)</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="+21"/>
        <source>Score the road normally</source>
        <translation>Évaluer la route normalement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send a meeple to the %1 quarter</source>
        <translation>Envoyer un meeple dans le quartier des %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: score the road normally</source>
        <translation>%1&#xa0;: évaluer la route normalement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: send a meeple to the %2 quarter</source>
        <translation>%1&#xa0;: envoyer un meeple dans le quartier des %2</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="-134"/>
        <source>Swap your follower on %1 with %2&apos;s on %3</source>
        <translation>Échanger votre partisan (%1) contre celui de %2 (%3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Accept the swap</source>
        <translation>Accepter l&apos;échange</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refuse (and lose a follower)</source>
        <translation>Refuser (et perdre un partisan)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove a follower from your supply</source>
        <translation>Retirer un partisan de votre réserve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove your follower on %1</source>
        <translation>Retirer votre partisan (%1)</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="-46"/>
        <source>%1, place the builder&apos;s extra tile</source>
        <translation>%1, posez la tuile en plus du bâtisseur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your builder earned this second tile: the double turn&apos;s extra tile.</source>
        <translation>Votre bâtisseur vous a valu cette deuxième tuile&#xa0;: la tuile en plus du double tour.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1, a figure on the extra tile?</source>
        <translation>%1, une figurine sur la tuile en plus&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The double turn&apos;s extra tile: click a marker on it, or place no figure.</source>
        <translation>La tuile en plus du double tour&#xa0;: cliquez sur un repère dessus, ou ne posez pas de figurine.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Take the builder&apos;s second tile</source>
        <translation>Prendre la deuxième tuile du bâtisseur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decline the second tile</source>
        <translation>Renoncer à la deuxième tuile</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/play/move_labels.py" line="+26"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="-39"/>
        <source>%1, place your tile</source>
        <translation>%1, posez votre tuile</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, place a figure?</source>
        <translation>%1, poser une figurine&#x202f;?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, which feature scores first?</source>
        <translation>%1, quelle zone évaluer en premier&#x202f;?</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="-19"/>
        <source>%1, send a meeple to Leipzig?</source>
        <translation>%1, envoyer un meeple à Leipzig&#x202f;?</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="-49"/>
        <source>%1, La Porxada: choose an option</source>
        <translation>%1, La Porxada&#xa0;: choisissez une option</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, answer the Porxada swap</source>
        <translation>%1, répondez à l&apos;échange de la Porxada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, which follower leaves the game?</source>
        <translation>%1, quel partisan quitte la partie&#x202f;?</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="-37"/>
        <source>%1, take a second tile?</source>
        <translation>%1, prendre une deuxième tuile&#x202f;?</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/play/move_labels.py" line="+16"/>
        <source>%1, decide: %2</source>
        <translation>%1, décidez&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="-10"/>
        <source>Drag the tile onto a highlighted cell, or click a cell and press Enter. R rotates.</source>
        <translation>Faites glisser la tuile sur une case en surbrillance, ou cliquez sur une case et appuyez sur Entrée. R la tourne.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click a marker on the tile you just placed, or place no figure.</source>
        <translation>Cliquez sur un repère de la tuile que vous venez de poser, ou ne posez aucune figurine.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="+1"/>
        <source>A completed road leads to Leipzig: send one of your meeples from it into a quarter, or let the road score normally.</source>
        <translation>Une route complétée mène à Leipzig&#xa0;: envoyez l&apos;un de vos meeples de cette route dans un quartier, ou évaluez la route normalement.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="+6"/>
        <source>Several features were completed and the order matters.</source>
        <translation>Plusieurs zones ont été complétées et l&apos;ordre compte.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="+22"/>
        <source>Choose the swap and swap nothing</source>
        <translation>Choisir l&apos;échange et ne rien échanger</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="+25"/>
        <source>+%1 per tile of roads you win, at every later road scoring.</source>
        <translation>+%1 par tuile des routes que vous remportez, à chaque évaluation de route suivante.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+%1 per coat of arms in cities where you have a knight, at every later city scoring.</source>
        <translation>+%1 par blason dans les villes où vous avez un chevalier, à chaque évaluation de ville suivante.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>+%1 for every completed monastery, whoever scores it.</source>
        <translation>+%1 pour chaque abbaye complétée, quel que soit le joueur qui l&apos;évalue.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+%1 per farmhouse and shed in the fields you win at the end.</source>
        <translation>+%1 par ferme et par étable dans les prés que vous remportez à la fin.</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>The road scores %n point(s) now; your meeple comes back.</source>
        <translation>
            <numerusform>La route rapporte %n point maintenant&#xa0;; votre meeple revient.</numerusform>
            <numerusform>La route rapporte %n points maintenant&#xa0;; votre meeple revient.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You still score the road&apos;s %n point(s) with your other meeple.</source>
        <translation>
            <numerusform>Votre autre meeple vous fait quand même évaluer la route pour %n point.</numerusform>
            <numerusform>Votre autre meeple vous fait quand même évaluer la route pour %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your only meeple on the road leaves it: you do not score its %n point(s).</source>
        <translation>
            <numerusform>Votre seul meeple quitte la route&#xa0;: vous ne marquez pas son %n point.</numerusform>
            <numerusform>Votre seul meeple quitte la route&#xa0;: vous ne marquez pas ses %n points.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>later +%1 per road tile</source>
        <translation>ensuite +%1 par tuile de route</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>later +%1 per coat of arms</source>
        <translation>ensuite +%1 par blason</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>later +%1 per monastery</source>
        <translation>ensuite +%1 par abbaye</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at the end +%1 per farmhouse or shed</source>
        <translation>à la fin +%1 par ferme ou étable</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Road: %n point(s) now; meeple back</source>
        <translation>
            <numerusform>Route&#xa0;: %n point maintenant&#xa0;; le meeple revient</numerusform>
            <numerusform>Route&#xa0;: %n points maintenant&#xa0;; le meeple revient</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Road: %n point(s) now</source>
        <translation>
            <numerusform>Route&#xa0;: %n point maintenant</numerusform>
            <numerusform>Route&#xa0;: %n points maintenant</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Road: 0 now (meeple leaves)</source>
        <translation>Route&#xa0;: 0 maintenant (le meeple part)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; %2</source>
        <translation>%1&#xa0;; %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../carc_desktop/ui/expansions/base.py" line="+43"/>
        <source>Worth %n point(s) now.</source>
        <translation>
            <numerusform>Vaut %n point maintenant.</numerusform>
            <numerusform>Vaut %n points maintenant.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="-2"/>
        <source>Take the La Porxada scoring bonus</source>
        <translation>Prendre le bonus d&apos;évaluation de La Porxada</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No points now. When La Porxada&apos;s city is completed, every player with a knight in it takes a token; at the end, a token holder scores his unfinished cities as if completed.</source>
        <translation>Aucun point maintenant. Quand la ville de La Porxada est complétée, chaque joueur qui y a un chevalier prend un jeton&#xa0;; à la fin, un détenteur de jeton évalue ses villes incomplètes comme si elles étaient complétées.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No points now, no swap, and nobody takes the scoring bonus.</source>
        <translation>Aucun point maintenant, aucun échange, et personne ne prend le bonus d&apos;évaluation.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No points now. Your follower&apos;s feature is worth %1 now, theirs %2.</source>
        <translation>Aucun point maintenant. La zone de votre partisan vaut %1 maintenant, l&apos;autre %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 may accept, or refuse and lose one follower for good.</source>
        <translation>%1 peut accepter, ou refuser et perdre un partisan définitivement.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The two followers exchange places. No points now.</source>
        <translation>Les deux partisans échangent leurs places. Aucun point maintenant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing moves, but one of your followers leaves the game for good.</source>
        <translation>Rien ne bouge, mais l&apos;un de vos partisans quitte la partie définitivement.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your followers on the board stay where they are.</source>
        <translation>Vos partisans sur le plateau restent à leur place.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>You give up its place in a feature worth %n point(s) now.</source>
        <translation>
            <numerusform>Vous abandonnez sa place dans une zone qui vaut %n point maintenant.</numerusform>
            <numerusform>Vous abandonnez sa place dans une zone qui vaut %n points maintenant.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No points now; tokens for the knights when it is completed</source>
        <translation>Aucun point maintenant&#xa0;; des jetons pour les chevaliers quand elle est complétée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No points, no swap</source>
        <translation>Aucun point, aucun échange</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No points now; yours is worth %1, theirs %2</source>
        <translation>Aucun point maintenant&#xa0;; le vôtre vaut %1, l&apos;autre %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>They exchange places; no points</source>
        <translation>Ils échangent leurs places&#xa0;; aucun point</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing moves; you lose a follower</source>
        <translation>Rien ne bouge&#xa0;; vous perdez un partisan</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your board followers stay</source>
        <translation>Vos partisans sur le plateau restent</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Gives up a place worth %n point(s)</source>
        <translation>
            <numerusform>Abandonne une place qui vaut %n point</numerusform>
            <numerusform>Abandonne une place qui vaut %n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swap two followers</source>
        <translation>Échanger deux partisans</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="+43"/>
        <source>You draw and place another tile this turn (never a third).</source>
        <translation>Vous piochez et posez une autre tuile ce tour-ci (jamais une troisième).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn ends; your builder stays where it is.</source>
        <translation>Votre tour se termine&#xa0;; votre bâtisseur reste où il est.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="-130"/>
        <source>Swap two followers, or take the scoring bonus.</source>
        <translation>Échangez deux partisans, ou prenez le bonus d&apos;évaluation.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="+72"/>
        <source>Followers per player</source>
        <translation>Partisans par joueur</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+20"/>
        <source>Automatic</source>
        <translation>Automatique</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+32"/>
        <source>Player %1 colour</source>
        <translation>Couleur du joueur %1</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+29"/>
        <source>Player %1 name</source>
        <translation>Nom du joueur %1</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+27"/>
        <source>Person</source>
        <translation>Humain</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+27"/>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+27"/>
        <source>Player %1 is played by</source>
        <translation>Le joueur %1 est joué par</translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+28"/>
        <source>Player %1 computer level</source>
        <translation>Niveau de l&apos;ordinateur du joueur %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+128"/>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="-127"/>
        <location line="+128"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="-109"/>
        <location line="+116"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="-113"/>
        <location line="+114"/>
        <source>&amp;Number of players:</source>
        <translation>&amp;Nombre de joueurs&#xa0;:</translation>
    </message>
    <message>
        <location line="-110"/>
        <location line="+111"/>
        <source>Number of players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <location line="-103"/>
        <location line="+104"/>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <location line="-104"/>
        <location line="+104"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="-104"/>
        <location line="+104"/>
        <source>Played by</source>
        <translation>Joué par</translation>
    </message>
    <message>
        <location line="-104"/>
        <location line="+104"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location line="-92"/>
        <location line="+99"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location line="-95"/>
        <location line="+96"/>
        <source>2nd edition (C2)</source>
        <translation>2ᵉ édition (C2)</translation>
    </message>
    <message>
        <location line="-96"/>
        <location line="+96"/>
        <source>3rd edition (C3)</source>
        <translation>3ᵉ édition (C3)</translation>
    </message>
    <message>
        <location line="-93"/>
        <location line="+97"/>
        <source>Edition</source>
        <translation>Édition</translation>
    </message>
    <message>
        <location line="-96"/>
        <location line="+97"/>
        <source>&amp;Edition:</source>
        <translation>&amp;Édition&#xa0;:</translation>
    </message>
    <message>
        <location line="-79"/>
        <location line="+82"/>
        <source>Expansions</source>
        <translation>Extensions</translation>
    </message>
    <message>
        <location line="-67"/>
        <location line="+71"/>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <location line="-69"/>
        <location line="+70"/>
        <source>Seed (empty for a random game)</source>
        <translation>Graine (vide pour une partie aléatoire)</translation>
    </message>
    <message>
        <location line="-69"/>
        <location line="+70"/>
        <source>&amp;Seed:</source>
        <translation>&amp;Graine&#xa0;:</translation>
    </message>
    <message>
        <location line="-53"/>
        <location line="+55"/>
        <source>&amp;Defaults</source>
        <translation>Par &amp;défaut</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+55"/>
        <source>Restore the default setup</source>
        <translation>Rétablir la configuration par défaut</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+29"/>
        <location line="+29"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Two players have the same name; please give each a different name.</source>
        <translation>Deux joueurs ont le même nom&#x202f;; donnez à chacun un nom différent.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These rules cannot start a game: %1</source>
        <translation>Ces règles ne permettent pas de commencer une partie&#xa0;: %1</translation>
    </message>
    <message>
        <location line="-151"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+56"/>
        <source>S&amp;tart game</source>
        <translation>&amp;Commencer la partie</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>R&amp;ule choices</source>
        <translation>Choix de &amp;règles</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../carc_desktop/texts/qt_gaps.py" line="+15"/>
        <source>&amp;Look in:</source>
        <translation>Regarder &amp;dans&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type&#xa0;:</translation>
    </message>
</context>
<context>
    <name>RemainingTilesDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/remaining_tiles_dialog.py" line="+140"/>
        <location line="+1"/>
        <source>Tiles left in the bag</source>
        <translation>Tuiles restantes dans le sac</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n tile(s) left in the bag.</source>
        <translation>
            <numerusform>Il reste %n tuile dans le sac.</numerusform>
            <numerusform>Il reste %n tuiles dans le sac.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Base game</source>
        <translation>Jeu de base</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%1: %n left</source>
        <translation>
            <numerusform>%1&#xa0;: %n restante</numerusform>
            <numerusform>%1&#xa0;: %n restantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-44"/>
        <source>%1: %n tile(s)</source>
        <translation>
            <numerusform>%1&#xa0;: %n tuile</numerusform>
            <numerusform>%1&#xa0;: %n tuiles</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Other tiles</source>
        <translation>Autres tuiles</translation>
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
            <numerusform>%1, %2&#xa0;: %n restante</numerusform>
            <numerusform>%1, %2&#xa0;: %n restantes</numerusform>
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
        <translation>terminée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>turn %1</source>
        <translation>tour %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 – %2 – %3</source>
        <translation>%1 – %2 – %3</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The game on the table</source>
        <translation>La partie en cours</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Review a saved game</source>
        <translation>Revoir une partie enregistrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*.carc);;All files (*)</source>
        <translation>Parties enregistrées (*.carc);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+90"/>
        <source>Review a game</source>
        <translation>Revoir une partie</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>&amp;Games:</source>
        <translation>&amp;Parties&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From a &amp;File…</source>
        <translation>Depuis un &amp;fichier…</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Re&amp;view…</source>
        <translation>Re&amp;voir une partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through a game, its score race and its points by category</source>
        <translation>Parcourir une partie, sa course aux points et ses points par catégorie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stat&amp;istics</source>
        <translation>S&amp;tatistiques</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won, scores and records across the kept games</source>
        <translation>Parties gagnées, scores et records de toutes les parties gardées</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>the game on the table</source>
        <translation>la partie en cours</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This game cannot be reviewed.</source>
        <translation>Cette partie ne peut pas être revue.</translation>
    </message>
</context>
<context>
    <name>ReviewBoard</name>
    <message>
        <location filename="../carc_desktop/ui/review/board.py" line="+135"/>
        <source>Board at this point of the game</source>
        <translation>Le plateau à ce moment de la partie</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../carc_desktop/ui/review/review_window.py" line="+301"/>
        <source>%1: </source>
        <translation>%1&#xa0;: </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>To decide next</source>
        <translation>Décide ensuite</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>The analysis kept with this game.</source>
        <translation>L&apos;analyse gardée avec cette partie.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Analysing… the results appear as they come.</source>
        <translation>Analyse en cours… les résultats apparaissent au fur et à mesure.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stopping after the decisions being thought…</source>
        <translation>Arrêt après les décisions en cours de calcul…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The analysis stopped: %1</source>
        <translation>L&apos;analyse s&apos;est arrêtée&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every decision analysed.</source>
        <translation>Toutes les décisions sont analysées.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled. Analyse again to go on where it stopped.</source>
        <translation>Annulé. Analyser à nouveau reprend là où l&apos;analyse s&apos;est arrêtée.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Analysis: the only move.</source>
        <translation>Analyse&#xa0;: le seul choix possible.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Analysis: %1 (%2).</source>
        <translation>Analyse&#xa0;: %1 (%2).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Better: %1 (shown pale on the board).</source>
        <translation>Mieux&#xa0;: %1 (montré en pâle sur le plateau).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Before the first decision</source>
        <translation>Avant la première décision</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decision %1 of %2, turn %3</source>
        <translation>Décision %1 sur %2, tour %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record could not be followed further: %1</source>
        <translation>L&apos;enregistrement n&apos;a pas pu être suivi plus loin&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game was not finished.</source>
        <translation>La partie n&apos;a pas été terminée.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+11"/>
        <source>Export a picture</source>
        <translation>Exporter une image</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The picture could not be written to %1.</source>
        <translation>L&apos;image n&apos;a pas pu être écrite dans %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+14"/>
        <source>Export the game record</source>
        <translation>Exporter l&apos;enregistrement de la partie</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Saved games (*.carc);;All files (*)</source>
        <translation>Parties enregistrées (*.carc);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Game review</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>◀◀ Start</source>
        <translation>◀◀ Début</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the start of the game (Home)</source>
        <translation>Aller au début de la partie (Origine)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Back</source>
        <translation>◀ Reculer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One decision back (Left)</source>
        <translation>Une décision en arrière (Gauche)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward ▶</source>
        <translation>Avancer ▶</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One decision forward (Right)</source>
        <translation>Une décision en avant (Droite)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End ▶▶</source>
        <translation>Fin ▶▶</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the end of the game (End)</source>
        <translation>Aller à la fin de la partie (Fin)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>⇤ Previous scoring</source>
        <translation>⇤ Évaluation précédente</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go back to the previous scoring (P)</source>
        <translation>Revenir à l&apos;évaluation précédente (P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next scoring ⇥</source>
        <translation>Évaluation suivante ⇥</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the next scoring (N)</source>
        <translation>Aller à l&apos;évaluation suivante (N)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Position in the game</source>
        <translation>Position dans la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Followers</source>
        <translation>Partisans</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores at this point</source>
        <translation>Scores à ce moment</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Scorings (click one to go there):</source>
        <translation>&amp;Évaluations (cliquez pour y aller)&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scorings</source>
        <translation>Évaluations</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score race</source>
        <translation>Course aux points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points by category</source>
        <translation>Points par catégorie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;how:</source>
        <translation>Affic&amp;her&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All points</source>
        <translation>Tous les points</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export &amp;Picture…</source>
        <translation>Exporter une &amp;image…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;Record…</source>
        <translation>Exporter l&apos;&amp;enregistrement…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
</context>
<context>
    <name>RuleChoicesPage</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/rule_choices.py" line="+148"/>
        <source>Where the rules leave a question open, choose how to play it. The defaults follow the rules; each line says where its default comes from.</source>
        <translation>Là où les règles laissent une question ouverte, choisissez comment jouer. Les valeurs par défaut suivent les règles&#xa0;; chaque ligne indique d&apos;où vient la sienne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chosen expansions leave no rule open.</source>
        <translation>Les extensions choisies ne laissent aucune règle ouverte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset to the rules</source>
        <translation>Re&amp;venir aux règles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset every rule choice to its default</source>
        <translation>Remettre chaque choix de règle à sa valeur par défaut</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <location filename="../carc_desktop/texts/rule_texts.py" line="+25"/>
        <source>Followers per player</source>
        <translation>Partisans par joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Builder&apos;s second tile is optional</source>
        <translation>La deuxième tuile du bâtisseur est facultative</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tie at zero goods wins</source>
        <translation>Une égalité à zéro marchandise l&apos;emporte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One extra follower</source>
        <translation>Un partisan supplémentaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wainwrights after sending the only meeple</source>
        <translation>Fabricants de chariots après l&apos;envoi du seul meeple</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wainwrights count the Leipzig road as 2 tiles (C2)</source>
        <translation>Les fabricants de chariots comptent la route de Leipzig pour 2 tuiles (C2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wainwrights twice for send and score</source>
        <translation>Fabricants de chariots deux fois pour envoi et évaluation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leipzig start arrangement</source>
        <translation>Disposition de départ de Leipzig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Road Wealth/Poverty tile</source>
        <translation>Tuile Richesse/Pauvreté des routes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monastery Wealth/Poverty tile</source>
        <translation>Tuile Richesse/Pauvreté des abbayes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hermit Monastery counts Leipzig</source>
        <translation>L&apos;Ermitage compte Leipzig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coiners in the La Porxada bonus</source>
        <translation>Monnayeurs dans le bonus de La Porxada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surveyor tile in the La Porxada bonus</source>
        <translation>Tuile d&apos;évaluation dans le bonus de La Porxada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap chosen, nothing swapped</source>
        <translation>Échange choisi, rien échangé</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How many followers each player has; automatic means 7, plus one for each expansion that adds one.</source>
        <translation>Nombre de partisans de chaque joueur&#xa0;; automatique signifie 7, plus un pour chaque extension qui en ajoute un.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player may decline the second tile his builder earns; off, he always takes it.</source>
        <translation>Le joueur peut refuser la deuxième tuile que lui vaut son bâtisseur&#xa0;; désactivé, il la prend toujours.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When nobody has a token of a kind, everybody ties for the most and scores 10; off, a kind nobody collected scores nothing.</source>
        <translation>Si personne n&apos;a de jeton d&apos;une sorte, tous sont à égalité en tête et marquent 10 points&#xa0;; désactivé, une sorte que personne n&apos;a collectée ne rapporte rien.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every player gets one more follower (8 instead of 7), as the rulebook recommends.</source>
        <translation>Chaque joueur reçoit un partisan de plus (8 au lieu de 7), comme le recommande la règle.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A majority player who sends his only meeple from a road still takes the Wainwrights bonus for that road, since sending counts as his scoring.</source>
        <translation>Un joueur majoritaire qui envoie son seul meeple depuis une route reçoit quand même le bonus des fabricants de chariots pour cette route, car l&apos;envoi compte comme son évaluation.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With 2nd edition rules, the Wainwrights bonus counts the long road of a Leipzig tile as 2 tiles; off, it counts the road as the road scoring does (1 tile).</source>
        <translation>Avec les règles de la 2e édition, le bonus des fabricants de chariots compte la longue route d&apos;une tuile de Leipzig pour 2 tuiles&#xa0;; désactivé, il la compte comme l&apos;évaluation de la route (1 tuile).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player who sends one meeple from a road and scores it with another takes the Wainwrights bonus twice (once for each); off, once per road.</source>
        <translation>Un joueur qui envoie un meeple depuis une route et l&apos;évalue avec un autre reçoit deux fois le bonus des fabricants de chariots (une fois pour chaque)&#xa0;; désactivé, une fois par route.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where the four Leipzig tiles lie at the start: as the signposts point (west, north, east, south), or shuffled.</source>
        <translation>Où se trouvent les quatre tuiles de Leipzig au départ&#xa0;: comme l&apos;indiquent les panneaux (ouest, nord, est, sud), ou mélangées.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whether the road stack&apos;s Wealth/Poverty tile gives +3 (Wealth) or -3 (Poverty) to each scorer; its printed side is not known.</source>
        <translation>Si la tuile Richesse/Pauvreté de la pile des routes donne +3 (Richesse) ou −3 (Pauvreté) à chaque joueur qui marque&#xa0;; sa face imprimée n&apos;est pas connue.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whether the monastery stack&apos;s Wealth/Poverty tile gives +3 (Wealth) or -3 (Poverty) to each scorer; its printed side is not known.</source>
        <translation>Si la tuile Richesse/Pauvreté de la pile des abbayes donne +3 (Richesse) ou −3 (Pauvreté) à chaque joueur qui marque&#xa0;; sa face imprimée n&apos;est pas connue.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Hermit Monastery also takes 1 point for each Leipzig quarter square around the monastery; off, only ordinary city segments count.</source>
        <translation>L&apos;Ermitage retire aussi 1 point pour chaque case d&apos;un quartier de Leipzig autour de l&apos;abbaye&#xa0;; désactivé, seules les parties de ville ordinaires comptent.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A token holder with a meeple in the Coiners quarter also takes its 3 points per coat of arms when La Porxada&apos;s bonus scores his unfinished city as completed.</source>
        <translation>Un détenteur de jeton ayant un meeple dans le quartier des monnayeurs reçoit aussi ses 3 points par blason quand le bonus de La Porxada évalue sa ville incomplète comme complétée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The active Land Surveyors city tile changes the cities that La Porxada&apos;s bonus scores as completed at the end.</source>
        <translation>La tuile d&apos;évaluation de ville active modifie les villes que le bonus de La Porxada évalue comme complétées à la fin.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player who chose the swap may then swap nothing, which throws the tile&apos;s effect away; off, choosing the swap means naming two followers.</source>
        <translation>Le joueur qui a choisi l&apos;échange peut ensuite ne rien échanger, ce qui perd l&apos;effet de la tuile&#xa0;; désactivé, choisir l&apos;échange oblige à désigner deux partisans.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+2"/>
        <source>Wealth: +3 points</source>
        <translation>Richesse&#xa0;: +3 points</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+2"/>
        <source>Poverty: -3 points</source>
        <translation>Pauvreté&#xa0;: −3 points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As the signposts point</source>
        <translation>Comme l&apos;indiquent les panneaux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shuffled</source>
        <translation>Mélangées</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A quarter&apos;s bonus counts from the moment the meeple arrives, in the same turn too.</source>
        <translation>Le bonus d&apos;un quartier compte dès l&apos;arrivée du meeple, y compris pendant le même tour.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>automatic</source>
        <translation>automatique</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rule text</source>
        <translation>Texte de la règle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Official clarification (%1)</source>
        <translation>Clarification officielle (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Community reading</source>
        <translation>Lecture de la communauté</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Project decision</source>
        <translation>Décision du projet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Default: %1 (%2).</source>
        <translation>Par défaut&#xa0;: %1 (%2).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rule choice “%1”: %2 (%3).</source>
        <translation>Choix de règle «&#xa0;%1&#xa0;»&#xa0;: %2 (%3).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Official clarification (%1): %2</source>
        <translation>Clarification officielle (%1)&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (default)</source>
        <translation>%1 (par défaut)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="+150"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Rules summary</source>
        <translation>Résumé des règles</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>On your turn, draw a tile and add it to the landscape so that it touches a tile already there along at least one edge, and every touching edge matches: city to city, road to road, field to field. A tile that fits nowhere goes back to the box and you draw again.</source>
        <translation>À votre tour, piochez une tuile et ajoutez-la au paysage de sorte qu&apos;elle touche par au moins un bord une tuile déjà posée, et que chaque bord en contact corresponde&#xa0;: ville contre ville, route contre route, pré contre pré. Une tuile qui ne peut être posée nulle part retourne dans la boîte et vous piochez à nouveau.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Then you may put one follower from your supply on a road, city, monastery or field of that tile, unless the whole road, city or field it belongs to already holds a follower.</source>
        <translation>Vous pouvez ensuite poser un partisan de votre réserve sur une route, une ville, une abbaye ou un pré de cette tuile, à moins que la route, la ville ou le pré entier auquel il appartient n&apos;ait déjà un partisan.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A completed feature scores at once and its followers go back to their owners: a road 1 point per tile, a city 2 points per tile and per coat of arms, a monastery surrounded by eight tiles 9 points. The player(s) with the most followers in a feature score it; tied players all score in full.</source>
        <translation>Une zone complétée est évaluée aussitôt et ses partisans reviennent à leurs propriétaires&#xa0;: une route rapporte 1 point par tuile, une ville 2 points par tuile et par blason, une abbaye entourée de huit tuiles 9 points. Le ou les joueurs ayant le plus de partisans dans la zone en obtiennent les points&#x202f;; en cas d&apos;égalité, chacun les obtient tous.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When the last tile is placed, unfinished roads and cities score 1 point per tile and per coat of arms, unfinished monasteries 1 point for themselves and each neighbour, and each field 3 points per completed city it touches. The highest score wins.</source>
        <translation>Une fois la dernière tuile posée, les routes et villes incomplètes rapportent 1 point par tuile et par blason, les abbayes incomplètes 1 point pour elles-mêmes et pour chaque voisine, et chaque pré 3 points par ville complétée qu&apos;il touche. Le plus haut score l&apos;emporte.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Builder: instead of a follower, put your builder on a road or city of the tile just placed that already holds one of your followers. Whenever you later extend that road or city, you play a second tile in the same turn (never a third).</source>
        <translation>Bâtisseur&#xa0;: au lieu d&apos;un partisan, posez votre bâtisseur sur une route ou une ville de la tuile que vous venez de poser où se trouve déjà l&apos;un de vos partisans. Chaque fois que vous prolongez ensuite cette route ou cette ville, vous jouez une deuxième tuile dans le même tour (jamais une troisième).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pig: put it in a field that holds one of your farmers. If you score that field at the end, each completed city is worth 4 points to you instead of 3.</source>
        <translation>Cochon&#xa0;: posez-le dans un pré où se trouve l&apos;un de vos paysans. Si ce pré vous rapporte des points à la fin, chaque ville complétée vous rapporte 4 points au lieu de 3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goods: whoever completes a city takes one token for each wine, grain or cloth symbol in it, even without a knight there. At the end, the most tokens of each kind score 10 points (ties all score).</source>
        <translation>Marchandises&#xa0;: quiconque complète une ville prend un jeton pour chaque symbole de vin, de blé ou de tissu qu&apos;elle contient, même sans y avoir de chevalier. À la fin, le plus grand nombre de jetons de chaque sorte rapporte 10 points (en cas d&apos;égalité, à chacun).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The four Leipzig tiles replace the start tile and form the city of Leipzig in the middle. Nobody can place a follower in Leipzig by the normal rules.</source>
        <translation>Les quatre tuiles de Leipzig remplacent la tuile de départ et forment la ville de Leipzig au centre. Personne ne peut poser de partisan à Leipzig selon les règles normales.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When a road connected to Leipzig (directly, or through crossroads) is completed, each player with the majority on it may send one of his followers from it into a free quarter of his choice instead of scoring; with a second follower on the road he still scores. Followers in Leipzig stay there.</source>
        <translation>Quand une route reliée à Leipzig (directement ou par des carrefours) est complétée, chaque joueur majoritaire sur cette route peut envoyer l&apos;un de ses partisans de la route dans un quartier libre de son choix au lieu de l&apos;évaluer&#x202f;; avec un deuxième partisan sur la route, il l&apos;évalue quand même. Les partisans à Leipzig y restent.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Quarter bonuses for later scorings: Wainwrights +1 per tile of roads you win, Coiners +3 per coat of arms in cities where you have a knight, Bookbinders +4 for every completed monastery, Tanners +2 per farmhouse and shed in the fields you win at the end.</source>
        <translation>Bonus des quartiers lors des évaluations suivantes&#xa0;: fabricants de chariots +1 par tuile des routes que vous remportez, monnayeurs +3 par blason des villes où vous avez un chevalier, relieurs +4 pour chaque abbaye complétée, tanneurs +2 par ferme et étable des prés que vous remportez à la fin.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Three stacks of scoring tiles (city, road, monastery) lie open; the top tile of each changes how completed features of its kind score during the game (for instance Siege: +1 per coat of arms; Highway: a road scores as 5 tiles).</source>
        <translation>Trois piles de tuiles d&apos;évaluation (ville, route, abbaye) sont visibles&#x202f;; la tuile du dessus de chacune modifie l&apos;évaluation des zones complétées de son type pendant la partie (par exemple Siège&#xa0;: +1 par blason&#x202f;; Voie rapide&#xa0;: une route compte comme 5 tuiles).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After every turn in which something was scored, all three top tiles go under their stacks and the next ones apply. The final scoring ignores them. The scoreboard shows the active tiles and their effects.</source>
        <translation>Après chaque tour où une zone a été évaluée, les trois tuiles du dessus passent sous leur pile et les suivantes s&apos;appliquent. L&apos;évaluation finale les ignore. Le tableau des scores montre les tuiles actives et leurs effets.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whoever places La Porxada chooses at once: either swap one of his followers on the board with another player&apos;s follower (who may refuse, and then loses one of his followers for good), or the scoring bonus.</source>
        <translation>Celui qui pose La Porxada choisit aussitôt&#xa0;: soit échanger l&apos;un de ses partisans sur le plateau contre le partisan d&apos;un autre joueur (qui peut refuser, et perd alors définitivement l&apos;un de ses partisans), soit le bonus d&apos;évaluation.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scoring bonus: when La Porxada&apos;s city is completed, every player with a knight in it takes a token. At the end, a token holder scores his unfinished cities as if completed (2 points per tile and per coat of arms).</source>
        <translation>Bonus d&apos;évaluation&#xa0;: quand la ville de La Porxada est complétée, chaque joueur qui y a un chevalier prend un jeton. À la fin, un détenteur de jeton évalue ses villes incomplètes comme si elles étaient complétées (2 points par tuile et par blason).</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>2nd edition rules (C2)</source>
        <translation>Règles de la 2ᵉ édition (C2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd edition rules (C3)</source>
        <translation>Règles de la 3ᵉ édition (C3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The base game</source>
        <translation>Le jeu de base</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No summary of this expansion yet.</source>
        <translation>Pas encore de résumé pour cette extension.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No expansion is in play.</source>
        <translation>Aucune extension n&apos;est en jeu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rule choices of this game</source>
        <translation>Choix de règles de cette partie</translation>
    </message>
</context>
<context>
    <name>ScoreLog</name>
    <message>
        <location filename="../carc_desktop/ui/panels/score_log.py" line="+106"/>
        <source>Score log</source>
        <translation>Journal des scores</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>Click an entry to show its feature on the board.</source>
        <translation>Cliquez sur une entrée pour afficher sa zone sur le plateau.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Score log entries</source>
        <translation>Entrées du journal des scores</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Click to show it on the board</source>
        <translation>Cliquez pour l&apos;afficher sur le plateau</translation>
    </message>
</context>
<context>
    <name>ScoreRaceChart</name>
    <message>
        <location filename="../carc_desktop/ui/review/chart.py" line="+386"/>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>… and %n more scoring(s)</source>
        <translation>
            <numerusform>… et %n autre évaluation</numerusform>
            <numerusform>… et %n autres évaluations</numerusform>
        </translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Final scoring</source>
        <translation>Évaluation finale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No scores yet</source>
        <translation>Pas encore de points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score race</source>
        <translation>Course aux points</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="-52"/>
        <source>placing a tile</source>
        <translation>pose une tuile</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="-14"/>
        <source>placing a figure</source>
        <translation>pose une figurine</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>choosing the scoring order</source>
        <translation>choisit l&apos;ordre d&apos;évaluation</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="-88"/>
        <source>deciding about Leipzig</source>
        <translation>décide pour Leipzig</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="+2"/>
        <source>choosing a La Porxada option</source>
        <translation>choisit une option de La Porxada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>answering a swap</source>
        <translation>répond à un échange</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>removing a follower</source>
        <translation>retire un partisan</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="-27"/>
        <source>deciding about a second tile</source>
        <translation>décide d&apos;une deuxième tuile</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>placing the builder&apos;s extra tile</source>
        <translation>pose la tuile en plus du bâtisseur</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/panels/scoreboard.py" line="+202"/>
        <source>Scoreboard</source>
        <translation>Tableau des scores</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+150"/>
        <source>Whose turn</source>
        <translation>À qui de jouer</translation>
    </message>
    <message>
        <location line="-149"/>
        <location line="+150"/>
        <source>Tiles left</source>
        <translation>Tuiles restantes</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/the_land_surveyors.py" line="-22"/>
        <source>Land Surveyors: active tiles</source>
        <translation>Arpenteurs&#xa0;: tuiles actives</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/panels/scoreboard.py" line="-111"/>
        <source>%1 (computer)</source>
        <translation>%1 (ordinateur)</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="+56"/>
        <source>%1 of %2</source>
        <comment>followers in supply of the total</comment>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 ready</source>
        <translation>%1 prêt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 of %3 ready</source>
        <translation>%1&#xa0;: %2 sur %3 prêts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on the board</source>
        <translation>%1 sur le plateau</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="+139"/>
        <source>token</source>
        <translation>jeton</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n follower(s) lost</source>
        <translation>
            <numerusform>%n partisan perdu</numerusform>
            <numerusform>%n partisans perdus</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/panels/scoreboard.py" line="+10"/>
        <source>Game over: final scores</source>
        <translation>Partie terminée&#xa0;: scores finaux</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turn %1: %2 is thinking (%3)…</source>
        <translation>Tour %1&#xa0;: %2 réfléchit (%3)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn %1 of %2: %3 is %4</source>
        <translation>Tour %1 sur %2&#xa0;: %3 %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn %1: %2 is %3</source>
        <translation>Tour %1&#xa0;: %2 %3</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="-10"/>
        <source>Followers: %1</source>
        <translation>Partisans&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="+109"/>
        <location line="+4"/>
        <source>Leipzig: %1</source>
        <translation>Leipzig&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="+1"/>
        <source>La Porxada: %1</source>
        <translation>La Porxada&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="+33"/>
        <source>Goods: %1</source>
        <translation>Marchandises&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No goods</source>
        <translation>Aucune marchandise</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/panels/scoreboard.py" line="-11"/>
        <source>Final scoring…</source>
        <translation>Évaluation finale…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>No game yet</source>
        <translation>Pas encore de partie</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>computer</source>
        <translation>ordinateur</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>to play now</source>
        <translation>à jouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>winner</source>
        <translation>vainqueur</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1&#xa0;: %n point</numerusform>
            <numerusform>%1&#xa0;: %n points</numerusform>
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
            <numerusform>%n conseil utilisé</numerusform>
            <numerusform>%n conseils utilisés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n tile(s) left in the bag</source>
        <translation>
            <numerusform>%n tuile restante dans le sac</numerusform>
            <numerusform>%n tuiles restantes dans le sac</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/the_land_surveyors.py" line="+6"/>
        <source>City: %1 — %2</source>
        <translation>Ville&#xa0;: %1 — %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Road: %1 — %2</source>
        <translation>Route&#xa0;: %1 — %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monastery: %1 — %2</source>
        <translation>Abbaye&#xa0;: %1 — %2</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="+134"/>
        <location line="+1"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation speed</source>
        <translation>Vitesse des animations</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Désactivées</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animations&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text si&amp;ze:</source>
        <translation>&amp;Taille du texte&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text size</source>
        <translation>Taille du texte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player &amp;colours:</source>
        <translation>&amp;Couleurs des joueurs&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player colours</source>
        <translation>Couleurs des joueurs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colour-blind safe</source>
        <translation>Adaptées au daltonisme</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Colours that stay apart with red-green or blue-yellow colour blindness; every figure also shows its player&apos;s number.</source>
        <translation>Des couleurs qui restent distinctes avec un daltonisme rouge-vert ou bleu-jaune&#xa0;; chaque figurine montre aussi le numéro de son joueur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the points a placement would score</source>
        <translation>Afficher les points que rapporterait une pose</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placement points preview</source>
        <translation>Aperçu des points de la pose</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hovering a figure shows its whole feature and value</source>
        <translation>Le survol d&apos;une figurine montre toute sa zone et sa valeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feature hints on hover</source>
        <translation>Indications de zone au survol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casual undo: take back your turn even after the computer has played</source>
        <translation>Annulation libre&#xa0;: reprendre son tour même après que l&apos;ordinateur a joué</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casual undo</source>
        <translation>Annulation libre</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Number the tiles placed since your last turn</source>
        <translation>Numéroter les tuiles posées depuis votre dernier tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiles since your last turn</source>
        <translation>Tuiles depuis votre dernier tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark the spots that no tile left, or only one or two, can fill</source>
        <translation>Marquer les emplacements qu’aucune tuile restante, ou seulement une ou deux, ne peut combler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead and hard spots</source>
        <translation>Emplacements morts et difficiles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hovering a feature also says how many tiles it needs and how many fit</source>
        <translation>Survoler une zone dit aussi combien de tuiles il lui faut et combien conviennent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feature chances</source>
        <translation>Chances d’une zone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purist play: no aids, hints or previews (tournaments)</source>
        <translation>Jeu puriste&#xa0;: ni aides, ni conseils, ni aperçus (tournois)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purist play</source>
        <translation>Jeu puriste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switches off every aid at once; each aid keeps its own choice for later.</source>
        <translation>Désactive toutes les aides d’un coup&#xa0;; chaque aide garde son propre choix pour plus tard.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off (fair): with computer players, Undo stops at the last tile drawn. On: the computers play again from there, with the same tiles.</source>
        <translation>Désactivée (équitable)&#xa0;: avec des joueurs ordinateur, Annuler s&apos;arrête à la dernière tuile piochée. Activée&#xa0;: les ordinateurs rejouent à partir de là, avec les mêmes tuiles.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Offer hints: what the computer would do (H)</source>
        <translation>Proposer des conseils&#xa0;: ce que ferait l&apos;ordinateur (H)</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Classic (as in the box)</source>
        <translation>Classiques (comme dans la boîte)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Hints</source>
        <translation>Conseils</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switch off for competitive play: the hint action is then disabled.</source>
        <translation>À désactiver pour les parties de compétition&#xa0;: les conseils sont alors indisponibles.</translation>
    </message>
</context>
<context>
    <name>Shell</name>
    <message>
        <location filename="../carc_desktop/ui/window/status.py" line="-33"/>
        <source>Press Ctrl+N to start a new game.</source>
        <translation>Appuyez sur Ctrl+N pour commencer une nouvelle partie.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game is over: %1 wins. Ctrl+N starts a new game.</source>
        <translation>La partie est terminée&#xa0;: %1 gagne. Ctrl+N commence une nouvelle partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over: %1 share the victory. Ctrl+N starts a new game.</source>
        <translation>La partie est terminée&#xa0;: %1 se partagent la victoire. Ctrl+N commence une nouvelle partie.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (computer) is thinking…</source>
        <translation>%1 (ordinateur) réfléchit…</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>%n tuile restante</numerusform>
            <numerusform>%n tuiles restantes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="-67"/>
        <source>%1, place your tile: the arrow keys choose a cell, R rotates the tile, Enter places it.</source>
        <translation>%1, posez votre tuile&#xa0;: les flèches choisissent une case, R tourne la tuile, Entrée la pose.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, place a figure: Tab or the arrow keys choose a spot, Enter places the figure, S places none.</source>
        <translation>%1, posez une figurine&#xa0;: Tab ou les flèches choisissent un emplacement, Entrée pose la figurine, S n&apos;en pose aucune.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, choose which feature scores first, in the panel below the board.</source>
        <translation>%1, choisissez dans le panneau sous le plateau quelle zone évaluer en premier.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="-114"/>
        <source>%1, send a meeple to Leipzig or score the road: choose in the panel below the board.</source>
        <translation>%1, envoyez un meeple à Leipzig ou évaluez la route&#xa0;: choisissez dans le panneau sous le plateau.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="-153"/>
        <source>%1, choose a La Porxada option in the panel below the board.</source>
        <translation>%1, choisissez une option de La Porxada dans le panneau sous le plateau.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, accept or refuse the swap in the panel below the board.</source>
        <translation>%1, acceptez ou refusez l&apos;échange dans le panneau sous le plateau.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, choose the follower that leaves the game, in the panel below the board.</source>
        <translation>%1, choisissez dans le panneau sous le plateau le partisan qui quitte la partie.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="-53"/>
        <source>%1, take the builder&apos;s second tile or not, in the panel below the board.</source>
        <translation>%1, prenez ou non la deuxième tuile du bâtisseur, dans le panneau sous le plateau.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1, the builder&apos;s extra tile (double turn): the arrow keys choose a cell, R rotates, Enter places it.</source>
        <translation>%1, la tuile en plus du bâtisseur (double tour)&#xa0;: les flèches choisissent une case, R tourne, Entrée la pose.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, a figure on the builder&apos;s extra tile: Tab chooses a spot, Enter places it, S places none.</source>
        <translation>%1, une figurine sur la tuile en plus du bâtisseur&#xa0;: Tab choisit un emplacement, Entrée la pose, S n&apos;en pose aucune.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/status.py" line="-8"/>
        <source>%1, make your choice in the panel below the board.</source>
        <translation>%1, faites votre choix dans le panneau sous le plateau.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/docks.py" line="+0"/>
        <source>Scoreboard</source>
        <translation>Tableau des scores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score log</source>
        <translation>Journal des scores</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/status.py" line="+39"/>
        <source>What to do next</source>
        <translation>Que faire ensuite</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/main_window.py" line="+61"/>
        <source>There is no game.</source>
        <translation>Il n&apos;y a pas de partie.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/file_actions.py" line="-123"/>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*%1);;All files (*)</source>
        <translation>Parties enregistrées (*%1);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/dialog_openers.py" line="+132"/>
        <source>Carcassonne for the desktop, version %1.

Plays offline against people at this computer or computer players, with Traders &amp; Builders, The Markets of Leipzig, The Land Surveyors and La Porxada. The tiles are drawn by the program itself.</source>
        <translation>Carcassonne pour l&apos;ordinateur de bureau, version %1.

Se joue hors ligne contre des personnes sur cet ordinateur ou contre l&apos;ordinateur, avec Marchands &amp; Bâtisseurs, Les Marchés de Leipzig, Les Arpenteurs et La Porxada. Les tuiles sont dessinées par le programme lui-même.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About</source>
        <translation>À propos</translation>
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
        <translation>Posée ici, elle rapporte aussitôt&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Placing it here scores nothing at once.</source>
        <translation>Posée ici, elle ne rapporte rien dans l&apos;immédiat.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/panels/final_hold.py" line="+40"/>
        <location filename="../carc_desktop/ui/window/status.py" line="+8"/>
        <source>The final scoring, step by step…</source>
        <translation>L’évaluation finale, étape par étape…</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/statistics_dialog.py" line="+95"/>
        <source>Won / played</source>
        <translation>Gagnées / jouées</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>People only</source>
        <translation>Humains seulement</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Base game</source>
        <translation>Jeu de base</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n finished game(s) kept, %1 won.</source>
        <translation>
            <numerusform>%n partie terminée gardée, %1 gagnée(s).</numerusform>
            <numerusform>%n parties terminées gardées, %1 gagnée(s).</numerusform>
        </translation>
    </message>
    <message>
        <location line="-55"/>
        <source>Clear History</source>
        <translation>Effacer l&apos;historique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete every finished game kept on this computer? Their statistics go with them; unfinished games stay.</source>
        <translation>Supprimer toutes les parties terminées conservées sur cet ordinateur&#xa0;? Leurs statistiques partent avec elles&#xa0;; les parties en cours restent.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>No finished game is kept yet: statistics come from the games kept on this computer.</source>
        <translation>Aucune partie terminée n&apos;est encore conservée&#xa0;: les statistiques viennent des parties conservées sur cet ordinateur.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n saved game(s) could not be read and are left out.</source>
        <translation>
            <numerusform>%n partie enregistrée n&apos;a pas pu être lue et est laissée de côté.</numerusform>
            <numerusform>%n parties enregistrées n&apos;ont pas pu être lues et sont laissées de côté.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear &amp;History…</source>
        <translation>Effacer l&apos;&amp;historique…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean score:</source>
        <translation>Score moyen&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score:</source>
        <translation>Meilleur score&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest road scored:</source>
        <translation>Plus longue route évaluée&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Biggest city scored:</source>
        <translation>Plus grande ville évaluée&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <location line="+2"/>
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tuile</numerusform>
            <numerusform>%n tuiles</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Against the &amp;computer:</source>
        <translation>Contre l&apos;&amp;ordinateur&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By &amp;expansions:</source>
        <translation>Par &amp;extensions&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expansions</source>
        <translation>Extensions</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games against each computer level</source>
        <translation>Parties contre chaque niveau de l&apos;ordinateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games with each mix of expansions</source>
        <translation>Parties avec chaque combinaison d&apos;extensions</translation>
    </message>
</context>
<context>
    <name>SurveyorToast</name>
    <message>
        <location filename="../carc_desktop/ui/expansions/surveyor_toast.py" line="+45"/>
        <source>Cities: %1</source>
        <translation>Villes&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roads: %1</source>
        <translation>Routes&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monasteries: %1</source>
        <translation>Abbayes&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>New Land Surveyors tiles</source>
        <translation>Nouvelles tuiles d&apos;évaluation</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Click to close</source>
        <translation>Cliquez pour fermer</translation>
    </message>
</context>
<context>
    <name>TileNames</name>
    <message>
        <location filename="../carc_desktop/art/leipzig_art.py" line="+35"/>
        <source>Wainwrights</source>
        <translation>Fabricants de chariots</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tanners</source>
        <translation>Tanneurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coiners</source>
        <translation>Monnayeurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bookbinders</source>
        <translation>Relieurs</translation>
    </message>
</context>
<context>
    <name>TileTray</name>
    <message>
        <location filename="../carc_desktop/ui/panels/tile_tray.py" line="+51"/>
        <source>Tile to place</source>
        <translation>Tuile à poser</translation>
    </message>
    <message>
        <location line="+179"/>
        <source>Rotate anticlockwise (Shift+R)</source>
        <translation>Tourner dans le sens antihoraire (Maj+R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate clockwise (R)</source>
        <translation>Tourner dans le sens horaire (R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate anticlockwise</source>
        <translation>Tourner dans le sens antihoraire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag the tile onto the board. Wheel, right click or R rotates it.</source>
        <translation>Faites glisser la tuile sur le plateau. La molette, le clic droit ou R la tournent.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your tile</source>
        <translation>Votre tuile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tile in play</source>
        <translation>Tuile en jeu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tile placed</source>
        <translation>Tuile posée</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>%n tuile restante</numerusform>
            <numerusform>%n tuiles restantes</numerusform>
        </translation>
    </message>
    <message>
        <location line="-49"/>
        <location filename="../carc_desktop/ui/play/decision_panel.py" line="+4"/>
        <source>Rotate clockwise</source>
        <translation>Tourner dans le sens horaire</translation>
    </message>
</context>
</TS>
