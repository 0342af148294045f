<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ" sourcelanguage="en">
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
            <translation>Umístit sem družiníka</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/board/art.py" line="143" />
            <source>Place a farmer here</source>
            <translation>Umístit sem sedláka</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/board/art.py" line="144" />
            <source>Place your builder here</source>
            <translation>Umístit sem stavitele</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/board/art.py" line="145" />
            <source>Place your pig here</source>
            <translation>Umístit sem selátko</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/board/view.py" line="114" />
            <source>Board</source>
            <extracomment>Our drag-and-drop MIME type; the payload is JSON {"tile": id, "rotation": r, "token": n}. On-screen size (px) a tile is zoomed up to when figures are to be placed on it. A short message for the status bar / toast (e.g. why a drop was refused). The cursor cell changed (None when hidden); the prompt enables "Place here" from it. The zoom factor changed. Height (px) covered by overlays at the bottom of the view (the prompt). The view (transform, centre) before an automatic close-up for placing a figure.</extracomment>
            <translation>Hrací plocha</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/board/view.py" line="422" />
            <source>Choose a cell first: click a highlighted cell or use the arrow keys.</source>
            <translation>Nejprve zvolte políčko: klikněte na zvýrazněné políčko nebo použijte šipky.</translation>
        </message>
    </context>
    <context>
        <name>Common</name>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="31" />
            <source>Red</source>
            <extracomment>The six Traders &amp; Builders colours, in the engine's order.</extracomment>
            <translation>Červená</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="32" />
            <source>Blue</source>
            <translation>Modrá</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="33" />
            <source>Green</source>
            <translation>Zelená</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="34" />
            <source>Yellow</source>
            <translation>Žlutá</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="35" />
            <source>Black</source>
            <translation>Černá</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="36" />
            <source>Grey</source>
            <translation>Šedá</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="73" />
            <source>Random</source>
            <translation>Náhodný</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="74" />
            <source>Greedy</source>
            <translation>Hladový</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="75" />
            <source>Easy</source>
            <translation>Snadný</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="76" />
            <source>Normal</source>
            <translation>Normální</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="77" />
            <source>Hard</source>
            <translation>Těžký</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="80" />
            <source>plays any legal move</source>
            <translation>hraje jakýkoli povolený tah</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="81" />
            <source>takes the most points right now</source>
            <translation>bere hned nejvíc bodů</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="82" />
            <source>a beginner: likes points, looks at part of the board</source>
            <translation>začátečník: má rád body, dívá se jen na část krajiny</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="83" />
            <source>weighs every placement and figure by its expected worth</source>
            <translation>váží každé přiložení a každou figurku podle očekávané hodnoty</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/common.py" line="84" />
            <source>looks ahead over the tiles that may come</source>
            <translation>předvídá kartičky, které ještě mohou přijít</translation>
        </message>
    </context>
    <context>
        <name>DecisionPanel</name>
        <message>
            <location filename="../carc_desktop/ui/decision_panel.py" line="121" />
            <source>Game over</source>
            <extracomment>Widest the prompt gets (px). Cells to highlight while a choice is hovered (empty list: none). Buttons that are not moves. The buttons of the moves on offer, by move (tests press them).</extracomment>
            <translation>Konec hry</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/decision_panel.py" line="125" />
            <source>New game</source>
            <translation>Nová hra</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/decision_panel.py" line="134" />
            <source>%1 is thinking…</source>
            <translation>%1 přemýšlí…</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/decision_panel.py" line="144" />
            <source>↻ Rotate</source>
            <translation>↻ Otočit</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/decision_panel.py" line="146" />
            <source>Place here</source>
            <translation>Položit sem</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/decision_panel.py" line="153" />
            <source>Click one of the %n marker(s) on the tile you just placed, or place no figure.</source>
            <translation>
                <numerusform>Klikněte na značku na právě položené kartičce, nebo nepokládejte žádnou figurku.</numerusform>
                <numerusform>Klikněte na jednu z %n značek na právě položené kartičce, nebo nepokládejte žádnou figurku.</numerusform>
                <numerusform>Klikněte na jednu z %n značek na právě položené kartičce, nebo nepokládejte žádnou figurku.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/decision_panel.py" line="157" />
            <source>No figure can be placed on this tile.</source>
            <translation>Na tuto kartičku nelze umístit žádnou figurku.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/decision_panel.py" line="160" />
            <source>No figure (S)</source>
            <translation>Bez figurky (S)</translation>
        </message>
    </context>
    <context>
        <name>EndOfGameDialog</name>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="205" />
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="206" />
            <source>Final scoring</source>
            <extracomment>The players want another game with the same setup.</extracomment>
            <translation>Závěrečné bodování</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="207" />
            <source>Final scoring, step by step:</source>
            <translation>Závěrečné bodování krok za krokem:</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="208" />
            <source>Final scoring steps</source>
            <translation>Kroky závěrečného bodování</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="209" />
            <source>&amp;Next step</source>
            <translation>&amp;Další krok</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="210" />
            <source>Show the next final scoring</source>
            <translation>Zobrazit další závěrečné bodování</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="211" />
            <source>Show &amp;all</source>
            <translation>Zobrazit &amp;vše</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="212" />
            <source>Show every final scoring and the results</source>
            <translation>Zobrazit všechna závěrečná bodování a výsledky</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="213" />
            <source>Points by player and category</source>
            <translation>Body podle hráče a kategorie</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="214" />
            <source>&amp;Play again</source>
            <translation>Hrát &amp;znovu</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="215" />
            <source>Play again with the same players and rules</source>
            <translation>Hrát znovu se stejnými hráči a pravidly</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="272" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="273" />
            <source>Scores so far: %1</source>
            <translation>Dosavadní skóre: %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="219" />
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="284" />
            <source>Total</source>
            <translation>Celkem</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="323" />
            <source>%1 wins with %n point(s)!</source>
            <translation>
                <numerusform>%1 vítězí s %n bodem!</numerusform>
                <numerusform>%1 vítězí s %n body!</numerusform>
                <numerusform>%1 vítězí s %n body!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="325" />
            <source>%1 share the victory with %n point(s) each!</source>
            <translation>
                <numerusform>%1 se dělí o vítězství, každý s %n bodem!</numerusform>
                <numerusform>%1 se dělí o vítězství, každý s %n body!</numerusform>
                <numerusform>%1 se dělí o vítězství, každý s %n body!</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="42" />
            <source>Roads</source>
            <extracomment>Categories in table order. Always shown, even at 0.</extracomment>
            <translation>Cesty</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="43" />
            <source>Cities</source>
            <translation>Města</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="44" />
            <source>Monasteries</source>
            <translation>Kláštery</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="45" />
            <source>Fields</source>
            <translation>Louky</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="46" />
            <source>Goods</source>
            <translation>Zboží</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="47" />
            <source>Leipzig bonuses</source>
            <translation>Lipské bonusy</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="48" />
            <source>La Porxada</source>
            <translation>La Porxada</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="49" />
            <source>Land Surveyors</source>
            <translation>Zeměměřiči</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="50" />
            <source>Other</source>
            <translation>Ostatní</translation>
        </message>
    </context>
    <context>
        <name>ErrorText</name>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="26" />
            <source>Technical details: %1</source>
            <translation>Technické podrobnosti: %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="36" />
            <source>the north side</source>
            <translation>severní strana</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="37" />
            <source>the east side</source>
            <translation>východní strana</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="38" />
            <source>the south side</source>
            <translation>jižní strana</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="39" />
            <source>the west side</source>
            <translation>západní strana</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="44" />
            <source>no edge</source>
            <translation>žádný okraj</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="49" />
            <source>You have no follower left.</source>
            <translation>Nemáte už žádného družiníka.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="50" />
            <source>You have no builder left.</source>
            <translation>Nemáte už volného stavitele.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="51" />
            <source>You have no pig left.</source>
            <translation>Nemáte už volné selátko.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="52" />
            <source>You have no figure of that kind left.</source>
            <translation>Nemáte už žádnou figurku tohoto druhu.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="57" />
            <source>That road is already occupied.</source>
            <translation>Tato cesta je už obsazená.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="58" />
            <source>That city is already occupied.</source>
            <translation>Toto město je už obsazené.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="59" />
            <source>That field is already occupied.</source>
            <translation>Tato louka je už obsazená.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="60" />
            <source>That monastery is already occupied.</source>
            <translation>Tento klášter je už obsazený.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="61" />
            <source>That feature is already occupied.</source>
            <translation>Tato oblast je už obsazená.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="69" />
            <source>The game is over.</source>
            <translation>Hra skončila.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="71" />
            <source>That is not the decision asked for now.</source>
            <translation>Teď se neočekává toto rozhodnutí.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="73" />
            <source>There is nothing to undo.</source>
            <translation>Není co vrátit zpět.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="75" />
            <source>That cell is already taken.</source>
            <translation>Toto políčko je už obsazené.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="77" />
            <source>A tile must touch a tile already on the board.</source>
            <translation>Kartička se musí dotýkat kartičky, která už leží na hrací ploše.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="79" />
            <source>A tile can only be turned in quarter turns.</source>
            <translation>Kartičku lze otáčet jen po čtvrtotáčkách.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="81" />
            <source>The tile does not fit there: %1 (%2) does not match the neighbouring tile (%3).</source>
            <translation>Kartička sem nepasuje: %1 (%2) nenavazuje na sousední kartičku (%3).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="85" />
            <source>The rules of %1 do not allow this tile there.</source>
            <translation>Pravidla rozšíření „%1“ sem tuto kartičku nedovolují.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="90" />
            <source>The tile just placed has no such feature.</source>
            <translation>Právě položená kartička takovou oblast nemá.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="94" />
            <source>That figure may not go there now.</source>
            <translation>Tato figurka tam teď nesmí.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="96" />
            <source>There is no such follower on the board.</source>
            <translation>Takový družiník na hrací ploše není.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="97" />
            <source>That choice is not allowed now.</source>
            <translation>Tato volba teď není povolena.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="106" />
            <source>A game needs 2 to 6 players, not %1.</source>
            <translation>Hra potřebuje 2 až 6 hráčů, ne %1.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="108" />
            <source>Unknown rules edition “%1”.</source>
            <translation>Neznámé vydání pravidel „%1“.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="110" />
            <source>Unknown expansion “%1”.</source>
            <translation>Neznámé rozšíření „%1“.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="112" />
            <source>Unknown rule option “%1”.</source>
            <translation>Neznámá volba pravidel „%1“.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="114" />
            <source>The rule option “%1” has an invalid value (%2).</source>
            <translation>Volba pravidel „%1“ má neplatnou hodnotu (%2).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="117" />
            <source>Each player needs 1 to 20 followers, not %1.</source>
            <translation>Každý hráč potřebuje 1 až 20 družiníků, ne %1.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="119" />
            <source>Tile “%1” (draw %2) is not in the chosen tile sets.</source>
            <translation>Kartička „%1“ (tah %2) nepatří do zvolených sad kartiček.</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/error_text.py" line="123" />
            <source>The box holds only %n tile(s) “%1”; draw %2 is one too many.</source>
            <translation>
                <numerusform>Krabice obsahuje jen %n kartičku „%1“; tah %2 je navíc.</numerusform>
                <numerusform>Krabice obsahuje jen %n kartičky „%1“; tah %2 je navíc.</numerusform>
                <numerusform>Krabice obsahuje jen %n kartiček „%1“; tah %2 je navíc.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="125" />
            <source>These settings cannot start a game.</source>
            <translation>S tímto nastavením nelze začít hru.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="143" />
            <source>The file does not exist; it may have been moved or deleted.</source>
            <translation>Soubor neexistuje; možná byl přesunut nebo smazán.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="146" />
            <source>That is a folder, not a saved game.</source>
            <translation>To je složka, ne uložená hra.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="147" />
            <source>The file cannot be read (no permission, or a disk error).</source>
            <translation>Soubor nelze přečíst (chybí oprávnění, nebo chyba disku).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="149" />
            <source>The file is %1 MB, far larger than any saved game (the limit is %2 MB), so it was not read.</source>
            <translation>Soubor má %1 MB, mnohem víc než jakákoli uložená hra (limit je %2 MB), proto nebyl načten.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="152" />
            <source>The file is empty.</source>
            <translation>Soubor je prázdný.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="154" />
            <source>The file is not text (invalid byte at position %1): it is not a saved game, or it is damaged.</source>
            <translation>Soubor není text (neplatný bajt na pozici %1): není to uložená hra, nebo je poškozený.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="157" />
            <source>The file is cut short: it ends in the middle of the game record, probably because it was not written completely.</source>
            <translation>Soubor je useknutý: končí uprostřed záznamu hry, nejspíš proto, že nebyl zapsán celý.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="160" />
            <source>The file is not a saved game (it is not valid JSON).</source>
            <translation>Soubor není uložená hra (není to platný JSON).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="162" />
            <source>The file was refused for safety: its content is far outside what a saved game holds.</source>
            <translation>Soubor byl z bezpečnostních důvodů odmítnut: jeho obsah daleko přesahuje to, co uložená hra obsahuje.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="165" />
            <source>The file is JSON, but not a carc-desktop game record.</source>
            <translation>Soubor je JSON, ale ne záznam hry carc-desktop.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="167" />
            <source>The file was saved by a newer version of carc-desktop (record version %1; this version reads version %2). Update carc-desktop to open it.</source>
            <translation>Soubor byl uložen novější verzí carc-desktop (verze záznamu %1; tato verze čte verzi %2). Pro otevření aktualizujte carc-desktop.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="174" />
            <source>The file names an unknown tile “%1”: the file is damaged or was made by a newer version.</source>
            <translation>Soubor uvádí neznámou kartičku „%1“: soubor je poškozený, nebo pochází z novější verze.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="171" />
            <source>The game record has no valid version number (this version reads version %1).</source>
            <translation>Záznam hry nemá platné číslo verze (tato verze čte verzi %1).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="177" />
            <source>The game record is damaged.</source>
            <translation>Záznam hry je poškozený.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="181" />
            <source>Decision %1 of %2 in the game record is malformed: the file is damaged.</source>
            <translation>Rozhodnutí %1 z %2 v záznamu hry je chybně zapsané: soubor je poškozený.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="183" />
            <source>Decision %1 of %2 in the game record breaks the rules: the file is damaged or was edited.</source>
            <translation>Rozhodnutí %1 z %2 v záznamu hry porušuje pravidla: soubor je poškozený, nebo byl upraven.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="190" />
            <source>The game could not be replayed because of an error in carc-desktop.</source>
            <translation>Hru se kvůli chybě v carc-desktop nepodařilo přehrát.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="192" />
            <source>The file cannot be opened.</source>
            <translation>Soubor nelze otevřít.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="210" />
            <source>Cannot open “%1”.</source>
            <translation>„%1“ nelze otevřít.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="210" />
            <source>Cannot open this game.</source>
            <translation>Tuto hru nelze otevřít.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="226" />
            <source>Cannot save “%1”: the game could not be written as a record. The previous file is unchanged.</source>
            <translation>„%1“ nelze uložit: hru se nepodařilo zapsat jako záznam. Předchozí soubor zůstal beze změny.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="229" />
            <source>Cannot save “%1”: the file could not be written. The previous file is unchanged.</source>
            <translation>„%1“ nelze uložit: soubor se nepodařilo zapsat. Předchozí soubor zůstal beze změny.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/error_text.py" line="231" />
            <source>The game could not be saved.</source>
            <translation>Hru se nepodařilo uložit.</translation>
        </message>
    </context>
    <context>
        <name>EventText</name>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="63" />
            <source>%n tile(s)</source>
            <translation>
                <numerusform>%n kartička</numerusform>
                <numerusform>%n kartičky</numerusform>
                <numerusform>%n kartiček</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="67" />
            <source>%n coat(s) of arms</source>
            <translation>
                <numerusform>%n erb</numerusform>
                <numerusform>%n erby</numerusform>
                <numerusform>%n erbů</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="74" />
            <source>nobody</source>
            <translation>nikdo</translation>
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
            <translation>%1 a %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="90" />
            <source>Player %1</source>
            <translation>Hráč %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="95" />
            <source>road</source>
            <translation>cesta</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="96" />
            <source>city</source>
            <translation>město</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="97" />
            <source>monastery</source>
            <translation>klášter</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="98" />
            <source>field</source>
            <translation>louka</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="99" />
            <source>goods</source>
            <translation>zboží</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="100" />
            <source>Leipzig quarter</source>
            <translation>lipská čtvrť</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="107" />
            <source>follower</source>
            <translation>družiník</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="108" />
            <source>farmer</source>
            <translation>sedlák</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="109" />
            <source>builder</source>
            <translation>stavitel</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="110" />
            <source>pig</source>
            <translation>selátko</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="117" />
            <source>wine</source>
            <translation>vína</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="118" />
            <source>grain</source>
            <translation>obilí</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="119" />
            <source>cloth</source>
            <translation>látky</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="126" />
            <source>%n wine token(s)</source>
            <translation>
                <numerusform>%n žeton vína</numerusform>
                <numerusform>%n žetony vína</numerusform>
                <numerusform>%n žetonů vína</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="128" />
            <source>%n grain token(s)</source>
            <translation>
                <numerusform>%n žeton obilí</numerusform>
                <numerusform>%n žetony obilí</numerusform>
                <numerusform>%n žetonů obilí</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="130" />
            <source>%n cloth token(s)</source>
            <translation>
                <numerusform>%n žeton látky</numerusform>
                <numerusform>%n žetony látky</numerusform>
                <numerusform>%n žetonů látky</numerusform>
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
            <translation>Kolářská čtvrť</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="137" />
            <source>Tanners' quarter</source>
            <translation>Koželužská čtvrť</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="138" />
            <source>Coiners' quarter</source>
            <translation>Mincířská čtvrť</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="139" />
            <source>Bookbinders' quarter</source>
            <translation>Knihařská čtvrť</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="146" />
            <source>Traders &amp; Builders</source>
            <translation>Kupci a stavitelé</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="147" />
            <source>The Markets of Leipzig</source>
            <translation>Lipské trhy</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="148" />
            <source>The Land Surveyors</source>
            <translation>Zeměměřiči</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="149" />
            <source>La Porxada</source>
            <translation>La Porxada</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="157" />
            <source>Citizens' Jury</source>
            <translation>Občanský parlament</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="158" />
            <source>Bad Neighbourhood</source>
            <translation>Problémová čtvrť</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="159" />
            <source>Siege</source>
            <translation>Obléhání</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="160" />
            <location filename="../carc_desktop/ui/event_text.py" line="239" />
            <source>Wealth</source>
            <translation>Bohatství</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="161" />
            <location filename="../carc_desktop/ui/event_text.py" line="241" />
            <source>Poverty</source>
            <translation>Chudoba</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="162" />
            <source>Street Fair</source>
            <translation>Pouť</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="163" />
            <source>Highway</source>
            <translation>Dálnice</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="164" />
            <source>Peasant Uprising</source>
            <translation>Selské povstání</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="165" />
            <source>Hermit Monastery</source>
            <translation>Poustevna</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="166" />
            <source>Pilgrimage Route</source>
            <translation>Poutní cesta</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="171" />
            <source>Wealth or Poverty</source>
            <translation>Bohatství, nebo chudoba</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="193" />
            <source>every player with a knight in a completed city scores it, majority or not</source>
            <translation>každý hráč s rytířem v dokončeném městě za něj boduje, ať má převahu, nebo ne</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="195" />
            <source>tiles that add only a small city cap to a completed city score nothing</source>
            <translation>kartičky, které k dokončenému městu přidávají jen malý výběžek města, se nepočítají</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="197" />
            <source>each coat of arms in a completed city is worth 1 more point</source>
            <translation>každý erb v dokončeném městě má hodnotu o 1 bod vyšší</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="198" />
            <source>a completed road scores 2 points per tile</source>
            <translation>dokončená cesta přináší 2 body za každou kartičku</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="200" />
            <source>a completed road scores as 5 tiles, whatever its length</source>
            <translation>dokončená cesta se počítá jako 5 kartiček bez ohledu na svou délku</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="202" />
            <source>road tiles showing a farmhouse score nothing</source>
            <translation>kartičky cesty se statkem se nepočítají</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="204" />
            <source>a completed monastery scores 1 point less for each of its 9 tiles showing a city</source>
            <translation>dokončený klášter přináší o 1 bod méně za každou ze svých 9 kartiček s městem</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="206" />
            <source>a completed monastery scores 1 more point for each of its 9 tiles showing a road</source>
            <translation>dokončený klášter přináší o 1 bod více za každou ze svých 9 kartiček s cestou</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="215" />
            <source>each player scoring a completed city gets %n more point(s)</source>
            <translation>
                <numerusform>každý hráč, který boduje za dokončené město, získá o %n bod více</numerusform>
                <numerusform>každý hráč, který boduje za dokončené město, získá o %n body více</numerusform>
                <numerusform>každý hráč, který boduje za dokončené město, získá o %n bodů více</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="217" />
            <source>each player scoring a completed city gets %n point(s) less</source>
            <translation>
                <numerusform>každý hráč, který boduje za dokončené město, získá o %n bod méně</numerusform>
                <numerusform>každý hráč, který boduje za dokončené město, získá o %n body méně</numerusform>
                <numerusform>každý hráč, který boduje za dokončené město, získá o %n bodů méně</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="221" />
            <source>each player scoring a completed road gets %n more point(s)</source>
            <translation>
                <numerusform>každý hráč, který boduje za dokončenou cestu, získá o %n bod více</numerusform>
                <numerusform>každý hráč, který boduje za dokončenou cestu, získá o %n body více</numerusform>
                <numerusform>každý hráč, který boduje za dokončenou cestu, získá o %n bodů více</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="223" />
            <source>each player scoring a completed road gets %n point(s) less</source>
            <translation>
                <numerusform>každý hráč, který boduje za dokončenou cestu, získá o %n bod méně</numerusform>
                <numerusform>každý hráč, který boduje za dokončenou cestu, získá o %n body méně</numerusform>
                <numerusform>každý hráč, který boduje za dokončenou cestu, získá o %n bodů méně</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="228" />
            <source>each player scoring a completed monastery gets %n more point(s)</source>
            <translation>
                <numerusform>každý hráč, který boduje za dokončený klášter, získá o %n bod více</numerusform>
                <numerusform>každý hráč, který boduje za dokončený klášter, získá o %n body více</numerusform>
                <numerusform>každý hráč, který boduje za dokončený klášter, získá o %n bodů více</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="230" />
            <source>each player scoring a completed monastery gets %n point(s) less</source>
            <translation>
                <numerusform>každý hráč, který boduje za dokončený klášter, získá o %n bod méně</numerusform>
                <numerusform>každý hráč, který boduje za dokončený klášter, získá o %n body méně</numerusform>
                <numerusform>každý hráč, který boduje za dokončený klášter, získá o %n bodů méně</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="259" />
            <source>an unfinished road of %n tile(s)</source>
            <translation>
                <numerusform>nedokončenou cestu o délce %n kartičky</numerusform>
                <numerusform>nedokončenou cestu o délce %n kartiček</numerusform>
                <numerusform>nedokončenou cestu o délce %n kartiček</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="260" />
            <source>a completed road of %n tile(s)</source>
            <translation>
                <numerusform>dokončenou cestu o délce %n kartičky</numerusform>
                <numerusform>dokončenou cestu o délce %n kartiček</numerusform>
                <numerusform>dokončenou cestu o délce %n kartiček</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="265" />
            <source>an unfinished city of %1 with %2</source>
            <translation>nedokončené město (%1, %2)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="267" />
            <source>a completed city of %1 with %2</source>
            <translation>dokončené město (%1, %2)</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="270" />
            <source>an unfinished city of %n tile(s)</source>
            <translation>
                <numerusform>nedokončené město o velikosti %n kartičky</numerusform>
                <numerusform>nedokončené město o velikosti %n kartiček</numerusform>
                <numerusform>nedokončené město o velikosti %n kartiček</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="271" />
            <source>a completed city of %n tile(s)</source>
            <translation>
                <numerusform>dokončené město o velikosti %n kartičky</numerusform>
                <numerusform>dokončené město o velikosti %n kartiček</numerusform>
                <numerusform>dokončené město o velikosti %n kartiček</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="274" />
            <source>an unfinished monastery with %n tile(s) around and under it</source>
            <translation>
                <numerusform>nedokončený klášter s %n kartičkou (včetně své)</numerusform>
                <numerusform>nedokončený klášter s %n kartičkami kolem (včetně své)</numerusform>
                <numerusform>nedokončený klášter s %n kartičkami kolem (včetně své)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="276" />
            <source>a completed monastery</source>
            <translation>dokončený klášter</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="278" />
            <source>a field next to %n completed city(ies)</source>
            <translation>
                <numerusform>louku sousedící s %n dokončeným městem</numerusform>
                <numerusform>louku sousedící s %n dokončenými městy</numerusform>
                <numerusform>louku sousedící s %n dokončenými městy</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="281" />
            <source>an unfinished %1</source>
            <translation>%1 (nedokončeno)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="282" />
            <source>a completed %1</source>
            <translation>%1 (dokončeno)</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="288" />
            <source>%1 loses %n point(s) (%2).</source>
            <translation>
                <numerusform>%1 ztrácí %n bod (%2).</numerusform>
                <numerusform>%1 ztrácí %n body (%2).</numerusform>
                <numerusform>%1 ztrácí %n bodů (%2).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="291" />
            <source>%1 gets %n more point(s) from the Wainwrights' quarter.</source>
            <translation>
                <numerusform>%1 získává navíc %n bod z Kolářské čtvrti.</numerusform>
                <numerusform>%1 získává navíc %n body z Kolářské čtvrti.</numerusform>
                <numerusform>%1 získává navíc %n bodů z Kolářské čtvrti.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="293" />
            <source>%1 gets %n more point(s) from the Coiners' quarter.</source>
            <translation>
                <numerusform>%1 získává navíc %n bod z Mincířské čtvrti.</numerusform>
                <numerusform>%1 získává navíc %n body z Mincířské čtvrti.</numerusform>
                <numerusform>%1 získává navíc %n bodů z Mincířské čtvrti.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="295" />
            <source>%1 gets %n more point(s) from the Bookbinders' quarter.</source>
            <translation>
                <numerusform>%1 získává navíc %n bod z Knihařské čtvrti.</numerusform>
                <numerusform>%1 získává navíc %n body z Knihařské čtvrti.</numerusform>
                <numerusform>%1 získává navíc %n bodů z Knihařské čtvrti.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="297" />
            <source>%1 gets %n more point(s) from the Tanners' quarter.</source>
            <translation>
                <numerusform>%1 získává navíc %n bod z Koželužské čtvrti.</numerusform>
                <numerusform>%1 získává navíc %n body z Koželužské čtvrti.</numerusform>
                <numerusform>%1 získává navíc %n bodů z Koželužské čtvrti.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="299" />
            <source>%1 gets %n more point(s) for the pig.</source>
            <translation>
                <numerusform>%1 získává navíc %n bod za selátko.</numerusform>
                <numerusform>%1 získává navíc %n body za selátko.</numerusform>
                <numerusform>%1 získává navíc %n bodů za selátko.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="301" />
            <source>%1 gets %n more point(s) for the La Porxada token.</source>
            <translation>
                <numerusform>%1 získává navíc %n bod za žeton La Porxada.</numerusform>
                <numerusform>%1 získává navíc %n body za žeton La Porxada.</numerusform>
                <numerusform>%1 získává navíc %n bodů za žeton La Porxada.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="303" />
            <source>%1 gets %n more point(s) (%2).</source>
            <translation>
                <numerusform>%1 získává navíc %n bod (%2).</numerusform>
                <numerusform>%1 získává navíc %n body (%2).</numerusform>
                <numerusform>%1 získává navíc %n bodů (%2).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="320" />
            <source>Land Surveyors tile %1 applies: %2.</source>
            <translation>Platí kartička zeměměřičů %1: %2.</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="323" />
            <source>Each Leipzig road counts as one tile: the road counts %n tile(s).</source>
            <translation>
                <numerusform>Každá lipská cesta se počítá jako jedna kartička: cesta má %n kartičku.</numerusform>
                <numerusform>Každá lipská cesta se počítá jako jedna kartička: cesta má %n kartičky.</numerusform>
                <numerusform>Každá lipská cesta se počítá jako jedna kartička: cesta má %n kartiček.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="329" />
            <source>%n farmhouse(s)</source>
            <translation>
                <numerusform>%n statek</numerusform>
                <numerusform>%n statky</numerusform>
                <numerusform>%n statků</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="331" />
            <source>%n shed(s)</source>
            <translation>
                <numerusform>%n chlév</numerusform>
                <numerusform>%n chlévy</numerusform>
                <numerusform>%n chlévů</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="333" />
            <source>The Tanners count %1 in this field.</source>
            <translation>Koželuhové na této louce počítají %1.</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="347" />
            <source>%1 has the most %2 tokens and scores %n point(s).</source>
            <translation>
                <numerusform>%1 má nejvíce žetonů %2 a získává %n bod.</numerusform>
                <numerusform>%1 má nejvíce žetonů %2 a získává %n body.</numerusform>
                <numerusform>%1 má nejvíce žetonů %2 a získává %n bodů.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="349" />
            <source>%1 share the most %2 tokens and score %n point(s) each.</source>
            <translation>
                <numerusform>%1 mají shodně nejvíce žetonů %2 a každý získává %n bod.</numerusform>
                <numerusform>%1 mají shodně nejvíce žetonů %2 a každý získává %n body.</numerusform>
                <numerusform>%1 mají shodně nejvíce žetonů %2 a každý získává %n bodů.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="352" />
            <source>Nobody wins the %1 tokens.</source>
            <translation>Žetony %1 nezískává nikdo.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="356" />
            <source>Nobody scores %1.</source>
            <translation>Za %1 nikdo nezískává body.</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="358" />
            <source>%1 scores %n point(s) for %2.</source>
            <translation>
                <numerusform>%1 získává %n bod za %2.</numerusform>
                <numerusform>%1 získává %n body za %2.</numerusform>
                <numerusform>%1 získává %n bodů za %2.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="360" />
            <source>%1 score %n point(s) each for %2.</source>
            <translation>
                <numerusform>%1 získávají každý %n bod za %2.</numerusform>
                <numerusform>%1 získávají každý %n body za %2.</numerusform>
                <numerusform>%1 získávají každý %n bodů za %2.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="386" />
            <source>The game is over.</source>
            <translation>Hra skončila.</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="389" />
            <source>The game is over: %1 wins with %n point(s).</source>
            <translation>
                <numerusform>Hra skončila: %1 vítězí s %n bodem.</numerusform>
                <numerusform>Hra skončila: %1 vítězí s %n body.</numerusform>
                <numerusform>Hra skončila: %1 vítězí s %n body.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/event_text.py" line="391" />
            <source>The game is over: %1 share the victory with %n point(s) each.</source>
            <translation>
                <numerusform>Hra skončila: %1 se dělí o vítězství, každý s %n bodem.</numerusform>
                <numerusform>Hra skončila: %1 se dělí o vítězství, každý s %n body.</numerusform>
                <numerusform>Hra skončila: %1 se dělí o vítězství, každý s %n body.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="403" />
            <source>%1 takes %2 from the completed city.</source>
            <translation>%1 bere z dokončeného města %2.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="410" />
            <source>%1's builder earns a second tile this turn.</source>
            <comment>%1 is a player's name</comment>
            <translation>Stavitel hráče %1 mu v tomto tahu přináší druhou kartičku.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="412" />
            <source>%1 declines the builder's second tile.</source>
            <translation>%1 odmítá druhou kartičku stavitele.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="417" />
            <source>%1 takes back the %2: no follower of theirs is left with it.</source>
            <translation>%1 si bere zpět figurku (%2): nezůstal u ní žádný jeho družiník.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="422" />
            <source>Tile %1 fits nowhere: it goes back to the box and %2 draws again.</source>
            <translation>Kartičku %1 nelze nikam přiložit: vrací se do krabice a %2 táhne znovu.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="431" />
            <source>%1 sends a meeple from the completed road to the %2 and still scores the road with the others.</source>
            <translation>%1 posílá meepla z dokončené cesty do lipské čtvrti (%2) a cestu přesto boduje s ostatními.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="433" />
            <source>%1 sends a meeple from the completed road to the %2 instead of scoring it.</source>
            <translation>%1 posílá meepla z dokončené cesty do lipské čtvrti (%2) místo bodování cesty.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="438" />
            <source>%1 keeps the meeple on the road and scores it normally.</source>
            <translation>%1 nechává meepla na cestě a boduje ji obvyklým způsobem.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="444" />
            <source>New Land Surveyors tiles: %1 for cities, %2 for roads, %3 for monasteries.</source>
            <translation>Nové kartičky zeměměřičů: %1 pro města, %2 pro cesty, %3 pro kláštery.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="454" />
            <source>%1 chooses the La Porxada scoring bonus.</source>
            <translation>%1 volí bodový bonus La Porxada.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="455" />
            <source>%1 asks %2 to swap two followers (La Porxada).</source>
            <translation>%1 žádá hráče %2 o výměnu dvou družiníků (La Porxada).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="462" />
            <source>%1 accepts: the two followers change places.</source>
            <translation>%1 souhlasí: oba družiníci si vymění místa.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="463" />
            <source>%1 refuses the swap and must give up a follower.</source>
            <translation>%1 výměnu odmítá a musí se vzdát jednoho družiníka.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="469" />
            <source>%1 removes a follower from the supply for good.</source>
            <translation>%1 natrvalo vyřazuje jednoho družiníka ze zásoby.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="470" />
            <source>%1 removes a follower from the board for good.</source>
            <translation>%1 natrvalo vyřazuje jednoho družiníka z hrací plochy.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="476" />
            <source>La Porxada's city is completed without knights: nobody takes a token.</source>
            <translation>Město s La Porxadou je dokončeno bez rytířů: žeton nezískává nikdo.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="478" />
            <source>%1 takes a La Porxada token.</source>
            <translation>%1 získává žeton La Porxada.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/event_text.py" line="479" />
            <source>%1 each take a La Porxada token.</source>
            <translation>%1 získávají každý žeton La Porxada.</translation>
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
                <numerusform>%1: %n bod.</numerusform>
                <numerusform>%1: %n body.</numerusform>
                <numerusform>%1: %n bodů.</numerusform>
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
                <numerusform>Dokončená cesta o délce %n kartičky</numerusform>
                <numerusform>Dokončená cesta o délce %n kartiček</numerusform>
                <numerusform>Dokončená cesta o délce %n kartiček</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/feature_info.py" line="91" />
            <source>Unfinished road of %n tile(s)</source>
            <translation>
                <numerusform>Nedokončená cesta o délce %n kartičky</numerusform>
                <numerusform>Nedokončená cesta o délce %n kartiček</numerusform>
                <numerusform>Nedokončená cesta o délce %n kartiček</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/feature_info.py" line="95" />
            <source>Completed city of %n tile(s)</source>
            <translation>
                <numerusform>Dokončené město o velikosti %n kartičky</numerusform>
                <numerusform>Dokončené město o velikosti %n kartiček</numerusform>
                <numerusform>Dokončené město o velikosti %n kartiček</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/feature_info.py" line="98" />
            <source>Unfinished city of %n tile(s)</source>
            <translation>
                <numerusform>Nedokončené město o velikosti %n kartičky</numerusform>
                <numerusform>Nedokončené město o velikosti %n kartiček</numerusform>
                <numerusform>Nedokončené město o velikosti %n kartiček</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/feature_info.py" line="102" />
            <source>Completed city of %1 with %2</source>
            <translation>Dokončené město (%1, %2)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/feature_info.py" line="105" />
            <source>Unfinished city of %1 with %2</source>
            <translation>Nedokončené město (%1, %2)</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/feature_info.py" line="108" />
            <source>Monastery with %n of 9 tiles</source>
            <translation>
                <numerusform>Klášter s %n kartičkou z 9</numerusform>
                <numerusform>Klášter s %n kartičkami z 9</numerusform>
                <numerusform>Klášter s %n kartičkami z 9</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/feature_info.py" line="110" />
            <source>Field next to %n completed city(ies)</source>
            <translation>
                <numerusform>Louka u %n dokončeného města</numerusform>
                <numerusform>Louka u %n dokončených měst</numerusform>
                <numerusform>Louka u %n dokončených měst</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/feature_info.py" line="116" />
            <source>%1: worth %n point(s), nobody holds it.</source>
            <translation>
                <numerusform>%1: vynese %n bod, zatím neobsazeno.</numerusform>
                <numerusform>%1: vynese %n body, zatím neobsazeno.</numerusform>
                <numerusform>%1: vynese %n bodů, zatím neobsazeno.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/feature_info.py" line="118" />
            <source>%1: worth %n point(s) now to %2.</source>
            <translation>
                <numerusform>%1: teď vynese %n bod hráči %2.</numerusform>
                <numerusform>%1: teď vynese %n body hráči %2.</numerusform>
                <numerusform>%1: teď vynese %n bodů hráči %2.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FileActions</name>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="200" />
            <source>No recent games</source>
            <translation>Žádné nedávné hry</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="227" />
            <source>&amp;Clear the List</source>
            <translation>&amp;Vymazat seznam</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="260" />
            <location filename="../carc_desktop/ui/file_actions.py" line="366" />
            <source>Cannot continue the last game</source>
            <translation>Poslední hru nelze dohrát</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="264" />
            <source>The last game is over: there is nothing to continue.</source>
            <translation>Poslední hra skončila: není co dohrávat.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="268" />
            <source>Continued from the backup</source>
            <translation>Pokračuje se ze záložní kopie</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="269" />
            <location filename="../carc_desktop/ui/file_actions.py" line="405" />
            <source>The last game continues.</source>
            <translation>Poslední hra pokračuje.</translation>
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
            <translation>základní hra</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="291" />
            <source>%1: %2 (%3, finished)</source>
            <comment>date: players and scores (expansions)</comment>
            <translation>%1: %2 (%3, dohráno)</translation>
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
            <translation>Hra skončila.</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/file_actions.py" line="301" />
            <source>Turn %1, %n tile(s) left.</source>
            <translation>
                <numerusform>Tah %1, zbývá %n kartička.</numerusform>
                <numerusform>Tah %1, zbývají %n kartičky.</numerusform>
                <numerusform>Tah %1, zbývá %n kartiček.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="306" />
            <source>The autosaved game is damaged and cannot be resumed.

