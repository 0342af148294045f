<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>A11y</name>
    <message numerus="yes">
        <location filename="../carc_desktop/ui/common/a11y.py" line="+86"/>
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n pennant</numerusform>
            <numerusform>%n pennants</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message numerus="yes">
        <location filename="../carc_desktop/ui/review/analysis_panel.py" line="+67"/>
        <source>scores %n point(s) at once</source>
        <translation>
            <numerusform>scores %n point at once</numerusform>
            <numerusform>scores %n points at once</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>puts a farmer on a field with %n finished cit(y/ies)</source>
        <translation>
            <numerusform>puts a farmer on a field with %n finished city</numerusform>
            <numerusform>puts a farmer on a field with %n finished cities</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardAidsText</name>
    <message numerus="yes">
        <location filename="../carc_desktop/ui/board/aids.py" line="+84"/>
        <source>Only %n tile(s) left can fill this spot.</source>
        <translation>
            <numerusform>Only %n tile left can fill this spot.</numerusform>
            <numerusform>Only %n tiles left can fill this spot.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>Field held by %1: worth %n point(s) now.</source>
        <translation>
            <numerusform>Field held by %1: worth %n point now.</numerusform>
            <numerusform>Field held by %1: worth %n points now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+170"/>
        <source>Needs at least %n more tile(s), but one of its gaps can no longer be filled.</source>
        <translation>
            <numerusform>Needs at least %n more tile, but one of its gaps can no longer be filled.</numerusform>
            <numerusform>Needs at least %n more tiles, but one of its gaps can no longer be filled.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Needs at least %n more tile(s); tiles left that fit each gap: %1.</source>
        <translation>
            <numerusform>Needs at least %n more tile; tiles left that fit each gap: %1.</numerusform>
            <numerusform>Needs at least %n more tiles; tiles left that fit each gap: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message numerus="yes">
        <location filename="../carc_desktop/ui/play/decision_panel.py" line="+347"/>
        <source>Click one of the %n marker(s) on the tile you just placed, or place no figure.</source>
        <translation>
            <numerusform>Click the marker on the tile you just placed, or place no figure.</numerusform>
            <numerusform>Click one of the %n markers on the tile you just placed, or place no figure.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndOfGameDialog</name>
    <message numerus="yes">
        <location filename="../carc_desktop/ui/dialogs/end_of_game_dialog.py" line="+367"/>
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 wins with %n point!</numerusform>
            <numerusform>%1 wins with %n points!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 share the victory with %n point(s) each!</source>
        <translation>
            <numerusform>%1 share the victory with %n point each!</numerusform>
            <numerusform>%1 share the victory with %n points each!</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message numerus="yes">
        <location filename="../carc_desktop/texts/error_text.py" line="+133"/>
        <source>The box holds only %n tile(s) “%1”; draw %2 is one too many.</source>
        <translation>
            <numerusform>The box holds only %n tile “%1”; draw %2 is one too many.</numerusform>
            <numerusform>The box holds only %n tiles “%1”; draw %2 is one too many.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message numerus="yes">
        <location filename="../carc_desktop/texts/event_text.py" line="+34"/>
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n coat(s) of arms</source>
        <translation>
            <numerusform>%n coat of arms</numerusform>
            <numerusform>%n coats of arms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+59"/>
        <source>%n wine token(s)</source>
        <translation>
            <numerusform>%n wine token</numerusform>
            <numerusform>%n wine tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n grain token(s)</source>
        <translation>
            <numerusform>%n grain token</numerusform>
            <numerusform>%n grain tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cloth token(s)</source>
        <translation>
            <numerusform>%n cloth token</numerusform>
            <numerusform>%n cloth tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+75"/>
        <source>each player scoring a completed city gets %n more point(s)</source>
        <translation>
            <numerusform>each player scoring a completed city gets %n more point</numerusform>
            <numerusform>each player scoring a completed city gets %n more points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>each player scoring a completed city gets %n point(s) less</source>
        <translation>
            <numerusform>each player scoring a completed city gets %n point less</numerusform>
            <numerusform>each player scoring a completed city gets %n points less</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>each player scoring a completed road gets %n more point(s)</source>
        <translation>
            <numerusform>each player scoring a completed road gets %n more point</numerusform>
            <numerusform>each player scoring a completed road gets %n more points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>each player scoring a completed road gets %n point(s) less</source>
        <translation>
            <numerusform>each player scoring a completed road gets %n point less</numerusform>
            <numerusform>each player scoring a completed road gets %n points less</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>each player scoring a completed monastery gets %n more point(s)</source>
        <translation>
            <numerusform>each player scoring a completed monastery gets %n more point</numerusform>
            <numerusform>each player scoring a completed monastery gets %n more points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>each player scoring a completed monastery gets %n point(s) less</source>
        <translation>
            <numerusform>each player scoring a completed monastery gets %n point less</numerusform>
            <numerusform>each player scoring a completed monastery gets %n points less</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>an unfinished road of %n tile(s)</source>
        <translation>
            <numerusform>an unfinished road of %n tile</numerusform>
            <numerusform>an unfinished road of %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>a completed road of %n tile(s)</source>
        <translation>
            <numerusform>a completed road of %n tile</numerusform>
            <numerusform>a completed road of %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>an unfinished city of %n tile(s)</source>
        <translation>
            <numerusform>an unfinished city of %n tile</numerusform>
            <numerusform>an unfinished city of %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>a completed city of %n tile(s)</source>
        <translation>
            <numerusform>a completed city of %n tile</numerusform>
            <numerusform>a completed city of %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>an unfinished monastery with %n tile(s) around and under it</source>
        <translation>
            <numerusform>an unfinished monastery with %n tile around and under it</numerusform>
            <numerusform>an unfinished monastery with %n tiles around and under it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>a field next to %n completed city(ies)</source>
        <translation>
            <numerusform>a field next to %n completed city</numerusform>
            <numerusform>a field next to %n completed cities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1 loses %n point(s) (%2).</source>
        <translation>
            <numerusform>%1 loses %n point (%2).</numerusform>
            <numerusform>%1 loses %n points (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 gets %n more point(s) from the Wainwrights&apos; quarter.</source>
        <translation>
            <numerusform>%1 gets %n more point from the Wainwrights&apos; quarter.</numerusform>
            <numerusform>%1 gets %n more points from the Wainwrights&apos; quarter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gets %n more point(s) from the Coiners&apos; quarter.</source>
        <translation>
            <numerusform>%1 gets %n more point from the Coiners&apos; quarter.</numerusform>
            <numerusform>%1 gets %n more points from the Coiners&apos; quarter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gets %n more point(s) from the Bookbinders&apos; quarter.</source>
        <translation>
            <numerusform>%1 gets %n more point from the Bookbinders&apos; quarter.</numerusform>
            <numerusform>%1 gets %n more points from the Bookbinders&apos; quarter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gets %n more point(s) from the Tanners&apos; quarter.</source>
        <translation>
            <numerusform>%1 gets %n more point from the Tanners&apos; quarter.</numerusform>
            <numerusform>%1 gets %n more points from the Tanners&apos; quarter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gets %n more point(s) for the pig.</source>
        <translation>
            <numerusform>%1 gets %n more point for the pig.</numerusform>
            <numerusform>%1 gets %n more points for the pig.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gets %n more point(s) for the La Porxada token.</source>
        <translation>
            <numerusform>%1 gets %n more point for the La Porxada token.</numerusform>
            <numerusform>%1 gets %n more points for the La Porxada token.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gets %n more point(s) (%2).</source>
        <translation>
            <numerusform>%1 gets %n more point (%2).</numerusform>
            <numerusform>%1 gets %n more points (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>Each Leipzig road counts as one tile: the road counts %n tile(s).</source>
        <translation>
            <numerusform>Each Leipzig road counts as one tile: the road counts %n tile.</numerusform>
            <numerusform>Each Leipzig road counts as one tile: the road counts %n tiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n farmhouse(s)</source>
        <translation>
            <numerusform>%n farmhouse</numerusform>
            <numerusform>%n farmhouses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n shed(s)</source>
        <translation>
            <numerusform>%n shed</numerusform>
            <numerusform>%n sheds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>%1 has the most %2 tokens and scores %n point(s).</source>
        <translation>
            <numerusform>%1 has the most %2 tokens and scores %n point.</numerusform>
            <numerusform>%1 has the most %2 tokens and scores %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 share the most %2 tokens and score %n point(s) each.</source>
        <translation>
            <numerusform>%1 share the most %2 tokens and score %n point each.</numerusform>
            <numerusform>%1 share the most %2 tokens and score %n points each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1 scores %n point(s) for %2.</source>
        <translation>
            <numerusform>%1 scores %n point for %2.</numerusform>
            <numerusform>%1 scores %n points for %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 score %n point(s) each for %2.</source>
        <translation>
            <numerusform>%1 score %n point each for %2.</numerusform>
            <numerusform>%1 score %n points each for %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+49"/>
        <source>The game is over: %1 wins with %n point(s).</source>
        <translation>
            <numerusform>The game is over: %1 wins with %n point.</numerusform>
            <numerusform>The game is over: %1 wins with %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The game is over: %1 share the victory with %n point(s) each.</source>
        <translation>
            <numerusform>The game is over: %1 share the victory with %n point each.</numerusform>
            <numerusform>The game is over: %1 share the victory with %n points each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+101"/>
        <source>%1: %n point(s).</source>
        <translation>
            <numerusform>%1: %n point.</numerusform>
            <numerusform>%1: %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FeatureHint</name>
    <message numerus="yes">
        <location filename="../carc_desktop/ui/play/feature_info.py" line="+89"/>
        <source>Completed road of %n tile(s)</source>
        <translation>
            <numerusform>Completed road of %n tile</numerusform>
            <numerusform>Completed road of %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Unfinished road of %n tile(s)</source>
        <translation>
            <numerusform>Unfinished road of %n tile</numerusform>
            <numerusform>Unfinished road of %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Completed city of %n tile(s)</source>
        <translation>
            <numerusform>Completed city of %n tile</numerusform>
            <numerusform>Completed city of %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Unfinished city of %n tile(s)</source>
        <translation>
            <numerusform>Unfinished city of %n tile</numerusform>
            <numerusform>Unfinished city of %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Monastery with %n of 9 tiles</source>
        <translation>
            <numerusform>Monastery with %n of 9 tiles</numerusform>
            <numerusform>Monastery with %n of 9 tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Field next to %n completed city(ies)</source>
        <translation>
            <numerusform>Field next to %n completed city</numerusform>
            <numerusform>Field next to %n completed cities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1: worth %n point(s), nobody holds it.</source>
        <translation>
            <numerusform>%1: worth %n point, nobody holds it.</numerusform>
            <numerusform>%1: worth %n points, nobody holds it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: worth %n point(s) now to %2.</source>
        <translation>
            <numerusform>%1: worth %n point now to %2.</numerusform>
            <numerusform>%1: worth %n points now to %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message numerus="yes">
        <location filename="../carc_desktop/ui/dialogs/common.py" line="+193"/>
        <source>Turn %1, %n tile(s) left.</source>
        <translation>
            <numerusform>Turn %1, %n tile left.</numerusform>
            <numerusform>Turn %1, %n tiles left.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintText</name>
    <message numerus="yes">
        <location filename="../carc_desktop/ui/play/hint_bar.py" line="+86"/>
        <source>It scores %n point(s) now.</source>
        <translation>
            <numerusform>It scores %n point now.</numerusform>
            <numerusform>It scores %n points now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>It extends one of your features (%1), worth %n point(s) now.</source>
        <translation>
            <numerusform>It extends one of your features (%1), worth %n point now.</numerusform>
            <numerusform>It extends one of your features (%1), worth %n points now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>%1 scores %n point(s) too</source>
        <translation>
            <numerusform>%1 scores %n point too</numerusform>
            <numerusform>%1 scores %n points too</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MoveLabels</name>
    <message numerus="yes">
        <location filename="../carc_desktop/ui/expansions/base.py" line="+81"/>
        <source>Worth %n point(s) now.</source>
        <translation>
            <numerusform>Worth %n point now.</numerusform>
            <numerusform>Worth %n points now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="+87"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>You give up its place in a feature worth %n point(s) now.</source>
        <translation>
            <numerusform>You give up its place in a feature worth %n point now.</numerusform>
            <numerusform>You give up its place in a feature worth %n points now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Gives up a place worth %n point(s)</source>
        <translation>
            <numerusform>Gives up a place worth %n point</numerusform>
            <numerusform>Gives up a place worth %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../carc_desktop/ui/expansions/markets_of_leipzig.py" line="+100"/>
        <source>The road scores %n point(s) now; your meeple comes back.</source>
        <translation>
            <numerusform>The road scores %n point now; your meeple comes back.</numerusform>
            <numerusform>The road scores %n points now; your meeple comes back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You still score the road&apos;s %n point(s) with your other meeple.</source>
        <translation>
            <numerusform>You still score the road&apos;s %n point with your other meeple.</numerusform>
            <numerusform>You still score the road&apos;s %n points with your other meeple.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your only meeple on the road leaves it: you do not score its %n point(s).</source>
        <translation>
            <numerusform>Your only meeple on the road leaves it: you do not score its %n point.</numerusform>
            <numerusform>Your only meeple on the road leaves it: you do not score its %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>Road: %n point(s) now; meeple back</source>
        <translation>
            <numerusform>Road: %n point now; meeple back</numerusform>
            <numerusform>Road: %n points now; meeple back</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Road: %n point(s) now</source>
        <translation>
            <numerusform>Road: %n point now</numerusform>
            <numerusform>Road: %n points now</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RemainingTilesDialog</name>
    <message numerus="yes">
        <location filename="../carc_desktop/ui/dialogs/remaining_tiles_dialog.py" line="+144"/>
        <source>%n tile(s) left in the bag.</source>
        <translation>
            <numerusform>%n tile left in the bag.</numerusform>
            <numerusform>%n tiles left in the bag.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>%1: %n left</source>
        <translation>
            <numerusform>%1: %n left</numerusform>
            <numerusform>%1: %n left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-44"/>
        <source>%1: %n tile(s)</source>
        <translation>
            <numerusform>%1: %n tile</numerusform>
            <numerusform>%1: %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+43"/>
        <source>%1, %2: %n left</source>
        <translation>
            <numerusform>%1, %2: %n left</numerusform>
            <numerusform>%1, %2: %n left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreRaceChart</name>
    <message numerus="yes">
        <location filename="../carc_desktop/ui/review/chart.py" line="+396"/>
        <source>… and %n more scoring(s)</source>
        <translation>
            <numerusform>… and %n more scoring</numerusform>
            <numerusform>… and %n more scorings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message numerus="yes">
        <location filename="../carc_desktop/ui/expansions/la_porxada.py" line="+28"/>
        <source>%n follower(s) lost</source>
        <translation>
            <numerusform>%n follower lost</numerusform>
            <numerusform>%n followers lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../carc_desktop/ui/panels/scoreboard.py" line="+339"/>
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n point</numerusform>
            <numerusform>%1: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n hint(s) used</source>
        <translation>
            <numerusform>%n hint used</numerusform>
            <numerusform>%n hints used</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n tile(s) left in the bag</source>
        <translation>
            <numerusform>%n tile left in the bag</numerusform>
            <numerusform>%n tiles left in the bag</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Shell</name>
    <message numerus="yes">
        <location filename="../carc_desktop/ui/window/status.py" line="+51"/>
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>%n tile left</numerusform>
            <numerusform>%n tiles left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <location filename="../carc_desktop/ui/dialogs/statistics_dialog.py" line="+123"/>
        <source>%n finished game(s) kept, %1 won.</source>
        <translation>
            <numerusform>%n finished game kept, %1 won.</numerusform>
            <numerusform>%n finished games kept, %1 won.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n saved game(s) could not be read and are left out.</source>
        <translation>
            <numerusform>%n saved game could not be read and is left out.</numerusform>
            <numerusform>%n saved games could not be read and are left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <location line="+2"/>
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TileTray</name>
    <message numerus="yes">
        <location filename="../carc_desktop/ui/panels/tile_tray.py" line="+282"/>
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>%n tile left</numerusform>
            <numerusform>%n tiles left</numerusform>
        </translation>
    </message>
</context>
</TS>
