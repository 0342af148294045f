<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
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
            <translation>Poser un partisan ici</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/board/art.py" line="143" />
            <source>Place a farmer here</source>
            <translation>Poser un paysan ici</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/board/art.py" line="144" />
            <source>Place your builder here</source>
            <translation>Poser votre bâtisseur ici</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/board/art.py" line="145" />
            <source>Place your pig here</source>
            <translation>Poser votre cochon ici</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/board/view.py" line="114" />
            <source>Board</source>
            <extracomment>Our drag-and-drop MIME type; the payload is JSON {"tile": id, "rotation": r, "token": n}. On-screen size (px) a tile is zoomed up to when figures are to be placed on it. A short message for the status bar / toast (e.g. why a drop was refused). The cursor cell changed (None when hidden); the prompt enables "Place here" from it. The zoom factor changed. Height (px) covered by overlays at the bottom of the view (the prompt). The view (transform, centre) before an automatic close-up for placing a figure.</extracomment>
            <translation>Plateau</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/board/view.py" line="422" />
            <source>Choose a cell first: click a highlighted cell or use the arrow keys.</source>
            <translation>Choisissez d'abord une case : cliquez sur une case en surbrillance ou utilisez les flèches.</translation>
        </message>
    </context>
    <context>
        <name>Common</name>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="31" />
            <source>Red</source>
            <extracomment>The six Traders &amp; Builders colours, in the engine's order.</extracomment>
            <translation>Rouge</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="32" />
            <source>Blue</source>
            <translation>Bleu</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="33" />
            <source>Green</source>
            <translation>Vert</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="34" />
            <source>Yellow</source>
            <translation>Jaune</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="35" />
            <source>Black</source>
            <translation>Noir</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="36" />
            <source>Grey</source>
            <translation>Gris</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="73" />
            <source>Random</source>
            <translation>Aléatoire</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="74" />
            <source>Greedy</source>
            <translation>Glouton</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="75" />
            <source>Easy</source>
            <translation>Facile</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="76" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="77" />
            <source>Hard</source>
            <translation>Difficile</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="80" />
            <source>plays any legal move</source>
            <translation>joue n'importe quel coup autorisé</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="81" />
            <source>takes the most points right now</source>
            <translation>prend tout de suite le plus de points</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="82" />
            <source>a beginner: likes points, looks at part of the board</source>
            <translation>un débutant : aime les points, ne regarde qu'une partie du plateau</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="83" />
            <source>weighs every placement and figure by its expected worth</source>
            <translation>pèse chaque pose et chaque pion selon sa valeur attendue</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="84" />
            <source>looks ahead over the tiles that may come</source>
            <translation>anticipe les tuiles qui peuvent encore venir</translation>
        </message>
    </context>
    <context>
        <name>DecisionPanel</name>
        <message>
            <location filename="../carc_desktop/ui/decision_panel.py" line="121" />
            <source>Game over</source>
            <extracomment>Widest the prompt gets (px). Cells to highlight while a choice is hovered (empty list: none). Buttons that are not moves. The buttons of the moves on offer, by move (tests press them).</extracomment>
            <translation>Partie terminée</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/decision_panel.py" line="125" />
            <source>New game</source>
            <translation>Nouvelle partie</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/decision_panel.py" line="134" />
            <source>%1 is thinking…</source>
            <translation>%1 réfléchit…</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/decision_panel.py" line="144" />
            <source>↻ Rotate</source>
            <translation>↻ Tourner</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/decision_panel.py" line="146" />
            <source>Place here</source>
            <translation>Poser ici</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/decision_panel.py" line="153" />
            <source>Click one of the %n marker(s) on the tile you just placed, or place no figure.</source>
            <translation>
                <numerusform>Cliquez sur le repère de la tuile que vous venez de poser, ou ne posez aucune figurine.</numerusform>
                <numerusform>Cliquez sur l'un des %n repères de la tuile que vous venez de poser, ou ne posez aucune figurine.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/decision_panel.py" line="157" />
            <source>No figure can be placed on this tile.</source>
            <translation>Aucune figurine ne peut être posée sur cette tuile.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/decision_panel.py" line="160" />
            <source>No figure (S)</source>
            <translation>Aucune figurine (S)</translation>
        </message>
    </context>
    <context>
        <name>EndOfGameDialog</name>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="205" />
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="206" />
            <source>Final scoring</source>
            <extracomment>The players want another game with the same setup.</extracomment>
            <translation>Décompte final</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="207" />
            <source>Final scoring, step by step:</source>
            <translation>Décompte final, étape par étape :</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="208" />
            <source>Final scoring steps</source>
            <translation>Étapes du décompte final</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="209" />
            <source>&amp;Next step</source>
            <translation>Étape &amp;suivante</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="210" />
            <source>Show the next final scoring</source>
            <translation>Afficher le décompte final suivant</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="211" />
            <source>Show &amp;all</source>
            <translation>&amp;Tout afficher</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="212" />
            <source>Show every final scoring and the results</source>
            <translation>Afficher tous les décomptes finaux et les résultats</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="213" />
            <source>Points by player and category</source>
            <translation>Points par joueur et par catégorie</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="214" />
            <source>&amp;Play again</source>
            <translation>&amp;Rejouer</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="215" />
            <source>Play again with the same players and rules</source>
            <translation>Rejouer avec les mêmes joueurs et les mêmes règles</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="272" />
            <source>%1: %2</source>
            <translation>%1 : %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="273" />
            <source>Scores so far: %1</source>
            <translation>Scores actuels : %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="219" />
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="284" />
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="323" />
            <source>%1 wins with %n point(s)!</source>
            <translation>
                <numerusform>%1 gagne avec %n point !</numerusform>
                <numerusform>%1 gagne avec %n points !</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="325" />
            <source>%1 share the victory with %n point(s) each!</source>
            <translation>
                <numerusform>%1 se partagent la victoire avec %n point chacun !</numerusform>
                <numerusform>%1 se partagent la victoire avec %n points chacun !</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="42" />
            <source>Roads</source>
            <extracomment>Categories in table order. Always shown, even at 0.</extracomment>
            <translation>Routes</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="43" />
            <source>Cities</source>
            <translation>Villes</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="44" />
            <source>Monasteries</source>
            <translation>Abbayes</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="45" />
            <source>Fields</source>
            <translation>Prés</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="46" />
            <source>Goods</source>
            <translation>Marchandises</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="47" />
            <source>Leipzig bonuses</source>
            <translation>Bonus de Leipzig</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="48" />
            <source>La Porxada</source>
            <translation>La Porxada</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="49" />
            <source>Land Surveyors</source>
            <translation>Arpenteurs</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="50" />
            <source>Other</source>
            <translation>Autres</translation>
        </message>
    </context>
    <context>
        <name>ErrorText</name>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="26" />
            <source>Technical details: %1</source>
            <translation>Détails techniques : %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="36" />
            <source>the north side</source>
            <translation>le côté nord</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="37" />
            <source>the east side</source>
            <translation>le côté est</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="38" />
            <source>the south side</source>
            <translation>le côté sud</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="39" />
            <source>the west side</source>
            <translation>le côté ouest</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="44" />
            <source>no edge</source>
            <translation>aucun bord</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="49" />
            <source>You have no follower left.</source>
            <translation>Vous n'avez plus de partisan.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="50" />
            <source>You have no builder left.</source>
            <translation>Vous n'avez plus de bâtisseur disponible.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="51" />
            <source>You have no pig left.</source>
            <translation>Vous n'avez plus de cochon disponible.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="52" />
            <source>You have no figure of that kind left.</source>
            <translation>Vous n'avez plus de figurine de ce type.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="57" />
            <source>That road is already occupied.</source>
            <translation>Cette route est déjà occupée.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="58" />
            <source>That city is already occupied.</source>
            <translation>Cette ville est déjà occupée.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="59" />
            <source>That field is already occupied.</source>
            <translation>Ce pré est déjà occupé.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="60" />
            <source>That monastery is already occupied.</source>
            <translation>Cette abbaye est déjà occupée.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="61" />
            <source>That feature is already occupied.</source>
            <translation>Cette zone est déjà occupée.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="69" />
            <source>The game is over.</source>
            <translation>La partie est terminée.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="71" />
            <source>That is not the decision asked for now.</source>
            <translation>Ce n'est pas la décision attendue maintenant.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="73" />
            <source>There is nothing to undo.</source>
            <translation>Il n'y a rien à annuler.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="75" />
            <source>That cell is already taken.</source>
            <translation>Cette case est déjà occupée.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="77" />
            <source>A tile must touch a tile already on the board.</source>
            <translation>Une tuile doit toucher une tuile déjà posée.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="79" />
            <source>A tile can only be turned in quarter turns.</source>
            <translation>Une tuile ne se tourne que par quarts de tour.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="81" />
            <source>The tile does not fit there: %1 (%2) does not match the neighbouring tile (%3).</source>
            <translation>La tuile ne convient pas ici : %1 (%2) ne correspond pas à la tuile voisine (%3).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="85" />
            <source>The rules of %1 do not allow this tile there.</source>
            <translation>Les règles de l'extension « %1 » n'autorisent pas cette tuile ici.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="90" />
            <source>The tile just placed has no such feature.</source>
            <translation>La tuile qui vient d'être posée n'a pas cette zone.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="94" />
            <source>That figure may not go there now.</source>
            <translation>Cette figurine ne peut pas aller là maintenant.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="96" />
            <source>There is no such follower on the board.</source>
            <translation>Ce partisan n'est pas sur le plateau.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="97" />
            <source>That choice is not allowed now.</source>
            <translation>Ce choix n'est pas permis maintenant.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="106" />
            <source>A game needs 2 to 6 players, not %1.</source>
            <translation>Une partie se joue à 2 à 6 joueurs, pas à %1.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="108" />
            <source>Unknown rules edition “%1”.</source>
            <translation>Édition des règles inconnue : « %1 ».</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="110" />
            <source>Unknown expansion “%1”.</source>
            <translation>Extension inconnue : « %1 ».</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="112" />
            <source>Unknown rule option “%1”.</source>
            <translation>Option de règle inconnue : « %1 ».</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="114" />
            <source>The rule option “%1” has an invalid value (%2).</source>
            <translation>L'option de règle « %1 » a une valeur non valable (%2).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="117" />
            <source>Each player needs 1 to 20 followers, not %1.</source>
            <translation>Chaque joueur doit avoir de 1 à 20 partisans, pas %1.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="119" />
            <source>Tile “%1” (draw %2) is not in the chosen tile sets.</source>
            <translation>La tuile « %1 » (tirage %2) ne fait pas partie des jeux de tuiles choisis.</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/error_text.py" line="123" />
            <source>The box holds only %n tile(s) “%1”; draw %2 is one too many.</source>
            <translation>
                <numerusform>La boîte ne contient que %n tuile « %1 » ; le tirage %2 est de trop.</numerusform>
                <numerusform>La boîte ne contient que %n tuiles « %1 » ; le tirage %2 est de trop.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="125" />
            <source>These settings cannot start a game.</source>
            <translation>Ces réglages ne permettent pas de commencer une partie.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="143" />
            <source>The file does not exist; it may have been moved or deleted.</source>
            <translation>Le fichier n'existe pas ; il a peut-être été déplacé ou supprimé.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="146" />
            <source>That is a folder, not a saved game.</source>
            <translation>C'est un dossier, pas une partie enregistrée.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="147" />
            <source>The file cannot be read (no permission, or a disk error).</source>
            <translation>Le fichier ne peut pas être lu (pas d'autorisation, ou erreur de disque).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="149" />
            <source>The file is %1 MB, far larger than any saved game (the limit is %2 MB), so it was not read.</source>
            <translation>Le fichier fait %1 Mo, bien plus que toute partie enregistrée (la limite est de %2 Mo) ; il n'a donc pas été lu.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="152" />
            <source>The file is empty.</source>
            <translation>Le fichier est vide.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="154" />
            <source>The file is not text (invalid byte at position %1): it is not a saved game, or it is damaged.</source>
            <translation>Le fichier n'est pas du texte (octet non valable à la position %1) : ce n'est pas une partie enregistrée, ou il est endommagé.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="157" />
            <source>The file is cut short: it ends in the middle of the game record, probably because it was not written completely.</source>
            <translation>Le fichier est tronqué : il s'arrête au milieu de l'enregistrement de la partie, sans doute parce qu'il n'a pas été écrit entièrement.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="160" />
            <source>The file is not a saved game (it is not valid JSON).</source>
            <translation>Le fichier n'est pas une partie enregistrée (ce n'est pas du JSON valable).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="162" />
            <source>The file was refused for safety: its content is far outside what a saved game holds.</source>
            <translation>Le fichier a été refusé par sécurité : son contenu sort largement de ce que contient une partie enregistrée.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="165" />
            <source>The file is JSON, but not a carc-desktop game record.</source>
            <translation>Le fichier est du JSON, mais pas un enregistrement de partie de carc-desktop.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="167" />
            <source>The file was saved by a newer version of carc-desktop (record version %1; this version reads version %2). Update carc-desktop to open it.</source>
            <translation>Le fichier a été enregistré par une version plus récente de carc-desktop (version d'enregistrement %1 ; cette version lit la version %2). Mettez carc-desktop à jour pour l'ouvrir.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="174" />
            <source>The file names an unknown tile “%1”: the file is damaged or was made by a newer version.</source>
            <translation>Le fichier mentionne une tuile inconnue « %1 » : le fichier est endommagé ou vient d'une version plus récente.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="171" />
            <source>The game record has no valid version number (this version reads version %1).</source>
            <translation>L'enregistrement de la partie n'a pas de numéro de version valable (cette version lit la version %1).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="177" />
            <source>The game record is damaged.</source>
            <translation>L'enregistrement de la partie est endommagé.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="181" />
            <source>Decision %1 of %2 in the game record is malformed: the file is damaged.</source>
            <translation>La décision %1 sur %2 de l'enregistrement est mal formée : le fichier est endommagé.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="183" />
            <source>Decision %1 of %2 in the game record breaks the rules: the file is damaged or was edited.</source>
            <translation>La décision %1 sur %2 de l'enregistrement enfreint les règles : le fichier est endommagé ou a été modifié.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="190" />
            <source>The game could not be replayed because of an error in carc-desktop.</source>
            <translation>La partie n'a pas pu être rejouée à cause d'une erreur dans carc-desktop.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="192" />
            <source>The file cannot be opened.</source>
            <translation>Le fichier ne peut pas être ouvert.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="210" />
            <source>Cannot open “%1”.</source>
            <translation>Impossible d'ouvrir « %1 ».</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="210" />
            <source>Cannot open this game.</source>
            <translation>Impossible d'ouvrir cette partie.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="226" />
            <source>Cannot save “%1”: the game could not be written as a record. The previous file is unchanged.</source>
            <translation>Impossible d'enregistrer « %1 » : la partie n'a pas pu être écrite sous forme d'enregistrement. Le fichier précédent est intact.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="229" />
            <source>Cannot save “%1”: the file could not be written. The previous file is unchanged.</source>
            <translation>Impossible d'enregistrer « %1 » : le fichier n'a pas pu être écrit. Le fichier précédent est intact.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="231" />
            <source>The game could not be saved.</source>
            <translation>La partie n'a pas pu être enregistrée.</translation>
        </message>
    </context>
    <context>
        <name>EventText</name>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="63" />
            <source>%n tile(s)</source>
            <translation>
                <numerusform>%n tuile</numerusform>
                <numerusform>%n tuiles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="67" />
            <source>%n coat(s) of arms</source>
            <translation>
                <numerusform>%n blason</numerusform>
                <numerusform>%n blasons</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="74" />
            <source>nobody</source>
            <translation>personne</translation>
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
            <translation>%1 et %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="90" />
            <source>Player %1</source>
            <translation>Joueur %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="95" />
            <source>road</source>
            <translation>route</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="96" />
            <source>city</source>
            <translation>ville</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="97" />
            <source>monastery</source>
            <translation>abbaye</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="98" />
            <source>field</source>
            <translation>pré</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="99" />
            <source>goods</source>
            <translation>marchandises</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="100" />
            <source>Leipzig quarter</source>
            <translation>quartier de Leipzig</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="107" />
            <source>follower</source>
            <translation>partisan</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="108" />
            <source>farmer</source>
            <translation>paysan</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="109" />
            <source>builder</source>
            <translation>bâtisseur</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="110" />
            <source>pig</source>
            <translation>cochon</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="117" />
            <source>wine</source>
            <translation>vin</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="118" />
            <source>grain</source>
            <translation>blé</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="119" />
            <source>cloth</source>
            <translation>tissu</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="126" />
            <source>%n wine token(s)</source>
            <translation>
                <numerusform>%n jeton de vin</numerusform>
                <numerusform>%n jetons de vin</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="128" />
            <source>%n grain token(s)</source>
            <translation>
                <numerusform>%n jeton de blé</numerusform>
                <numerusform>%n jetons de blé</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="130" />
            <source>%n cloth token(s)</source>
            <translation>
                <numerusform>%n jeton de tissu</numerusform>
                <numerusform>%n jetons de tissu</numerusform>
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
            <translation>quartier des fabricants de chariots</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="137" />
            <source>Tanners' quarter</source>
            <translation>quartier des tanneurs</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="138" />
            <source>Coiners' quarter</source>
            <translation>quartier des monnayeurs</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="139" />
            <source>Bookbinders' quarter</source>
            <translation>quartier des relieurs</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="146" />
            <source>Traders &amp; Builders</source>
            <translation>Marchands &amp; Bâtisseurs</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="147" />
            <source>The Markets of Leipzig</source>
            <translation>Les Marchés de Leipzig</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="148" />
            <source>The Land Surveyors</source>
            <translation>Les Arpenteurs</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="149" />
            <source>La Porxada</source>
            <translation>La Porxada</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="157" />
            <source>Citizens' Jury</source>
            <translation>Jury citoyen</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="158" />
            <source>Bad Neighbourhood</source>
            <translation>Quartier mal famé</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="159" />
            <source>Siege</source>
            <translation>Siège</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="160" />
            <location filename="../carc_desktop/ui/event_text.py" line="239" />
            <source>Wealth</source>
            <translation>Richesse</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="161" />
            <location filename="../carc_desktop/ui/event_text.py" line="241" />
            <source>Poverty</source>
            <translation>Pauvreté</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="162" />
            <source>Street Fair</source>
            <translation>Fête de rue</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="163" />
            <source>Highway</source>
            <translation>Voie rapide</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="164" />
            <source>Peasant Uprising</source>
            <translation>Révolte paysanne</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="165" />
            <source>Hermit Monastery</source>
            <translation>Ermitage</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="166" />
            <source>Pilgrimage Route</source>
            <translation>Chemin de pèlerinage</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="171" />
            <source>Wealth or Poverty</source>
            <translation>Richesse ou pauvreté</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="193" />
            <source>every player with a knight in a completed city scores it, majority or not</source>
            <translation>chaque joueur ayant un chevalier dans une ville achevée la marque, majorité ou non</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="195" />
            <source>tiles that add only a small city cap to a completed city score nothing</source>
            <translation>les tuiles qui n'ajoutent qu'un petit bout de ville à une ville achevée ne rapportent rien</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="197" />
            <source>each coat of arms in a completed city is worth 1 more point</source>
            <translation>chaque blason d'une ville achevée vaut 1 point de plus</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="198" />
            <source>a completed road scores 2 points per tile</source>
            <translation>une route achevée rapporte 2 points par tuile</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="200" />
            <source>a completed road scores as 5 tiles, whatever its length</source>
            <translation>une route achevée compte comme 5 tuiles, quelle que soit sa longueur</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="202" />
            <source>road tiles showing a farmhouse score nothing</source>
            <translation>les tuiles de route montrant une ferme ne rapportent rien</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="204" />
            <source>a completed monastery scores 1 point less for each of its 9 tiles showing a city</source>
            <translation>une abbaye achevée rapporte 1 point de moins pour chacune de ses 9 tuiles montrant une ville</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="206" />
            <source>a completed monastery scores 1 more point for each of its 9 tiles showing a road</source>
            <translation>une abbaye achevée rapporte 1 point de plus pour chacune de ses 9 tuiles montrant une route</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="215" />
            <source>each player scoring a completed city gets %n more point(s)</source>
            <translation>
                <numerusform>chaque joueur qui marque pour une ville achevée reçoit %n point de plus</numerusform>
                <numerusform>chaque joueur qui marque pour une ville achevée reçoit %n points de plus</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="217" />
            <source>each player scoring a completed city gets %n point(s) less</source>
            <translation>
                <numerusform>chaque joueur qui marque pour une ville achevée reçoit %n point de moins</numerusform>
                <numerusform>chaque joueur qui marque pour une ville achevée reçoit %n points de moins</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="221" />
            <source>each player scoring a completed road gets %n more point(s)</source>
            <translation>
                <numerusform>chaque joueur qui marque pour une route achevée reçoit %n point de plus</numerusform>
                <numerusform>chaque joueur qui marque pour une route achevée reçoit %n points de plus</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="223" />
            <source>each player scoring a completed road gets %n point(s) less</source>
            <translation>
                <numerusform>chaque joueur qui marque pour une route achevée reçoit %n point de moins</numerusform>
                <numerusform>chaque joueur qui marque pour une route achevée reçoit %n points de moins</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="228" />
            <source>each player scoring a completed monastery gets %n more point(s)</source>
            <translation>
                <numerusform>chaque joueur qui marque pour une abbaye achevée reçoit %n point de plus</numerusform>
                <numerusform>chaque joueur qui marque pour une abbaye achevée reçoit %n points de plus</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="230" />
            <source>each player scoring a completed monastery gets %n point(s) less</source>
            <translation>
                <numerusform>chaque joueur qui marque pour une abbaye achevée reçoit %n point de moins</numerusform>
                <numerusform>chaque joueur qui marque pour une abbaye achevée reçoit %n points de moins</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="259" />
            <source>an unfinished road of %n tile(s)</source>
            <translation>
                <numerusform>une route inachevée de %n tuile</numerusform>
                <numerusform>une route inachevée de %n tuiles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="260" />
            <source>a completed road of %n tile(s)</source>
            <translation>
                <numerusform>une route achevée de %n tuile</numerusform>
                <numerusform>une route achevée de %n tuiles</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="265" />
            <source>an unfinished city of %1 with %2</source>
            <translation>une ville inachevée de %1 avec %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="267" />
            <source>a completed city of %1 with %2</source>
            <translation>une ville achevée de %1 avec %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="270" />
            <source>an unfinished city of %n tile(s)</source>
            <translation>
                <numerusform>une ville inachevée de %n tuile</numerusform>
                <numerusform>une ville inachevée de %n tuiles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="271" />
            <source>a completed city of %n tile(s)</source>
            <translation>
                <numerusform>une ville achevée de %n tuile</numerusform>
                <numerusform>une ville achevée de %n tuiles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="274" />
            <source>an unfinished monastery with %n tile(s) around and under it</source>
            <translation>
                <numerusform>une abbaye inachevée avec %n tuile (elle comprise)</numerusform>
                <numerusform>une abbaye inachevée avec %n tuiles autour (elle comprise)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="276" />
            <source>a completed monastery</source>
            <translation>une abbaye achevée</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="278" />
            <source>a field next to %n completed city(ies)</source>
            <translation>
                <numerusform>un pré bordant %n ville achevée</numerusform>
                <numerusform>un pré bordant %n villes achevées</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="281" />
            <source>an unfinished %1</source>
            <translation>%1 (inachevé)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="282" />
            <source>a completed %1</source>
            <translation>%1 (achevé)</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="288" />
            <source>%1 loses %n point(s) (%2).</source>
            <translation>
                <numerusform>%1 perd %n point (%2).</numerusform>
                <numerusform>%1 perd %n points (%2).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="291" />
            <source>%1 gets %n more point(s) from the Wainwrights' quarter.</source>
            <translation>
                <numerusform>%1 reçoit %n point de plus grâce au quartier des fabricants de chariots.</numerusform>
                <numerusform>%1 reçoit %n points de plus grâce au quartier des fabricants de chariots.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="293" />
            <source>%1 gets %n more point(s) from the Coiners' quarter.</source>
            <translation>
                <numerusform>%1 reçoit %n point de plus grâce au quartier des monnayeurs.</numerusform>
                <numerusform>%1 reçoit %n points de plus grâce au quartier des monnayeurs.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="295" />
            <source>%1 gets %n more point(s) from the Bookbinders' quarter.</source>
            <translation>
                <numerusform>%1 reçoit %n point de plus grâce au quartier des relieurs.</numerusform>
                <numerusform>%1 reçoit %n points de plus grâce au quartier des relieurs.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="297" />
            <source>%1 gets %n more point(s) from the Tanners' quarter.</source>
            <translation>
                <numerusform>%1 reçoit %n point de plus grâce au quartier des tanneurs.</numerusform>
                <numerusform>%1 reçoit %n points de plus grâce au quartier des tanneurs.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="299" />
            <source>%1 gets %n more point(s) for the pig.</source>
            <translation>
                <numerusform>%1 reçoit %n point de plus pour le cochon.</numerusform>
                <numerusform>%1 reçoit %n points de plus pour le cochon.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="301" />
            <source>%1 gets %n more point(s) for the La Porxada token.</source>
            <translation>
                <numerusform>%1 reçoit %n point de plus pour le jeton La Porxada.</numerusform>
                <numerusform>%1 reçoit %n points de plus pour le jeton La Porxada.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="303" />
            <source>%1 gets %n more point(s) (%2).</source>
            <translation>
                <numerusform>%1 reçoit %n point de plus (%2).</numerusform>
                <numerusform>%1 reçoit %n points de plus (%2).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="320" />
            <source>Land Surveyors tile %1 applies: %2.</source>
            <translation>La tuile Arpenteurs %1 s'applique : %2.</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="323" />
            <source>Each Leipzig road counts as one tile: the road counts %n tile(s).</source>
            <translation>
                <numerusform>Chaque route de Leipzig compte pour une tuile : la route compte %n tuile.</numerusform>
                <numerusform>Chaque route de Leipzig compte pour une tuile : la route compte %n tuiles.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="329" />
            <source>%n farmhouse(s)</source>
            <translation>
                <numerusform>%n ferme</numerusform>
                <numerusform>%n fermes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="331" />
            <source>%n shed(s)</source>
            <translation>
                <numerusform>%n étable</numerusform>
                <numerusform>%n étables</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="333" />
            <source>The Tanners count %1 in this field.</source>
            <translation>Les tanneurs comptent %1 dans ce pré.</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="347" />
            <source>%1 has the most %2 tokens and scores %n point(s).</source>
            <translation>
                <numerusform>%1 a le plus de jetons de %2 et marque %n point.</numerusform>
                <numerusform>%1 a le plus de jetons de %2 et marque %n points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="349" />
            <source>%1 share the most %2 tokens and score %n point(s) each.</source>
            <translation>
                <numerusform>%1 ont autant de jetons de %2 et marquent %n point chacun.</numerusform>
                <numerusform>%1 ont autant de jetons de %2 et marquent %n points chacun.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="352" />
            <source>Nobody wins the %1 tokens.</source>
            <translation>Personne ne remporte les jetons de %1.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="356" />
            <source>Nobody scores %1.</source>
            <translation>Personne ne marque de points pour %1.</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="358" />
            <source>%1 scores %n point(s) for %2.</source>
            <translation>
                <numerusform>%1 marque %n point pour %2.</numerusform>
                <numerusform>%1 marque %n points pour %2.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="360" />
            <source>%1 score %n point(s) each for %2.</source>
            <translation>
                <numerusform>%1 marquent %n point chacun pour %2.</numerusform>
                <numerusform>%1 marquent %n points chacun pour %2.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="386" />
            <source>The game is over.</source>
            <translation>La partie est terminée.</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="389" />
            <source>The game is over: %1 wins with %n point(s).</source>
            <translation>
                <numerusform>La partie est terminée : %1 gagne avec %n point.</numerusform>
                <numerusform>La partie est terminée : %1 gagne avec %n points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="391" />
            <source>The game is over: %1 share the victory with %n point(s) each.</source>
            <translation>
                <numerusform>La partie est terminée : %1 se partagent la victoire avec %n point chacun.</numerusform>
                <numerusform>La partie est terminée : %1 se partagent la victoire avec %n points chacun.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="403" />
            <source>%1 takes %2 from the completed city.</source>
            <translation>%1 prend %2 dans la ville achevée.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="410" />
            <source>%1's builder earns a second tile this turn.</source>
            <comment>%1 is a player's name</comment>
            <translation>Le bâtisseur de %1 lui vaut une deuxième tuile ce tour-ci.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="412" />
            <source>%1 declines the builder's second tile.</source>
            <translation>%1 renonce à la deuxième tuile du bâtisseur.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="417" />
            <source>%1 takes back the %2: no follower of theirs is left with it.</source>
            <translation>%1 reprend son %2 : aucun de ses partisans n'y reste.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="422" />
            <source>Tile %1 fits nowhere: it goes back to the box and %2 draws again.</source>
            <translation>La tuile %1 ne peut être posée nulle part : elle retourne dans la boîte et %2 pioche à nouveau.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="431" />
            <source>%1 sends a meeple from the completed road to the %2 and still scores the road with the others.</source>
            <translation>%1 envoie un meeple de la route achevée dans le %2 et marque quand même la route avec les autres.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="433" />
            <source>%1 sends a meeple from the completed road to the %2 instead of scoring it.</source>
            <translation>%1 envoie un meeple de la route achevée dans le %2 au lieu de la marquer.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="438" />
            <source>%1 keeps the meeple on the road and scores it normally.</source>
            <translation>%1 laisse le meeple sur la route et la marque normalement.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="444" />
            <source>New Land Surveyors tiles: %1 for cities, %2 for roads, %3 for monasteries.</source>
            <translation>Nouvelles tuiles Arpenteurs : %1 pour les villes, %2 pour les routes, %3 pour les abbayes.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="454" />
            <source>%1 chooses the La Porxada scoring bonus.</source>
            <translation>%1 choisit le bonus de décompte de La Porxada.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="455" />
            <source>%1 asks %2 to swap two followers (La Porxada).</source>
            <translation>%1 demande à %2 d'échanger deux partisans (La Porxada).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="462" />
            <source>%1 accepts: the two followers change places.</source>
            <translation>%1 accepte : les deux partisans échangent leurs places.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="463" />
            <source>%1 refuses the swap and must give up a follower.</source>
            <translation>%1 refuse l'échange et doit renoncer à un partisan.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="469" />
            <source>%1 removes a follower from the supply for good.</source>
            <translation>%1 retire définitivement un partisan de sa réserve.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="470" />
            <source>%1 removes a follower from the board for good.</source>
            <translation>%1 retire définitivement un partisan du plateau.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="476" />
            <source>La Porxada's city is completed without knights: nobody takes a token.</source>
            <translation>La ville de La Porxada est achevée sans chevalier : personne ne prend de jeton.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="478" />
            <source>%1 takes a La Porxada token.</source>
            <translation>%1 prend un jeton La Porxada.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="479" />
            <source>%1 each take a La Porxada token.</source>
            <translation>%1 prennent chacun un jeton La Porxada.</translation>
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
                <numerusform>%1 : %n point.</numerusform>
                <numerusform>%1 : %n points.</numerusform>
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
                <numerusform>Route achevée de %n tuile</numerusform>
                <numerusform>Route achevée de %n tuiles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/feature_info.py" line="91" />
            <source>Unfinished road of %n tile(s)</source>
            <translation>
                <numerusform>Route inachevée de %n tuile</numerusform>
                <numerusform>Route inachevée de %n tuiles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/feature_info.py" line="95" />
            <source>Completed city of %n tile(s)</source>
            <translation>
                <numerusform>Ville achevée de %n tuile</numerusform>
                <numerusform>Ville achevée de %n tuiles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/feature_info.py" line="98" />
            <source>Unfinished city of %n tile(s)</source>
            <translation>
                <numerusform>Ville inachevée de %n tuile</numerusform>
                <numerusform>Ville inachevée de %n tuiles</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/feature_info.py" line="102" />
            <source>Completed city of %1 with %2</source>
            <translation>Ville achevée de %1 avec %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/feature_info.py" line="105" />
            <source>Unfinished city of %1 with %2</source>
            <translation>Ville inachevée de %1 avec %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/feature_info.py" line="108" />
            <source>Monastery with %n of 9 tiles</source>
            <translation>
                <numerusform>Abbaye avec %n tuile sur 9</numerusform>
                <numerusform>Abbaye avec %n tuiles sur 9</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/feature_info.py" line="110" />
            <source>Field next to %n completed city(ies)</source>
            <translation>
                <numerusform>Pré bordant %n ville achevée</numerusform>
                <numerusform>Pré bordant %n villes achevées</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/feature_info.py" line="116" />
            <source>%1: worth %n point(s), nobody holds it.</source>
            <translation>
                <numerusform>%1 : vaut %n point, personne ne l'occupe.</numerusform>
                <numerusform>%1 : vaut %n points, personne ne l'occupe.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/feature_info.py" line="118" />
            <source>%1: worth %n point(s) now to %2.</source>
            <translation>
                <numerusform>%1 : vaut maintenant %n point pour %2.</numerusform>
                <numerusform>%1 : vaut maintenant %n points pour %2.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FileActions</name>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="200" />
            <source>No recent games</source>
            <translation>Aucune partie récente</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="227" />
            <source>&amp;Clear the List</source>
            <translation>&amp;Effacer la liste</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="260" />
            <location filename="../carc_desktop/ui/file_actions.py" line="366" />
            <source>Cannot continue the last game</source>
            <translation>Impossible de reprendre la dernière partie</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="264" />
            <source>The last game is over: there is nothing to continue.</source>
            <translation>La dernière partie est terminée : il n'y a rien à reprendre.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="268" />
            <source>Continued from the backup</source>
            <translation>Reprise depuis la copie de secours</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="269" />
            <location filename="../carc_desktop/ui/file_actions.py" line="405" />
            <source>The last game continues.</source>
            <translation>La dernière partie continue.</translation>
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
            <translation>jeu de base</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="291" />
            <source>%1: %2 (%3, finished)</source>
            <comment>date: players and scores (expansions)</comment>
            <translation>%1 : %2 (%3, terminée)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="293" />
            <source>%1: %2 (%3)</source>
            <comment>date: players and scores (expansions)</comment>
            <translation>%1 : %2 (%3)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="299" />
            <source>The game is over.</source>
            <translation>La partie est terminée.</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/file_actions.py" line="301" />
            <source>Turn %1, %n tile(s) left.</source>
            <translation>
                <numerusform>Tour %1, %n tuile restante.</numerusform>
                <numerusform>Tour %1, %n tuiles restantes.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="306" />
            <source>The autosaved game is damaged and cannot be resumed.

%1</source>
            <translation>La partie sauvegardée automatiquement est endommagée et ne peut pas être reprise.

%1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="310" />
            <source>The last autosave is damaged; the copy written one decision earlier was used.</source>
            <translation>La dernière sauvegarde automatique est endommagée ; la copie écrite une décision plus tôt a été utilisée.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="315" />
            <source>The game of %1 is not finished (turn %2). Do you want to continue it?</source>
            <translation>La partie de %1 n'est pas terminée (tour %2). Voulez-vous la reprendre ?</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="351" />
            <source>Continue the last game?</source>
            <translation>Reprendre la dernière partie ?</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="325" />
            <source>There is nothing to redo.</source>
            <extracomment>Engine refusal codes that say less than the controller's own reason for the same move. Played by ``carc_desktop.ai`` instead of a person at this computer. AI level passed to ``choose_move`` (meaningful only for computer players). Top-level record key with who plays each seat (docs/record-format.md, "Seats"). Anything about the game changed (a move, an undo, a new game): redraw. A new tile waits to be placed (engine ``TileType``). Score events (engine ``Event`` of type ``score``) of the move just played. A new turn began; the argument is the player index. A decision is pending; the argument is the step kind (``place``, ``deploy``, ...). An intent was refused; the argument says why, in a short translated sentence. The tray tile's preview rotation (quarter turns clockwise). A computer player started (True) or stopped (False) thinking. A new game (or a loaded one) replaced the previous game. The game could not be autosaved; the argument is a translated sentence saying why. Writes the record after every decision (None: no autosave). Minimum time a computer move takes, so people can follow it.</extracomment>
            <translation>Il n'y a rien à rétablir.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="453" />
            <source>The game could not be autosaved (%1). Save it with Ctrl+S to be safe.</source>
            <translation>La partie n'a pas pu être enregistrée automatiquement (%1). Enregistrez-la avec Ctrl+S par précaution.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="82" />
            <source>Player %1</source>
            <translation>Joueur %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="274" />
            <source>There is no tile to place now.</source>
            <translation>Il n'y a pas de tuile à poser maintenant.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="286" />
            <source>You cannot put a figure there now.</source>
            <translation>Vous ne pouvez pas poser de figurine ici maintenant.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="295" />
            <source>This decision cannot be skipped.</source>
            <translation>Cette décision ne peut pas être passée.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="302" />
            <source>That choice is not allowed now.</source>
            <translation>Ce choix n'est pas permis maintenant.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="309" />
            <source>There is nothing to undo.</source>
            <translation>Il n'y a rien à annuler.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="392" />
            <source>The game is over.</source>
            <translation>La partie est terminée.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="395" />
            <source>Please wait: %1 is thinking.</source>
            <translation>Veuillez patienter : %1 réfléchit.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="410" />
            <source>The tile does not fit there this way round: rotate it (R).</source>
            <translation>La tuile ne convient pas ici dans ce sens : tournez-la (R).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="534" />
            <source>it chose an illegal move</source>
            <translation>il a choisi un coup interdit</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="535" />
            <source>The computer player failed (%1); it plays the first legal move.</source>
            <translation>Le joueur ordinateur a échoué (%1) ; il joue le premier coup autorisé.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="175" />
            <source>The game is over.</source>
            <translation>La partie est terminée.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="295" />
            <source>Game over</source>
            <translation>Partie terminée</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="297" />
            <source>Turn %1</source>
            <translation>Tour %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="251" />
            <source>Carcassonne</source>
            <translation>Carcassonne</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="253" />
            <source>Tile</source>
            <translation>Tuile</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="253" />
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="258" />
            <source>&amp;Game</source>
            <translation>&amp;Partie</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="258" />
            <source>&amp;View</source>
            <translation>&amp;Affichage</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="264" />
            <source>&amp;New Game</source>
            <translation>&amp;Nouvelle partie</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="265" />
            <source>&amp;Undo</source>
            <translation>&amp;Annuler</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="266" />
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="267" />
            <source>Zoom &amp;In</source>
            <translation>Zoom &amp;avant</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="268" />
            <source>Zoom &amp;Out</source>
            <translation>Zoom a&amp;rrière</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="269" />
            <source>Zoom to &amp;Fit</source>
            <translation>A&amp;juster à la fenêtre</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/main_window.py" line="293" />
            <source>%n tile(s) left</source>
            <translation>
                <numerusform>%n tuile restante</numerusform>
                <numerusform>%n tuiles restantes</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="87" />
            <source>&amp;New Game…</source>
            <extracomment>Game &gt; Open Recent (filled by the shell when it is about to show).</extracomment>
            <translation>&amp;Nouvelle partie…</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="87" />
            <source>Choose players and rules for a new game</source>
            <translation>Choisir les joueurs et les règles d'une nouvelle partie</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="88" />
            <source>&amp;Open…</source>
            <translation>&amp;Ouvrir…</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="88" />
            <source>Open a saved game</source>
            <translation>Ouvrir une partie enregistrée</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="89" />
            <source>&amp;Continue Last Game</source>
            <translation>Reprendre la &amp;dernière partie</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="89" />
            <source>Go back to the game that was autosaved</source>
            <translation>Revenir à la partie enregistrée automatiquement</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="90" />
            <source>&amp;Save</source>
            <translation>&amp;Enregistrer</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="90" />
            <source>Save the game</source>
            <translation>Enregistrer la partie</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="91" />
            <source>Save &amp;As…</source>
            <translation>Enregistrer &amp;sous…</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="91" />
            <source>Save the game in a new file</source>
            <translation>Enregistrer la partie dans un nouveau fichier</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="92" />
            <source>&amp;Undo</source>
            <translation>&amp;Annuler</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="92" />
            <source>Take back your last decision</source>
            <translation>Reprendre votre dernière décision</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="93" />
            <source>&amp;Redo</source>
            <translation>&amp;Rétablir</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="93" />
            <source>Play again the decision you took back</source>
            <translation>Rejouer la décision que vous avez reprise</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="94" />
            <source>Se&amp;ttings…</source>
            <translation>&amp;Paramètres…</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="94" />
            <source>Language, animations and hints</source>
            <translation>Langue, animations et indications</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="95" />
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="95" />
            <source>Close the game</source>
            <translation>Fermer le jeu</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="96" />
            <source>Zoom &amp;In</source>
            <translation>Zoom &amp;avant</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="96" />
            <source>Show the board larger</source>
            <translation>Afficher le plateau en plus grand</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="97" />
            <source>Zoom &amp;Out</source>
            <translation>Zoom a&amp;rrière</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="97" />
            <source>Show more of the board</source>
            <translation>Afficher une plus grande partie du plateau</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="98" />
            <source>&amp;Fit the Board</source>
            <translation>A&amp;juster le plateau</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="98" />
            <source>Show the whole board</source>
            <translation>Afficher tout le plateau</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="99" />
            <source>F&amp;ull Screen</source>
            <translation>Plein é&amp;cran</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="99" />
            <source>Use the whole screen</source>
            <translation>Utiliser tout l'écran</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="100" />
            <source>Go to the &amp;Board</source>
            <translation>Aller au &amp;plateau</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="100" />
            <source>Move the keyboard focus to the board</source>
            <translation>Placer le focus clavier sur le plateau</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="101" />
            <source>Go to the S&amp;coreboard</source>
            <translation>Aller au &amp;tableau des scores</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="102" />
            <source>Move the keyboard focus to the scoreboard</source>
            <translation>Placer le focus clavier sur le tableau des scores</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="103" />
            <source>Go to the Score &amp;Log</source>
            <translation>Aller au journal des &amp;scores</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="103" />
            <source>Move the keyboard focus to the score log</source>
            <translation>Placer le focus clavier sur le journal des scores</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="104" />
            <source>&amp;Tiles Left…</source>
            <translation>&amp;Tuiles restantes…</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="104" />
            <source>The tiles still in the bag</source>
            <translation>Les tuiles encore dans le sac</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="105" />
            <source>&amp;Rules…</source>
            <translation>&amp;Règles…</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="105" />
            <source>A summary of the rules in play</source>
            <translation>Un résumé des règles en jeu</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="106" />
            <source>&amp;About…</source>
            <translation>À &amp;propos…</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="106" />
            <source>About this game</source>
            <translation>À propos de ce jeu</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="112" />
            <source>&amp;Game</source>
            <translation>&amp;Partie</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="112" />
            <source>Open &amp;Recent</source>
            <translation>Parties ré&amp;centes</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="112" />
            <source>&amp;View</source>
            <translation>&amp;Affichage</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="113" />
            <source>&amp;Help</source>
            <translation>A&amp;ide</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="227" />
            <location filename="../carc_desktop/ui/menus.py" line="232" />
            <source>There is nothing to undo.</source>
            <extracomment>history length -&gt; (bag_pos, decider) seen in that state</extracomment>
            <translation>Il n'y a rien à annuler.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="235" />
            <source>A new tile has been drawn since: with computer players in the game, moves before a draw cannot be taken back.</source>
            <translation>Une nouvelle tuile a été piochée depuis : avec des joueurs ordinateur dans la partie, les coups précédant une pioche ne peuvent pas être repris.</translation>
        </message>
    </context>
    <context>
        <name>MoveLabels</name>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="24" />
            <source>Wainwrights</source>
            <translation>fabricants de chariots</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="25" />
            <source>Tanners</source>
            <translation>tanneurs</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="26" />
            <source>Coiners</source>
            <translation>monnayeurs</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="27" />
            <source>Bookbinders</source>
            <translation>relieurs</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="49" />
            <source>the %1 at (%2, %3)</source>
            <translation>%1 en (%2, %3)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="52" />
            <source>one from your supply</source>
            <translation>un de votre réserve</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="59" />
            <source>Place the tile at (%1, %2), turned %3°</source>
            <translation>Poser la tuile en (%1, %2), tournée de %3°</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="69" />
            <source>Put a %1 on the %2</source>
            <translation>Poser un %1 : %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="75" />
            <source>No figure this turn</source>
            <translation>Aucune figurine ce tour-ci</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="76" />
            <source>Skip</source>
            <translation>Passer</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="80" />
            <source>Score the %1 at (%2, %3) first</source>
            <translation>Marquer d'abord : %1 en (%2, %3)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="89" />
            <source>Score the road normally</source>
            <translation>Marquer la route normalement</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="90" />
            <source>Send a meeple to the %1 quarter</source>
            <translation>Envoyer un meeple dans le quartier des %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="94" />
            <source>%1: score the road normally</source>
            <translation>%1 : marquer la route normalement</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="95" />
            <source>%1: send a meeple to the %2 quarter</source>
            <translation>%1 : envoyer un meeple dans le quartier des %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="102" />
            <source>Take the Porxada bonus token</source>
            <translation>Prendre le jeton bonus de la Porxada</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="113" />
            <source>Swap your follower on %1 with %2's on %3</source>
            <translation>Échanger votre partisan (%1) contre celui de %2 (%3)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="121" />
            <source>Accept the swap</source>
            <translation>Accepter l'échange</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="122" />
            <source>Refuse (and lose a follower)</source>
            <translation>Refuser (et perdre un partisan)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="128" />
            <source>Remove a follower from your supply</source>
            <translation>Retirer un partisan de votre réserve</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="129" />
            <source>Remove your follower on %1</source>
            <translation>Retirer votre partisan (%1)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="134" />
            <source>Take the builder's second tile</source>
            <translation>Prendre la deuxième tuile du bâtisseur</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="135" />
            <source>Decline the second tile</source>
            <translation>Renoncer à la deuxième tuile</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="145" />
            <source>yes</source>
            <translation>oui</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="145" />
            <source>no</source>
            <translation>non</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="178" />
            <source>%1, place your tile</source>
            <translation>%1, posez votre tuile</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="179" />
            <source>%1, place a figure?</source>
            <translation>%1, poser une figurine ?</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="180" />
            <source>%1, which feature scores first?</source>
            <translation>%1, quelle zone est marquée en premier ?</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="181" />
            <source>%1, send a meeple to Leipzig?</source>
            <translation>%1, envoyer un meeple à Leipzig ?</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="182" />
            <source>%1, La Porxada: choose an option</source>
            <translation>%1, La Porxada : choisissez une option</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="183" />
            <source>%1, answer the Porxada swap</source>
            <translation>%1, répondez à l'échange de la Porxada</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="184" />
            <source>%1, which follower leaves the game?</source>
            <translation>%1, quel partisan quitte la partie ?</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="185" />
            <source>%1, take a second tile?</source>
            <translation>%1, prendre une deuxième tuile ?</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="187" />
            <source>%1, decide: %2</source>
            <translation>%1, décidez : %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="193" />
            <source>Drag the tile onto a highlighted cell, or click a cell and press Enter. R rotates.</source>
            <translation>Faites glisser la tuile sur une case en surbrillance, ou cliquez sur une case et appuyez sur Entrée. R la tourne.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="196" />
            <source>Click a marker on the tile you just placed, or place no figure.</source>
            <translation>Cliquez sur un repère de la tuile que vous venez de poser, ou ne posez aucune figurine.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="198" />
            <source>A completed road leads to Leipzig: send one of your meeples from it into a quarter, or let the road score normally.</source>
            <translation>Une route achevée mène à Leipzig : envoyez l'un de vos meeples de cette route dans un quartier, ou laissez la route être marquée normalement.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="201" />
            <source>Several features were completed and the order matters.</source>
            <translation>Plusieurs zones ont été achevées et l'ordre compte.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="71" />
            <source>Followers per player</source>
            <translation>Partisans par joueur</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="72" />
            <source>Ask before taking the builder's second tile</source>
            <translation>Demander avant de prendre la deuxième tuile du bâtisseur</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="73" />
            <source>One extra follower for every player</source>
            <translation>Un partisan supplémentaire pour chaque joueur</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="74" />
            <source>Wainwrights' bonus even when a player sent his only meeple</source>
            <translation>Bonus des fabricants de chariots même si le joueur a envoyé son seul meeple</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="75" />
            <source>Road Wealth/Poverty tile</source>
            <translation>Tuile Richesse/Pauvreté des routes</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="76" />
            <source>Monastery Wealth/Poverty tile</source>
            <translation>Tuile Richesse/Pauvreté des abbayes</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="83" />
            <source>Wealth: +3 points</source>
            <translation>Richesse : +3 points</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="83" />
            <source>Poverty: -3 points</source>
            <translation>Pauvreté : −3 points</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="106" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="132" />
            <source>Automatic</source>
            <extracomment>The QLabel in front of the editor in its form (None for a check box).</extracomment>
            <translation>Automatique</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="173" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="205" />
            <source>Player %1 colour</source>
            <translation>Couleur du joueur %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="177" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="206" />
            <source>Player %1 name</source>
            <translation>Nom du joueur %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="180" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="207" />
            <source>Person</source>
            <translation>Humain</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="181" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="208" />
            <source>Computer</source>
            <translation>Ordinateur</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="182" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="209" />
            <source>Player %1 is played by</source>
            <translation>Le joueur %1 est joué par</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="189" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="217" />
            <source>Player %1 computer level</source>
            <translation>Niveau de l'ordinateur du joueur %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="253" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="396" />
            <source>New Game</source>
            <extracomment>Emitted on accept with the chosen :class:`GameSetup`.</extracomment>
            <translation>Nouvelle partie</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="254" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="397" />
            <source>New game</source>
            <translation>Nouvelle partie</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="269" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="398" />
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="272" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="399" />
            <source>&amp;Number of players:</source>
            <translation>&amp;Nombre de joueurs :</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="276" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="400" />
            <source>Number of players</source>
            <translation>Nombre de joueurs</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="284" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="401" />
            <source>Colour</source>
            <translation>Couleur</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="284" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="401" />
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="284" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="401" />
            <source>Played by</source>
            <translation>Joué par</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="284" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="401" />
            <source>Level</source>
            <translation>Niveau</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="296" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="407" />
            <source>Rules</source>
            <translation>Règles</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="300" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="408" />
            <source>2nd edition (C2)</source>
            <translation>2ᵉ édition (C2)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="300" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="408" />
            <source>3rd edition (C3)</source>
            <translation>3ᵉ édition (C3)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="303" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="412" />
            <source>Edition</source>
            <translation>Édition</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="304" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="413" />
            <source>&amp;Edition:</source>
            <translation>&amp;Édition :</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="323" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="416" />
            <source>Expansions</source>
            <translation>Extensions</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="356" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="420" />
            <source>random</source>
            <translation>aléatoire</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="358" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="421" />
            <source>Seed (empty for a random game)</source>
            <translation>Graine (vide pour une partie aléatoire)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="359" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="422" />
            <source>&amp;Seed:</source>
            <translation>&amp;Graine :</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="374" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="423" />
            <source>&amp;Start game</source>
            <translation>&amp;Commencer la partie</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="376" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="424" />
            <source>&amp;Defaults</source>
            <translation>Par &amp;défaut</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="377" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="425" />
            <source>Restore the default setup</source>
            <translation>Rétablir la configuration par défaut</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="454" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="498" />
            <source>Player %1</source>
            <translation>Joueur %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="526" />
            <source>Two players have the same name; please give each a different name.</source>
            <translation>Deux joueurs ont le même nom ; donnez à chacun un nom différent.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="530" />
            <source>These rules cannot start a game: %1</source>
            <translation>Ces règles ne permettent pas de commencer une partie : %1</translation>
        </message>
    </context>
    <context>
        <name>RemainingTilesDialog</name>
        <message>
            <location filename="../carc_desktop/ui/dialogs/remaining_tiles_dialog.py" line="72" />
            <location filename="../carc_desktop/ui/dialogs/remaining_tiles_dialog.py" line="73" />
            <source>Tiles left in the bag</source>
            <translation>Tuiles restantes dans le sac</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/dialogs/remaining_tiles_dialog.py" line="75" />
            <source>%n tile(s) left in the bag.</source>
            <translation>
                <numerusform>Il reste %n tuile dans le sac.</numerusform>
                <numerusform>Il reste %n tuiles dans le sac.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/remaining_tiles_dialog.py" line="76" />
            <source>Remaining tiles by type</source>
            <translation>Tuiles restantes par type</translation>
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
            <translation>Jeu de base</translation>
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
                <numerusform>%1 : %n restante</numerusform>
                <numerusform>%1 : %n restantes</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="136" />
            <source>Rules</source>
            <translation>Règles</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="137" />
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="138" />
            <source>Rules summary</source>
            <translation>Résumé des règles</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="20" />
            <source>On your turn, draw a tile and add it to the landscape so that it touches a tile already there along at least one edge, and every touching edge matches: city to city, road to road, field to field. A tile that fits nowhere goes back to the box and you draw again.</source>
            <translation>À votre tour, piochez une tuile et ajoutez-la au paysage de sorte qu'elle touche par au moins un bord une tuile déjà posée, et que chaque bord en contact corresponde : ville contre ville, route contre route, pré contre pré. Une tuile qui ne peut être posée nulle part retourne dans la boîte et vous piochez à nouveau.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="24" />
            <source>Then you may put one follower from your supply on a road, city, monastery or field of that tile, unless the whole road, city or field it belongs to already holds a follower.</source>
            <translation>Vous pouvez ensuite poser un partisan de votre réserve sur une route, une ville, une abbaye ou un pré de cette tuile, à moins que la route, la ville ou le pré entier auquel il appartient n'ait déjà un partisan.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="27" />
            <source>A completed feature scores at once and its followers go back to their owners: a road 1 point per tile, a city 2 points per tile and per coat of arms, a monastery surrounded by eight tiles 9 points. The player(s) with the most followers in a feature score it; tied players all score in full.</source>
            <translation>Une zone achevée est marquée aussitôt et ses partisans reviennent à leurs propriétaires : une route 1 point par tuile, une ville 2 points par tuile et par blason, une abbaye entourée de huit tuiles 9 points. Le ou les joueurs ayant le plus de partisans dans la zone la marquent ; en cas d'égalité, tous marquent la totalité des points.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="31" />
            <source>When the last tile is placed, unfinished roads and cities score 1 point per tile and per coat of arms, unfinished monasteries 1 point for themselves and each neighbour, and each field 3 points per completed city it touches. The highest score wins.</source>
            <translation>Une fois la dernière tuile posée, les routes et villes inachevées rapportent 1 point par tuile et par blason, les abbayes inachevées 1 point pour elles-mêmes et pour chaque voisine, et chaque pré 3 points par ville achevée qu'il touche. Le plus haut score l'emporte.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="41" />
            <source>Builder: instead of a follower, put your builder on a road or city of the tile just placed that already holds one of your followers. Whenever you later extend that road or city, you play a second tile in the same turn (never a third).</source>
            <translation>Bâtisseur : au lieu d'un partisan, posez votre bâtisseur sur une route ou une ville de la tuile que vous venez de poser où se trouve déjà l'un de vos partisans. Chaque fois que vous prolongez ensuite cette route ou cette ville, vous jouez une deuxième tuile dans le même tour (jamais une troisième).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="45" />
            <source>Pig: put it in a field that holds one of your farmers. If you score that field at the end, each completed city is worth 4 points to you instead of 3.</source>
            <translation>Cochon : posez-le dans un pré où se trouve l'un de vos paysans. Si vous marquez ce pré à la fin, chaque ville achevée vous rapporte 4 points au lieu de 3.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="47" />
            <source>Goods: whoever completes a city takes one token for each wine, grain or cloth symbol in it, even without a knight there. At the end, the most tokens of each kind score 10 points (ties all score).</source>
            <translation>Marchandises : quiconque achève une ville prend un jeton pour chaque symbole de vin, de blé ou de tissu qu'elle contient, même sans y avoir de chevalier. À la fin, le plus grand nombre de jetons de chaque sorte rapporte 10 points (en cas d'égalité, tous marquent).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="53" />
            <source>The four Leipzig tiles replace the start tile and form the city of Leipzig in the middle. Nobody can place a follower in Leipzig by the normal rules.</source>
            <translation>Les quatre tuiles de Leipzig remplacent la tuile de départ et forment la ville de Leipzig au centre. Personne ne peut poser de partisan à Leipzig selon les règles normales.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="55" />
            <source>When a road connected to Leipzig (directly, or through crossroads) is completed, each player with the majority on it may send one of his followers from it into a free quarter of his choice instead of scoring; with a second follower on the road he still scores. Followers in Leipzig stay there.</source>
            <translation>Quand une route reliée à Leipzig (directement ou par des carrefours) est achevée, chaque joueur majoritaire sur cette route peut envoyer l'un de ses partisans de la route dans un quartier libre de son choix au lieu de marquer ; avec un deuxième partisan sur la route, il marque quand même. Les partisans à Leipzig y restent.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="59" />
            <source>Quarter bonuses for later scorings: Wainwrights +1 per tile of roads you win, Coiners +3 per coat of arms in cities where you have a knight, Bookbinders +4 for every completed monastery, Tanners +2 per farmhouse and shed in the fields you win at the end.</source>
            <translation>Bonus des quartiers lors des décomptes suivants : fabricants de chariots +1 par tuile des routes que vous remportez, monnayeurs +3 par blason des villes où vous avez un chevalier, relieurs +4 pour chaque abbaye achevée, tanneurs +2 par ferme et étable des prés que vous remportez à la fin.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="66" />
            <source>Three stacks of scoring tiles (city, road, monastery) lie open; the top tile of each changes how completed features of its kind score during the game (for instance Siege: +1 per coat of arms; Highway: a road scores as 5 tiles).</source>
            <translation>Trois piles de tuiles de décompte (ville, route, abbaye) sont visibles ; la tuile du dessus de chacune modifie le décompte des zones achevées de son type pendant la partie (par exemple Siège : +1 par blason ; Voie rapide : une route compte comme 5 tuiles).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="69" />
            <source>After every turn in which something was scored, all three top tiles go under their stacks and the next ones apply. The final scoring ignores them. The scoreboard shows the active tiles and their effects.</source>
            <translation>Après chaque tour où quelque chose a été marqué, les trois tuiles du dessus passent sous leur pile et les suivantes s'appliquent. Le décompte final les ignore. Le tableau des scores montre les tuiles actives et leurs effets.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="75" />
            <source>Whoever places La Porxada chooses at once: either swap one of his followers on the board with another player's follower (who may refuse, and then loses one of his followers for good), or the scoring bonus.</source>
            <translation>Celui qui pose La Porxada choisit aussitôt : soit échanger l'un de ses partisans sur le plateau contre le partisan d'un autre joueur (qui peut refuser, et perd alors définitivement l'un de ses partisans), soit le bonus de décompte.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="78" />
            <source>Scoring bonus: when La Porxada's city is completed, every player with a knight in it takes a token. At the end, a token holder scores his unfinished cities as if completed (2 points per tile and per coat of arms).</source>
            <translation>Bonus de décompte : quand la ville de La Porxada est achevée, chaque joueur qui y a un chevalier prend un jeton. À la fin, un détenteur de jeton marque ses villes inachevées comme si elles étaient achevées (2 points par tuile et par blason).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="87" />
            <source>yes</source>
            <translation>oui</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="87" />
            <source>no</source>
            <translation>non</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="96" />
            <source>2nd edition rules (C2)</source>
            <translation>Règles de la 2ᵉ édition (C2)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="97" />
            <source>3rd edition rules (C3)</source>
            <translation>Règles de la 3ᵉ édition (C3)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="99" />
            <source>The base game</source>
            <translation>Le jeu de base</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="101" />
            <source>No summary of this expansion yet.</source>
            <translation>Pas encore de résumé pour cette extension.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="104" />
            <source>No expansion is in play.</source>
            <translation>Aucune extension n'est en jeu.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="112" />
            <source>Rule options of this game</source>
            <translation>Options de règles de cette partie</translation>
        </message>
    </context>
    <context>
        <name>ScoreLog</name>
        <message>
            <location filename="../carc_desktop/ui/panels/score_log.py" line="71" />
            <source>Score log</source>
            <extracomment>The cells of the feature an entry is about (list of (x, y)); empty = clear. The events shown, one per line (compared by identity with ``game.events``).</extracomment>
            <translation>Journal des scores</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/score_log.py" line="72" />
            <source>Click an entry to show its feature on the board.</source>
            <translation>Cliquez sur une entrée pour afficher sa zone sur le plateau.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/score_log.py" line="73" />
            <source>Score log entries</source>
            <translation>Entrées du journal des scores</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/score_log.py" line="127" />
            <source>Click to show it on the board</source>
            <translation>Cliquez pour l'afficher sur le plateau</translation>
        </message>
    </context>
    <context>
        <name>ScorePanel</name>
        <message>
            <location filename="../carc_desktop/ui/score_panel.py" line="84" />
            <source>builder</source>
            <translation>bâtisseur</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/score_panel.py" line="86" />
            <source>pig</source>
            <translation>cochon</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/score_panel.py" line="106" />
            <source>(computer)</source>
            <translation>(ordinateur)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/score_panel.py" line="112" />
            <source>Final scores</source>
            <translation>Scores finaux</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/score_panel.py" line="115" />
            <source>Turn %1 — %2 to play</source>
            <translation>Tour %1 — à %2 de jouer</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/score_panel.py" line="82" />
            <source>%n follower(s)</source>
            <translation>
                <numerusform>%n partisan</numerusform>
                <numerusform>%n partisans</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Scoreboard</name>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="51" />
            <source>placing a tile</source>
            <translation>pose une tuile</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="52" />
            <source>placing a figure</source>
            <translation>pose une figurine</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="53" />
            <source>choosing the scoring order</source>
            <translation>choisit l'ordre du décompte</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="54" />
            <source>deciding about Leipzig</source>
            <translation>décide pour Leipzig</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="55" />
            <source>choosing a La Porxada option</source>
            <translation>choisit une option de La Porxada</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="56" />
            <source>answering a swap</source>
            <translation>répond à un échange</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="57" />
            <source>removing a follower</source>
            <translation>retire un partisan</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="58" />
            <source>deciding about a second tile</source>
            <translation>décide d'une deuxième tuile</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="155" />
            <source>Scoreboard</source>
            <translation>Tableau des scores</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="156" />
            <source>Whose turn</source>
            <translation>À qui de jouer</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="157" />
            <source>Tiles left</source>
            <translation>Tuiles restantes</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="158" />
            <source>Land Surveyors: active tiles</source>
            <translation>Arpenteurs : tuiles actives</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="208" />
            <source>%1 (computer)</source>
            <translation>%1 (ordinateur)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="213" />
            <source>%1 of %2</source>
            <comment>followers in supply of the total</comment>
            <translation>%1 sur %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="222" />
            <source>%1 ready</source>
            <translation>%1 prêt</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="224" />
            <source>%1 %2 of %3 ready</source>
            <translation>%1 : %2 sur %3 prêts</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="226" />
            <source>%1 on the board</source>
            <translation>%1 sur le plateau</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="238" />
            <source>token</source>
            <translation>jeton</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="241" />
            <source>%n follower(s) lost</source>
            <translation>
                <numerusform>%n partisan perdu</numerusform>
                <numerusform>%n partisans perdus</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="246" />
            <source>yes</source>
            <translation>oui</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="246" />
            <source>no</source>
            <translation>non</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="256" />
            <source>Game over: final scores</source>
            <translation>Partie terminée : scores finaux</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="261" />
            <source>Turn %1: %2 is thinking (%3)…</source>
            <translation>Tour %1 : %2 réfléchit (%3)…</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="264" />
            <source>Turn %1 of %2: %3 is %4</source>
            <translation>Tour %1 de %2 : %3 %4</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="266" />
            <source>Turn %1: %2 is %3</source>
            <translation>Tour %1 : %2 %3</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="271" />
            <source>Followers: %1</source>
            <translation>Partisans : %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="279" />
            <source>Leipzig: %1</source>
            <translation>Leipzig : %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="281" />
            <source>La Porxada: %1</source>
            <translation>La Porxada : %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="283" />
            <source>%1: %2</source>
            <translation>%1 : %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="287" />
            <source>Goods: %1</source>
            <translation>Marchandises : %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="287" />
            <source>No goods</source>
            <translation>Aucune marchandise</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="293" />
            <source>No game yet</source>
            <translation>Pas encore de partie</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="321" />
            <source>to play now</source>
            <translation>à jouer</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="323" />
            <source>winner</source>
            <translation>vainqueur</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="324" />
            <source>%1: %n point(s)</source>
            <translation>
                <numerusform>%1 : %n point</numerusform>
                <numerusform>%1 : %n points</numerusform>
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
                <numerusform>%n tuile restante dans le sac</numerusform>
                <numerusform>%n tuiles restantes dans le sac</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="351" />
            <source>City: %1 — %2</source>
            <translation>Ville : %1 — %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="352" />
            <source>Road: %1 — %2</source>
            <translation>Route : %1 — %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="353" />
            <source>Monastery: %1 — %2</source>
            <translation>Abbaye : %1 — %2</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="81" />
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="82" />
            <source>Settings</source>
            <extracomment>Language codes offered (choosing one switches the language at once: ``carc_desktop.i18n``). Each language in its own name (not translated on purpose). The settings were saved (the shell applies them).</extracomment>
            <translation>Paramètres</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="83" />
            <source>Language</source>
            <translation>Langue</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="84" />
            <source>&amp;Language:</source>
            <translation>&amp;Langue :</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="85" />
            <source>Animation speed</source>
            <translation>Vitesse des animations</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="86" />
            <source>Off</source>
            <translation>Désactivées</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="86" />
            <source>Fast</source>
            <translation>Rapide</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="86" />
            <source>Normal</source>
            <translation>Normale</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="86" />
            <source>Slow</source>
            <translation>Lente</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="89" />
            <source>&amp;Animations:</source>
            <translation>&amp;Animations :</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="90" />
            <source>Show the points a placement would score</source>
            <translation>Afficher les points que rapporterait une pose</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="91" />
            <source>Placement points preview</source>
            <translation>Aperçu des points de la pose</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="92" />
            <source>Hovering a figure shows its whole feature and value</source>
            <translation>Le survol d'une figurine montre toute sa zone et sa valeur</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="93" />
            <source>Feature hints on hover</source>
            <translation>Indications de zone au survol</translation>
        </message>
    </context>
    <context>
        <name>Shell</name>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="55" />
            <source>Press Ctrl+N to start a new game.</source>
            <translation>Appuyez sur Ctrl+N pour commencer une nouvelle partie.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="60" />
            <source>The game is over: %1 wins. Ctrl+N starts a new game.</source>
            <translation>La partie est terminée : %1 gagne. Ctrl+N commence une nouvelle partie.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="61" />
            <source>The game is over: %1 share the victory. Ctrl+N starts a new game.</source>
            <translation>La partie est terminée : %1 se partagent la victoire. Ctrl+N commence une nouvelle partie.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="67" />
            <source>%1 (computer) is thinking…</source>
            <translation>%1 (ordinateur) réfléchit…</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="70" />
            <source>%1, place your tile: the arrow keys choose a cell, R rotates the tile, Enter places it.</source>
            <translation>%1, posez votre tuile : les flèches choisissent une case, R tourne la tuile, Entrée la pose.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="71" />
            <source>%1, place a figure: Tab or the arrow keys choose a spot, Enter places the figure, S places none.</source>
            <translation>%1, posez une figurine : Tab ou les flèches choisissent un emplacement, Entrée pose la figurine, S n'en pose aucune.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="73" />
            <source>%1, choose which feature scores first, in the panel below the board.</source>
            <translation>%1, choisissez dans le panneau sous le plateau quelle zone est marquée en premier.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="74" />
            <source>%1, send a meeple to Leipzig or score the road: choose in the panel below the board.</source>
            <translation>%1, envoyez un meeple à Leipzig ou marquez la route : choisissez dans le panneau sous le plateau.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="75" />
            <source>%1, choose a La Porxada option in the panel below the board.</source>
            <translation>%1, choisissez une option de La Porxada dans le panneau sous le plateau.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="76" />
            <source>%1, accept or refuse the swap in the panel below the board.</source>
            <translation>%1, acceptez ou refusez l'échange dans le panneau sous le plateau.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="77" />
            <source>%1, choose the follower that leaves the game, in the panel below the board.</source>
            <translation>%1, choisissez dans le panneau sous le plateau le partisan qui quitte la partie.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="78" />
            <source>%1, take the builder's second tile or not, in the panel below the board.</source>
            <translation>%1, prenez ou non la deuxième tuile du bâtisseur, dans le panneau sous le plateau.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="80" />
            <source>%1, make your choice in the panel below the board.</source>
            <translation>%1, faites votre choix dans le panneau sous le plateau.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="149" />
            <source>Scoreboard</source>
            <extracomment>Cells to light up on the board (when the board has no highlight method of its own).</extracomment>
            <translation>Tableau des scores</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="149" />
            <source>Score log</source>
            <translation>Journal des scores</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="200" />
            <location filename="../carc_desktop/ui/shell.py" line="217" />
            <source>What to do next</source>
            <translation>Que faire ensuite</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="299" />
            <source>There is no game.</source>
            <translation>Il n'y a pas de partie.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="100" />
            <source>Save the game</source>
            <extracomment>``ask(question, answer)``: show ``question``; call ``answer(True/False)`` when answered. ``inform(text)``: tell the player something went wrong (without blocking).</extracomment>
            <translation>Enregistrer la partie</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="100" />
            <source>Open a saved game</source>
            <translation>Ouvrir une partie enregistrée</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="101" />
            <source>Saved games (*%1);;All files (*)</source>
            <translation>Parties enregistrées (*%1);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="125" />
            <source>Cannot open the game</source>
            <translation>Impossible d'ouvrir la partie</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="137" />
            <source>Opened the backup</source>
            <translation>Copie de secours ouverte</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="138" />
            <source>%1

The backup copy was opened instead.</source>
            <translation>%1

La copie de secours a été ouverte à la place.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="139" />
            <source>Opened %1.</source>
            <translation>%1 ouvert.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="168" />
            <source>Cannot save the game</source>
            <translation>Impossible d'enregistrer la partie</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="171" />
            <source>Saved as %1.</source>
            <translation>Enregistré sous %1.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="404" />
            <source>Carcassonne for the desktop, version %1.

Plays offline against people at this computer or computer players, with Traders &amp; Builders, The Markets of Leipzig, The Land Surveyors and La Porxada. The tiles are drawn by the program itself.</source>
            <translation>Carcassonne pour l'ordinateur de bureau, version %1.

Se joue hors ligne contre des personnes sur cet ordinateur ou contre l'ordinateur, avec Marchands &amp; Bâtisseurs, Les Marchés de Leipzig, Les Arpenteurs et La Porxada. Les tuiles sont dessinées par le programme lui-même.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="407" />
            <source>About</source>
            <translation>À propos</translation>
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
            <translation>Posée ici, elle rapporte aussitôt : %1.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="515" />
            <source>Placing it here scores nothing at once.</source>
            <translation>Posée ici, elle ne rapporte rien dans l'immédiat.</translation>
        </message>
    </context>
    <context>
        <name>TileNames</name>
        <message>
            <location filename="../carc_desktop/art/leipzig_art.py" line="27" />
            <source>Wainwrights</source>
            <translation>Fabricants de chariots</translation>
        </message>
        <message>
            <location filename="../carc_desktop/art/leipzig_art.py" line="28" />
            <source>Tanners</source>
            <translation>Tanneurs</translation>
        </message>
        <message>
            <location filename="../carc_desktop/art/leipzig_art.py" line="29" />
            <source>Coiners</source>
            <translation>Monnayeurs</translation>
        </message>
        <message>
            <location filename="../carc_desktop/art/leipzig_art.py" line="30" />
            <source>Bookbinders</source>
            <translation>Relieurs</translation>
        </message>
    </context>
    <context>
        <name>TileTray</name>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="38" />
            <source>Tile to place</source>
            <translation>Tuile à poser</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="189" />
            <source>Rotate anticlockwise (Shift+R)</source>
            <translation>Tourner dans le sens antihoraire (Maj+R)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="190" />
            <source>Rotate clockwise (R)</source>
            <translation>Tourner dans le sens horaire (R)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="191" />
            <source>Drag the tile onto the board. Wheel, right click or R rotates it.</source>
            <translation>Faites glisser la tuile sur le plateau. La molette, le clic droit ou R la tournent.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="213" />
            <source>Game over</source>
            <translation>Partie terminée</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="215" />
            <source>Your tile</source>
            <translation>Votre tuile</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="217" />
            <source>Tile in play</source>
            <translation>Tuile en jeu</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="219" />
            <source>Tile placed</source>
            <translation>Tuile posée</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/tile_tray.py" line="221" />
            <source>%n tile(s) left</source>
            <translation>
                <numerusform>%n tuile restante</numerusform>
                <numerusform>%n tuiles restantes</numerusform>
            </translation>
        </message>
    </context>
</TS>