%1</source>
            <translation>Automaticky uložená hra je poškozená a nelze v ní pokračovat.

%1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="310" />
            <source>The last autosave is damaged; the copy written one decision earlier was used.</source>
            <translation>Poslední automatické uložení je poškozené; použila se kopie uložená o jedno rozhodnutí dříve.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="315" />
            <source>The game of %1 is not finished (turn %2). Do you want to continue it?</source>
            <translation>Hra, kterou hrají %1, není dohraná (tah %2). Chcete v ní pokračovat?</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="351" />
            <source>Continue the last game?</source>
            <translation>Pokračovat v poslední hře?</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="325" />
            <source>There is nothing to redo.</source>
            <extracomment>Engine refusal codes that say less than the controller's own reason for the same move. Played by ``carc_desktop.ai`` instead of a person at this computer. AI level passed to ``choose_move`` (meaningful only for computer players). Top-level record key with who plays each seat (docs/record-format.md, "Seats"). Anything about the game changed (a move, an undo, a new game): redraw. A new tile waits to be placed (engine ``TileType``). Score events (engine ``Event`` of type ``score``) of the move just played. A new turn began; the argument is the player index. A decision is pending; the argument is the step kind (``place``, ``deploy``, ...). An intent was refused; the argument says why, in a short translated sentence. The tray tile's preview rotation (quarter turns clockwise). A computer player started (True) or stopped (False) thinking. A new game (or a loaded one) replaced the previous game. The game could not be autosaved; the argument is a translated sentence saying why. Writes the record after every decision (None: no autosave). Minimum time a computer move takes, so people can follow it.</extracomment>
            <translation>Není co opakovat.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="453" />
            <source>The game could not be autosaved (%1). Save it with Ctrl+S to be safe.</source>
            <translation>Hru se nepodařilo automaticky uložit (%1). Pro jistotu ji uložte pomocí Ctrl+S.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="82" />
            <source>Player %1</source>
            <translation>Hráč %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="274" />
            <source>There is no tile to place now.</source>
            <translation>Teď není co pokládat.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="286" />
            <source>You cannot put a figure there now.</source>
            <translation>Sem teď nemůžete umístit figurku.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="295" />
            <source>This decision cannot be skipped.</source>
            <translation>Toto rozhodnutí nelze přeskočit.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="302" />
            <source>That choice is not allowed now.</source>
            <translation>Tato volba teď není povolena.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="309" />
            <source>There is nothing to undo.</source>
            <translation>Není co vrátit zpět.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="392" />
            <source>The game is over.</source>
            <translation>Hra skončila.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="395" />
            <source>Please wait: %1 is thinking.</source>
            <translation>Počkejte prosím: %1 přemýšlí.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="410" />
            <source>The tile does not fit there this way round: rotate it (R).</source>
            <translation>Takto otočená se kartička sem nehodí: otočte ji (R).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="534" />
            <source>it chose an illegal move</source>
            <translation>zvolil nepovolený tah</translation>
        </message>
        <message>
            <location filename="../carc_desktop/controller/game_controller.py" line="535" />
            <source>The computer player failed (%1); it plays the first legal move.</source>
            <translation>Počítačový hráč selhal (%1); hraje první povolený tah.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="175" />
            <source>The game is over.</source>
            <translation>Hra skončila.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="295" />
            <source>Game over</source>
            <translation>Konec hry</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="297" />
            <source>Turn %1</source>
            <translation>Tah %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="251" />
            <source>Carcassonne</source>
            <translation>Carcassonne</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="253" />
            <source>Tile</source>
            <translation>Kartička</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="253" />
            <source>Players</source>
            <translation>Hráči</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="258" />
            <source>&amp;Game</source>
            <translation>&amp;Hra</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="258" />
            <source>&amp;View</source>
            <translation>Z&amp;obrazení</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="264" />
            <source>&amp;New Game</source>
            <translation>&amp;Nová hra</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="265" />
            <source>&amp;Undo</source>
            <translation>&amp;Zpět</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="266" />
            <source>&amp;Quit</source>
            <translation>&amp;Konec</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="267" />
            <source>Zoom &amp;In</source>
            <translation>&amp;Přiblížit</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="268" />
            <source>Zoom &amp;Out</source>
            <translation>O&amp;ddálit</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/main_window.py" line="269" />
            <source>Zoom to &amp;Fit</source>
            <translation>&amp;Celá hrací plocha</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/main_window.py" line="293" />
            <source>%n tile(s) left</source>
            <translation>
                <numerusform>zbývá %n kartička</numerusform>
                <numerusform>zbývají %n kartičky</numerusform>
                <numerusform>zbývá %n kartiček</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="87" />
            <source>&amp;New Game…</source>
            <extracomment>Game &gt; Open Recent (filled by the shell when it is about to show).</extracomment>
            <translation>&amp;Nová hra…</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="87" />
            <source>Choose players and rules for a new game</source>
            <translation>Zvolit hráče a pravidla nové hry</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="88" />
            <source>&amp;Open…</source>
            <translation>&amp;Otevřít…</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="88" />
            <source>Open a saved game</source>
            <translation>Otevřít uloženou hru</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="89" />
            <source>&amp;Continue Last Game</source>
            <translation>Pokračovat v &amp;poslední hře</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="89" />
            <source>Go back to the game that was autosaved</source>
            <translation>Vrátit se k automaticky uložené hře</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="90" />
            <source>&amp;Save</source>
            <translation>&amp;Uložit</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="90" />
            <source>Save the game</source>
            <translation>Uložit hru</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="91" />
            <source>Save &amp;As…</source>
            <translation>Uložit &amp;jako…</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="91" />
            <source>Save the game in a new file</source>
            <translation>Uložit hru do nového souboru</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="92" />
            <source>&amp;Undo</source>
            <translation>&amp;Zpět</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="92" />
            <source>Take back your last decision</source>
            <translation>Vzít zpět poslední rozhodnutí</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="93" />
            <source>&amp;Redo</source>
            <translation>Zno&amp;vu</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="93" />
            <source>Play again the decision you took back</source>
            <translation>Znovu zahrát rozhodnutí, které jste vzali zpět</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="94" />
            <source>Se&amp;ttings…</source>
            <translation>Nas&amp;tavení…</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="94" />
            <source>Language, animations and hints</source>
            <translation>Jazyk, animace a nápovědy</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="95" />
            <source>&amp;Quit</source>
            <translation>&amp;Konec</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="95" />
            <source>Close the game</source>
            <translation>Zavřít hru</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="96" />
            <source>Zoom &amp;In</source>
            <translation>&amp;Přiblížit</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="96" />
            <source>Show the board larger</source>
            <translation>Zobrazit hrací plochu větší</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="97" />
            <source>Zoom &amp;Out</source>
            <translation>O&amp;ddálit</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="97" />
            <source>Show more of the board</source>
            <translation>Zobrazit větší část hrací plochy</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="98" />
            <source>&amp;Fit the Board</source>
            <translation>&amp;Celá hrací plocha</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="98" />
            <source>Show the whole board</source>
            <translation>Zobrazit celou hrací plochu</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="99" />
            <source>F&amp;ull Screen</source>
            <translation>Celá &amp;obrazovka</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="99" />
            <source>Use the whole screen</source>
            <translation>Použít celou obrazovku</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="100" />
            <source>Go to the &amp;Board</source>
            <translation>Přejít na &amp;hrací plochu</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="100" />
            <source>Move the keyboard focus to the board</source>
            <translation>Přesunout fokus klávesnice na hrací plochu</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="101" />
            <source>Go to the S&amp;coreboard</source>
            <translation>Přejít na &amp;tabulku skóre</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="102" />
            <source>Move the keyboard focus to the scoreboard</source>
            <translation>Přesunout fokus klávesnice na tabulku skóre</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="103" />
            <source>Go to the Score &amp;Log</source>
            <translation>Přejít na &amp;záznam bodování</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="103" />
            <source>Move the keyboard focus to the score log</source>
            <translation>Přesunout fokus klávesnice na záznam bodování</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="104" />
            <source>&amp;Tiles Left…</source>
            <translation>&amp;Zbývající kartičky…</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="104" />
            <source>The tiles still in the bag</source>
            <translation>Kartičky, které jsou ještě v pytlíku</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="105" />
            <source>&amp;Rules…</source>
            <translation>&amp;Pravidla…</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="105" />
            <source>A summary of the rules in play</source>
            <translation>Shrnutí pravidel této hry</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="106" />
            <source>&amp;About…</source>
            <translation>&amp;O hře…</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="106" />
            <source>About this game</source>
            <translation>O této hře</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="112" />
            <source>&amp;Game</source>
            <translation>&amp;Hra</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="112" />
            <source>Open &amp;Recent</source>
            <translation>Ne&amp;dávné hry</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="112" />
            <source>&amp;View</source>
            <translation>Z&amp;obrazení</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="113" />
            <source>&amp;Help</source>
            <translation>&amp;Nápověda</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="227" />
            <location filename="../carc_desktop/ui/menus.py" line="232" />
            <source>There is nothing to undo.</source>
            <extracomment>history length -&gt; (bag_pos, decider) seen in that state</extracomment>
            <translation>Není co vrátit zpět.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/menus.py" line="235" />
            <source>A new tile has been drawn since: with computer players in the game, moves before a draw cannot be taken back.</source>
            <translation>Mezitím byla tažena nová kartička: když hrají počítačoví hráči, tahy před tažením kartičky nelze vzít zpět.</translation>
        </message>
    </context>
    <context>
        <name>MoveLabels</name>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="24" />
            <source>Wainwrights</source>
            <translation>Koláři</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="25" />
            <source>Tanners</source>
            <translation>Koželuhové</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="26" />
            <source>Coiners</source>
            <translation>Mincíři</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="27" />
            <source>Bookbinders</source>
            <translation>Knihaři</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="49" />
            <source>the %1 at (%2, %3)</source>
            <translation>%1 na (%2, %3)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="52" />
            <source>one from your supply</source>
            <translation>jeden ze zásoby</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="59" />
            <source>Place the tile at (%1, %2), turned %3°</source>
            <translation>Položit kartičku na (%1, %2), otočenou o %3°</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="69" />
            <source>Put a %1 on the %2</source>
            <translation>Umístit figurku (%1): %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="75" />
            <source>No figure this turn</source>
            <translation>V tomto tahu bez figurky</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="76" />
            <source>Skip</source>
            <translation>Přeskočit</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="80" />
            <source>Score the %1 at (%2, %3) first</source>
            <translation>Nejprve bodovat: %1 na (%2, %3)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="89" />
            <source>Score the road normally</source>
            <translation>Bodovat cestu obvyklým způsobem</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="90" />
            <source>Send a meeple to the %1 quarter</source>
            <translation>Poslat meepla do čtvrti (%1)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="94" />
            <source>%1: score the road normally</source>
            <translation>%1: bodovat cestu obvyklým způsobem</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="95" />
            <source>%1: send a meeple to the %2 quarter</source>
            <translation>%1: poslat meepla do čtvrti (%2)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="102" />
            <source>Take the Porxada bonus token</source>
            <translation>Vzít bonusový žeton Porxady</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="113" />
            <source>Swap your follower on %1 with %2's on %3</source>
            <translation>Vyměnit svého družiníka (%1) za družiníka hráče %2 (%3)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="121" />
            <source>Accept the swap</source>
            <translation>Přijmout výměnu</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="122" />
            <source>Refuse (and lose a follower)</source>
            <translation>Odmítnout (a přijít o družiníka)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="128" />
            <source>Remove a follower from your supply</source>
            <translation>Vyřadit družiníka ze zásoby</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="129" />
            <source>Remove your follower on %1</source>
            <translation>Vyřadit svého družiníka (%1)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="134" />
            <source>Take the builder's second tile</source>
            <translation>Vzít druhou kartičku stavitele</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="135" />
            <source>Decline the second tile</source>
            <translation>Odmítnout druhou kartičku</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="145" />
            <source>yes</source>
            <translation>ano</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="145" />
            <source>no</source>
            <translation>ne</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="178" />
            <source>%1, place your tile</source>
            <translation>%1, položte svou kartičku</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="179" />
            <source>%1, place a figure?</source>
            <translation>%1, umístit figurku?</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="180" />
            <source>%1, which feature scores first?</source>
            <translation>%1, které území se boduje jako první?</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="181" />
            <source>%1, send a meeple to Leipzig?</source>
            <translation>%1, poslat meepla do Lipska?</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="182" />
            <source>%1, La Porxada: choose an option</source>
            <translation>%1, La Porxada: zvolte možnost</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="183" />
            <source>%1, answer the Porxada swap</source>
            <translation>%1, odpovězte na výměnu Porxady</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="184" />
            <source>%1, which follower leaves the game?</source>
            <translation>%1, který družiník opustí hru?</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="185" />
            <source>%1, take a second tile?</source>
            <translation>%1, vzít druhou kartičku?</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="187" />
            <source>%1, decide: %2</source>
            <translation>%1, rozhodněte: %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="193" />
            <source>Drag the tile onto a highlighted cell, or click a cell and press Enter. R rotates.</source>
            <translation>Přetáhněte kartičku na zvýrazněné políčko, nebo klikněte na políčko a stiskněte Enter. R ji otočí.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="196" />
            <source>Click a marker on the tile you just placed, or place no figure.</source>
            <translation>Klikněte na značku na právě položené kartičce, nebo nepokládejte žádnou figurku.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="198" />
            <source>A completed road leads to Leipzig: send one of your meeples from it into a quarter, or let the road score normally.</source>
            <translation>Dokončená cesta vede do Lipska: pošlete z ní jednoho svého meepla do některé čtvrti, nebo nechte cestu bodovat obvyklým způsobem.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/move_labels.py" line="201" />
            <source>Several features were completed and the order matters.</source>
            <translation>Bylo dokončeno více území a na pořadí záleží.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="71" />
            <source>Followers per player</source>
            <translation>Družiníků na hráče</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="72" />
            <source>Ask before taking the builder's second tile</source>
            <translation>Zeptat se před vzetím druhé kartičky stavitele</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="73" />
            <source>One extra follower for every player</source>
            <translation>Jeden družiník navíc pro každého hráče</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="74" />
            <source>Wainwrights' bonus even when a player sent his only meeple</source>
            <translation>Bonus Kolářské čtvrti, i když hráč poslal svého jediného meepla</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="75" />
            <source>Road Wealth/Poverty tile</source>
            <translation>Kartička Bohatství/Chudoba pro cesty</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="76" />
            <source>Monastery Wealth/Poverty tile</source>
            <translation>Kartička Bohatství/Chudoba pro kláštery</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="83" />
            <source>Wealth: +3 points</source>
            <translation>Bohatství: +3 body</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="83" />
            <source>Poverty: -3 points</source>
            <translation>Chudoba: −3 body</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="106" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="132" />
            <source>Automatic</source>
            <extracomment>The QLabel in front of the editor in its form (None for a check box).</extracomment>
            <translation>Automaticky</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="173" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="205" />
            <source>Player %1 colour</source>
            <translation>Barva hráče %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="177" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="206" />
            <source>Player %1 name</source>
            <translation>Jméno hráče %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="180" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="207" />
            <source>Person</source>
            <translation>Člověk</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="181" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="208" />
            <source>Computer</source>
            <translation>Počítač</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="182" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="209" />
            <source>Player %1 is played by</source>
            <translation>Hráče %1 ovládá</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="189" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="217" />
            <source>Player %1 computer level</source>
            <translation>Úroveň počítače hráče %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="253" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="396" />
            <source>New Game</source>
            <extracomment>Emitted on accept with the chosen :class:`GameSetup`.</extracomment>
            <translation>Nová hra</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="254" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="397" />
            <source>New game</source>
            <translation>Nová hra</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="269" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="398" />
            <source>Players</source>
            <translation>Hráči</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="272" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="399" />
            <source>&amp;Number of players:</source>
            <translation>&amp;Počet hráčů:</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="276" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="400" />
            <source>Number of players</source>
            <translation>Počet hráčů</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="284" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="401" />
            <source>Colour</source>
            <translation>Barva</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="284" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="401" />
            <source>Name</source>
            <translation>Jméno</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="284" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="401" />
            <source>Played by</source>
            <translation>Ovládá</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="284" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="401" />
            <source>Level</source>
            <translation>Úroveň</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="296" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="407" />
            <source>Rules</source>
            <translation>Pravidla</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="300" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="408" />
            <source>2nd edition (C2)</source>
            <translation>2. edice (C2)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="300" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="408" />
            <source>3rd edition (C3)</source>
            <translation>3. edice (C3)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="303" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="412" />
            <source>Edition</source>
            <translation>Edice</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="304" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="413" />
            <source>&amp;Edition:</source>
            <translation>&amp;Edice:</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="323" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="416" />
            <source>Expansions</source>
            <translation>Rozšíření</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="356" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="420" />
            <source>random</source>
            <translation>náhodně</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="358" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="421" />
            <source>Seed (empty for a random game)</source>
            <translation>Semínko (prázdné pro náhodnou hru)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="359" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="422" />
            <source>&amp;Seed:</source>
            <translation>&amp;Semínko:</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="374" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="423" />
            <source>&amp;Start game</source>
            <translation>&amp;Začít hru</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="376" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="424" />
            <source>&amp;Defaults</source>
            <translation>&amp;Výchozí</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="377" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="425" />
            <source>Restore the default setup</source>
            <translation>Obnovit výchozí nastavení</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="454" />
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="498" />
            <source>Player %1</source>
            <translation>Hráč %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="526" />
            <source>Two players have the same name; please give each a different name.</source>
            <translation>Dva hráči mají stejné jméno; dejte prosím každému jiné jméno.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="530" />
            <source>These rules cannot start a game: %1</source>
            <translation>S těmito pravidly nelze začít hru: %1</translation>
        </message>
    </context>
    <context>
        <name>RemainingTilesDialog</name>
        <message>
            <location filename="../carc_desktop/ui/dialogs/remaining_tiles_dialog.py" line="72" />
            <location filename="../carc_desktop/ui/dialogs/remaining_tiles_dialog.py" line="73" />
            <source>Tiles left in the bag</source>
            <translation>Kartičky zbývající v pytlíku</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/dialogs/remaining_tiles_dialog.py" line="75" />
            <source>%n tile(s) left in the bag.</source>
            <translation>
                <numerusform>V pytlíku zbývá %n kartička.</numerusform>
                <numerusform>V pytlíku zbývají %n kartičky.</numerusform>
                <numerusform>V pytlíku zbývá %n kartiček.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/remaining_tiles_dialog.py" line="76" />
            <source>Remaining tiles by type</source>
            <translation>Zbývající kartičky podle typu</translation>
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
            <translation>Základní hra</translation>
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
                <numerusform>%1: zbývá %n</numerusform>
                <numerusform>%1: zbývají %n</numerusform>
                <numerusform>%1: zbývá %n</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="136" />
            <source>Rules</source>
            <translation>Pravidla</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="137" />
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="138" />
            <source>Rules summary</source>
            <translation>Shrnutí pravidel</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="20" />
            <source>On your turn, draw a tile and add it to the landscape so that it touches a tile already there along at least one edge, and every touching edge matches: city to city, road to road, field to field. A tile that fits nowhere goes back to the box and you draw again.</source>
            <translation>Ve svém tahu si vezměte kartičku a přiložte ji ke krajině tak, aby se alespoň jedním okrajem dotýkala už položené kartičky a všechny dotýkající se okraje navazovaly: město na město, cesta na cestu, louka na louku. Kartička, kterou nelze nikam přiložit, se vrací do krabice a táhnete znovu.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="24" />
            <source>Then you may put one follower from your supply on a road, city, monastery or field of that tile, unless the whole road, city or field it belongs to already holds a follower.</source>
            <translation>Pak můžete umístit jednoho družiníka ze své zásoby na cestu, město, klášter nebo louku této kartičky, pokud celá cesta, město nebo louka, k níž patří, ještě družiníka nemá.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="27" />
            <source>A completed feature scores at once and its followers go back to their owners: a road 1 point per tile, a city 2 points per tile and per coat of arms, a monastery surrounded by eight tiles 9 points. The player(s) with the most followers in a feature score it; tied players all score in full.</source>
            <translation>Dokončené území se hned boduje a jeho družiníci se vracejí majitelům: cesta 1 bod za kartičku, město 2 body za kartičku a za erb, klášter obklopený osmi kartičkami 9 bodů. Body získává hráč (či hráči) s nejvíce družiníky na území; při shodě získají všichni plný počet bodů.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="31" />
            <source>When the last tile is placed, unfinished roads and cities score 1 point per tile and per coat of arms, unfinished monasteries 1 point for themselves and each neighbour, and each field 3 points per completed city it touches. The highest score wins.</source>
            <translation>Po položení poslední kartičky přinášejí nedokončené cesty a města 1 bod za kartičku a za erb, nedokončené kláštery 1 bod za sebe a za každého souseda a každá louka 3 body za každé dokončené město, se kterým sousedí. Vítězí nejvyšší skóre.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="41" />
            <source>Builder: instead of a follower, put your builder on a road or city of the tile just placed that already holds one of your followers. Whenever you later extend that road or city, you play a second tile in the same turn (never a third).</source>
            <translation>Stavitel: místo družiníka umístěte svého stavitele na cestu nebo do města právě položené kartičky, kde už stojí některý z vašich družiníků. Kdykoli pak tuto cestu nebo město prodloužíte, zahrajete ve stejném tahu druhou kartičku (nikdy třetí).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="45" />
            <source>Pig: put it in a field that holds one of your farmers. If you score that field at the end, each completed city is worth 4 points to you instead of 3.</source>
            <translation>Selátko: umístěte ho na louku, kde leží některý z vašich sedláků. Pokud tuto louku na konci bodujete, má pro vás každé dokončené město hodnotu 4 bodů místo 3.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="47" />
            <source>Goods: whoever completes a city takes one token for each wine, grain or cloth symbol in it, even without a knight there. At the end, the most tokens of each kind score 10 points (ties all score).</source>
            <translation>Zboží: kdo dokončí město, vezme si žeton za každý symbol vína, obilí nebo látky v něm, i když tam nemá rytíře. Na konci získá nejvíce žetonů každého druhu 10 bodů (při shodě je získají všichni).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="53" />
            <source>The four Leipzig tiles replace the start tile and form the city of Leipzig in the middle. Nobody can place a follower in Leipzig by the normal rules.</source>
            <translation>Čtyři lipské kartičky nahrazují startovní kartičku a uprostřed tvoří město Lipsko. Podle běžných pravidel nemůže nikdo umístit družiníka do Lipska.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="55" />
            <source>When a road connected to Leipzig (directly, or through crossroads) is completed, each player with the majority on it may send one of his followers from it into a free quarter of his choice instead of scoring; with a second follower on the road he still scores. Followers in Leipzig stay there.</source>
            <translation>Když je dokončena cesta spojená s Lipskem (přímo nebo přes křižovatky), může každý hráč, který na ní má převahu, místo bodování poslat jednoho svého družiníka z ní do volné čtvrti podle své volby; s druhým družiníkem na cestě přesto boduje. Družiníci v Lipsku tam zůstávají.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="59" />
            <source>Quarter bonuses for later scorings: Wainwrights +1 per tile of roads you win, Coiners +3 per coat of arms in cities where you have a knight, Bookbinders +4 for every completed monastery, Tanners +2 per farmhouse and shed in the fields you win at the end.</source>
            <translation>Bonusy čtvrtí při dalších bodováních: Koláři +1 za kartičku cest, které vyhrajete, Mincíři +3 za erb ve městech, kde máte rytíře, Knihaři +4 za každý dokončený klášter, Koželuhové +2 za statek a chlév na loukách, které na konci vyhrajete.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="66" />
            <source>Three stacks of scoring tiles (city, road, monastery) lie open; the top tile of each changes how completed features of its kind score during the game (for instance Siege: +1 per coat of arms; Highway: a road scores as 5 tiles).</source>
            <translation>Tři balíčky bodovacích kartiček (město, cesta, klášter) leží lícem nahoru; vrchní kartička každého z nich mění bodování dokončených území svého druhu během hry (například Obléhání: +1 za erb; Dálnice: cesta se počítá jako 5 kartiček).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="69" />
            <source>After every turn in which something was scored, all three top tiles go under their stacks and the next ones apply. The final scoring ignores them. The scoreboard shows the active tiles and their effects.</source>
            <translation>Po každém tahu, ve kterém se bodovalo, se všechny tři vrchní kartičky vrátí pod své balíčky a platí další. Závěrečné bodování je nebere v úvahu. Tabulka skóre ukazuje aktivní kartičky a jejich účinky.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="75" />
            <source>Whoever places La Porxada chooses at once: either swap one of his followers on the board with another player's follower (who may refuse, and then loses one of his followers for good), or the scoring bonus.</source>
            <translation>Kdo položí La Porxadu, hned si vybere: buď vymění jednoho svého družiníka na hrací ploše za družiníka jiného hráče (ten může odmítnout, ale pak natrvalo přijde o jednoho svého družiníka), nebo bodový bonus.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="78" />
            <source>Scoring bonus: when La Porxada's city is completed, every player with a knight in it takes a token. At the end, a token holder scores his unfinished cities as if completed (2 points per tile and per coat of arms).</source>
            <translation>Bodový bonus: když je dokončeno město s La Porxadou, každý hráč, který v něm má rytíře, získá žeton. Na konci boduje držitel žetonu svá nedokončená města, jako by byla dokončená (2 body za kartičku a za erb).</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="87" />
            <source>yes</source>
            <translation>ano</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="87" />
            <source>no</source>
            <translation>ne</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="96" />
            <source>2nd edition rules (C2)</source>
            <translation>Pravidla 2. edice (C2)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="97" />
            <source>3rd edition rules (C3)</source>
            <translation>Pravidla 3. edice (C3)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="99" />
            <source>The base game</source>
            <translation>Základní hra</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="101" />
            <source>No summary of this expansion yet.</source>
            <translation>Shrnutí tohoto rozšíření zatím není k dispozici.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="104" />
            <source>No expansion is in play.</source>
            <translation>Hraje se bez rozšíření.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="112" />
            <source>Rule options of this game</source>
            <translation>Volby pravidel této hry</translation>
        </message>
    </context>
    <context>
        <name>ScoreLog</name>
        <message>
            <location filename="../carc_desktop/ui/panels/score_log.py" line="71" />
            <source>Score log</source>
            <extracomment>The cells of the feature an entry is about (list of (x, y)); empty = clear. The events shown, one per line (compared by identity with ``game.events``).</extracomment>
            <translation>Záznam bodování</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/score_log.py" line="72" />
            <source>Click an entry to show its feature on the board.</source>
            <translation>Klikněte na záznam a jeho území se ukáže na hrací ploše.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/score_log.py" line="73" />
            <source>Score log entries</source>
            <translation>Záznamy bodování</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/score_log.py" line="127" />
            <source>Click to show it on the board</source>
            <translation>Kliknutím ukážete na hrací ploše</translation>
        </message>
    </context>
    <context>
        <name>ScorePanel</name>
        <message>
            <location filename="../carc_desktop/ui/score_panel.py" line="84" />
            <source>builder</source>
            <translation>stavitel</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/score_panel.py" line="86" />
            <source>pig</source>
            <translation>selátko</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/score_panel.py" line="106" />
            <source>(computer)</source>
            <translation>(počítač)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/score_panel.py" line="112" />
            <source>Final scores</source>
            <translation>Konečné skóre</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/score_panel.py" line="115" />
            <source>Turn %1 — %2 to play</source>
            <translation>Tah %1 — na tahu je %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/score_panel.py" line="82" />
            <source>%n follower(s)</source>
            <translation>
                <numerusform>%n družiník</numerusform>
                <numerusform>%n družiníci</numerusform>
                <numerusform>%n družiníků</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Scoreboard</name>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="51" />
            <source>placing a tile</source>
            <translation>pokládá kartičku</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="52" />
            <source>placing a figure</source>
            <translation>umisťuje figurku</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="53" />
            <source>choosing the scoring order</source>
            <translation>volí pořadí bodování</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="54" />
            <source>deciding about Leipzig</source>
            <translation>rozhoduje o Lipsku</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="55" />
            <source>choosing a La Porxada option</source>
            <translation>volí možnost La Porxady</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="56" />
            <source>answering a swap</source>
            <translation>odpovídá na výměnu</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="57" />
            <source>removing a follower</source>
            <translation>vyřazuje družiníka</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="58" />
            <source>deciding about a second tile</source>
            <translation>rozhoduje o druhé kartičce</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="155" />
            <source>Scoreboard</source>
            <translation>Tabulka skóre</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="156" />
            <source>Whose turn</source>
            <translation>Kdo je na tahu</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="157" />
            <source>Tiles left</source>
            <translation>Zbývající kartičky</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="158" />
            <source>Land Surveyors: active tiles</source>
            <translation>Zeměměřiči: aktivní kartičky</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="208" />
            <source>%1 (computer)</source>
            <translation>%1 (počítač)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="213" />
            <source>%1 of %2</source>
            <comment>followers in supply of the total</comment>
            <translation>%1 z %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="222" />
            <source>%1 ready</source>
            <translation>%1 v zásobě</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="224" />
            <source>%1 %2 of %3 ready</source>
            <translation>%1: v zásobě %2 z %3</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="226" />
            <source>%1 on the board</source>
            <translation>%1 na hrací ploše</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="238" />
            <source>token</source>
            <translation>žeton</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="241" />
            <source>%n follower(s) lost</source>
            <translation>
                <numerusform>%n družiník ztracen</numerusform>
                <numerusform>%n družiníci ztraceni</numerusform>
                <numerusform>%n družiníků ztraceno</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="246" />
            <source>yes</source>
            <translation>ano</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="246" />
            <source>no</source>
            <translation>ne</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="256" />
            <source>Game over: final scores</source>
            <translation>Konec hry: konečné skóre</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="261" />
            <source>Turn %1: %2 is thinking (%3)…</source>
            <translation>Tah %1: %2 přemýšlí (%3)…</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="264" />
            <source>Turn %1 of %2: %3 is %4</source>
            <translation>Tah %1 hráče %2: %3 %4</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="266" />
            <source>Turn %1: %2 is %3</source>
            <translation>Tah %1: %2 %3</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="271" />
            <source>Followers: %1</source>
            <translation>Družiníci: %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="279" />
            <source>Leipzig: %1</source>
            <translation>Lipsko: %1</translation>
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
            <translation>Zboží: %1</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="287" />
            <source>No goods</source>
            <translation>Žádné zboží</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="293" />
            <source>No game yet</source>
            <translation>Zatím žádná hra</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="321" />
            <source>to play now</source>
            <translation>na tahu</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="323" />
            <source>winner</source>
            <translation>vítěz</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="324" />
            <source>%1: %n point(s)</source>
            <translation>
                <numerusform>%1: %n bod</numerusform>
                <numerusform>%1: %n body</numerusform>
                <numerusform>%1: %n bodů</numerusform>
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
                <numerusform>V pytlíku zbývá %n kartička</numerusform>
                <numerusform>V pytlíku zbývají %n kartičky</numerusform>
                <numerusform>V pytlíku zbývá %n kartiček</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="351" />
            <source>City: %1 — %2</source>
            <translation>Město: %1 — %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="352" />
            <source>Road: %1 — %2</source>
            <translation>Cesta: %1 — %2</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/panels/scoreboard.py" line="353" />
            <source>Monastery: %1 — %2</source>
            <translation>Klášter: %1 — %2</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="81" />
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="82" />
            <source>Settings</source>
            <extracomment>Language codes offered (choosing one switches the language at once: ``carc_desktop.i18n``). Each language in its own name (not translated on purpose). The settings were saved (the shell applies them).</extracomment>
            <translation>Nastavení</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="83" />
            <source>Language</source>
            <translation>Jazyk</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="84" />
            <source>&amp;Language:</source>
            <translation>&amp;Jazyk:</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="85" />
            <source>Animation speed</source>
            <translation>Rychlost animací</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="86" />
            <source>Off</source>
            <translation>Vypnuto</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="86" />
            <source>Fast</source>
            <translation>Rychle</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="86" />
            <source>Normal</source>
            <translation>Normálně</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="86" />
            <source>Slow</source>
            <translation>Pomalu</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="89" />
            <source>&amp;Animations:</source>
            <translation>&amp;Animace:</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="90" />
            <source>Show the points a placement would score</source>
            <translation>Zobrazit body, které by položení přineslo</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="91" />
            <source>Placement points preview</source>
            <translation>Náhled bodů za položení</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="92" />
            <source>Hovering a figure shows its whole feature and value</source>
            <translation>Najetí na figurku ukáže celé její území a jeho hodnotu</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="93" />
            <source>Feature hints on hover</source>
            <translation>Nápověda k územím při najetí</translation>
        </message>
    </context>
    <context>
        <name>Shell</name>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="55" />
            <source>Press Ctrl+N to start a new game.</source>
            <translation>Stiskněte Ctrl+N a začněte novou hru.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="60" />
            <source>The game is over: %1 wins. Ctrl+N starts a new game.</source>
            <translation>Hra skončila: vítězí %1. Ctrl+N začne novou hru.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="61" />
            <source>The game is over: %1 share the victory. Ctrl+N starts a new game.</source>
            <translation>Hra skončila: %1 se dělí o vítězství. Ctrl+N začne novou hru.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="67" />
            <source>%1 (computer) is thinking…</source>
            <translation>%1 (počítač) přemýšlí…</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="70" />
            <source>%1, place your tile: the arrow keys choose a cell, R rotates the tile, Enter places it.</source>
            <translation>%1, položte svou kartičku: šipky vybírají políčko, R kartičku otáčí, Enter ji položí.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="71" />
            <source>%1, place a figure: Tab or the arrow keys choose a spot, Enter places the figure, S places none.</source>
            <translation>%1, umístěte figurku: Tab nebo šipky vybírají místo, Enter figurku umístí, S žádnou neumístí.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="73" />
            <source>%1, choose which feature scores first, in the panel below the board.</source>
            <translation>%1, v panelu pod hrací plochou zvolte, které území se boduje jako první.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="74" />
            <source>%1, send a meeple to Leipzig or score the road: choose in the panel below the board.</source>
            <translation>%1, pošlete meepla do Lipska, nebo bodujte cestu: vyberte v panelu pod hrací plochou.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="75" />
            <source>%1, choose a La Porxada option in the panel below the board.</source>
            <translation>%1, zvolte v panelu pod hrací plochou možnost La Porxady.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="76" />
            <source>%1, accept or refuse the swap in the panel below the board.</source>
            <translation>%1, přijměte, nebo odmítněte výměnu v panelu pod hrací plochou.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="77" />
            <source>%1, choose the follower that leaves the game, in the panel below the board.</source>
            <translation>%1, zvolte v panelu pod hrací plochou družiníka, který opustí hru.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="78" />
            <source>%1, take the builder's second tile or not, in the panel below the board.</source>
            <translation>%1, vezměte, nebo nevezměte druhou kartičku stavitele v panelu pod hrací plochou.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="80" />
            <source>%1, make your choice in the panel below the board.</source>
            <translation>%1, rozhodněte se v panelu pod hrací plochou.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="149" />
            <source>Scoreboard</source>
            <extracomment>Cells to light up on the board (when the board has no highlight method of its own).</extracomment>
            <translation>Tabulka skóre</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="149" />
            <source>Score log</source>
            <translation>Záznam bodování</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="200" />
            <location filename="../carc_desktop/ui/shell.py" line="217" />
            <source>What to do next</source>
            <translation>Co dělat dál</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="299" />
            <source>There is no game.</source>
            <translation>Neprobíhá žádná hra.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="100" />
            <source>Save the game</source>
            <extracomment>``ask(question, answer)``: show ``question``; call ``answer(True/False)`` when answered. ``inform(text)``: tell the player something went wrong (without blocking).</extracomment>
            <translation>Uložit hru</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="100" />
            <source>Open a saved game</source>
            <translation>Otevřít uloženou hru</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="101" />
            <source>Saved games (*%1);;All files (*)</source>
            <translation>Uložené hry (*%1);;Všechny soubory (*)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="125" />
            <source>Cannot open the game</source>
            <translation>Hru nelze otevřít</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="137" />
            <source>Opened the backup</source>
            <translation>Otevřena záložní kopie</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="138" />
            <source>%1

