<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ" sourcelanguage="en">
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
        <translation>nahoře</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>east</source>
        <translation>vpravo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>south</source>
        <translation>dole</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>west</source>
        <translation>vlevo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>closed</source>
        <translation>uzavřeno</translation>
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
        <translation>Okraje: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A large tile.</source>
        <translation>Velká kartička.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n erb</numerusform>
            <numerusform>%n erby</numerusform>
            <numerusform>%n erbů</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goods</source>
        <translation>Zboží</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cell %1, %2</source>
        <translation>Políčko %1, %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: taken</source>
        <translation>%1: obsazeno</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the tile fits here</source>
        <translation>%1: kartička sem pasuje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the tile fits here turned another way (R)</source>
        <translation>%1: kartička sem pasuje, jinak otočená (R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the tile does not fit here</source>
        <translation>%1: kartička sem nepasuje</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../carc_desktop/ui/review/analysis_panel.py" line="+35"/>
        <source>best</source>
        <translation>nejlepší</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>good</source>
        <translation>dobrá</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inaccuracy</source>
        <translation>nepřesnost</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mistake</source>
        <translation>chyba</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blunder</source>
        <translation>hrubá chyba</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 points lost</source>
        <translation>ztráta %1 bodu</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the only move</source>
        <translation>jediná možnost</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision %1, %2: %3 – %4</source>
        <translation>Rozhodnutí %1, %2: %3 – %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(the engine no longer allows it)</source>
        <translation>(pravidla to už nedovolují)</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>scores %n point(s) at once</source>
        <translation>
            <numerusform>získá hned %n bod</numerusform>
            <numerusform>získá hned %n body</numerusform>
            <numerusform>získá hned %n bodu</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>completes a %1</source>
        <translation>dokončí: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>puts a farmer on a field with %n finished cit(y/ies)</source>
        <translation>
            <numerusform>postaví sedláka na louku s %n dokončeným městem</numerusform>
            <numerusform>postaví sedláka na louku s %n dokončenými městy</numerusform>
            <numerusform>postaví sedláka na louku s %n dokončenými městy</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puts a %1 on a %2 worth %3 as it stands</source>
        <translation>postaví %1 na %2, které teď má hodnotu %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>scores nothing now and puts no figure</source>
        <translation>teď nic nezíská a nepostaví žádnou figurku</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The better move %1; the move played %2 (%3 expected at the end).</source>
        <translation>Lepší možnost %1; zahraná možnost %2 (%3 očekávaně na konci).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>decision %1 (%2)</source>
        <translation>rozhodnutí %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: accuracy %2 %, mean loss %3 points over %4 decisions</source>
        <translation>%1: přesnost %2 %, průměrná ztráta %3 bodu v %4 rozhodnutích</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>   Key moments: %1</source>
        <translation>   Klíčové chvíle: %1</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <location line="+120"/>
        <source>Every player</source>
        <translation>Všichni hráči</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whose decisions to analyse</source>
        <translation>Čí rozhodnutí rozebrat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Analyse</source>
        <translation>&amp;Rozebrat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value every decision against the best move the computer finds</source>
        <translation>Porovnat každé rozhodnutí s nejlepší možností, kterou najde počítač</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decisions analysed</source>
        <translation>Rozebraná rozhodnutí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysed decisions</source>
        <translation>Rozebraná rozhodnutí</translation>
    </message>
</context>
<context>
    <name>Announcements</name>
    <message>
        <location filename="../carc_desktop/ui/common/announcer.py" line="+52"/>
        <source>%1&apos;s turn (computer).</source>
        <translation>Na tahu je %1 (počítač).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s turn.</source>
        <translation>Na tahu je %1.</translation>
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
        <translation>Žádná zbývající kartička se na toto místo nehodí.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Only %n tile(s) left can fill this spot.</source>
        <translation>
            <numerusform>Na toto místo se hodí už jen %n kartička.</numerusform>
            <numerusform>Na toto místo se hodí už jen %n kartičky.</numerusform>
            <numerusform>Na toto místo se hodí už jen %n kartiček.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>Field held by %1: worth %n point(s) now.</source>
        <translation>
            <numerusform>Louku drží %1: teď má hodnotu %n bod.</numerusform>
            <numerusform>Louku drží %1: teď má hodnotu %n body.</numerusform>
            <numerusform>Louku drží %1: teď má hodnotu %n bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+170"/>
        <source>Needs at least %n more tile(s), but one of its gaps can no longer be filled.</source>
        <translation>
            <numerusform>Potřebuje ještě aspoň %n kartičku, ale jednu z jejích mezer už nelze zaplnit.</numerusform>
            <numerusform>Potřebuje ještě aspoň %n kartičky, ale jednu z jejích mezer už nelze zaplnit.</numerusform>
            <numerusform>Potřebuje ještě aspoň %n kartiček, ale jednu z jejích mezer už nelze zaplnit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Needs at least %n more tile(s); tiles left that fit each gap: %1.</source>
        <translation>
            <numerusform>Potřebuje ještě aspoň %n kartičku; zbývající kartičky, které se hodí do každé mezery: %1.</numerusform>
            <numerusform>Potřebuje ještě aspoň %n kartičky; zbývající kartičky, které se hodí do každé mezery: %1.</numerusform>
            <numerusform>Potřebuje ještě aspoň %n kartiček; zbývající kartičky, které se hodí do každé mezery: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../carc_desktop/ui/board/art.py" line="+292"/>
        <source>Place a follower here</source>
        <translation>Umístit sem družiníka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place a farmer here</source>
        <translation>Umístit sem sedláka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place your builder here</source>
        <translation>Umístit sem stavitele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place your pig here</source>
        <translation>Umístit sem selátko</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/board/view.py" line="+188"/>
        <location filename="../carc_desktop/ui/common/a11y.py" line="+5"/>
        <source>Board</source>
        <translation>Hrací plocha</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>%1 placed this tile since your last turn (%2 of %3).</source>
        <translation>%1 položil tuto kartičku od vašeho posledního tahu (%2 z %3).</translation>
    </message>
    <message>
        <location line="+482"/>
        <source>Choose a cell first: click a highlighted cell or use the arrow keys.</source>
        <translation>Nejprve zvolte políčko: klikněte na zvýrazněné políčko nebo použijte šipky.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/board/leipzig_figures.py" line="+69"/>
        <source>Meeples here: %1</source>
        <translation>Družiníci zde: %1</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/board/scene.py" line="+100"/>
        <location line="+58"/>
        <source>placed last</source>
        <translation>položena naposledy</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/board/tooltips.py" line="+43"/>
        <source>Follower of %1 (player %2)</source>
        <translation>Družiník hráče %1 (hráč %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Farmer of %1 (player %2)</source>
        <translation>Sedlák hráče %1 (hráč %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Builder of %1 (player %2)</source>
        <translation>Stavitel hráče %1 (hráč %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pig of %1 (player %2)</source>
        <translation>Selátko hráče %1 (hráč %2)</translation>
    </message>
</context>
<context>
    <name>Categories</name>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="+113"/>
        <source>Roads</source>
        <translation>Cesty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cities</source>
        <translation>Města</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monasteries</source>
        <translation>Kláštery</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fields</source>
        <translation>Louky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other</source>
        <translation>Ostatní</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="+194"/>
        <source>La Porxada</source>
        <translation>La Porxada</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="+162"/>
        <source>Leipzig bonuses</source>
        <translation>Lipské bonusy</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/the_land_surveyors.py" line="+56"/>
        <source>Land Surveyors</source>
        <translation>Zeměměřiči</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="+87"/>
        <source>Goods</source>
        <translation>Zboží</translation>
    </message>
</context>
<context>
    <name>CategoryBreakdown</name>
    <message>
        <location filename="../carc_desktop/ui/review/breakdown.py" line="+45"/>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Points by player and category</source>
        <translation>Body podle hráče a kategorie</translation>
    </message>
</context>
<context>
    <name>Common</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/common.py" line="+52"/>
        <source>Red</source>
        <translation>Červená</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Modrá</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Zelená</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yellow</source>
        <translation>Žlutá</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+9"/>
        <source>Black</source>
        <translation>Černá</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Dark red</source>
        <translation>Tmavě červená</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cyan</source>
        <translation>Azurová</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teal</source>
        <translation>Modrozelená</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orange</source>
        <translation>Oranžová</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Purple</source>
        <translation>Fialová</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Grey</source>
        <translation>Šedá</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Random</source>
        <translation>Náhodný</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Greedy</source>
        <translation>Chamtivý</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy</source>
        <translation>Snadný</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normální</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Těžký</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>plays any legal move</source>
        <translation>volí jakoukoli povolenou možnost</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes the most points right now</source>
        <translation>bere hned nejvíc bodů</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a beginner: likes points, looks at part of the board</source>
        <translation>začátečník: má rád body, dívá se jen na část krajiny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weighs every placement and figure by its expected worth</source>
        <translation>váží každé přiložení a každou figurku podle očekávané hodnoty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>looks ahead over the tiles that may come</source>
        <translation>předvídá kartičky, které ještě mohou přijít</translation>
    </message>
</context>
<context>
    <name>ContinueDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/continue_dialog.py" line="+101"/>
        <source>Being played in another window.</source>
        <translation>Právě se hraje v jiném okně.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Continue a Game</source>
        <translation>Pokračovat ve hře</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These games are not finished. Every decision was saved: choose one to go on playing.</source>
        <translation>Tyto hry ještě neskončily. Každé rozhodnutí bylo uloženo: vyberte jednu a hrajte dál.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Continue</source>
        <translation>&amp;Pokračovat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>&amp;Smazat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unfinished games</source>
        <translation>Nedokončené hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games are kept in %1.</source>
        <translation>Hry jsou uložené ve složce %1.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Delete the game?</source>
        <translation>Smazat hru?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete this unfinished game for good?

%1</source>
        <translation>Smazat tuto nedokončenou hru natrvalo?

%1</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <location filename="../carc_desktop/ui/play/decision_panel.py" line="+307"/>
        <source>Game over</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is thinking…</source>
        <translation>%1 přemýšlí…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>↻ Rotate</source>
        <translation>↻ Otočit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place here</source>
        <translation>Položit sem</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Click one of the %n marker(s) on the tile you just placed, or place no figure.</source>
        <translation>
            <numerusform>Klikněte na značku na právě položené kartičce, nebo nepokládejte žádnou figurku.</numerusform>
            <numerusform>Klikněte na jednu z %n značek na právě položené kartičce, nebo nepokládejte žádnou figurku.</numerusform>
            <numerusform>Klikněte na jednu z %n značek na právě položené kartičce, nebo nepokládejte žádnou figurku.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No figure can be placed on this tile.</source>
        <translation>Na tuto kartičku nelze umístit žádnou figurku.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No figure (S)</source>
        <translation>Bez figurky (S)</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Not possible now</source>
        <translation>Teď nelze</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>Show legal cells (L)</source>
        <translation>Ukázat povolená pole (L)</translation>
    </message>
</context>
<context>
    <name>EndOfGameDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="+205"/>
        <location line="+1"/>
        <source>Final scoring</source>
        <translation>Závěrečné bodování</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final scoring, step by step:</source>
        <translation>Závěrečné bodování krok za krokem:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final scoring steps</source>
        <translation>Kroky závěrečného bodování</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next step</source>
        <translation>&amp;Další krok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the next final scoring</source>
        <translation>Zobrazit další závěrečné bodování</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;all</source>
        <translation>Zobrazit &amp;vše</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show every final scoring and the results</source>
        <translation>Zobrazit všechna závěrečná bodování a výsledky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points by player and category</source>
        <translation>Body podle hráče a kategorie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where each player gained and lost points, with the better moves</source>
        <translation>Kde který hráč získal a ztratil body, s lepšími možnostmi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play again</source>
        <translation>Hrát &amp;znovu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play again with the same players and rules</source>
        <translation>Hrát znovu se stejnými hráči a pravidly</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores so far: %1</source>
        <translation>Dosavadní skóre: %1</translation>
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
        <translation>Celkem</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Place</source>
        <translation>Pořadí</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 vítězí s %n bodem!</numerusform>
            <numerusform>%1 vítězí s %n body!</numerusform>
            <numerusform>%1 vítězí s %n body!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 share the victory with %n point(s) each!</source>
        <translation>
            <numerusform>%1 se dělí o vítězství, každý s %n bodem!</numerusform>
            <numerusform>%1 se dělí o vítězství, každý s %n body!</numerusform>
            <numerusform>%1 se dělí o vítězství, každý s %n body!</numerusform>
        </translation>
    </message>
    <message>
        <location line="-155"/>
        <source>&amp;Review the Game…</source>
        <translation>P&amp;rohlédnout hru…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through the game from its start</source>
        <translation>Projít hru krok za krokem od začátku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anal&amp;yse the Game…</source>
        <translation>Roze&amp;brat hru…</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Hints used</source>
        <translation>Použité rady</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <location filename="../carc_desktop/texts/error_text.py" line="+26"/>
        <source>Technical details: %1</source>
        <translation>Technické podrobnosti: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the north side</source>
        <translation>severní strana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the east side</source>
        <translation>východní strana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the south side</source>
        <translation>jižní strana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the west side</source>
        <translation>západní strana</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no edge</source>
        <translation>žádný okraj</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have no follower left.</source>
        <translation>Nemáte už žádného družiníka.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no builder left.</source>
        <translation>Nemáte už volného stavitele.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no pig left.</source>
        <translation>Nemáte už volné selátko.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no figure of that kind left.</source>
        <translation>Nemáte už žádnou figurku tohoto druhu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That road is already occupied.</source>
        <translation>Tato cesta je už obsazená.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That city is already occupied.</source>
        <translation>Toto město je už obsazené.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That field is already occupied.</source>
        <translation>Tato louka je už obsazená.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That monastery is already occupied.</source>
        <translation>Tento klášter je už obsazený.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That feature is already occupied.</source>
        <translation>Toto území je už obsazené.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not the decision asked for now.</source>
        <translation>Teď se neočekává toto rozhodnutí.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is nothing to undo.</source>
        <translation>Není co vrátit zpět.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That cell is already taken.</source>
        <translation>Toto políčko je už obsazené.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A tile must touch a tile already on the board.</source>
        <translation>Kartička se musí dotýkat kartičky, která už leží na hrací ploše.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A tile can only be turned in quarter turns.</source>
        <translation>Kartičku lze otáčet jen po čtvrtotáčkách.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tile does not fit there: %1 (%2) does not match the neighbouring tile (%3).</source>
        <translation>Kartička sem nepasuje: %1 (%2) nenavazuje na sousední kartičku (%3).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules of %1 do not allow this tile there.</source>
        <translation>Pravidla rozšíření „%1“ sem tuto kartičku nedovolují.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The tile just placed has no such feature.</source>
        <translation>Právě položená kartička takové území nemá.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That figure may not go there now.</source>
        <translation>Tato figurka tam teď nesmí.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such follower on the board.</source>
        <translation>Takový družiník na hrací ploše není.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You already have a meeple in this quarter.</source>
        <translation>V této čtvrti už máte družiníka.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not possible now: it needs one of your followers on the board and one of another player&apos;s.</source>
        <translation>Nyní to nejde: je potřeba jeden váš družiník na hrací ploše a jeden družiník jiného hráče.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That choice is not allowed now.</source>
        <translation>Tato volba teď není povolena.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A game needs 2 to 6 players, not %1.</source>
        <translation>Hra potřebuje 2 až 6 hráčů, ne %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown rules edition “%1”.</source>
        <translation>Neznámé vydání pravidel „%1“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown expansion “%1”.</source>
        <translation>Neznámé rozšíření „%1“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown rule option “%1”.</source>
        <translation>Neznámá volba pravidel „%1“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rule option “%1” has an invalid value (%2).</source>
        <translation>Volba pravidel „%1“ má neplatnou hodnotu (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player needs 1 to 20 followers, not %1.</source>
        <translation>Každý hráč potřebuje 1 až 20 družiníků, ne %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tile “%1” (draw %2) is not in the chosen tile sets.</source>
        <translation>Kartička „%1“ (tažení č. %2) nepatří do zvolených sad kartiček.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The box holds only %n tile(s) “%1”; draw %2 is one too many.</source>
        <translation>
            <numerusform>Krabice obsahuje jen %n kartičku „%1“; tažení č. %2 je navíc.</numerusform>
            <numerusform>Krabice obsahuje jen %n kartičky „%1“; tažení č. %2 je navíc.</numerusform>
            <numerusform>Krabice obsahuje jen %n kartiček „%1“; tažení č. %2 je navíc.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>These settings cannot start a game.</source>
        <translation>S tímto nastavením nelze začít hru.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The file does not exist; it may have been moved or deleted.</source>
        <translation>Soubor neexistuje; možná byl přesunut nebo smazán.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is a folder, not a saved game.</source>
        <translation>To je složka, ne uložená hra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file cannot be read (no permission, or a disk error).</source>
        <translation>Soubor nelze přečíst (chybí oprávnění, nebo chyba disku).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not a file but a named pipe, a device or a socket; it was not read.</source>
        <translation>Nejde o soubor, ale o pojmenovanou rouru, zařízení nebo soket; nebyl přečten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is %1 MB, far larger than any saved game (the limit is %2 MB), so it was not read.</source>
        <translation>Soubor má %1 MB, mnohem víc než jakákoli uložená hra (limit je %2 MB), proto nebyl načten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is empty.</source>
        <translation>Soubor je prázdný.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is not text (invalid byte at position %1): it is not a saved game, or it is damaged.</source>
        <translation>Soubor není text (neplatný bajt na pozici %1): není to uložená hra, nebo je poškozený.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is cut short: it ends in the middle of the game record, probably because it was not written completely.</source>
        <translation>Soubor je useknutý: končí uprostřed záznamu hry, nejspíš proto, že nebyl zapsán celý.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is not a saved game (it is not valid JSON).</source>
        <translation>Soubor není uložená hra (není to platný JSON).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file was refused for safety: its content is far outside what a saved game holds.</source>
        <translation>Soubor byl z bezpečnostních důvodů odmítnut: jeho obsah daleko přesahuje to, co uložená hra obsahuje.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is JSON, but not a carc-desktop game record.</source>
        <translation>Soubor je JSON, ale ne záznam hry carc-desktop.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file was saved by a newer version of carc-desktop (record version %1; this version reads version %2). Update carc-desktop to open it.</source>
        <translation>Soubor byl uložen novější verzí carc-desktop (verze záznamu %1; tato verze čte verzi %2). Pro otevření aktualizujte carc-desktop.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file names an unknown tile “%1”: the file is damaged or was made by a newer version.</source>
        <translation>Soubor uvádí neznámou kartičku „%1“: soubor je poškozený, nebo pochází z novější verze.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The game record has no valid version number (this version reads version %1).</source>
        <translation>Záznam hry nemá platné číslo verze (tato verze čte verzi %1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game record is damaged.</source>
        <translation>Záznam hry je poškozený.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Decision %1 of %2 in the game record is malformed: the file is damaged.</source>
        <translation>Rozhodnutí %1 z %2 v záznamu hry je chybně zapsané: soubor je poškozený.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decision %1 of %2 in the game record breaks the rules: the file is damaged or was edited.</source>
        <translation>Rozhodnutí %1 z %2 v záznamu hry porušuje pravidla: soubor je poškozený, nebo byl upraven.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game could not be replayed because of an error in carc-desktop.</source>
        <translation>Hru se kvůli chybě v carc-desktop nepodařilo přehrát.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file cannot be opened.</source>
        <translation>Soubor nelze otevřít.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Cannot open “%1”.</source>
        <translation>„%1“ nelze otevřít.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot open this game.</source>
        <translation>Tuto hru nelze otevřít.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cannot save this game: the disk is full. The previous file is unchanged.</source>
        <translation>Tuto hru nelze uložit: disk je plný. Předchozí soubor zůstal beze změny.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot save this game: it could not be written as a record. The previous file is unchanged.</source>
        <translation>Tuto hru nelze uložit: nepodařilo se ji zapsat jako záznam. Předchozí soubor zůstal beze změny.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot save “%1”: the game could not be written as a record. The previous file is unchanged.</source>
        <translation>„%1“ nelze uložit: hru se nepodařilo zapsat jako záznam. Předchozí soubor zůstal beze změny.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot save this game: the file could not be written. The previous file is unchanged.</source>
        <translation>Tuto hru nelze uložit: soubor se nepodařilo zapsat. Předchozí soubor zůstal beze změny.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot save “%1”: the file could not be written. The previous file is unchanged.</source>
        <translation>„%1“ nelze uložit: soubor se nepodařilo zapsat. Předchozí soubor zůstal beze změny.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game could not be saved.</source>
        <translation>Hru se nepodařilo uložit.</translation>
    </message>
    <message>
        <location line="-172"/>
        <source>There is no tile on that cell.</source>
        <translation>Na tomto políčku neleží žádná kartička.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That tile has no such feature on that cell.</source>
        <translation>Tato kartička nemá na tomto políčku takové území.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That feature is not one of those to score now.</source>
        <translation>Toto území nepatří k těm, která se nyní bodují.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The Leipzig start arrangement must name each of %1 once.</source>
        <translation>Počáteční rozložení Lipska musí každou z %1 uvést právě jednou.</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>This game is open in another carc-desktop window: play it there, or close it there first.</source>
        <translation>Tato hra je otevřená v jiném okně carc-desktop: hrajte ji tam, nebo ji tam nejprve zavřete.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Cannot save “%1”: the disk is full. The previous file is unchanged.</source>
        <translation>„%1“ nelze uložit: disk je plný. Předchozí soubor zůstal beze změny.</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message numerus="yes">
        <location filename="../carc_desktop/texts/event_text.py" line="+34"/>
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n kartička</numerusform>
            <numerusform>%n kartičky</numerusform>
            <numerusform>%n kartiček</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n coat(s) of arms</source>
        <translation>
            <numerusform>%n erb</numerusform>
            <numerusform>%n erby</numerusform>
            <numerusform>%n erbů</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>nobody</source>
        <translation>nikdo</translation>
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
        <translation>%1 a %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Player %1</source>
        <translation>Hráč %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>road</source>
        <translation>cesta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>city</source>
        <translation>město</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>monastery</source>
        <translation>klášter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>field</source>
        <translation>louka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>goods</source>
        <translation>zboží</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leipzig quarter</source>
        <translation>lipská čtvrť</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>follower</source>
        <translation>družiník</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>farmer</source>
        <translation>sedlák</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builder</source>
        <translation>stavitel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pig</source>
        <translation>selátko</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>wine</source>
        <translation>vína</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grain</source>
        <translation>obilí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cloth</source>
        <translation>látky</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n wine token(s)</source>
        <translation>
            <numerusform>%n žeton vína</numerusform>
            <numerusform>%n žetony vína</numerusform>
            <numerusform>%n žetonů vína</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n grain token(s)</source>
        <translation>
            <numerusform>%n žeton obilí</numerusform>
            <numerusform>%n žetony obilí</numerusform>
            <numerusform>%n žetonů obilí</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cloth token(s)</source>
        <translation>
            <numerusform>%n žeton látky</numerusform>
            <numerusform>%n žetony látky</numerusform>
            <numerusform>%n žetonů látky</numerusform>
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
        <translation>Kolářská čtvrť</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tanners&apos; quarter</source>
        <translation>Koželužská čtvrť</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coiners&apos; quarter</source>
        <translation>Mincířská čtvrť</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bookbinders&apos; quarter</source>
        <translation>Knihařská čtvrť</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Traders &amp; Builders</source>
        <translation>Kupci a stavitelé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Markets of Leipzig</source>
        <translation>Lipské trhy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Land Surveyors</source>
        <translation>Zeměměřiči</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Porxada</source>
        <translation>La Porxada</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Citizens&apos; Jury</source>
        <translation>Občanský parlament</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bad Neighbourhood</source>
        <translation>Problémová čtvrť</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Siege</source>
        <translation>Obléhání</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+69"/>
        <source>Wealth</source>
        <translation>Bohatství</translation>
    </message>
    <message>
        <location line="-68"/>
        <location line="+70"/>
        <source>Poverty</source>
        <translation>Chudoba</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Street Fair</source>
        <translation>Pouť</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Highway</source>
        <translation>Dálnice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peasant Uprising</source>
        <translation>Selské povstání</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hermit Monastery</source>
        <translation>Poustevna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pilgrimage Route</source>
        <translation>Poutní cesta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wealth or Poverty</source>
        <translation>Bohatství, nebo chudoba</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>every player with a knight in a completed city scores it, majority or not</source>
        <translation>každý hráč s rytířem v dokončeném městě za něj boduje, ať má převahu, nebo ne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tiles that add only a small city cap to a completed city score nothing</source>
        <translation>kartičky, které k dokončenému městu přidávají jen malý výběžek města, se nepočítají</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each coat of arms in a completed city is worth 1 more point</source>
        <translation>každý erb v dokončeném městě má hodnotu o 1 bod vyšší</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a completed road scores 2 points per tile</source>
        <translation>dokončená cesta přináší 2 body za každou kartičku</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a completed road scores as 5 tiles, whatever its length</source>
        <translation>dokončená cesta se počítá jako 5 kartiček bez ohledu na svou délku</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>road tiles showing a farmhouse score nothing</source>
        <translation>kartičky cesty se statkem se nepočítají</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a completed monastery scores 1 point less for each of its 9 tiles showing a city</source>
        <translation>dokončený klášter přináší o 1 bod méně za každou svou kartičku s městem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a completed monastery scores 1 more point for each of its 9 tiles showing a road</source>
        <translation>dokončený klášter přináší o 1 bod více za každou svou kartičku s cestou</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>each player scoring a completed city gets %n more point(s)</source>
        <translation>
            <numerusform>kdo boduje za dokončené město, získá o %n bod více</numerusform>
            <numerusform>kdo boduje za dokončené město, získá o %n body více</numerusform>
            <numerusform>kdo boduje za dokončené město, získá o %n bodů více</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>each player scoring a completed city gets %n point(s) less</source>
        <translation>
            <numerusform>kdo boduje za dokončené město, získá o %n bod méně</numerusform>
            <numerusform>kdo boduje za dokončené město, získá o %n body méně</numerusform>
            <numerusform>kdo boduje za dokončené město, získá o %n bodů méně</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>each player scoring a completed road gets %n more point(s)</source>
        <translation>
            <numerusform>kdo boduje za dokončenou cestu, získá o %n bod více</numerusform>
            <numerusform>kdo boduje za dokončenou cestu, získá o %n body více</numerusform>
            <numerusform>kdo boduje za dokončenou cestu, získá o %n bodů více</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>each player scoring a completed road gets %n point(s) less</source>
        <translation>
            <numerusform>kdo boduje za dokončenou cestu, získá o %n bod méně</numerusform>
            <numerusform>kdo boduje za dokončenou cestu, získá o %n body méně</numerusform>
            <numerusform>kdo boduje za dokončenou cestu, získá o %n bodů méně</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>each player scoring a completed monastery gets %n more point(s)</source>
        <translation>
            <numerusform>kdo boduje za dokončený klášter, získá o %n bod více</numerusform>
            <numerusform>kdo boduje za dokončený klášter, získá o %n body více</numerusform>
            <numerusform>kdo boduje za dokončený klášter, získá o %n bodů více</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>each player scoring a completed monastery gets %n point(s) less</source>
        <translation>
            <numerusform>kdo boduje za dokončený klášter, získá o %n bod méně</numerusform>
            <numerusform>kdo boduje za dokončený klášter, získá o %n body méně</numerusform>
            <numerusform>kdo boduje za dokončený klášter, získá o %n bodů méně</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>an unfinished road of %n tile(s)</source>
        <translation>
            <numerusform>nedokončenou cestu o délce %n kartičky</numerusform>
            <numerusform>nedokončenou cestu o délce %n kartiček</numerusform>
            <numerusform>nedokončenou cestu o délce %n kartiček</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>a completed road of %n tile(s)</source>
        <translation>
            <numerusform>dokončenou cestu o délce %n kartičky</numerusform>
            <numerusform>dokončenou cestu o délce %n kartiček</numerusform>
            <numerusform>dokončenou cestu o délce %n kartiček</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>an unfinished city of %1 with %2</source>
        <translation>nedokončené město (%1, %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a completed city of %1 with %2</source>
        <translation>dokončené město (%1, %2)</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>an unfinished city of %n tile(s)</source>
        <translation>
            <numerusform>nedokončené město o velikosti %n kartičky</numerusform>
            <numerusform>nedokončené město o velikosti %n kartiček</numerusform>
            <numerusform>nedokončené město o velikosti %n kartiček</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>a completed city of %n tile(s)</source>
        <translation>
            <numerusform>dokončené město o velikosti %n kartičky</numerusform>
            <numerusform>dokončené město o velikosti %n kartiček</numerusform>
            <numerusform>dokončené město o velikosti %n kartiček</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>an unfinished monastery with %n tile(s) around and under it</source>
        <translation>
            <numerusform>nedokončený klášter s %n kartičkou (včetně své)</numerusform>
            <numerusform>nedokončený klášter s %n kartičkami kolem (včetně své)</numerusform>
            <numerusform>nedokončený klášter s %n kartičkami kolem (včetně své)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a completed monastery</source>
        <translation>dokončený klášter</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>a field next to %n completed city(ies)</source>
        <translation>
            <numerusform>louku sousedící s %n dokončeným městem</numerusform>
            <numerusform>louku sousedící s %n dokončenými městy</numerusform>
            <numerusform>louku sousedící s %n dokončenými městy</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an unfinished %1</source>
        <translation>%1 (nedokončeno)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a completed %1</source>
        <translation>%1 (dokončeno)</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 loses %n point(s) (%2).</source>
        <translation>
            <numerusform>%1 ztrácí %n bod (%2).</numerusform>
            <numerusform>%1 ztrácí %n body (%2).</numerusform>
            <numerusform>%1 ztrácí %n bodů (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 gets %n more point(s) from the Wainwrights&apos; quarter.</source>
        <translation>
            <numerusform>%1 získává navíc %n bod z Kolářské čtvrti.</numerusform>
            <numerusform>%1 získává navíc %n body z Kolářské čtvrti.</numerusform>
            <numerusform>%1 získává navíc %n bodů z Kolářské čtvrti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gets %n more point(s) from the Coiners&apos; quarter.</source>
        <translation>
            <numerusform>%1 získává navíc %n bod z Mincířské čtvrti.</numerusform>
            <numerusform>%1 získává navíc %n body z Mincířské čtvrti.</numerusform>
            <numerusform>%1 získává navíc %n bodů z Mincířské čtvrti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gets %n more point(s) from the Bookbinders&apos; quarter.</source>
        <translation>
            <numerusform>%1 získává navíc %n bod z Knihařské čtvrti.</numerusform>
            <numerusform>%1 získává navíc %n body z Knihařské čtvrti.</numerusform>
            <numerusform>%1 získává navíc %n bodů z Knihařské čtvrti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gets %n more point(s) from the Tanners&apos; quarter.</source>
        <translation>
            <numerusform>%1 získává navíc %n bod z Koželužské čtvrti.</numerusform>
            <numerusform>%1 získává navíc %n body z Koželužské čtvrti.</numerusform>
            <numerusform>%1 získává navíc %n bodů z Koželužské čtvrti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gets %n more point(s) for the pig.</source>
        <translation>
            <numerusform>%1 získává navíc %n bod za selátko.</numerusform>
            <numerusform>%1 získává navíc %n body za selátko.</numerusform>
            <numerusform>%1 získává navíc %n bodů za selátko.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gets %n more point(s) for the La Porxada token.</source>
        <translation>
            <numerusform>%1 získává navíc %n bod za žeton La Porxada.</numerusform>
            <numerusform>%1 získává navíc %n body za žeton La Porxada.</numerusform>
            <numerusform>%1 získává navíc %n bodů za žeton La Porxada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gets %n more point(s) (%2).</source>
        <translation>
            <numerusform>%1 získává navíc %n bod (%2).</numerusform>
            <numerusform>%1 získává navíc %n body (%2).</numerusform>
            <numerusform>%1 získává navíc %n bodů (%2).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Land Surveyors tile %1 applies: %2.</source>
        <translation>Platí bodovací kartička %1: %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Each Leipzig road counts as one tile: the road counts %n tile(s).</source>
        <translation>
            <numerusform>Každá lipská cesta se počítá jako jedna kartička: cesta má %n kartičku.</numerusform>
            <numerusform>Každá lipská cesta se počítá jako jedna kartička: cesta má %n kartičky.</numerusform>
            <numerusform>Každá lipská cesta se počítá jako jedna kartička: cesta má %n kartiček.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n farmhouse(s)</source>
        <translation>
            <numerusform>%n statek</numerusform>
            <numerusform>%n statky</numerusform>
            <numerusform>%n statků</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n shed(s)</source>
        <translation>
            <numerusform>%n chlév</numerusform>
            <numerusform>%n chlévy</numerusform>
            <numerusform>%n chlévů</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Tanners count %1 in this field.</source>
        <translation>Koželuhové na této louce počítají %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%1 has the most %2 tokens and scores %n point(s).</source>
        <translation>
            <numerusform>%1 má nejvíce žetonů %2 a získává %n bod.</numerusform>
            <numerusform>%1 má nejvíce žetonů %2 a získává %n body.</numerusform>
            <numerusform>%1 má nejvíce žetonů %2 a získává %n bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 share the most %2 tokens and score %n point(s) each.</source>
        <translation>
            <numerusform>%1 mají shodně nejvíce žetonů %2 a každý získává %n bod.</numerusform>
            <numerusform>%1 mají shodně nejvíce žetonů %2 a každý získává %n body.</numerusform>
            <numerusform>%1 mají shodně nejvíce žetonů %2 a každý získává %n bodů.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody wins the %1 tokens.</source>
        <translation>Žetony %1 nezískává nikdo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody scores %1.</source>
        <translation>Za %1 nikdo nezískává body.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 scores %n point(s) for %2.</source>
        <translation>
            <numerusform>%1 získává %n bod za %2.</numerusform>
            <numerusform>%1 získává %n body za %2.</numerusform>
            <numerusform>%1 získává %n bodů za %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 score %n point(s) each for %2.</source>
        <translation>
            <numerusform>%1 získávají každý %n bod za %2.</numerusform>
            <numerusform>%1 získávají každý %n body za %2.</numerusform>
            <numerusform>%1 získávají každý %n bodů za %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The game is over: %1 wins with %n point(s).</source>
        <translation>
            <numerusform>Hra skončila: %1 vítězí s %n bodem.</numerusform>
            <numerusform>Hra skončila: %1 vítězí s %n body.</numerusform>
            <numerusform>Hra skončila: %1 vítězí s %n body.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The game is over: %1 share the victory with %n point(s) each.</source>
        <translation>
            <numerusform>Hra skončila: %1 se dělí o vítězství, každý s %n bodem.</numerusform>
            <numerusform>Hra skončila: %1 se dělí o vítězství, každý s %n body.</numerusform>
            <numerusform>Hra skončila: %1 se dělí o vítězství, každý s %n body.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 takes %2 from the completed city.</source>
        <translation>%1 bere z dokončeného města %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1&apos;s builder earns a second tile this turn.</source>
        <comment>%1 is a player&apos;s name</comment>
        <translation>Stavitel hráče %1 mu v tomto tahu přináší druhou kartičku.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 declines the builder&apos;s second tile.</source>
        <translation>%1 odmítá druhou kartičku stavitele.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 takes back the %2: no follower of theirs is left with it.</source>
        <translation>%1 si bere zpět figurku (%2): nezůstal u ní žádný jeho družiník.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tile %1 fits nowhere: it goes back to the box and %2 draws again.</source>
        <translation>Kartičku %1 nelze nikam přiložit: vrací se do krabice a %2 táhne znovu.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 sends a meeple from the completed road to the %2 and still scores the road with the others.</source>
        <translation>%1 posílá družiníka z dokončené cesty do Lipska (%2) a cestu přesto boduje s ostatními.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 sends a meeple from the completed road to the %2 instead of scoring it.</source>
        <translation>%1 posílá družiníka z dokončené cesty do Lipska (%2) místo bodování cesty.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 keeps the meeple on the road and scores it normally.</source>
        <translation>%1 nechává družiníka na cestě a boduje ji obvyklým způsobem.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New Land Surveyors tiles: %1 for cities, %2 for roads, %3 for monasteries.</source>
        <translation>Nové bodovací kartičky: %1 pro města, %2 pro cesty, %3 pro kláštery.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 chooses the La Porxada scoring bonus.</source>
        <translation>%1 volí bodový bonus La Porxada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 asks %2 to swap two followers (La Porxada).</source>
        <translation>%1 žádá hráče %2 o výměnu dvou družiníků (La Porxada).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 accepts: the two followers change places.</source>
        <translation>%1 souhlasí: oba družiníci si vymění místa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 refuses the swap and must give up a follower.</source>
        <translation>%1 výměnu odmítá a musí se vzdát jednoho družiníka.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 removes a follower from the supply for good.</source>
        <translation>%1 natrvalo vyřazuje jednoho družiníka ze zásoby.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 removes a follower from the board for good.</source>
        <translation>%1 natrvalo vyřazuje jednoho družiníka z hrací plochy.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>La Porxada&apos;s city is completed without knights: nobody takes a token.</source>
        <translation>Město s La Porxadou je dokončeno bez rytířů: žeton nezískává nikdo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes a La Porxada token.</source>
        <translation>%1 získává žeton La Porxada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 each take a La Porxada token.</source>
        <translation>%1 získávají každý žeton La Porxada.</translation>
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
            <numerusform>%1: %n bod.</numerusform>
            <numerusform>%1: %n body.</numerusform>
            <numerusform>%1: %n bodů.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-36"/>
        <source>%1 chooses the La Porxada swap but swaps nothing.</source>
        <translation>%1 volí u La Porxady výměnu, ale nic nevymění.</translation>
    </message>
</context>
<context>
    <name>FeatureHint</name>
    <message numerus="yes">
        <location filename="../carc_desktop/ui/play/feature_info.py" line="+89"/>
        <source>Completed road of %n tile(s)</source>
        <translation>
            <numerusform>Dokončená cesta o délce %n kartičky</numerusform>
            <numerusform>Dokončená cesta o délce %n kartiček</numerusform>
            <numerusform>Dokončená cesta o délce %n kartiček</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Unfinished road of %n tile(s)</source>
        <translation>
            <numerusform>Nedokončená cesta o délce %n kartičky</numerusform>
            <numerusform>Nedokončená cesta o délce %n kartiček</numerusform>
            <numerusform>Nedokončená cesta o délce %n kartiček</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Completed city of %n tile(s)</source>
        <translation>
            <numerusform>Dokončené město o velikosti %n kartičky</numerusform>
            <numerusform>Dokončené město o velikosti %n kartiček</numerusform>
            <numerusform>Dokončené město o velikosti %n kartiček</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Unfinished city of %n tile(s)</source>
        <translation>
            <numerusform>Nedokončené město o velikosti %n kartičky</numerusform>
            <numerusform>Nedokončené město o velikosti %n kartiček</numerusform>
            <numerusform>Nedokončené město o velikosti %n kartiček</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Completed city of %1 with %2</source>
        <translation>Dokončené město (%1, %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unfinished city of %1 with %2</source>
        <translation>Nedokončené město (%1, %2)</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Monastery with %n of 9 tiles</source>
        <translation>
            <numerusform>Klášter s %n kartičkou z 9</numerusform>
            <numerusform>Klášter s %n kartičkami z 9</numerusform>
            <numerusform>Klášter s %n kartičkami z 9</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Field next to %n completed city(ies)</source>
        <translation>
            <numerusform>Louka u %n dokončeného města</numerusform>
            <numerusform>Louka u %n dokončených měst</numerusform>
            <numerusform>Louka u %n dokončených měst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1: worth %n point(s), nobody holds it.</source>
        <translation>
            <numerusform>%1: vynese %n bod, zatím neobsazeno.</numerusform>
            <numerusform>%1: vynese %n body, zatím neobsazeno.</numerusform>
            <numerusform>%1: vynese %n bodů, zatím neobsazeno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
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
        <location filename="../carc_desktop/ui/window/file_actions.py" line="+163"/>
        <source>No recent games</source>
        <translation>Žádné nedávné hry</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Clear the List</source>
        <translation>&amp;Vymazat seznam</translation>
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
        <translation>základní hra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 (%3, finished)</source>
        <comment>date: players and scores (expansions)</comment>
        <translation>%1: %2 (%3, dohráno)</translation>
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
        <translation>Hra skončila.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Turn %1, %n tile(s) left.</source>
        <translation>
            <numerusform>Tah %1, zbývá %n kartička.</numerusform>
            <numerusform>Tah %1, zbývají %n kartičky.</numerusform>
            <numerusform>Tah %1, zbývá %n kartiček.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/file_actions.py" line="-74"/>
        <source>Opening the game…</source>
        <translation>Otevírání hry…</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>There is no unfinished game to continue.</source>
        <translation>Není žádná nedokončená hra, ve které by se dalo pokračovat.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../carc_desktop/controller/game_controller.py" line="+397"/>
        <source>There is nothing to redo.</source>
        <translation>Není co opakovat.</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>The game could not be autosaved (%1). Save it with Ctrl+S to be safe.</source>
        <translation>Hru se nepodařilo automaticky uložit (%1). Pro jistotu ji uložte pomocí Ctrl+S.</translation>
    </message>
    <message>
        <location line="-437"/>
        <source>Player %1</source>
        <translation>Hráč %1</translation>
    </message>
    <message>
        <location line="+147"/>
        <source>There is nothing to undo.</source>
        <translation>Není co vrátit zpět.</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>There is no tile to place now.</source>
        <translation>Teď není žádná kartička k položení.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You cannot put a figure there now.</source>
        <translation>Sem teď nemůžete umístit figurku.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This decision cannot be skipped.</source>
        <translation>Toto rozhodnutí nelze přeskočit.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That choice is not allowed now.</source>
        <translation>Tato volba teď není povolena.</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Please wait: %1 is thinking.</source>
        <translation>Počkejte prosím: %1 přemýšlí.</translation>
    </message>
    <message>
        <location line="-426"/>
        <source>The tile does not fit there this way round: rotate it (R).</source>
        <translation>Takto otočená kartička sem nepasuje: otočte ji (R).</translation>
    </message>
    <message>
        <location line="+590"/>
        <source>it chose an illegal move</source>
        <translation>zvolil nepovolenou možnost</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer player failed (%1); it plays the first legal move.</source>
        <translation>Počítačový hráč selhal (%1); volí první povolenou možnost.</translation>
    </message>
    <message>
        <location line="-420"/>
        <source>A new tile has been drawn since: with computer players in the game, moves before a draw cannot be taken back (unless casual undo is on in the settings).</source>
        <translation>Mezitím byla tažena nová kartička: když hrají počítačoví hráči, tahy před tažením kartičky nelze vzít zpět (pokud v nastavení není zapnuté volné vracení tahů).</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../carc_desktop/controller/game_files.py" line="+221"/>
        <source>Cannot delete the game</source>
        <translation>Hru nelze smazat</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Saved as %1.</source>
        <translation>Uloženo jako %1.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot save the game</source>
        <translation>Hru nelze uložit</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This game is already open.</source>
        <translation>Tato hra je už otevřená.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Please wait: a game is being opened.</source>
        <translation>Počkejte prosím: otevírá se hra.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+21"/>
        <source>Cannot open the game</source>
        <translation>Hru nelze otevřít</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Opened the backup</source>
        <translation>Otevřena záložní kopie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1

The backup copy was opened instead.</source>
        <translation>%1

Místo toho byla otevřena záložní kopie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opened %1.</source>
        <translation>Otevřeno: %1.</translation>
    </message>
</context>
<context>
    <name>HintBar</name>
    <message>
        <location filename="../carc_desktop/ui/play/hint_bar.py" line="+170"/>
        <source>Play this</source>
        <translation>Zahrát tohle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play what the computer would play</source>
        <translation>Zahrát to, co by zahrál počítač</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Dismiss the hint</source>
        <translation>Zavřít radu</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The computer is thinking about a hint…</source>
        <translation>Počítač přemýšlí o radě…</translation>
    </message>
</context>
<context>
    <name>HintText</name>
    <message>
        <location line="-162"/>
        <source>The computer would place the tile here, with no figure.</source>
        <translation>Počítač by sem položil kartičku, bez figurky.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer would place the tile here, with a figure: %1 (%2).</source>
        <translation>Počítač by sem položil kartičku, s figurkou: %1 (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer would place a figure here: %1 (%2).</source>
        <translation>Počítač by sem postavil figurku: %1 (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer would place no figure.</source>
        <translation>Počítač by nepostavil žádnou figurku.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer would choose: %1.</source>
        <translation>Počítač by zvolil: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>It scores %n point(s) now.</source>
        <translation>
            <numerusform>Teď to získá %n bod.</numerusform>
            <numerusform>Teď to získá %n body.</numerusform>
            <numerusform>Teď to získá %n bodů.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It scores nothing now.</source>
        <translation>Teď to nezíská žádné body.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It completes: %1.</source>
        <translation>Dokončí to: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>It extends one of your features (%1), worth %n point(s) now.</source>
        <translation>
            <numerusform>Rozšíří jedno z vašich území (%1), teď za %n bod.</numerusform>
            <numerusform>Rozšíří jedno z vašich území (%1), teď za %n body.</numerusform>
            <numerusform>Rozšíří jedno z vašich území (%1), teď za %n bodů.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Completed at once (%1), it scores nobody; the figure comes back.</source>
        <translation>Hned dokončeno (%1), nikdo neboduje; figurka se vrátí.</translation>
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
        <translation>Hned dokončeno (%1): %2; figurka se vrátí.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the figure stays until its feature (%1) is completed</source>
        <translation>figurka tam zůstane, dokud její území (%1) nebude dokončeno</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Risk: %1.</source>
        <translation>Riziko: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%1 scores %n point(s) too</source>
        <translation>
            <numerusform>%1 získá také %n bod</numerusform>
            <numerusform>%1 získá také %n body</numerusform>
            <numerusform>%1 získá také %n bodů</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 holds figures there too</source>
        <translation>%1 tam má také figurky</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the farmer stays until the end of the game</source>
        <translation>sedlák tam zůstane až do konce hry</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../carc_desktop/controller/hints.py" line="+231"/>
        <source>Hints are turned off in the settings.</source>
        <translation>Rady jsou vypnuté v nastavení.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no decision to give a hint for.</source>
        <translation>Není žádné rozhodnutí, ke kterému by šlo poradit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hints are for a person&apos;s decision, not a computer&apos;s.</source>
        <translation>Rady jsou pro rozhodnutí člověka, ne počítače.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>No hint could be found (%1).</source>
        <translation>Radu se nepodařilo najít (%1).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This hint is not for the decision now.</source>
        <translation>Tato rada neplatí pro současné rozhodnutí.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../carc_desktop/texts/lesson_texts.py" line="+16"/>
        <source>Placing tiles and roads</source>
        <translation>Pokládání kartiček a cesty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tile must match every edge it touches; a completed road scores 1 point per tile.</source>
        <translation>Kartička musí navazovat na každou hranu, které se dotýká; dokončená cesta dává 1 bod za kartičku.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag the tile to the highlighted square east of the start tile: every edge that touches another tile must match, road to road and field to field. Then put a follower on its road: he is now a thief.</source>
        <translation>Přetáhněte kartičku na zvýrazněné pole východně od startovní kartičky: každá hrana, která se dotýká jiné kartičky, musí navazovat, cesta na cestu a louka na louku. Pak postavte na její cestu družiníka: teď je to lupič.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your follower on the road of the tile you just placed: only a road earns road points.</source>
        <translation>Postavte družiníka na cestu právě položené kartičky: body za cestu dává jen cesta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ben closed the east end with a crossroads. A road is complete when both ends are closed. Close its west end with your crossroads: the road scores 1 point per tile.</source>
        <translation>Ben uzavřel východní konec křižovatkou. Cesta je dokončená, když jsou oba její konce uzavřené. Uzavřete její západní konec svou křižovatkou: cesta dává 1 bod za kartičku.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close the road: its west end stays open. Put the crossroads on the highlighted square.</source>
        <translation>Takto cestu neuzavřete: její západní konec zůstane otevřený. Položte křižovatku na zvýrazněné pole.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cities and coats of arms</source>
        <translation>Města a erby</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A completed city scores 2 points per tile and 2 per coat of arms.</source>
        <translation>Dokončené město dává 2 body za kartičku a 2 za erb.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue the start tile&apos;s city to the north, then put a follower in the city: he is now a knight.</source>
        <translation>Pokračujte městem startovní kartičky na sever a pak postavte do města družiníka: teď je to rytíř.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your follower in the city: only a knight earns the city&apos;s points.</source>
        <translation>Postavte družiníka do města: body za město dostane jen rytíř.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A city is complete when its walls are closed all around. Close your city with this tile: three tiles and one coat of arms make 8 points.</source>
        <translation>Město je dokončené, když jsou jeho hradby uzavřené dokola. Uzavřete své město touto kartičkou: tři kartičky a jeden erb dávají 8 bodů.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This leaves the city open, so it does not score now. Close its last open edge on the highlighted square.</source>
        <translation>Takto město zůstane otevřené, a teď se tedy nehodnotí. Uzavřete jeho poslední otevřenou hranu na zvýrazněném poli.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monasteries</source>
        <translation>Kláštery</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A monastery is complete when all eight squares around it hold tiles: it scores 9 points.</source>
        <translation>Klášter je dokončený, když na všech osmi polích kolem něj leží kartičky: dává 9 bodů.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your monk stands in the monastery. Seven of the eight squares around it hold tiles. Fill the last one: the monastery scores 1 point for itself and 1 for each of the eight tiles around it.</source>
        <translation>Váš mnich stojí v klášteře. Na sedmi z osmi polí kolem něj leží kartičky. Zaplňte poslední: klášter dává 1 bod za sebe a 1 za každou z osmi kartiček kolem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The monastery still misses a neighbour here. Put the tile on the last free square around it.</source>
        <translation>Tady klášteru ještě chybí soused. Položte kartičku na poslední volné pole kolem kláštera.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Farmers and fields</source>
        <translation>Sedláci a louky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A farmer stays in his field to the end; then the field scores 3 points per completed city it touches.</source>
        <translation>Sedlák zůstává na své louce až do konce; pak louka dává 3 body za každé dokončené město, kterého se dotýká.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place the tile east of the start tile and lay a follower down in the field between the road and the city: he is now a farmer. A farmer stays until the end of the game.</source>
        <translation>Položte kartičku východně od startovní kartičky a položte družiníka na louku mezi cestou a městem: teď je to sedlák. Sedlák zůstává až do konce hry.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay your follower in the field between the road and the city: only a farmer earns points for a field.</source>
        <translation>Položte družiníka na louku mezi cestou a městem: body za louku dostane jen sedlák.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ben closed the city of the start tile. At the end, your field scores 3 points for every completed city it touches. Close the second city beside your field.</source>
        <translation>Ben uzavřel město startovní kartičky. Na konci dává vaše louka 3 body za každé dokončené město, kterého se dotýká. Uzavřete druhé město vedle své louky.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That city stays open: an incomplete city brings a field nothing. Close the city on the highlighted square.</source>
        <translation>To město zůstane otevřené: nedokončené město louce nic nedá. Uzavřete město na zvýrazněném poli.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game and final scoring</source>
        <translation>Konec hry a závěrečné bodování</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the end, an incomplete road or city scores 1 point per tile (and per coat of arms), a monastery 1 plus 1 per neighbour.</source>
        <translation>Na konci dává nedokončená cesta nebo město 1 bod za kartičku (a za erb), klášter 1 a 1 za každého souseda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue the start tile&apos;s city with this tile and put a knight in it. This game is short: it ends when the last tile is placed.</source>
        <translation>Pokračujte touto kartičkou městem startovní kartičky a postavte do něj rytíře. Tato hra je krátká: skončí, když je položena poslední kartička.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your follower in the city: the end of the game scores it.</source>
        <translation>Postavte družiníka do města: konec hry ho ohodnotí.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last tile of yours: place the monastery south of the start tile with a monk. When the bag is empty, everything incomplete scores: your city 1 per tile and 1 per coat of arms, your monastery 1 plus 1 per neighbour.</source>
        <translation>Vaše poslední kartička: položte klášter jižně od startovní kartičky s mnichem. Když je sáček prázdný, hodnotí se vše nedokončené: vaše město 1 za kartičku a 1 za erb, váš klášter 1 a 1 za každého souseda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your monk on the monastery: a monastery scores only with a follower on it.</source>
        <translation>Postavte mnicha na klášter: klášter dává body jen s družiníkem na něm.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A short coached game against Easy</source>
        <translation>Krátká hra s průvodcem proti Snadnému</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You played a whole game: place, choose a figure, score.</source>
        <translation>Odehráli jste celou hru: položit, vybrat figurku, bodovat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now a short game against the Easy computer. Place your tile where it fits; the green squares show where it may go.</source>
        <translation>Teď krátká hra proti Snadnému počítači. Položte kartičku, kam pasuje; zelená pole ukazují, kam smí.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+2"/>
        <source>That move is not allowed now.</source>
        <translation>Tento tah teď není povolen.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Put a follower where he can score soon: a short road or a small city is completed quickly and gives him back.</source>
        <translation>Postavte družiníka tam, kde brzy získá body: krátká cesta nebo malé město se dokončí rychle a vrátí vám ho.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look at Ben&apos;s followers: if you join his city or road, a tie shares the points, but you may not put a follower on a feature that already holds one.</source>
        <translation>Sledujte Benovy družiníky: když se připojíte k jeho městu nebo cestě, remíza body rozdělí, ale na území, kde už družiník stojí, svého postavit nesmíte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep a follower or two in your supply: without one you cannot take a feature that opens up.</source>
        <translation>Nechte si jednoho nebo dva družiníky v zásobě: bez nich nemůžete obsadit území, které se otevře.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last tile: anything left incomplete still scores at the end.</source>
        <translation>Poslední kartička: co zůstane nedokončené, se na konci přesto hodnotí.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>More base rules</source>
        <translation>Další základní pravidla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tile that fits nowhere goes back to the box; a completed city counts once for each field it touches.</source>
        <translation>Kartička, která se nikam nehodí, se vrací do krabice; dokončené město se počítá jednou pro každou louku, které se dotýká.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tile that fits nowhere goes back to the box, and its player draws another. Close your city with the cap on the highlighted square: then no open city edge is left, and Ben&apos;s next tile, a city on all four sides, fits nowhere.</source>
        <translation>Kartička, která se nikam nehodí, se vrací do krabice a její hráč si táhne jinou. Uzavřete své město kouskem města na zvýrazněném poli: pak nezůstane žádná otevřená hrana města a Benova další kartička, město na všech čtyřech stranách, se nikam nehodí.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This leaves an open city edge, so Ben&apos;s four-sided city tile would still fit. Close your city on the highlighted square.</source>
        <translation>Takto zůstane otevřená hrana města a Benova kartička s městem na všech čtyřech stranách by se ještě hodila. Uzavřete své město na zvýrazněném poli.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the end each field scores 3 points per completed city it touches. Your farmer&apos;s field touches the city along two tiles, yet the city counts once for it: 3 points. Put this last tile west of the city with a farmer on it: the same city counts again for this other field, 3 points more.</source>
        <translation>Na konci dává každá louka 3 body za každé dokončené město, kterého se dotýká. Louka vašeho sedláka se města dotýká podél dvou kartiček, a přesto se pro ni město počítá jednou: 3 body. Položte tuto poslední kartičku západně od města a dejte na ni sedláka: stejné město se počítá znovu pro tuto další louku, o 3 body víc.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put a farmer on this tile&apos;s field: a city counts for every field it touches, once for each.</source>
        <translation>Dejte sedláka na louku této kartičky: město se počítá pro každou louku, které se dotýká, pro každou jednou.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scoring tiles and their timing</source>
        <translation>Bodovací kartičky a správná chvíle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The active scoring tile changes how a completed feature scores, and all three change after every turn with an occupied scoring.</source>
        <translation>Aktivní bodovací kartička mění, kolik dokončené území dává, a všechny tři se mění po každém tahu s obsazeným bodováním.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The active road tile is the Street Fair: 2 points per road tile. Complete your road now: 4 tiles make 8 points. After this occupied scoring, all three active tiles change.</source>
        <translation>Aktivní kartička cesty je Pouť: 2 body za kartičku cesty. Dokončete svou cestu teď: 4 kartičky dávají 8 bodů. Po tomto obsazeném bodování se všechny tři aktivní kartičky změní.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not complete your road, and the Street Fair will be gone when it is.</source>
        <translation>Takto svou cestu nedokončíte, a až ji dokončíte, Pouť už bude pryč.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The city scoring tiles</source>
        <translation>Bodovací kartičky měst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Citizens&apos; Jury, Bad Neighbourhood, Siege, Poverty and Wealth change what a completed city is worth: score a city when the active tile suits you.</source>
        <translation>Občanský parlament, Problémová čtvrť, Obléhání, Chudoba a Bohatství mění, kolik dokončené město vynese: bodujte město, když se vám aktivní kartička hodí.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The active city tile is the Citizens&apos; Jury: majority no longer matters, and every player with at least one knight in the city receives the full points. Ben has two knights in this city, you have one. Complete it with the four-sided city tile: you both score 12.</source>
        <translation>Aktivní kartička měst je Občanský parlament: na většině už nezáleží a každý hráč s alespoň jedním rytířem ve městě dostane plný počet bodů. Ben má v tomto městě dva rytíře, vy jednoho. Dokončete ho kartičkou s městem na všech čtyřech stranách: oba dostanete 12 bodů.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not complete the city of the knights. Under the Citizens&apos; Jury your one knight scores as much as Ben&apos;s two: put the tile on the highlighted square.</source>
        <translation>Takto město rytířů nedokončíte. S Občanským parlamentem vynese váš jediný rytíř stejně jako Benovi dva: položte kartičku na zvýrazněné pole.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After that scoring all three tiles changed: Bad Neighbourhood is active now. A tile whose only part of the city is a small cap on one edge gives no points. Close your city: the two caps give nothing, the middle tile and its coat of arms 4 points.</source>
        <translation>Po tomto bodování se všechny tři kartičky změnily: teď je aktivní Problémová čtvrť. Kartička, jejíž jedinou částí města je malý kousek u jedné hrany, nedává žádné body. Uzavřete své město: oba kousky nedají nic, prostřední kartička a její erb 4 body.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close your city. Close it on the highlighted square and see which tiles still count under Bad Neighbourhood.</source>
        <translation>Takto své město neuzavřete. Uzavřete ho na zvýrazněném poli a podívejte se, které kartičky se s Problémovou čtvrtí ještě počítají.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now the Siege is active: each coat of arms in a city counts 1 point extra. Close your city with its two coats of arms: 4 tiles and 2 coats of arms make 14 points instead of 12.</source>
        <translation>Teď je aktivní Obléhání: každý erb ve městě dává 1 bod navíc. Uzavřete své město s jeho dvěma erby: 4 kartičky a 2 erby dají 14 bodů místo 12.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close your city with the two coats of arms: put the tile on the highlighted square while the Siege is active.</source>
        <translation>Takto své město se dvěma erby neuzavřete: položte kartičku na zvýrazněné pole, dokud je aktivní Obléhání.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now Poverty is active for cities: each player who scores a city gets 3 points less. This tile could close your small city in the west, for only 1 point. Close your road in the east instead: the Street Fair doubles it, and after this scoring the tiles change again.</source>
        <translation>Teď je pro města aktivní Chudoba: každý hráč, který boduje město, dostane o 3 body méně. Tato kartička by mohla uzavřít vaše malé město na západě, jen za 1 bod. Uzavřete místo toho svou cestu na východě: Pouť ji zdvojnásobí a po tomto bodování se kartičky znovu změní.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under Poverty your city would score 3 points less. Score your road with this tile instead: after that turn the tiles change, and your city can wait.</source>
        <translation>S Chudobou by vaše město vyneslo o 3 body méně. Bodujte touto kartičkou raději svou cestu: po tomto tahu se kartičky změní a vaše město může počkat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your road&apos;s scoring changed the tiles: Wealth is active for cities now, 3 points more for each player who scores one. Close your city in the west: 4 points and 3 more make 7.</source>
        <translation>Bodování vaší cesty změnilo kartičky: pro města je teď aktivní Bohatství, o 3 body víc pro každého hráče, který nějaké boduje. Uzavřete své město na západě: 4 body a 3 navíc dají 7.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close your city in the west. Close it now, while Wealth is active.</source>
        <translation>Takto své město na západě neuzavřete. Uzavřete ho teď, dokud je aktivní Bohatství.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The road scoring tiles</source>
        <translation>Bodovací kartičky cest</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Highway, Peasant Uprising and Poverty change what a completed road is worth, Ben&apos;s road too.</source>
        <translation>Dálnice, Selské povstání a Chudoba mění, kolik dokončená cesta vynese, i Benova cesta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The active road tile is the Highway: a road scores 5 points, whatever its length. Close your short road with the crossroads on the highlighted square: its 3 tiles score 5 points. A long road would score only 5 as well.</source>
        <translation>Aktivní kartička cest je Dálnice: cesta dává 5 bodů bez ohledu na délku. Uzavřete svou krátkou cestu křižovatkou na zvýrazněném poli: její 3 kartičky dají 5 bodů. Dlouhá cesta by také dala jen 5.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close your road. Under the Highway even your 3-tile road scores 5: close its west end on the highlighted square.</source>
        <translation>Takto svou cestu neuzavřete. S Dálnicí dá i vaše cesta ze 3 kartiček 5 bodů: uzavřete její západní konec na zvýrazněném poli.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now the Peasant Uprising is active: each road tile showing a farmhouse scores 1 point less; sheds do not count. Which tiles show a farmhouse depends on the edition&apos;s pictures, here the 3rd edition&apos;s. Your road runs past two farmhouses: close it, 4 tiles minus 2 make 2 points.</source>
        <translation>Teď je aktivní Selské povstání: každá kartička cesty se statkem dává o 1 bod méně; chlévy se nepočítají. Které kartičky ukazují statek, záleží na obrázcích vydání, zde 3. vydání. Vaše cesta vede kolem dvou statků: uzavřete ji, 4 kartičky minus 2 dají 2 body.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close your road past the farmhouses: put the tile on the highlighted square.</source>
        <translation>Takto svou cestu kolem statků neuzavřete: položte kartičku na zvýrazněné pole.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The road stack&apos;s Wealth or Poverty tile is active. Its printed side is not known; by default it is Poverty: each player who scores a road gets 3 points less (the New Game dialog can make it Wealth). Close Ben&apos;s road: his 3 tiles earn him 3 − 3 = 0 points.</source>
        <translation>Aktivní je kartička Bohatství, nebo chudoba z balíčku cest. Její tištěná strana není známá; výchozí je Chudoba: každý hráč, který boduje cestu, dostane o 3 body méně (v dialogu Nová hra z ní lze udělat Bohatství). Uzavřete Benovu cestu: jeho 3 kartičky mu vynesou 3 − 3 = 0 bodů.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close Ben&apos;s road. Close its west end on the highlighted square: under Poverty it earns him nothing.</source>
        <translation>Takto Benovu cestu neuzavřete. Uzavřete její západní konec na zvýrazněném poli: s Chudobou mu nevynese nic.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The monastery scoring tiles</source>
        <translation>Bodovací kartičky klášterů</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hermit Monastery, Pilgrimage Route and Wealth or Poverty change what a completed monastery is worth.</source>
        <translation>Poustevna, Poutní cesta a Bohatství, nebo chudoba mění, kolik dokončený klášter vynese.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The active monastery tile is the Hermit Monastery: of the 9 tiles counted for a monastery, each one showing a city segment gives 1 point less. Complete the middle monastery on the highlighted square: 5 of its 9 tiles show a city, so it scores 4.</source>
        <translation>Aktivní kartička klášterů je Poustevna: z 9 kartiček, které se klášteru počítají, dává každá s částí města o 1 bod méně. Dokončete prostřední klášter na zvýrazněném poli: 5 z jeho 9 kartiček ukazuje město, takže dá 4.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not complete the middle monastery: fill the last square around it, highlighted.</source>
        <translation>Takto prostřední klášter nedokončíte: zaplňte poslední pole kolem něj, to zvýrazněné.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now the Pilgrimage Route is active: each of the 9 tiles showing a road gives 1 point extra, the monastery&apos;s own tile too. Complete the west monastery: 6 of its tiles show a road, so it scores 15.</source>
        <translation>Teď je aktivní Poutní cesta: každá z 9 kartiček s cestou dává 1 bod navíc, i vlastní kartička kláštera. Dokončete západní klášter: 6 jeho kartiček ukazuje cestu, takže dá 15.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not complete the west monastery: fill the last square around it, highlighted.</source>
        <translation>Takto západní klášter nedokončíte: zaplňte poslední pole kolem něj, to zvýrazněné.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now the monastery stack&apos;s Wealth or Poverty tile is active. By default it is Wealth: 3 points more for each player who scores a monastery. Complete the east monastery: 9 and 3 make 12.</source>
        <translation>Teď je aktivní kartička Bohatství, nebo chudoba z balíčku klášterů. Výchozí je Bohatství: o 3 body víc pro každého hráče, který boduje klášter. Dokončete východní klášter: 9 a 3 dají 12.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not complete the east monastery: fill the last square around it, highlighted.</source>
        <translation>Takto východní klášter nedokončíte: zaplňte poslední pole kolem něj, to zvýrazněné.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The final scoring ignores the tiles</source>
        <translation>Závěrečné bodování kartičky nebere v úvahu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scoring tiles change only scorings during the game: the final scoring ignores them, and a completed feature without followers scores nothing and changes no tile.</source>
        <translation>Bodovací kartičky mění jen bodování během hry: závěrečné bodování je nebere v úvahu a dokončené území bez družiníků nevynese nic a žádnou kartičku nezmění.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the last tile, and Bad Neighbourhood is active: closed now, your city would lose its four cap tiles and score only 4. Place the tile anywhere else: at the final scoring the scoring tiles have no effect, and your unfinished city scores 1 per tile and coat of arms, 5 points.</source>
        <translation>Tohle je poslední kartička a aktivní je Problémová čtvrť: uzavřené teď by vaše město přišlo o své čtyři kartičky s kouskem města a dalo by jen 4. Položte kartičku kamkoli jinam: při závěrečném bodování bodovací kartičky neplatí a vaše nedokončené město dá 1 za kartičku a erb, 5 bodů.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closed now, under Bad Neighbourhood, your city scores only 4. Leave it open: the final scoring ignores the scoring tiles.</source>
        <translation>Uzavřené teď, s Problémovou čtvrtí, dá vaše město jen 4. Nechte ho otevřené: závěrečné bodování bodovací kartičky nebere v úvahu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A road that reaches Leipzig</source>
        <translation>Cesta, která dosáhne Lipska</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When a road from Leipzig&apos;s gate is completed, each majority player scores it or sends one follower from it into a quarter.</source>
        <translation>Když je dokončena cesta od brány Lipska, každý hráč s převahou ji buď ohodnotí, nebo z ní pošle jednoho družiníka do čtvrti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A road that leaves Leipzig&apos;s gate is connected to Leipzig. Join your second road to it with this curve on the highlighted square, and place no figure: your two thieves will outnumber Ben&apos;s one.</source>
        <translation>Cesta, která vychází z brány Lipska, je s Lipskem spojená. Připojte k ní svou druhou cestu touto zatáčkou na zvýrazněném poli a nestavte žádnou figurku: vaši dva lupiči pak převáží Benova jednoho.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not join your two roads: only the majority on a connected road may send a follower to Leipzig.</source>
        <translation>Takto své dvě cesty nespojíte: jen převaha na spojené cestě smí poslat družiníka do Lipska.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have the majority on a completed road connected to Leipzig. Send one thief to the Coiners: he stays there to the end, and your other thief still scores the road (7 points in C3; in C2 the Leipzig tile counts as one tile: 6).</source>
        <translation>Máte převahu na dokončené cestě spojené s Lipskem. Pošlete jednoho lupiče k mincířům: zůstane tam až do konce a váš druhý lupič cestu přesto ohodnotí (7 bodů v C3; v C2 se kartička Lipska počítá jako jedna kartička: 6).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To enter the Coiners&apos; quarter you must send one of your thieves there.</source>
        <translation>Abyste se dostali do čtvrti mincířů, musíte tam poslat jednoho ze svých lupičů.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Wainwrights</source>
        <translation>Koláři</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Wainwrights pay 1 point per tile of every road you score with the majority, from the moment your follower arrives.</source>
        <translation>Koláři dávají 1 bod za kartičku každé cesty, kterou hodnotíte s převahou, od chvíle, kdy tam dorazí váš družiník.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complete this road from the gate with a thief on it and send him to the Wainwrights. His bonus is active at once.</source>
        <translation>Dokončete tuto cestu od brány s lupičem na ní a pošlete ho ke kolářům. Jeho bonus platí hned.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send your thief to the Wainwrights&apos; quarter.</source>
        <translation>Pošlete svého lupiče do čtvrti kolářů.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now complete a road with a thief on it: the Wainwrights add 1 point per tile of the road.</source>
        <translation>Teď dokončete cestu s lupičem na ní: koláři přidají 1 bod za kartičku cesty.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not complete a road of yours, so the Wainwrights do not pay.</source>
        <translation>Takto nedokončíte žádnou svou cestu, takže koláři neplatí.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Coiners</source>
        <translation>Mincíři</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Coiners pay 3 points per coat of arms in every city scored where you have a knight, even without the majority.</source>
        <translation>Mincíři dávají 3 body za erb v každém hodnoceném městě, kde máte rytíře, i bez převahy.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have a follower with the Coiners and one knight in this city; Ben has two. Complete the city: Ben has the majority, but your Coiners pay you 3 points per coat of arms.</source>
        <translation>Máte družiníka u mincířů a jednoho rytíře v tomto městě; Ben má dva. Dokončete město: převahu má Ben, ale vaši mincíři vám dají 3 body za erb.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The city stays open, so nobody scores it yet. Close it on the highlighted square.</source>
        <translation>Město zůstane otevřené, takže ho zatím nikdo nehodnotí. Uzavřete ho na zvýrazněném poli.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Bookbinders</source>
        <translation>Knihaři</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Bookbinders pay 4 points for every occupied monastery completed, whoever owns it.</source>
        <translation>Knihaři dávají 4 body za každý obsazený dokončený klášter, ať patří komukoli.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your monk&apos;s monastery lacks one neighbour. Complete it: you score 9, and Ben, who has a follower with the Bookbinders, scores 4 for it.</source>
        <translation>Klášteru vašeho mnicha chybí jeden soused. Dokončete ho: získáte 9 a Ben, který má družiníka u knihařů, za něj získá 4.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The monastery still misses a neighbour. Put the tile on the last free square around it.</source>
        <translation>Klášteru ještě chybí soused. Položte kartičku na poslední volné pole kolem kláštera.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Tanners</source>
        <translation>Koželuzi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Tanners pay only at the end: 2 points per farmhouse and shed in each field where you have the farmer majority.</source>
        <translation>Koželuzi platí až na konci: 2 body za každý statek a stodolu na každé louce, kde máte převahu sedláků.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have a follower with the Tanners. Place this tile and lay a farmer in its field, the one with the farmhouse.</source>
        <translation>Máte družiníka u koželuhů. Položte tuto kartičku a položte sedláka na její louku, tu se statkem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay your follower in the field: the Tanners pay only for fields where you have farmers.</source>
        <translation>Položte družiníka na louku: koželuzi platí jen za louky, kde máte sedláky.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place the last tile anywhere. At the end your field scores as usual (Leipzig counts as one completed city), and the Tanners add 2 points for its farmhouse.</source>
        <translation>Položte poslední kartičku kamkoli. Na konci dává vaše louka body jako obvykle (Lipsko se počítá jako jedno dokončené město) a koželuzi přidají 2 body za její statek.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The order of scorings</source>
        <translation>Pořadí bodování</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When one tile completes several features, you choose the order of their scorings: a quarter&apos;s bonus pays from the moment your follower arrives.</source>
        <translation>Když kartička dokončí několik území, zvolíte pořadí jejich bodování: bonus čtvrti platí od chvíle, kdy tam dorazí váš družiník.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place the crossroads on the highlighted square: it completes two of your roads connected to Leipzig at once. Place no figure.</source>
        <translation>Položte křižovatku na zvýrazněné pole: dokončí najednou dvě vaše cesty spojené s Lipskem. Nestavte žádnou figurku.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not complete both your roads.</source>
        <translation>Takto nedokončíte obě své cesty.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You choose which road scores first. Choose the short road first and send its thief to the Wainwrights; then score the long road from the gate normally: it pays its 4 points and the Wainwrights add 4.</source>
        <translation>Zvolíte, která cesta se hodnotí první. Zvolte nejdřív krátkou cestu a pošlete jejího lupiče ke kolářům; pak ohodnoťte dlouhou cestu od brány obvyklým způsobem: dá své 4 body a koláři přidají 4.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score the short road first and send its thief: the Wainwrights pay only for the scorings after your follower arrives.</source>
        <translation>Ohodnoťte nejdřív krátkou cestu a pošlete jejího lupiče: koláři platí jen za bodování po příchodu vašeho družiníka.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Porxada: the swap</source>
        <translation>La Porxada: výměna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever places La Porxada may swap one of his followers with another player&apos;s; who refuses loses a follower for good.</source>
        <translation>Kdo položí La Porxadu, smí vyměnit jednoho svého družiníka za družiníka jiného hráče; kdo odmítne, přijde o družiníka navždy.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place La Porxada and choose the swap: your thief on the road for Ben&apos;s knight in the city.</source>
        <translation>Položte La Porxadu a zvolte výměnu: svého lupiče na cestě za Benova rytíře ve městě.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the swap, and offer your thief for Ben&apos;s knight.</source>
        <translation>Zvolte výměnu a nabídněte svého lupiče za Benova rytíře.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ben refused, so he removed one of his followers from the game for good. Now put a knight in La Porxada&apos;s city.</source>
        <translation>Ben odmítl, a tak navždy vyřadil ze hry jednoho svého družiníka. Teď postavte rytíře do města La Porxady.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your follower in La Porxada&apos;s city.</source>
        <translation>Postavte družiníka do města La Porxady.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Porxada: answering a swap</source>
        <translation>La Porxada: odpověď na výměnu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may refuse a swap, but then one of your followers leaves the game for good; you choose which.</source>
        <translation>Výměnu smíte odmítnout, ale pak jeden váš družiník navždy opustí hru; vyberete si kterého.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ben placed La Porxada and offers his thief for your knight. Refuse the swap.</source>
        <translation>Ben položil La Porxadu a nabízí svého lupiče za vašeho rytíře. Výměnu odmítněte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this lesson, refuse the swap to see what it costs.</source>
        <translation>V této lekci výměnu odmítněte, abyste viděli, co stojí.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who refuses removes one of his followers from the game for good, on the board or in his supply. Remove one from your supply and keep your knight.</source>
        <translation>Kdo odmítne, navždy vyřadí ze hry jednoho svého družiníka, z hrací plochy nebo ze své zásoby. Vyřaďte jednoho ze své zásoby a rytíře si nechte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep your knight: remove a follower from your supply.</source>
        <translation>Nechte si rytíře: vyřaďte družiníka ze své zásoby.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Porxada: the scoring bonus</source>
        <translation>La Porxada: bodovací bonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the bonus, every knight in La Porxada&apos;s completed city takes a token; at the end its holder scores his incomplete cities as if complete.</source>
        <translation>S bonusem si každý rytíř v dokončeném městě La Porxady vezme žeton; na konci jeho držitel hodnotí svá nedokončená města, jako by byla dokončená.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place La Porxada to join your knights&apos; cities and choose the scoring bonus, not the swap, then place no figure. When the city is completed, every knight in it takes a bonus token; at the end the token holder&apos;s incomplete cities score as if complete, for him alone.</source>
        <translation>Položte La Porxadu, abyste spojili města svých rytířů, zvolte bodovací bonus, ne výměnu, a pak nestavte žádnou figurku. Když je město dokončeno, každý rytíř v něm si vezme bonusový žeton; na konci se nedokončená města držitele hodnotí jako dokončená, jen pro něj.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the scoring bonus this time.</source>
        <translation>Tentokrát zvolte bodovací bonus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The builder&apos;s double turn</source>
        <translation>Dvojitý tah stavitele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extend the road or city where your builder stands and you play a second tile; the second tile never gives a third.</source>
        <translation>Prodlužte cestu nebo město, kde stojí váš stavitel, a zahrajete druhou kartičku; druhá kartička nikdy nedá třetí.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extend your road and put your builder on it. A builder goes on a road or city that holds one of your followers, and it never counts for majority.</source>
        <translation>Prodlužte svou cestu a postavte na ni stavitele. Stavitel patří na cestu nebo město s jedním z vašich družiníků a nikdy se nepočítá do převahy.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your builder on the road that holds your thief.</source>
        <translation>Postavte stavitele na cestu s vaším lupičem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extend the road of your builder once more: you may then play a second tile in the same turn. Take it.</source>
        <translation>Prodlužte cestu svého stavitele ještě jednou: pak smíte v tomtéž tahu zahrát druhou kartičku. Vezměte si ji.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This tile does not extend your builder&apos;s road, so it gives no second tile.</source>
        <translation>Tato kartička neprodlužuje cestu vašeho stavitele, takže nedává druhou kartičku.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your second tile. It may extend the builder&apos;s road again, but a second tile never gives a third.</source>
        <translation>Vaše druhá kartička. Smí znovu prodloužit cestu stavitele, ale druhá kartička nikdy nedá třetí.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pig</source>
        <translation>Selátko</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pig joins your farmer: at the end his field scores 4 instead of 3 per completed city.</source>
        <translation>Selátko se přidá k vašemu sedlákovi: na konci dává jeho louka 4 místo 3 za každé dokončené město.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your farmer lies in the field beside the completed city. Place the tile so that it continues that field and put your pig in it: the pig goes only into a field where you have a farmer.</source>
        <translation>Váš sedlák leží na louce vedle dokončeného města. Položte kartičku tak, aby tu louku prodloužila, a postavte na ni selátko: selátko patří jen na louku, kde máte sedláka.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your pig in the field of your farmer: that is what makes the field pay 4 per city.</source>
        <translation>Postavte selátko na louku svého sedláka: právě díky tomu dává louka 4 za město.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trade goods and their majority</source>
        <translation>Zboží a převaha v něm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever completes a city takes its goods, even without a knight there; the most of each kind scores 10 at the end.</source>
        <translation>Kdo dokončí město, vezme si jeho zboží, i bez rytíře v něm; nejvíce od každého druhu dává na konci 10.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ben&apos;s city holds two wine barrels. Complete it: the player who completes a city takes its goods, even without a knight in it. At the end, the most tokens of each kind score 10.</source>
        <translation>V Benově městě jsou dva sudy vína. Dokončete ho: hráč, který dokončí město, si vezme jeho zboží, i bez rytíře v něm. Na konci dává nejvíce žetonů od každého druhu 10.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This leaves the city open: only the player who completes it takes its goods.</source>
        <translation>Takto město zůstane otevřené: jeho zboží si vezme jen ten, kdo ho dokončí.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leipzig and the Land Surveyors</source>
        <translation>Lipsko a zeměměřiči</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A road that meets a connected road at a crossroads is connected to Leipzig; a send changes the scoring tiles; the Highway&apos;s 5 tiles count for the Wainwrights too.</source>
        <translation>Cesta, která se na křižovatce setká s připojenou cestou, je připojená k Lipsku; vyslání změní bodovací kartičky; 5 kartiček Dálnice se počítá i kolářům.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A road is connected to Leipzig if it leaves a gate or meets a connected road at a crossroads. Your thief&apos;s road starts at the crossroads on the road from Leipzig&apos;s east gate. Close it with the monastery on the highlighted square and place no figure: you may then send your thief to Leipzig.</source>
        <translation>Cesta je připojená k Lipsku, když vychází z brány nebo se na křižovatce setká s připojenou cestou. Cesta vašeho lupiče začíná na křižovatce cesty od východní brány Lipska. Uzavřete ji klášterem na zvýrazněném poli a nestavte žádnou figurku: pak smíte svého lupiče poslat do Lipska.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not close your thief&apos;s road, so nobody may send a follower to Leipzig yet.</source>
        <translation>Takto cestu svého lupiče neuzavřete, a tak zatím nikdo nesmí poslat družiníka do Lipska.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send your thief to the Wainwrights: a send is the only way into a quarter, never a normal placement. A send counts as a scoring: after this turn all three scoring tiles change, and the Highway becomes the active road tile.</source>
        <translation>Pošlete svého lupiče ke kolářům: vyslání je jediná cesta do čtvrti, nikdy ne běžné umístění. Vyslání se počítá jako bodování: po tomto tahu se všechny tři bodovací kartičky změní a Dálnice se stane aktivní kartičkou cest.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>La Porxada&apos;s swap and the builder</source>
        <translation>Výměna La Porxady a stavitel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A builder or a pig stays only while its owner has a follower in its feature: a La Porxada swap or removal can send it back.</source>
        <translation>Stavitel nebo selátko zůstane jen tak dlouho, dokud má jeho majitel ve stejném území družiníka: výměna nebo vyřazení La Porxadou ho může poslat zpět.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A builder stays only while its owner has a follower in its road or city, a pig while he has a farmer in its field; otherwise it goes back to his supply, and only La Porxada&apos;s swap or removal can make that happen. Place La Porxada, choose the swap, and swap your thief for Ben&apos;s knight: his builder must leave the city.</source>
        <translation>Stavitel zůstane jen tak dlouho, dokud má jeho majitel družiníka na jeho cestě nebo v jeho městě, selátko, dokud má sedláka na jeho louce; jinak se vrátí do jeho zásoby, a způsobit to může jen výměna nebo vyřazení La Porxadou. Položte La Porxadu, zvolte výměnu a vyměňte svého lupiče za Benova rytíře: jeho stavitel musí město opustit.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the swap and swap your thief for Ben&apos;s knight: then Ben has no follower left beside his builder.</source>
        <translation>Zvolte výměnu a vyměňte svého lupiče za Benova rytíře: pak Ben vedle svého stavitele nemá žádného družiníka.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Porxada&apos;s bonus with the other expansions</source>
        <translation>Bonus La Porxady s ostatními rozšířeními</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A token holder&apos;s unfinished city, scored as if completed, takes the active city scoring tile, and with Leipzig the Coiners&apos; bonus: two options, on by default.</source>
        <translation>Nedokončené město držitele žetonu, hodnocené jako dokončené, dostane aktivní bodovací kartičku měst a s Lipskem bonus mincířů: dvě možnosti, výchozí zapnuté.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place La Porxada to join your knights&apos; cities, choose the scoring bonus and place no figure. The final scoring ignores the scoring tiles, but by default (an option of the New Game dialog) the city your token scores as if completed takes the active city tile: Wealth adds 3, 11 instead of 8. With the Markets of Leipzig the Coiners&apos; bonus counts there too, another option.</source>
        <translation>Položte La Porxadu, abyste spojili města svých rytířů, zvolte bodovací bonus a nestavte žádnou figurku. Závěrečné bodování bodovací kartičky nebere v úvahu, ale ve výchozím nastavení (možnost v dialogu Nová hra) dostane město, které váš žeton hodnotí jako dokončené, aktivní kartičku měst: Bohatství přidá 3, 11 místo 8. S Lipskými trhy se tam počítá i bonus mincířů, další možnost.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the scoring bonus this time: at the end only a token holder&apos;s city takes the active scoring tile.</source>
        <translation>Tentokrát zvolte bodovací bonus: na konci dostane aktivní bodovací kartičku jen město držitele žetonu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A double turn with the Land Surveyors</source>
        <translation>Dvojitý tah se zeměměřiči</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A builder&apos;s double turn is one turn: both its tiles score with the same active scoring tiles, which change only after it.</source>
        <translation>Dvojitý tah stavitele je jeden tah: obě jeho kartičky se bodují se stejnými aktivními bodovacími kartičkami, které se změní až po něm.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extend your builder&apos;s road with this tile: it also closes your small city, which scores at once. Then your builder gives you a second tile in the same turn.</source>
        <translation>Prodlužte cestu svého stavitele touto kartičkou: uzavře i vaše malé město, které se hned boduje. Pak vám stavitel dá ve stejném tahu druhou kartičku.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extend your builder&apos;s road and close your city with this tile on the highlighted square.</source>
        <translation>Prodlužte cestu svého stavitele a uzavřete své město touto kartičkou na zvýrazněném poli.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your city has scored, yet the scoring tiles have not changed: a double turn is one turn, and they change only after it. Close your road with the crossroads: the Street Fair still doubles it, 12 points.</source>
        <translation>Vaše město bylo bodováno, a přesto se bodovací kartičky nezměnily: dvojitý tah je jeden tah a změní se až po něm. Uzavřete svou cestu křižovatkou: Pouť ji stále zdvojnásobí, 12 bodů.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close your road in the east with the crossroads: the Street Fair is still active in the second part of your turn.</source>
        <translation>Uzavřete svou cestu na východě křižovatkou: ve druhé části vašeho tahu je Pouť stále aktivní.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Porxada&apos;s bonus and the Coiners</source>
        <translation>Bonus La Porxady a mincíři</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the Markets of Leipzig, a token holder in the Coiners also takes their 3 points per coat of arms when his unfinished city is scored as if completed (an option, on by default).</source>
        <translation>S Lipskými trhy dostane držitel žetonu, který je u mincířů, i jejich 3 body za erb, když se jeho nedokončené město hodnotí jako dokončené (možnost, výchozí zapnutá).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your thief went to the Coiners. Place La Porxada between the four city caps and choose the scoring bonus: the completed city gives your knight a token. At the end your unfinished city with a coat of arms scores as if completed, and by default (an option) the Coiners add their 3 points: 7 instead of 2.</source>
        <translation>Váš lupič odešel k mincířům. Položte La Porxadu mezi čtyři kousky měst a zvolte bodovací bonus: dokončené město dá vašemu rytíři žeton. Na konci se vaše nedokončené město s erbem hodnotí jako dokončené a ve výchozím nastavení (možnost) k tomu mincíři přidají své 3 body: 7 místo 2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the scoring bonus this time: only a token holder&apos;s unfinished city takes the Coiners&apos; bonus at the end.</source>
        <translation>Tentokrát zvolte bodovací bonus: bonus mincířů na konci dostane jen nedokončené město držitele žetonu.</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Send your thief to the Wainwrights: the send is what changes the scoring tiles this turn.</source>
        <translation>Pošlete svého lupiče ke kolářům: v tomto tahu mění bodovací kartičky právě vyslání.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under the Highway a road counts as 5 tiles, for the Wainwrights too. Close your road in the east with the crossroads and score it, do not send: 5 for the road and 5 from the Wainwrights make 10.</source>
        <translation>S Dálnicí se cesta počítá jako 5 kartiček, i pro koláře. Uzavřete svou cestu na východě křižovatkou a bodujte ji, nevysílejte: 5 za cestu a 5 od kolářů dá 10.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To earn the 10 points, close your road in the east with the crossroads and score it rather than send a thief.</source>
        <translation>Pro 10 bodů uzavřete svou cestu na východě křižovatkou a bodujte ji, místo abyste posílali lupiče.</translation>
    </message>
</context>
<context>
    <name>LessonList</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/lesson_list_dialog.py" line="+21"/>
        <source>Base game</source>
        <translation>Základní hra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Traders &amp; Builders</source>
        <translation>Kupci a stavitelé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Markets of Leipzig</source>
        <translation>Lipské trhy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Land Surveyors</source>
        <translation>Zeměměřiči</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>La Porxada</source>
        <translation>La Porxada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expansions together</source>
        <translation>Rozšíření dohromady</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Learn to Play</source>
        <translation>Naučte se hrát</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Short lessons on a prepared board: read the step, make the move on the board; a move that misses the step&apos;s goal is explained and taken back.</source>
        <translation>Krátké lekce na připravené hrací ploše: přečtěte si krok a zahrajte tah na hrací ploše; tah, který mine cíl kroku, se vysvětlí a vezme zpět.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Start the Lesson</source>
        <translation>Začít lekci</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 of %2 lessons finished</source>
        <translation>Dokončené lekce: %1 z %2</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <location filename="../carc_desktop/ui/lessons/panel.py" line="+130"/>
        <source>You play %1.</source>
        <translation>Hrajete za hráče %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lesson complete</source>
        <translation>Lekce dokončena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What you learned: %1</source>
        <translation>Co jste se naučili: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step %1 of %2</source>
        <translation>Krok %1 z %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Show Me</source>
        <translation>Ukažte mi to</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this step&apos;s moves for you</source>
        <translation>Zahrát za vás tahy tohoto kroku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the Step Again</source>
        <translation>Začít krok znovu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next Lesson</source>
        <translation>Další lekce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons…</source>
        <translation>Lekce…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave</source>
        <translation>Odejít</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson and go back to your game</source>
        <translation>Opustit lekci a vrátit se ke své hře</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../carc_desktop/ui/lessons/__init__.py" line="+33"/>
        <source>&amp;Learn to Play…</source>
        <translation>&amp;Naučte se hrát…</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>The board is set up again for this step.</source>
        <translation>Hrací plocha je pro tento krok znovu připravena.</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Short lessons that teach the rules on the board</source>
        <translation>Krátké lekce, které učí pravidla na hrací ploše</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lesson</source>
        <translation>Lekce</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Learn to Play…</source>
        <translation>Naučte se hrát…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../carc_desktop/ui/window/status.py" line="+53"/>
        <source>Game over</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn %1</source>
        <translation>Tah %1</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/main_window.py" line="+261"/>
        <source>Carcassonne</source>
        <translation>Carcassonne</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/docks.py" line="+14"/>
        <source>Tile</source>
        <translation>Kartička</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../carc_desktop/ui/window/menus.py" line="+90"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nová hra…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose players and rules for a new game</source>
        <translation>Zvolit hráče a pravidla nové hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Otevřít…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a saved game</source>
        <translation>Otevřít uloženou hru</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save</source>
        <translation>&amp;Uložit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the game</source>
        <translation>Uložit hru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Uložit &amp;jako…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the game in a new file</source>
        <translation>Uložit hru do nového souboru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take back your last decision</source>
        <translation>Vzít zpět poslední rozhodnutí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>Zno&amp;vu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play again the decision you took back</source>
        <translation>Znovu zahrát rozhodnutí, které jste vzali zpět</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;ttings…</source>
        <translation>Nas&amp;tavení…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Language, animations and hints</source>
        <translation>Jazyk, animace a nápovědy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Konec</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close the game</source>
        <translation>Zavřít hru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Přiblížit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the board larger</source>
        <translation>Zobrazit hrací plochu větší</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;Out</source>
        <translation>O&amp;ddálit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show more of the board</source>
        <translation>Zobrazit větší část hrací plochy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit the Board</source>
        <translation>&amp;Celá hrací plocha</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the whole board</source>
        <translation>Zobrazit celou hrací plochu</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>F&amp;ull Screen</source>
        <translation>Celá &amp;obrazovka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Use the whole screen</source>
        <translation>Použít celou obrazovku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Field O&amp;wners</source>
        <translation>&amp;Ukázat držitele louky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tint each field by who holds it now, with what it would score now (F)</source>
        <translation>Obarvit každou louku podle toho, kdo ji drží, s její současnou hodnotou (F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the &amp;Board</source>
        <translation>Přejít na &amp;hrací plochu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move the keyboard focus to the board</source>
        <translation>Přesunout fokus klávesnice na hrací plochu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the S&amp;coreboard</source>
        <translation>Přejít na &amp;tabulku skóre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the keyboard focus to the scoreboard</source>
        <translation>Přesunout fokus klávesnice na tabulku skóre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the Score &amp;Log</source>
        <translation>Přejít na &amp;záznam bodování</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move the keyboard focus to the score log</source>
        <translation>Přesunout fokus klávesnice na záznam bodování</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tiles Left…</source>
        <translation>&amp;Zbývající kartičky…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The tiles still in the bag</source>
        <translation>Kartičky, které jsou ještě v plátěném sáčku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules…</source>
        <translation>&amp;Pravidla…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A summary of the rules in play</source>
        <translation>Shrnutí pravidel této hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About…</source>
        <translation>&amp;O hře…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>About this game</source>
        <translation>O této hře</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open R&amp;ecent</source>
        <translation>Ne&amp;dávné hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>Z&amp;obrazení</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>&amp;Continue a Game…</source>
        <translation>&amp;Pokračovat ve hře…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose an unfinished game to continue</source>
        <translation>Vybrat nedokončenou hru a pokračovat v ní</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rotate &amp;Clockwise</source>
        <translation>Otočit po &amp;směru hodin</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Turn the tile to place a quarter turn clockwise</source>
        <translation>Otočit kartičku o čtvrt otáčky po směru hodin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate &amp;Anticlockwise</source>
        <translation>Otočit &amp;proti směru hodin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the tile to place a quarter turn anticlockwise</source>
        <translation>Otočit kartičku o čtvrt otáčky proti směru hodin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No Figure</source>
        <translation>Žádná &amp;figurka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Place no figure on the tile just placed</source>
        <translation>Na právě položenou kartičku nepokládat žádnou figurku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the &amp;Legal Cells</source>
        <translation>Ukázat povolená po&amp;le</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zoom so that every cell the tile may go to shows</source>
        <translation>Přiblížit tak, aby byla vidět všechna pole, kam kartička může jít</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Turn</source>
        <translation>&amp;Tah</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>What Would the Computer &amp;Do?</source>
        <translation>Co by u&amp;dělal počítač?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A hint: what the hard computer player would do in your place, and why</source>
        <translation>Rada: co by na vašem místě udělal těžký počítačový hráč, a proč</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../carc_desktop/ui/window/messages.py" line="+85"/>
        <location line="+1"/>
        <source>Close the message</source>
        <translation>Zavřít zprávu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Information</source>
        <translation>Informace</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Done</source>
        <translation>Hotovo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Problem</source>
        <translation>Problém</translation>
    </message>
</context>
<context>
    <name>MoveLabels</name>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="-133"/>
        <source>Wainwrights</source>
        <translation>kolářské</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tanners</source>
        <translation>koželužské</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coiners</source>
        <translation>mincířské</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bookbinders</source>
        <translation>knihařské</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/common.py" line="+87"/>
        <source>the %1 on La Porxada</source>
        <translation>%1 na La Porxadě</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 north of La Porxada</source>
        <translation>%1 severně od La Porxady</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 north-east of La Porxada</source>
        <translation>%1 severovýchodně od La Porxady</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 east of La Porxada</source>
        <translation>%1 východně od La Porxady</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 south-east of La Porxada</source>
        <translation>%1 jihovýchodně od La Porxady</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 south of La Porxada</source>
        <translation>%1 jižně od La Porxady</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 south-west of La Porxada</source>
        <translation>%1 jihozápadně od La Porxady</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 west of La Porxada</source>
        <translation>%1 západně od La Porxady</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 north-west of La Porxada</source>
        <translation>%1 severozápadně od La Porxady</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>one from your supply</source>
        <translation>jeden ze zásoby</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="-72"/>
        <source>Place the tile at (%1, %2), turned %3°</source>
        <translation>Položit kartičku na (%1, %2), otočenou o %3°</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Put a %1 on the %2</source>
        <translation>Umístit figurku (%1): %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No figure this turn</source>
        <translation>V tomto tahu bez figurky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip</source>
        <translation>Přeskočit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score the %1 at (%2, %3) first</source>
        <translation>Nejprve bodovat: %1 na (%2, %3)</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="+21"/>
        <source>Score the road normally</source>
        <translation>Bodovat cestu obvyklým způsobem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send a meeple to the %1 quarter</source>
        <translation>Poslat družiníka do %1 čtvrti</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: score the road normally</source>
        <translation>%1: bodovat cestu obvyklým způsobem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: send a meeple to the %2 quarter</source>
        <translation>%1: poslat družiníka do %2 čtvrti</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="-134"/>
        <source>Swap your follower on %1 with %2&apos;s on %3</source>
        <translation>Vyměnit družiníka (%1) za družiníka hráče %2 (%3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Accept the swap</source>
        <translation>Přijmout výměnu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refuse (and lose a follower)</source>
        <translation>Odmítnout (a přijít o družiníka)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove a follower from your supply</source>
        <translation>Vyřadit družiníka ze zásoby</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove your follower on %1</source>
        <translation>Vyřadit svého družiníka (%1)</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="-46"/>
        <source>%1, place the builder&apos;s extra tile</source>
        <translation>%1, položte kartičku navíc za stavitele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your builder earned this second tile: the double turn&apos;s extra tile.</source>
        <translation>Váš stavitel vám vynesl tuto druhou kartičku: kartičku navíc dvojitého tahu.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1, a figure on the extra tile?</source>
        <translation>%1, figurku na kartičku navíc?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The double turn&apos;s extra tile: click a marker on it, or place no figure.</source>
        <translation>Kartička navíc dvojitého tahu: klikněte na značku na ní, nebo nepokládejte žádnou figurku.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Take the builder&apos;s second tile</source>
        <translation>Vzít druhou kartičku stavitele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decline the second tile</source>
        <translation>Odmítnout druhou kartičku</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/play/move_labels.py" line="+26"/>
        <source>yes</source>
        <translation>ano</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>ne</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="-39"/>
        <source>%1, place your tile</source>
        <translation>%1, položte svou kartičku</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, place a figure?</source>
        <translation>%1, umístit figurku?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, which feature scores first?</source>
        <translation>%1, které území se boduje jako první?</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="-19"/>
        <source>%1, send a meeple to Leipzig?</source>
        <translation>%1, poslat družiníka do Lipska?</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="-49"/>
        <source>%1, La Porxada: choose an option</source>
        <translation>%1, La Porxada: zvolte možnost</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, answer the Porxada swap</source>
        <translation>%1, odpovězte na výměnu Porxady</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, which follower leaves the game?</source>
        <translation>%1, který družiník opustí hru?</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="-37"/>
        <source>%1, take a second tile?</source>
        <translation>%1, vzít druhou kartičku?</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/play/move_labels.py" line="+16"/>
        <source>%1, decide: %2</source>
        <translation>%1, rozhodněte: %2</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="-10"/>
        <source>Drag the tile onto a highlighted cell, or click a cell and press Enter. R rotates.</source>
        <translation>Přetáhněte kartičku na zvýrazněné políčko, nebo klikněte na políčko a stiskněte Enter. R ji otočí.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click a marker on the tile you just placed, or place no figure.</source>
        <translation>Klikněte na značku na právě položené kartičce, nebo nepokládejte žádnou figurku.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="+1"/>
        <source>A completed road leads to Leipzig: send one of your meeples from it into a quarter, or let the road score normally.</source>
        <translation>Dokončená cesta vede do Lipska: pošlete z ní jednoho svého družiníka do některé čtvrti, nebo cestu bodujte obvyklým způsobem.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="+6"/>
        <source>Several features were completed and the order matters.</source>
        <translation>Bylo dokončeno více území a na pořadí záleží.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="+22"/>
        <source>Choose the swap and swap nothing</source>
        <translation>Zvolit výměnu a nic nevyměnit</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="+25"/>
        <source>+%1 per tile of roads you win, at every later road scoring.</source>
        <translation>+%1 za každou kartičku cest, které vyhrajete, při každém dalším bodování cesty.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+%1 per coat of arms in cities where you have a knight, at every later city scoring.</source>
        <translation>+%1 za každý erb ve městech, kde máte rytíře, při každém dalším bodování města.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>+%1 for every completed monastery, whoever scores it.</source>
        <translation>+%1 za každý dokončený klášter, ať za něj boduje kdokoli.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+%1 per farmhouse and shed in the fields you win at the end.</source>
        <translation>+%1 za každý statek a chlév na loukách, které na konci vyhrajete.</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>The road scores %n point(s) now; your meeple comes back.</source>
        <translation>
            <numerusform>Cesta nyní vynese %n bod; váš družiník se vrátí.</numerusform>
            <numerusform>Cesta nyní vynese %n body; váš družiník se vrátí.</numerusform>
            <numerusform>Cesta nyní vynese %n bodů; váš družiník se vrátí.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You still score the road&apos;s %n point(s) with your other meeple.</source>
        <translation>
            <numerusform>Díky dalšímu družiníkovi přesto získáte %n bod za cestu.</numerusform>
            <numerusform>Díky dalšímu družiníkovi přesto získáte %n body za cestu.</numerusform>
            <numerusform>Díky dalšímu družiníkovi přesto získáte %n bodů za cestu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your only meeple on the road leaves it: you do not score its %n point(s).</source>
        <translation>
            <numerusform>Váš jediný družiník cestu opustí: nezískáte za ni %n bod.</numerusform>
            <numerusform>Váš jediný družiník cestu opustí: nezískáte za ni %n body.</numerusform>
            <numerusform>Váš jediný družiník cestu opustí: nezískáte za ni %n bodů.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>later +%1 per road tile</source>
        <translation>později +%1 za kartičku cesty</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>later +%1 per coat of arms</source>
        <translation>později +%1 za erb</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>later +%1 per monastery</source>
        <translation>později +%1 za klášter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at the end +%1 per farmhouse or shed</source>
        <translation>na konci +%1 za statek či chlév</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Road: %n point(s) now; meeple back</source>
        <translation>
            <numerusform>Cesta: teď %n bod; družiník zpět</numerusform>
            <numerusform>Cesta: teď %n body; družiník zpět</numerusform>
            <numerusform>Cesta: teď %n bodů; družiník zpět</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Road: %n point(s) now</source>
        <translation>
            <numerusform>Cesta: teď %n bod</numerusform>
            <numerusform>Cesta: teď %n body</numerusform>
            <numerusform>Cesta: teď %n bodů</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Road: 0 now (meeple leaves)</source>
        <translation>Cesta: teď 0 (družiník odchází)</translation>
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
            <numerusform>Nyní za %n bod.</numerusform>
            <numerusform>Nyní za %n body.</numerusform>
            <numerusform>Nyní za %n bodů.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="-2"/>
        <source>Take the La Porxada scoring bonus</source>
        <translation>Vzít bodový bonus La Porxada</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n body</numerusform>
            <numerusform>%n bodů</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No points now. When La Porxada&apos;s city is completed, every player with a knight in it takes a token; at the end, a token holder scores his unfinished cities as if completed.</source>
        <translation>Nyní žádné body. Když je dokončeno město s La Porxadou, každý hráč, který v něm má rytíře, získá žeton; na konci boduje držitel žetonu svá nedokončená města, jako by byla dokončená.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No points now, no swap, and nobody takes the scoring bonus.</source>
        <translation>Nyní žádné body, žádná výměna a bodový bonus nezíská nikdo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No points now. Your follower&apos;s feature is worth %1 now, theirs %2.</source>
        <translation>Nyní žádné body. Území vašeho družiníka má nyní hodnotu %1, to druhé %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 may accept, or refuse and lose one follower for good.</source>
        <translation>%1 může přijmout, nebo odmítnout a natrvalo přijít o jednoho družiníka.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The two followers exchange places. No points now.</source>
        <translation>Oba družiníci si vymění místa. Nyní žádné body.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing moves, but one of your followers leaves the game for good.</source>
        <translation>Nic se nepohne, ale jeden z vašich družiníků natrvalo opustí hru.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your followers on the board stay where they are.</source>
        <translation>Vaši družiníci na hrací ploše zůstanou, kde jsou.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>You give up its place in a feature worth %n point(s) now.</source>
        <translation>
            <numerusform>Vzdáte se jeho místa na území, které má nyní hodnotu %n bod.</numerusform>
            <numerusform>Vzdáte se jeho místa na území, které má nyní hodnotu %n body.</numerusform>
            <numerusform>Vzdáte se jeho místa na území, které má nyní hodnotu %n bodů.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No points now; tokens for the knights when it is completed</source>
        <translation>Teď žádné body; žetony pro rytíře, až bude dokončeno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No points, no swap</source>
        <translation>Žádné body, žádná výměna</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No points now; yours is worth %1, theirs %2</source>
        <translation>Teď žádné body; vaše má hodnotu %1, jejich %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>They exchange places; no points</source>
        <translation>Vymění si místa; žádné body</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing moves; you lose a follower</source>
        <translation>Nic se nepohne; přijdete o družiníka</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your board followers stay</source>
        <translation>Vaši družiníci na hrací ploše zůstanou</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Gives up a place worth %n point(s)</source>
        <translation>
            <numerusform>Vzdá se místa za %n bod</numerusform>
            <numerusform>Vzdá se místa za %n body</numerusform>
            <numerusform>Vzdá se místa za %n bodů</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swap two followers</source>
        <translation>Vyměnit dva družiníky</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="+43"/>
        <source>You draw and place another tile this turn (never a third).</source>
        <translation>V tomto tahu táhnete a položíte další kartičku (nikdy třetí).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn ends; your builder stays where it is.</source>
        <translation>Váš tah končí; váš stavitel zůstává, kde je.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="-130"/>
        <source>Swap two followers, or take the scoring bonus.</source>
        <translation>Vyměňte dva družiníky, nebo si vezměte bodový bonus.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/new_game_dialog.py" line="+72"/>
        <source>Followers per player</source>
        <translation>Počet družiníků na hráče</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+20"/>
        <source>Automatic</source>
        <translation>Automaticky</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+32"/>
        <source>Player %1 colour</source>
        <translation>Barva hráče %1</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+29"/>
        <source>Player %1 name</source>
        <translation>Jméno hráče %1</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+27"/>
        <source>Person</source>
        <translation>Člověk</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+27"/>
        <source>Computer</source>
        <translation>Počítač</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+27"/>
        <source>Player %1 is played by</source>
        <translation>Hráče %1 ovládá</translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+28"/>
        <source>Player %1 computer level</source>
        <translation>Úroveň počítače hráče %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+128"/>
        <source>New Game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <location line="-127"/>
        <location line="+128"/>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <location line="-109"/>
        <location line="+116"/>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <location line="-113"/>
        <location line="+114"/>
        <source>&amp;Number of players:</source>
        <translation>&amp;Počet hráčů:</translation>
    </message>
    <message>
        <location line="-110"/>
        <location line="+111"/>
        <source>Number of players</source>
        <translation>Počet hráčů</translation>
    </message>
    <message>
        <location line="-103"/>
        <location line="+104"/>
        <source>Colour</source>
        <translation>Barva</translation>
    </message>
    <message>
        <location line="-104"/>
        <location line="+104"/>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <location line="-104"/>
        <location line="+104"/>
        <source>Played by</source>
        <translation>Ovládá</translation>
    </message>
    <message>
        <location line="-104"/>
        <location line="+104"/>
        <source>Level</source>
        <translation>Úroveň</translation>
    </message>
    <message>
        <location line="-92"/>
        <location line="+99"/>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <location line="-95"/>
        <location line="+96"/>
        <source>2nd edition (C2)</source>
        <translation>2. edice (C2)</translation>
    </message>
    <message>
        <location line="-96"/>
        <location line="+96"/>
        <source>3rd edition (C3)</source>
        <translation>3. edice (C3)</translation>
    </message>
    <message>
        <location line="-93"/>
        <location line="+97"/>
        <source>Edition</source>
        <translation>Edice</translation>
    </message>
    <message>
        <location line="-96"/>
        <location line="+97"/>
        <source>&amp;Edition:</source>
        <translation>&amp;Edice:</translation>
    </message>
    <message>
        <location line="-79"/>
        <location line="+82"/>
        <source>Expansions</source>
        <translation>Rozšíření</translation>
    </message>
    <message>
        <location line="-67"/>
        <location line="+71"/>
        <source>random</source>
        <translation>náhodně</translation>
    </message>
    <message>
        <location line="-69"/>
        <location line="+70"/>
        <source>Seed (empty for a random game)</source>
        <translation>Semínko (prázdné pro náhodnou hru)</translation>
    </message>
    <message>
        <location line="-69"/>
        <location line="+70"/>
        <source>&amp;Seed:</source>
        <translation>&amp;Semínko:</translation>
    </message>
    <message>
        <location line="-53"/>
        <location line="+55"/>
        <source>&amp;Defaults</source>
        <translation>&amp;Výchozí</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+55"/>
        <source>Restore the default setup</source>
        <translation>Obnovit výchozí nastavení</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+29"/>
        <location line="+29"/>
        <source>Player %1</source>
        <translation>Hráč %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Two players have the same name; please give each a different name.</source>
        <translation>Dva hráči mají stejné jméno; dejte prosím každému jiné jméno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These rules cannot start a game: %1</source>
        <translation>S těmito pravidly nelze začít hru: %1</translation>
    </message>
    <message>
        <location line="-151"/>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+56"/>
        <source>S&amp;tart game</source>
        <translation>&amp;Začít hru</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>R&amp;ule choices</source>
        <translation>Vol&amp;ba pravidel</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../carc_desktop/texts/qt_gaps.py" line="+15"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Hledat v:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>Soubory &amp;typu:</translation>
    </message>
</context>
<context>
    <name>RemainingTilesDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/remaining_tiles_dialog.py" line="+140"/>
        <location line="+1"/>
        <source>Tiles left in the bag</source>
        <translation>Kartičky zbývající v plátěném sáčku</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n tile(s) left in the bag.</source>
        <translation>
            <numerusform>V plátěném sáčku zbývá %n kartička.</numerusform>
            <numerusform>V plátěném sáčku zbývají %n kartičky.</numerusform>
            <numerusform>V plátěném sáčku zbývá %n kartiček.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Base game</source>
        <translation>Základní hra</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%1: %n left</source>
        <translation>
            <numerusform>%1: zbývá %n</numerusform>
            <numerusform>%1: zbývají %n</numerusform>
            <numerusform>%1: zbývá %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-44"/>
        <source>%1: %n tile(s)</source>
        <translation>
            <numerusform>%1: %n kartička</numerusform>
            <numerusform>%1: %n kartičky</numerusform>
            <numerusform>%1: %n kartiček</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Other tiles</source>
        <translation>Ostatní kartičky</translation>
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
            <numerusform>%1, %2: zbývá %n</numerusform>
            <numerusform>%1, %2: zbývají %n</numerusform>
            <numerusform>%1, %2: zbývá %n</numerusform>
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
        <translation>dokončená</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>turn %1</source>
        <translation>tah %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 – %2 – %3</source>
        <translation>%1 – %2 – %3</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The game on the table</source>
        <translation>Hra na stole</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Review a saved game</source>
        <translation>Prohlédnout uloženou hru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*.carc);;All files (*)</source>
        <translation>Uložené hry (*.carc);;Všechny soubory (*)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+90"/>
        <source>Review a game</source>
        <translation>Prohlédnout hru</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>&amp;Games:</source>
        <translation>&amp;Hry:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From a &amp;File…</source>
        <translation>Ze &amp;souboru…</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Re&amp;view…</source>
        <translation>P&amp;rohlédnout hru…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through a game, its score race and its points by category</source>
        <translation>Projít hru, její závod v bodech a body podle kategorií</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stat&amp;istics</source>
        <translation>Stat&amp;istiky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won, scores and records across the kept games</source>
        <translation>Vyhrané hry, skóre a rekordy ze všech uložených her</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>the game on the table</source>
        <translation>hra na stole</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This game cannot be reviewed.</source>
        <translation>Tuto hru nelze prohlédnout.</translation>
    </message>
</context>
<context>
    <name>ReviewBoard</name>
    <message>
        <location filename="../carc_desktop/ui/review/board.py" line="+135"/>
        <source>Board at this point of the game</source>
        <translation>Hrací plocha v tomto okamžiku hry</translation>
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
        <translation>Rozhoduje jako další</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>The analysis kept with this game.</source>
        <translation>Rozbor uložený s touto hrou.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Analysing… the results appear as they come.</source>
        <translation>Probíhá rozbor… výsledky se objevují postupně.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stopping after the decisions being thought…</source>
        <translation>Zastaví se po rozhodnutích, která se právě počítají…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The analysis stopped: %1</source>
        <translation>Rozbor se zastavil: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every decision analysed.</source>
        <translation>Všechna rozhodnutí rozebrána.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled. Analyse again to go on where it stopped.</source>
        <translation>Zrušeno. Nový rozbor naváže tam, kde skončil.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Analysis: the only move.</source>
        <translation>Rozbor: jediná možnost.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Analysis: %1 (%2).</source>
        <translation>Rozbor: %1 (%2).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Better: %1 (shown pale on the board).</source>
        <translation>Lepší: %1 (bledě na hrací ploše).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Before the first decision</source>
        <translation>Před prvním rozhodnutím</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decision %1 of %2, turn %3</source>
        <translation>Rozhodnutí %1 z %2, tah %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record could not be followed further: %1</source>
        <translation>Záznam nebylo možné sledovat dál: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game was not finished.</source>
        <translation>Hra nebyla dohrána.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+11"/>
        <source>Export a picture</source>
        <translation>Exportovat obrázek</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>PNG images (*.png)</source>
        <translation>Obrázky PNG (*.png)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The picture could not be written to %1.</source>
        <translation>Obrázek se nepodařilo zapsat do %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+14"/>
        <source>Export the game record</source>
        <translation>Exportovat záznam hry</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Saved games (*.carc);;All files (*)</source>
        <translation>Uložené hry (*.carc);;Všechny soubory (*)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Game review</source>
        <translation>Prohlídka hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>◀◀ Start</source>
        <translation>◀◀ Začátek</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the start of the game (Home)</source>
        <translation>Na začátek hry (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Back</source>
        <translation>◀ Zpět</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One decision back (Left)</source>
        <translation>O jedno rozhodnutí zpět (Vlevo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward ▶</source>
        <translation>Vpřed ▶</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One decision forward (Right)</source>
        <translation>O jedno rozhodnutí vpřed (Vpravo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End ▶▶</source>
        <translation>Konec ▶▶</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the end of the game (End)</source>
        <translation>Na konec hry (End)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>⇤ Previous scoring</source>
        <translation>⇤ Předchozí bodování</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go back to the previous scoring (P)</source>
        <translation>Zpět na předchozí bodování (P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next scoring ⇥</source>
        <translation>Další bodování ⇥</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to the next scoring (N)</source>
        <translation>Na další bodování (N)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Position in the game</source>
        <translation>Místo ve hře</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Skóre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Followers</source>
        <translation>Družiníci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores at this point</source>
        <translation>Skóre v tomto okamžiku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Scorings (click one to go there):</source>
        <translation>&amp;Bodování (kliknutím přejdete tam):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scorings</source>
        <translation>Bodování</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score race</source>
        <translation>Závod v bodech</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points by category</source>
        <translation>Body podle kategorií</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis</source>
        <translation>Rozbor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;how:</source>
        <translation>Zobraz&amp;it:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All points</source>
        <translation>Všechny body</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export &amp;Picture…</source>
        <translation>Exportovat &amp;obrázek…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;Record…</source>
        <translation>Exportovat zázna&amp;m…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Zavřít</translation>
    </message>
</context>
<context>
    <name>RuleChoicesPage</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/rule_choices.py" line="+148"/>
        <source>Where the rules leave a question open, choose how to play it. The defaults follow the rules; each line says where its default comes from.</source>
        <translation>Kde pravidla nechávají otázku otevřenou, zvolte, jak hrát. Výchozí hodnoty se řídí pravidly; každý řádek uvádí, odkud jeho výchozí hodnota pochází.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chosen expansions leave no rule open.</source>
        <translation>Zvolená rozšíření nenechávají otevřené žádné pravidlo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset to the rules</source>
        <translation>&amp;Obnovit podle pravidel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset every rule choice to its default</source>
        <translation>Vrátit každou volbu pravidel na výchozí hodnotu</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <location filename="../carc_desktop/texts/rule_texts.py" line="+25"/>
        <source>Followers per player</source>
        <translation>Družiníků na hráče</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Builder&apos;s second tile is optional</source>
        <translation>Druhá kartička stavitele je nepovinná</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tie at zero goods wins</source>
        <translation>Remíza s nulou zboží vyhrává</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One extra follower</source>
        <translation>Jeden družiník navíc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wainwrights after sending the only meeple</source>
        <translation>Kolářská čtvrť po vyslání jediného družiníka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wainwrights count the Leipzig road as 2 tiles (C2)</source>
        <translation>Kolářská čtvrť počítá lipskou cestu jako 2 kartičky (C2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wainwrights twice for send and score</source>
        <translation>Kolářská čtvrť dvakrát za vyslání i bodování</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leipzig start arrangement</source>
        <translation>Počáteční rozložení Lipska</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Road Wealth/Poverty tile</source>
        <translation>Kartička Bohatství/Chudoba pro cesty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monastery Wealth/Poverty tile</source>
        <translation>Kartička Bohatství/Chudoba pro kláštery</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hermit Monastery counts Leipzig</source>
        <translation>Poustevna počítá Lipsko</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coiners in the La Porxada bonus</source>
        <translation>Mincířská čtvrť v bonusu La Porxady</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surveyor tile in the La Porxada bonus</source>
        <translation>Bodovací kartička v bonusu La Porxady</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap chosen, nothing swapped</source>
        <translation>Výměna zvolena, nic nevyměněno</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How many followers each player has; automatic means 7, plus one for each expansion that adds one.</source>
        <translation>Kolik družiníků má každý hráč; automaticky znamená 7 a jeden navíc za každé rozšíření, které ho přidává.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player may decline the second tile his builder earns; off, he always takes it.</source>
        <translation>Hráč smí odmítnout druhou kartičku, kterou mu získá stavitel; vypnuto: vždy si ji vezme.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When nobody has a token of a kind, everybody ties for the most and scores 10; off, a kind nobody collected scores nothing.</source>
        <translation>Když nikdo nemá žeton některého druhu, mají všichni shodně nejvíce a získají 10 bodů; vypnuto: druh, který nikdo nesbíral, nic nepřinese.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every player gets one more follower (8 instead of 7), as the rulebook recommends.</source>
        <translation>Každý hráč dostane o jednoho družiníka víc (8 místo 7), jak doporučují pravidla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A majority player who sends his only meeple from a road still takes the Wainwrights bonus for that road, since sending counts as his scoring.</source>
        <translation>Hráč s převahou, který z cesty vyšle svého jediného družiníka, přesto získá za tuto cestu bonus Kolářské čtvrti, protože vyslání se počítá jako jeho bodování.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With 2nd edition rules, the Wainwrights bonus counts the long road of a Leipzig tile as 2 tiles; off, it counts the road as the road scoring does (1 tile).</source>
        <translation>S pravidly 2. edice počítá bonus Kolářské čtvrti dlouhou cestu lipské kartičky jako 2 kartičky; vypnuto: počítá ji jako bodování cesty (1 kartička).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player who sends one meeple from a road and scores it with another takes the Wainwrights bonus twice (once for each); off, once per road.</source>
        <translation>Hráč, který z cesty vyšle jednoho družiníka a s dalším ji boduje, získá bonus Kolářské čtvrti dvakrát (za každé jednou); vypnuto: jednou za cestu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where the four Leipzig tiles lie at the start: as the signposts point (west, north, east, south), or shuffled.</source>
        <translation>Kde na začátku leží čtyři lipské kartičky: podle směrovek (západ, sever, východ, jih), nebo zamíchané.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whether the road stack&apos;s Wealth/Poverty tile gives +3 (Wealth) or -3 (Poverty) to each scorer; its printed side is not known.</source>
        <translation>Zda kartička Bohatství/Chudoba v balíčku cest dává každému bodujícímu +3 (bohatství), nebo −3 (chudoba); její tištěná strana není známa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whether the monastery stack&apos;s Wealth/Poverty tile gives +3 (Wealth) or -3 (Poverty) to each scorer; its printed side is not known.</source>
        <translation>Zda kartička Bohatství/Chudoba v balíčku klášterů dává každému bodujícímu +3 (bohatství), nebo −3 (chudoba); její tištěná strana není známa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Hermit Monastery also takes 1 point for each Leipzig quarter square around the monastery; off, only ordinary city segments count.</source>
        <translation>Poustevna odečte 1 bod i za každé políčko lipské čtvrti kolem kláštera; vypnuto: počítají se jen obyčejné části města.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A token holder with a meeple in the Coiners quarter also takes its 3 points per coat of arms when La Porxada&apos;s bonus scores his unfinished city as completed.</source>
        <translation>Držitel žetonu s družiníkem v Mincířské čtvrti získá i její 3 body za erb, když bonus La Porxady boduje jeho nedokončené město jako dokončené.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The active Land Surveyors city tile changes the cities that La Porxada&apos;s bonus scores as completed at the end.</source>
        <translation>Aktivní městská bodovací kartička mění města, která bonus La Porxady na konci boduje jako dokončená.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player who chose the swap may then swap nothing, which throws the tile&apos;s effect away; off, choosing the swap means naming two followers.</source>
        <translation>Kdo zvolil výměnu, smí pak nic nevyměnit, čímž účinek kartičky propadne; vypnuto: zvolit výměnu znamená určit dva družiníky.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+2"/>
        <source>Wealth: +3 points</source>
        <translation>Bohatství: +3 body</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+2"/>
        <source>Poverty: -3 points</source>
        <translation>Chudoba: −3 body</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As the signposts point</source>
        <translation>Podle směrovek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shuffled</source>
        <translation>Zamíchané</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A quarter&apos;s bonus counts from the moment the meeple arrives, in the same turn too.</source>
        <translation>Bonus čtvrti platí od okamžiku, kdy družiník dorazí, i ve stejném tahu.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>on</source>
        <translation>zapnuto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>vypnuto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>automatic</source>
        <translation>automaticky</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rule text</source>
        <translation>Text pravidel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Official clarification (%1)</source>
        <translation>Oficiální upřesnění (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Community reading</source>
        <translation>Výklad komunity</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Project decision</source>
        <translation>Rozhodnutí projektu</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Default: %1 (%2).</source>
        <translation>Výchozí: %1 (%2).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rule choice “%1”: %2 (%3).</source>
        <translation>Volba pravidla „%1“: %2 (%3).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Official clarification (%1): %2</source>
        <translation>Oficiální upřesnění (%1): %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (default)</source>
        <translation>%1 (výchozí)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/rules_dialog.py" line="+150"/>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Rules summary</source>
        <translation>Shrnutí pravidel</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>On your turn, draw a tile and add it to the landscape so that it touches a tile already there along at least one edge, and every touching edge matches: city to city, road to road, field to field. A tile that fits nowhere goes back to the box and you draw again.</source>
        <translation>Ve svém tahu táhněte kartičku a přiložte ji ke krajině tak, aby se alespoň jedním okrajem dotýkala už položené kartičky a všechny dotýkající se okraje navazovaly: město na město, cesta na cestu, louka na louku. Kartička, kterou nelze nikam přiložit, se vrací do krabice a táhnete znovu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Then you may put one follower from your supply on a road, city, monastery or field of that tile, unless the whole road, city or field it belongs to already holds a follower.</source>
        <translation>Pak můžete umístit jednoho družiníka ze své zásoby na cestu, město, klášter nebo louku této kartičky, pokud celá cesta, město nebo louka, k níž patří, ještě družiníka nemá.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A completed feature scores at once and its followers go back to their owners: a road 1 point per tile, a city 2 points per tile and per coat of arms, a monastery surrounded by eight tiles 9 points. The player(s) with the most followers in a feature score it; tied players all score in full.</source>
        <translation>Dokončené území se hned boduje a jeho družiníci se vracejí majitelům: cesta 1 bod za kartičku, město 2 body za kartičku a za erb, klášter obklopený osmi kartičkami 9 bodů. Body získává hráč (či hráči) s nejvíce družiníky na území; při shodě získají všichni plný počet bodů.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When the last tile is placed, unfinished roads and cities score 1 point per tile and per coat of arms, unfinished monasteries 1 point for themselves and each neighbour, and each field 3 points per completed city it touches. The highest score wins.</source>
        <translation>Po položení poslední kartičky přinášejí nedokončené cesty a města 1 bod za kartičku a za erb, nedokončené kláštery 1 bod za sebe a za každou sousední kartičku a každá louka 3 body za každé dokončené město, se kterým sousedí. Vítězí nejvyšší skóre.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Builder: instead of a follower, put your builder on a road or city of the tile just placed that already holds one of your followers. Whenever you later extend that road or city, you play a second tile in the same turn (never a third).</source>
        <translation>Stavitel: místo družiníka umístěte svého stavitele na cestu nebo do města právě položené kartičky, kde už stojí některý z vašich družiníků. Kdykoli pak tuto cestu nebo město prodloužíte, zahrajete ve stejném tahu druhou kartičku (nikdy třetí).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pig: put it in a field that holds one of your farmers. If you score that field at the end, each completed city is worth 4 points to you instead of 3.</source>
        <translation>Selátko: umístěte ho na louku, kde leží některý z vašich sedláků. Pokud tuto louku na konci bodujete, má pro vás každé dokončené město hodnotu 4 bodů místo 3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goods: whoever completes a city takes one token for each wine, grain or cloth symbol in it, even without a knight there. At the end, the most tokens of each kind score 10 points (ties all score).</source>
        <translation>Zboží: kdo dokončí město, vezme si žeton za každý symbol vína, obilí nebo látky v něm, i když tam nemá rytíře. Na konci získá hráč s nejvíce žetony každého druhu 10 bodů (při shodě je získají všichni).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The four Leipzig tiles replace the start tile and form the city of Leipzig in the middle. Nobody can place a follower in Leipzig by the normal rules.</source>
        <translation>Čtyři lipské kartičky nahrazují startovní kartičku a uprostřed tvoří město Lipsko. Podle běžných pravidel nemůže nikdo umístit družiníka do Lipska.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When a road connected to Leipzig (directly, or through crossroads) is completed, each player with the majority on it may send one of his followers from it into a free quarter of his choice instead of scoring; with a second follower on the road he still scores. Followers in Leipzig stay there.</source>
        <translation>Když je dokončena cesta spojená s Lipskem (přímo nebo přes křižovatky), může každý hráč, který na ní má převahu, místo bodování poslat jednoho svého družiníka z ní do volné čtvrti podle své volby; s druhým družiníkem na cestě přesto boduje. Družiníci v Lipsku tam zůstávají.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Quarter bonuses for later scorings: Wainwrights +1 per tile of roads you win, Coiners +3 per coat of arms in cities where you have a knight, Bookbinders +4 for every completed monastery, Tanners +2 per farmhouse and shed in the fields you win at the end.</source>
        <translation>Bonusy čtvrtí při dalších bodováních: Koláři +1 za kartičku cest, které vyhrajete, Mincíři +3 za erb ve městech, kde máte rytíře, Knihaři +4 za každý dokončený klášter, Koželuhové +2 za statek a chlév na loukách, které na konci vyhrajete.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Three stacks of scoring tiles (city, road, monastery) lie open; the top tile of each changes how completed features of its kind score during the game (for instance Siege: +1 per coat of arms; Highway: a road scores as 5 tiles).</source>
        <translation>Tři balíčky bodovacích kartiček (město, cesta, klášter) leží lícem nahoru; vrchní kartička každého z nich mění bodování dokončených území svého druhu během hry (například Obléhání: +1 za erb; Dálnice: cesta se počítá jako 5 kartiček).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After every turn in which something was scored, all three top tiles go under their stacks and the next ones apply. The final scoring ignores them. The scoreboard shows the active tiles and their effects.</source>
        <translation>Po každém tahu, ve kterém se bodovalo, se všechny tři vrchní kartičky vrátí pod své balíčky a platí další. Závěrečné bodování je nebere v úvahu. Tabulka skóre ukazuje aktivní kartičky a jejich účinky.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whoever places La Porxada chooses at once: either swap one of his followers on the board with another player&apos;s follower (who may refuse, and then loses one of his followers for good), or the scoring bonus.</source>
        <translation>Kdo položí La Porxadu, hned si vybere: buď vymění jednoho svého družiníka na hrací ploše za družiníka jiného hráče (ten může odmítnout, ale pak natrvalo přijde o jednoho svého družiníka), nebo bodový bonus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scoring bonus: when La Porxada&apos;s city is completed, every player with a knight in it takes a token. At the end, a token holder scores his unfinished cities as if completed (2 points per tile and per coat of arms).</source>
        <translation>Bodový bonus: když je dokončeno město s La Porxadou, každý hráč, který v něm má rytíře, získá žeton. Na konci boduje držitel žetonu svá nedokončená města, jako by byla dokončená (2 body za kartičku a za erb).</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>2nd edition rules (C2)</source>
        <translation>Pravidla 2. edice (C2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd edition rules (C3)</source>
        <translation>Pravidla 3. edice (C3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The base game</source>
        <translation>Základní hra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No summary of this expansion yet.</source>
        <translation>Shrnutí tohoto rozšíření zatím není k dispozici.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No expansion is in play.</source>
        <translation>Hraje se bez rozšíření.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rule choices of this game</source>
        <translation>Volby pravidel této hry</translation>
    </message>
</context>
<context>
    <name>ScoreLog</name>
    <message>
        <location filename="../carc_desktop/ui/panels/score_log.py" line="+106"/>
        <source>Score log</source>
        <translation>Záznam bodování</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>Click an entry to show its feature on the board.</source>
        <translation>Klikněte na záznam a jeho území se ukáže na hrací ploše.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Score log entries</source>
        <translation>Záznamy bodování</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Click to show it on the board</source>
        <translation>Kliknutím ukážete na hrací ploše</translation>
    </message>
</context>
<context>
    <name>ScoreRaceChart</name>
    <message>
        <location filename="../carc_desktop/ui/review/chart.py" line="+386"/>
        <source>Turn %1</source>
        <translation>Tah %1</translation>
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
            <numerusform>… a %n další bodování</numerusform>
            <numerusform>… a %n další bodování</numerusform>
            <numerusform>… a %n dalších bodování</numerusform>
        </translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Final scoring</source>
        <translation>Závěrečné bodování</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start</source>
        <translation>Začátek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn</source>
        <translation>Tah</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No scores yet</source>
        <translation>Zatím žádné body</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score race</source>
        <translation>Závod v bodech</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="-52"/>
        <source>placing a tile</source>
        <translation>pokládá kartičku</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="-14"/>
        <source>placing a figure</source>
        <translation>umisťuje figurku</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>choosing the scoring order</source>
        <translation>volí pořadí bodování</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="-88"/>
        <source>deciding about Leipzig</source>
        <translation>rozhoduje o Lipsku</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="+2"/>
        <source>choosing a La Porxada option</source>
        <translation>volí možnost La Porxady</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>answering a swap</source>
        <translation>odpovídá na výměnu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>removing a follower</source>
        <translation>vyřazuje družiníka</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="-27"/>
        <source>deciding about a second tile</source>
        <translation>rozhoduje o druhé kartičce</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>placing the builder&apos;s extra tile</source>
        <translation>pokládá kartičku navíc za stavitele</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/panels/scoreboard.py" line="+202"/>
        <source>Scoreboard</source>
        <translation>Tabulka skóre</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+150"/>
        <source>Whose turn</source>
        <translation>Kdo je na tahu</translation>
    </message>
    <message>
        <location line="-149"/>
        <location line="+150"/>
        <source>Tiles left</source>
        <translation>Zbývající kartičky</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/the_land_surveyors.py" line="-22"/>
        <source>Land Surveyors: active tiles</source>
        <translation>Zeměměřiči: aktivní kartičky</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/panels/scoreboard.py" line="-111"/>
        <source>%1 (computer)</source>
        <translation>%1 (počítač)</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="+56"/>
        <source>%1 of %2</source>
        <comment>followers in supply of the total</comment>
        <translation>%1 z %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 ready</source>
        <translation>%1 v zásobě</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 of %3 ready</source>
        <translation>%1: v zásobě %2 z %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on the board</source>
        <translation>%1 na hrací ploše</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="+139"/>
        <source>token</source>
        <translation>žeton</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n follower(s) lost</source>
        <translation>
            <numerusform>%n družiník ztracen</numerusform>
            <numerusform>%n družiníci ztraceni</numerusform>
            <numerusform>%n družiníků ztraceno</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/panels/scoreboard.py" line="+10"/>
        <source>Game over: final scores</source>
        <translation>Konec hry: konečné skóre</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turn %1: %2 is thinking (%3)…</source>
        <translation>Tah %1: %2 přemýšlí (%3)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn %1 of %2: %3 is %4</source>
        <translation>Tah %1 hráče %2: %3 %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn %1: %2 is %3</source>
        <translation>Tah %1: %2 %3</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="-10"/>
        <source>Followers: %1</source>
        <translation>Družiníci: %1</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="+109"/>
        <location line="+4"/>
        <source>Leipzig: %1</source>
        <translation>Lipsko: %1</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="+1"/>
        <source>La Porxada: %1</source>
        <translation>La Porxada: %1</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="+33"/>
        <source>Goods: %1</source>
        <translation>Zboží: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No goods</source>
        <translation>Žádné zboží</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/panels/scoreboard.py" line="-11"/>
        <source>Final scoring…</source>
        <translation>Závěrečné bodování…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>No game yet</source>
        <translation>Zatím žádná hra</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>computer</source>
        <translation>počítač</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>to play now</source>
        <translation>na tahu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>winner</source>
        <translation>vítěz</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n bod</numerusform>
            <numerusform>%1: %n body</numerusform>
            <numerusform>%1: %n bodů</numerusform>
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
            <numerusform>%n použitá rada</numerusform>
            <numerusform>%n použité rady</numerusform>
            <numerusform>%n použitých rad</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n tile(s) left in the bag</source>
        <translation>
            <numerusform>V sáčku zbývá %n kartička</numerusform>
            <numerusform>V sáčku zbývají %n kartičky</numerusform>
            <numerusform>V sáčku zbývá %n kartiček</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/the_land_surveyors.py" line="+6"/>
        <source>City: %1 — %2</source>
        <translation>Město: %1 — %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Road: %1 — %2</source>
        <translation>Cesta: %1 — %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monastery: %1 — %2</source>
        <translation>Klášter: %1 — %2</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/settings_dialog.py" line="+134"/>
        <location line="+1"/>
        <source>Settings</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Jazyk:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation speed</source>
        <translation>Rychlost animací</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Vypnuté</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Rychlé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normální</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>Pomalé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animace:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text si&amp;ze:</source>
        <translation>Velikost &amp;písma:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text size</source>
        <translation>Velikost písma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player &amp;colours:</source>
        <translation>&amp;Barvy hráčů:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player colours</source>
        <translation>Barvy hráčů</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colour-blind safe</source>
        <translation>Rozlišitelné i při barvosleposti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Colours that stay apart with red-green or blue-yellow colour blindness; every figure also shows its player&apos;s number.</source>
        <translation>Barvy, které zůstanou rozlišitelné i při červeno-zelené nebo modro-žluté barvosleposti; každá figurka navíc ukazuje číslo svého hráče.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the points a placement would score</source>
        <translation>Zobrazit body, které by položení přineslo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placement points preview</source>
        <translation>Náhled bodů za položení</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hovering a figure shows its whole feature and value</source>
        <translation>Najetí na figurku ukáže celé její území a jeho hodnotu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feature hints on hover</source>
        <translation>Nápověda k územím při najetí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casual undo: take back your turn even after the computer has played</source>
        <translation>Volné vracení tahů: vzít zpět svůj tah i poté, co hrál počítač</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casual undo</source>
        <translation>Volné vracení tahů</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Number the tiles placed since your last turn</source>
        <translation>Očíslovat kartičky položené od vašeho posledního tahu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiles since your last turn</source>
        <translation>Kartičky od vašeho posledního tahu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark the spots that no tile left, or only one or two, can fill</source>
        <translation>Označit místa, kam se nehodí žádná zbývající kartička, nebo jen jedna či dvě</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead and hard spots</source>
        <translation>Mrtvá a těžká místa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hovering a feature also says how many tiles it needs and how many fit</source>
        <translation>Najetí na území řekne i to, kolik kartiček potřebuje a kolik jich pasuje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feature chances</source>
        <translation>Šance území</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purist play: no aids, hints or previews (tournaments)</source>
        <translation>Puristická hra: žádné pomůcky, rady ani náhledy (turnaje)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purist play</source>
        <translation>Puristická hra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switches off every aid at once; each aid keeps its own choice for later.</source>
        <translation>Vypne všechny pomůcky najednou; každá si svou volbu ponechá na později.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off (fair): with computer players, Undo stops at the last tile drawn. On: the computers play again from there, with the same tiles.</source>
        <translation>Vypnuto (férově): s počítačovými hráči se vracení zastaví u poslední tažené kartičky. Zapnuto: počítače odtud hrají znovu, se stejnými kartičkami.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Offer hints: what the computer would do (H)</source>
        <translation>Nabízet rady: co by udělal počítač (H)</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Classic (as in the box)</source>
        <translation>Klasické (jako v krabici)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Hints</source>
        <translation>Rady</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switch off for competitive play: the hint action is then disabled.</source>
        <translation>Vypněte pro soutěžní hru: rady pak nejsou k dispozici.</translation>
    </message>
</context>
<context>
    <name>Shell</name>
    <message>
        <location filename="../carc_desktop/ui/window/status.py" line="-33"/>
        <source>Press Ctrl+N to start a new game.</source>
        <translation>Stiskněte Ctrl+N a začněte novou hru.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game is over: %1 wins. Ctrl+N starts a new game.</source>
        <translation>Hra skončila: vítězí %1. Ctrl+N začne novou hru.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over: %1 share the victory. Ctrl+N starts a new game.</source>
        <translation>Hra skončila: %1 se dělí o vítězství. Ctrl+N začne novou hru.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (computer) is thinking…</source>
        <translation>%1 (počítač) přemýšlí…</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>zbývá %n kartička</numerusform>
            <numerusform>zbývají %n kartičky</numerusform>
            <numerusform>zbývá %n kartiček</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/base.py" line="-67"/>
        <source>%1, place your tile: the arrow keys choose a cell, R rotates the tile, Enter places it.</source>
        <translation>%1, položte svou kartičku: šipky vybírají políčko, R kartičku otáčí, Enter ji položí.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, place a figure: Tab or the arrow keys choose a spot, Enter places the figure, S places none.</source>
        <translation>%1, umístěte figurku: Tab nebo šipky vybírají místo, Enter figurku umístí, S žádnou neumístí.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, choose which feature scores first, in the panel below the board.</source>
        <translation>%1, v panelu pod hrací plochou zvolte, které území se boduje jako první.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="-114"/>
        <source>%1, send a meeple to Leipzig or score the road: choose in the panel below the board.</source>
        <translation>%1, pošlete družiníka do Lipska, nebo bodujte cestu: vyberte v panelu pod hrací plochou.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="-153"/>
        <source>%1, choose a La Porxada option in the panel below the board.</source>
        <translation>%1, zvolte v panelu pod hrací plochou možnost La Porxady.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, accept or refuse the swap in the panel below the board.</source>
        <translation>%1, přijměte, nebo odmítněte výměnu v panelu pod hrací plochou.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, choose the follower that leaves the game, in the panel below the board.</source>
        <translation>%1, zvolte v panelu pod hrací plochou družiníka, který opustí hru.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/expansions/traders_and_builders.py" line="-53"/>
        <source>%1, take the builder&apos;s second tile or not, in the panel below the board.</source>
        <translation>%1, vezměte, nebo nevezměte druhou kartičku stavitele v panelu pod hrací plochou.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1, the builder&apos;s extra tile (double turn): the arrow keys choose a cell, R rotates, Enter places it.</source>
        <translation>%1, kartička navíc za stavitele (dvojitý tah): šipky vybírají políčko, R otáčí, Enter ji položí.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, a figure on the builder&apos;s extra tile: Tab chooses a spot, Enter places it, S places none.</source>
        <translation>%1, figurka na kartičku navíc za stavitele: Tab vybírá místo, Enter ji položí, S žádnou.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/status.py" line="-8"/>
        <source>%1, make your choice in the panel below the board.</source>
        <translation>%1, rozhodněte se v panelu pod hrací plochou.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/docks.py" line="+0"/>
        <source>Scoreboard</source>
        <translation>Tabulka skóre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score log</source>
        <translation>Záznam bodování</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/status.py" line="+39"/>
        <source>What to do next</source>
        <translation>Co dělat dál</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/main_window.py" line="+61"/>
        <source>There is no game.</source>
        <translation>Neprobíhá žádná hra.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/file_actions.py" line="-123"/>
        <source>Save the game</source>
        <translation>Uložit hru</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a saved game</source>
        <translation>Otevřít uloženou hru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*%1);;All files (*)</source>
        <translation>Uložené hry (*%1);;Všechny soubory (*)</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/window/dialog_openers.py" line="+132"/>
        <source>Carcassonne for the desktop, version %1.

Plays offline against people at this computer or computer players, with Traders &amp; Builders, The Markets of Leipzig, The Land Surveyors and La Porxada. The tiles are drawn by the program itself.</source>
        <translation>Carcassonne pro počítač, verze %1.

Hraje se offline proti lidem u tohoto počítače nebo proti počítačovým hráčům, s rozšířeními Kupci a stavitelé, Lipské trhy, Zeměměřiči a La Porxada. Kartičky kreslí program sám.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About</source>
        <translation>O hře</translation>
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
        <translation>Položení sem hned přinese: %1.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Placing it here scores nothing at once.</source>
        <translation>Položení sem hned nic nepřinese.</translation>
    </message>
    <message>
        <location filename="../carc_desktop/ui/panels/final_hold.py" line="+40"/>
        <location filename="../carc_desktop/ui/window/status.py" line="+8"/>
        <source>The final scoring, step by step…</source>
        <translation>Závěrečné bodování, krok za krokem…</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../carc_desktop/ui/dialogs/statistics_dialog.py" line="+95"/>
        <source>Won / played</source>
        <translation>Vyhráno / odehráno</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>Vyhráno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>People only</source>
        <translation>Jen lidé</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Base game</source>
        <translation>Základní hra</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source>Statistics</source>
        <translation>Statistiky</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n finished game(s) kept, %1 won.</source>
        <translation>
            <numerusform>%n dokončená hra uložena, vyhráno %1.</numerusform>
            <numerusform>%n dokončené hry uloženy, vyhráno %1.</numerusform>
            <numerusform>%n dokončených her uloženo, vyhráno %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-55"/>
        <source>Clear History</source>
        <translation>Vymazat historii</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete every finished game kept on this computer? Their statistics go with them; unfinished games stay.</source>
        <translation>Smazat všechny dohrané hry uložené v tomto počítači? Jejich statistiky zmizí s nimi; nedohrané hry zůstanou.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>No finished game is kept yet: statistics come from the games kept on this computer.</source>
        <translation>Zatím není uložena žádná dohraná hra: statistiky vycházejí z her uložených v tomto počítači.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n saved game(s) could not be read and are left out.</source>
        <translation>
            <numerusform>%n uloženou hru nelze přečíst, je vynechána.</numerusform>
            <numerusform>%n uložené hry nelze přečíst, jsou vynechány.</numerusform>
            <numerusform>%n uložených her nelze přečíst, jsou vynechány.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear &amp;History…</source>
        <translation>Vymazat &amp;historii…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean score:</source>
        <translation>Průměrné skóre:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score:</source>
        <translation>Nejlepší skóre:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest road scored:</source>
        <translation>Nejdelší bodovaná cesta:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Biggest city scored:</source>
        <translation>Největší bodované město:</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <location line="+2"/>
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n kartička</numerusform>
            <numerusform>%n kartičky</numerusform>
            <numerusform>%n kartiček</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Against the &amp;computer:</source>
        <translation>Proti &amp;počítači:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By &amp;expansions:</source>
        <translation>Podle &amp;rozšíření:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents</source>
        <translation>Soupeři</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expansions</source>
        <translation>Rozšíření</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games against each computer level</source>
        <translation>Hry proti každé úrovni počítače</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games with each mix of expansions</source>
        <translation>Hry s každou kombinací rozšíření</translation>
    </message>
</context>
<context>
    <name>SurveyorToast</name>
    <message>
        <location filename="../carc_desktop/ui/expansions/surveyor_toast.py" line="+45"/>
        <source>Cities: %1</source>
        <translation>Města: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roads: %1</source>
        <translation>Cesty: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monasteries: %1</source>
        <translation>Kláštery: %1</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>New Land Surveyors tiles</source>
        <translation>Nové bodovací kartičky</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Click to close</source>
        <translation>Kliknutím zavřete</translation>
    </message>
</context>
<context>
    <name>TileNames</name>
    <message>
        <location filename="../carc_desktop/art/leipzig_art.py" line="+35"/>
        <source>Wainwrights</source>
        <translation>Koláři</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tanners</source>
        <translation>Koželuhové</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coiners</source>
        <translation>Mincíři</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bookbinders</source>
        <translation>Knihaři</translation>
    </message>
</context>
<context>
    <name>TileTray</name>
    <message>
        <location filename="../carc_desktop/ui/panels/tile_tray.py" line="+51"/>
        <source>Tile to place</source>
        <translation>Kartička k položení</translation>
    </message>
    <message>
        <location line="+179"/>
        <source>Rotate anticlockwise (Shift+R)</source>
        <translation>Otočit proti směru hodinových ručiček (Shift+R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate clockwise (R)</source>
        <translation>Otočit po směru hodinových ručiček (R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate anticlockwise</source>
        <translation>Otočit proti směru hodinových ručiček</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag the tile onto the board. Wheel, right click or R rotates it.</source>
        <translation>Přetáhněte kartičku na hrací plochu. Kolečko, pravé tlačítko nebo R ji otáčí.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Game over</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your tile</source>
        <translation>Vaše kartička</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tile in play</source>
        <translation>Kartička ve hře</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tile placed</source>
        <translation>Kartička položena</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>zbývá %n kartička</numerusform>
            <numerusform>zbývají %n kartičky</numerusform>
            <numerusform>zbývá %n kartiček</numerusform>
        </translation>
    </message>
    <message>
        <location line="-49"/>
        <location filename="../carc_desktop/ui/play/decision_panel.py" line="+4"/>
        <source>Rotate clockwise</source>
        <translation>Otočit po směru hodinových ručiček</translation>
    </message>
</context>
</TS>
