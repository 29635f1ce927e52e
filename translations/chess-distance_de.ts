<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>QObject</name>
    <message>
        <source>Chess Distance Explorer</source>
        <translation>Schachdistanz-Explorer</translation>
    </message>
</context>
<context>
    <name>cd::gui</name>
    <message>
        <source>File distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chebyshev (king)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manhattan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rook (empty board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bishop (empty board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen (empty board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White pawn (empty board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Center distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Center Manhattan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edge distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corner distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KBNK corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves in this position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many files apart two squares are, ignoring ranks: 0 to 7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many ranks apart two squares are, ignoring files: 0 to 7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number of king moves between two squares on an empty board: the larger of the file and rank differences. From a1 to h8 it is 7, because every diagonal step gains a file and a rank at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number of orthogonal king steps (no diagonals): file difference plus rank difference, 0 to 14. Only the ends of the long diagonals are 14 apart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fewest knight moves between two squares on an empty board, 0 to 6. Odd distances always change the square colour. A corner and its diagonal neighbour (a1-b2) are 4 apart although they touch: the edge takes away the short routes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fewest rook moves on an empty board: 1 along a file or rank, otherwise 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fewest bishop moves on an empty board: 1 along a diagonal, 2 to any other square of the same colour, and unreachable on the other colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fewest queen moves on an empty board: 1 along a line, otherwise 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fewest moves of a white pawn on an empty board: straight ahead only, with the double step from the second rank. Everything else is unreachable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many king moves a square is from the four centre squares d4, e4, d5, e5: 0 in the centre, 3 on the edge. Engines use it to bring kings forward in endgames. The source square is not used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The orthogonal-step distance to the nearest centre square: 0 to 6, 6 in the corners. Chess 4.x used it to drive the losing king to the edge (mop-up).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How far a square is from the nearest edge of the board: 3 minus the center distance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many king moves a square is from the nearest corner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For mate with bishop and knight: the source is the bishop&apos;s square and each number is how far the defending king stands from the nearer corner of the bishop&apos;s colour, the only corners where mate can be forced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many moves the piece on the source square needs to reach each square in the current position, every other piece frozen. Own pieces block; enemy pieces can be captured (the capture ends the route unless the capture mode says otherwise); pawns push, double-step and capture like pawns. On an empty source square the probe piece stands in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 distance %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>distance %1, %2 shortest trajectories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>distance %1, %2 trajectories of length %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bishop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wazir</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::gui::BoardWidget</name>
    <message>
        <source>A pawn cannot stand on %1: the board is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the piece on %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::gui::ControlPanel</name>
    <message>
        <source>pawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bishop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture ends the route</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture and go on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemy pieces block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avoid squares the opponent attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Promotion ends the route</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Promote to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shortest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longer than shortest: routes made of two shortest routes (Stilman&apos;s admissible trajectories of degree 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distinct stops only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous route</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next route</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FEN, e.g. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>Probe piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pawns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trajectories</source>
        <translation>Trajektorien</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>Show first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Stellung</translation>
    </message>
    <message>
        <source>Set position from FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set a target (right click)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No route</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first %1 of %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>route %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::gui::ExportDialog</name>
    <message>
        <source>Export image</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG-Bild</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>SVG-Zeichnung</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF-Dokument</translation>
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Zahlen</translation>
    </message>
    <message>
        <source>Coordinates</source>
        <translation>Koordinaten</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>Caption</source>
        <translation>Bildunterschrift</translation>
    </message>
    <message>
        <source>Transparent background</source>
        <translation>Transparenter Hintergrund</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>&amp;Format</source>
        <translation>&amp;Format</translation>
    </message>
    <message>
        <source>&amp;Width</source>
        <translation>&amp;Breite</translation>
    </message>
    <message>
        <source>&amp;Palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::gui::MainWindow</name>
    <message>
        <source>Chess Distance Explorer</source>
        <translation>Schachdistanz-Explorer</translation>
    </message>
    <message>
        <source>Chess board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pieces (drag onto the board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Grundstellung</translation>
    </message>
    <message>
        <source>Clear board</source>
        <translation>Brett leeren</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Export image…</source>
        <translation>Bild &amp;exportieren…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy image</source>
        <translation>Bild &amp;kopieren</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>&amp;FEN kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste FEN</source>
        <translation>FEN &amp;einfügen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start position</source>
        <translation>&amp;Grundstellung</translation>
    </message>
    <message>
        <source>&amp;Clear board</source>
        <translation>Brett &amp;leeren</translation>
    </message>
    <message>
        <source>Clear &amp;selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <source>F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Numbers</source>
        <translation>&amp;Zahlen</translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>&amp;Koordinaten</translation>
    </message>
    <message>
        <source>&amp;Legend</source>
        <translation>&amp;Legende</translation>
    </message>
    <message>
        <source>Trajectory &amp;arrows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>La&amp;yer numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>&amp;Metric</source>
        <translation>&amp;Metrik</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>What the &amp;metrics mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>Ü&amp;ber</translation>
    </message>
    <message>
        <source>About Chess Distance Explorer</source>
        <translation>Über Schachdistanz-Explorer</translation>
    </message>
    <message>
        <source>&lt;b&gt;Chess Distance Explorer&lt;/b&gt; %1&lt;br&gt;Distance on the chessboard: metrics, reachability and Stilman&apos;s trajectories.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a square to measure from it; right-click to set a target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image exported</source>
        <translation>Bild exportiert</translation>
    </message>
    <message>
        <source>Image copied (800 px wide)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FEN copied</source>
        <translation>FEN kopiert</translation>
    </message>
    <message>
        <source>The clipboard holds no valid FEN (%1); the board is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;Click&lt;/td&gt;&lt;td&gt;set or clear the source&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Right click, Shift+click&lt;/td&gt;&lt;td&gt;set or clear the target&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+click&lt;/td&gt;&lt;td&gt;set or clear a via square&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Arrows&lt;/td&gt;&lt;td&gt;move the focus square&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Enter / Space&lt;/td&gt;&lt;td&gt;source / target at the focus square&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Delete&lt;/td&gt;&lt;td&gt;remove the piece at the focus square&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;clear the selection&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;1 – 9&lt;/td&gt;&lt;td&gt;pick a metric&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F / N / A&lt;/td&gt;&lt;td&gt;flip / numbers / trajectory arrows&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Z, Ctrl+Shift+Z&lt;/td&gt;&lt;td&gt;undo, redo a position edit&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+E / Ctrl+Shift+C&lt;/td&gt;&lt;td&gt;export / copy the image&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+V&lt;/td&gt;&lt;td&gt;paste a FEN&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F11&lt;/td&gt;&lt;td&gt;presentation mode&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Q&lt;/td&gt;&lt;td&gt;quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the metrics mean</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::gui::PieceButton</name>
    <message>
        <source>Drag onto the board to add this piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