The backup copy was opened instead.</source>
            <translation>%1

Místo toho byla otevřena záložní kopie.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="139" />
            <source>Opened %1.</source>
            <translation>Otevřeno: %1.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="168" />
            <source>Cannot save the game</source>
            <translation>Hru nelze uložit</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/file_actions.py" line="171" />
            <source>Saved as %1.</source>
            <translation>Uloženo jako %1.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="404" />
            <source>Carcassonne for the desktop, version %1.

Plays offline against people at this computer or computer players, with Traders &amp; Builders, The Markets of Leipzig, The Land Surveyors and La Porxada. The tiles are drawn by the program itself.</source>
            <translation>Carcassonne pro počítač, verze %1.

Hraje se offline proti lidem u tohoto počítače nebo proti počítačovým hráčům, s rozšířeními Kupci a stavitelé, Lipské trhy, Zeměměřiči a La Porxada. Kartičky kreslí program sám.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="407" />
            <source>About</source>
            <translation>O hře</translation>
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
            <translation>Položení sem hned přinese: %1.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/shell.py" line="515" />
            <source>Placing it here scores nothing at once.</source>
            <translation>Položení sem hned nic nepřinese.</translation>
        </message>
    </context>
    <context>
        <name>TileNames</name>
        <message>
            <location filename="../carc_desktop/art/leipzig_art.py" line="27" />
            <source>Wainwrights</source>
            <translation>Koláři</translation>
        </message>
        <message>
            <location filename="../carc_desktop/art/leipzig_art.py" line="28" />
            <source>Tanners</source>
            <translation>Koželuhové</translation>
        </message>
        <message>
            <location filename="../carc_desktop/art/leipzig_art.py" line="29" />
            <source>Coiners</source>
            <translation>Mincíři</translation>
        </message>
        <message>
            <location filename="../carc_desktop/art/leipzig_art.py" line="30" />
            <source>Bookbinders</source>
            <translation>Knihaři</translation>
        </message>
    </context>
    <context>
        <name>TileTray</name>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="38" />
            <source>Tile to place</source>
            <translation>Kartička k položení</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="189" />
            <source>Rotate anticlockwise (Shift+R)</source>
            <translation>Otočit proti směru hodinových ručiček (Shift+R)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="190" />
            <source>Rotate clockwise (R)</source>
            <translation>Otočit po směru hodinových ručiček (R)</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="191" />
            <source>Drag the tile onto the board. Wheel, right click or R rotates it.</source>
            <translation>Přetáhněte kartičku na hrací plochu. Kolečko, pravé tlačítko nebo R ji otáčí.</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="213" />
            <source>Game over</source>
            <translation>Konec hry</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="215" />
            <source>Your tile</source>
            <translation>Vaše kartička</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="217" />
            <source>Tile in play</source>
            <translation>Kartička ve hře</translation>
        </message>
        <message>
            <location filename="../carc_desktop/ui/tile_tray.py" line="219" />
            <source>Tile placed</source>
            <translation>Kartička položena</translation>
        </message>
        <message numerus="yes">
            <location filename="../carc_desktop/ui/tile_tray.py" line="221" />
            <source>%n tile(s) left</source>
            <translation>
                <numerusform>zbývá %n kartička</numerusform>
                <numerusform>zbývají %n kartičky</numerusform>
                <numerusform>zbývá %n kartiček</numerusform>
            </translation>
        </message>
    </context>
</TS>
