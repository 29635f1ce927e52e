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
    <name>cd</name>
    <message>
        <source>Moves of the white pawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves of the white knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves of the white bishop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves of the white rook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves of the white queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves of the white king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves of the white wazir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves of the black pawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves of the black knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves of the black bishop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves of the black rook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves of the black queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves of the black king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves of the black wazir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least %1</source>
        <comment>a count of trajectories that is a lower bound</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no trajectories of length %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no trajectories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shortest trajectory</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 shortest trajectories</source>
        <comment>%1 is the count</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 trajectory of length %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 trajectories of length %2</source>
        <comment>%1 is the count</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>unreachable</source>
        <comment>legend entry</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <comment>caption line of a wavefront frame</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King distance (Chebyshev)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manhattan distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knight distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rook distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bishop distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White pawn distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Center distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Center Manhattan distance</source>
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
        <source>KBNK corner distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves in the position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> with the bishop on %1</source>
        <comment>caption: follows the KBNK corner metric</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> from %1</source>
        <comment>caption: follows the metric; %1 is the source square</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> to %1</source>
        <comment>caption: follows the source square</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> via %1</source>
        <comment>caption: follows the target square</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreachable</source>
        <comment>caption: the target cannot be reached</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>distance %1</source>
        <comment>caption: the target&apos;s distance</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chess distance diagram</source>
        <comment>title of an SVG or PDF without caption</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <comment>%1 is a file, %2 the reason</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Is a directory</source>
        <comment>why a file cannot be written</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <comment>why a file cannot be written</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a directory</source>
        <comment>why a file cannot be written</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>size %1 is out of range %2..%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no output file given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rendering failed</source>
        <comment>why a file cannot be written</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exercises: fill in each ?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name: ______________________</source>
        <comment>a line for the student&apos;s name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2 from %3</source>
        <comment>above a board: number, metric (&quot;Knight distance&quot;), source square</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chess distance worksheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many shortest routes lead from %1 to %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 → %2: at least %3 shortest routes of %4 moves</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 → %2: %3 shortest route of %4 moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 → %2: %3 shortest routes of %4 moves</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>a worksheet needs at least one exercise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled: nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a worksheet needs at least one metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 metric has no source square to measure from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>count %1 is out of range 1..500</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>questions %1 is out of range 1..20</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pawn cannot stand on %1 (rank %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>castling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>en passant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>halfmove clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fullmove number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank %1 has %2 squares, not 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than 8 ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank %1 has more than 8 squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pawn cannot stand on rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a piece letter (PNBRQK, pnbrqk) or a digit 1-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only %1 ranks, not 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not allowed here: use &apos;-&apos; or KQkq in that order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not &apos;-&apos; or a square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the en passant square must be on rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the FEN is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected text after the fullmove number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &apos;w&apos; or &apos;b&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no piece stands on %1: choose a piece to place there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trajectories need a source square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trajectories of a pawn that promotes are not supported yet; leave the promotion piece out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 metric has no moves, so no trajectories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 metric needs a source square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pawn promotes to a queen, rook, bishop or knight only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no piece stands on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trajectory length %1 is not in 0..%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the route through %1 takes %2 moves, not %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::cli</name>
    <message>
        <source>Usage: chess-distance [query options]      open the window in that state
       chess-distance &lt;command&gt; [options]  run headless
</source>
        <comment>the start of --help; keep the two descriptions aligned</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &apos;chess-distance &lt;command&gt; --help&apos; for the options of a command.
The window takes the query options of map (--metric, --from, --to, --via, --fen, --piece,
--captures, --avoid-attacked, --promote, --length); --version prints the version.
</source>
        <comment>the end of --help; lines of at most 100 characters</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: chess-distance %1 [options]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the output: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos; (options start with --)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output format: %1 (default %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder for the frames (created when missing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>png or svg (default png).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frames needs --output-dir DIR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not png or svg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing is reachable, so there is no wavefront</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the wavefront of a map as one picture per step, 0 to the largest distance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the distance from one square to every square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairs covers every source and target; leave out --from and --to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 metric belongs to one square; pairs needs a metric of two squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairs --metric reach needs --piece (the piece put on every square)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairs needs --metric M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the distance between every pair of squares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--palette: unknown palette &apos;%1&apos; (choose from %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--caption and --no-caption contradict each other; give one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image width in pixels, %1..%2 (default 800).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour scale: %1 (default viridis).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black at the bottom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No number on the squares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No a-h, 1-8 in the margin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No legend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No caption.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caption text instead of the default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outline the squares on the counted routes from --from to --to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number the overlay squares by move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the first N routes as arrows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only routes that never stand on a square twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No background (PNG, SVG).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--trajectories needs --to SQ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 metric has no moves, so no trajectories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>an option, then what is wrong with its value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance metric: %1 (default: reach with --piece or --fen, knight otherwise).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source square (a1..h8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position in FEN (placement required; the empty board without it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Piece to put on --from for reach: K Q R B N P white, k q r b n p black.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemy pieces on the way: stop (default), continue or block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never stop on a square the opponent attacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pawn on its last rank continues as q, r, b or n.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routes through this square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Route length (default the shortest; longer: admissible routes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not a square (a1..h8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1: %2 is out of range %3..%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1: unknown metric &apos;%2&apos; (choose from %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--fen: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--piece: &apos;%1&apos; is not a piece (K Q R B N P white, k q r b n p black)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--captures: &apos;%1&apos; is not a capture mode (stop, continue or block)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--promote: &apos;%1&apos; is not q, r, b or n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 metric needs --from SQ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no piece stands on %1: give --piece or a --fen with a piece there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>png, svg or pdf (default: from the output&apos;s extension).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A second board beside the first, measured by metric M2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The difference map (this metric minus M2) on a diverging scale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wavefront: colour only the squares at distance &lt;= N, frame those at N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the jobs in the file JOBS, one per line with the options above (# starts a comment); progress on stderr.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not png, svg or pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--output: cannot tell the format of &apos;%1&apos; from its extension; add --format png, svg or pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>render needs --output FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--step needs --from SQ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--difference draws one map; leave out --compare and --step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--batch: cannot read &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n jobs failed; the others were written</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Draw the diagram of a query as PNG, SVG or PDF.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 quote is not closed</source>
        <comment>%1 is the quote character, &apos; or &quot;</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List at most N routes (default 100).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least %1</source>
        <comment>a count of trajectories that is a lower bound</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unreachable</source>
        <comment>trajectory summary; %1 is like &quot;knight a1 -&gt; h8&quot;</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: distance %2</source>
        <comment>trajectory summary, first part; %1 is like &quot;knight a1 -&gt; h8&quot;</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, via %1</source>
        <comment>trajectory summary: follows the distance when --via is given</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>, %1 shortest trajectories</source>
        <comment>trajectory summary: follows the distance; %1 is the count</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %1 trajectories of length %2</source>
        <comment>trajectory summary: follows the distance; %1 is the count</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source> with distinct stops</source>
        <comment>trajectory summary: follows the count with --distinct</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> over %n squares</source>
        <comment>trajectory summary: its end</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>layers</source>
        <comment>heading of the list of the squares at each move</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trajectories (the first %1)</source>
        <comment>heading of the list of routes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trajectories</source>
        <comment>heading of the list of routes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trajectory needs --to SQ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 metric has no moves; trajectories need chebyshev, manhattan, knight, rook, bishop, queen, pawn or reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the shortest (or longer admissible) routes from --from to --to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A metric to practise; repeat it or separate by commas (default knight, chebyshev, manhattan).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of exercises, 1..500 (default 6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed gives the same exercises (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squares to fill in per board, 1..20 (default 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also ask how many shortest routes lead to the farthest asked square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a4 (default) or letter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour scale (default viridis).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The title on every page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PDF file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--metric: unknown metric &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--metric: %1 has no source square to ask from; choose a metric of two squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worksheet needs --output FILE.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--output: a worksheet is a PDF; name it *.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seed: &apos;%1&apos; is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--paper: &apos;%1&apos; is not a4 or letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--palette: unknown palette &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed %1</source>
        <comment>beside the title of a worksheet</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n exercises on %2 pages (answer key included)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Write a printable PDF of exercises and their answer key.</source>
        <translation type="unfinished"></translation>
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
    <message>
        <source>Kappe&apos;s matrices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kappe&apos;s matrices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tables…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 64 squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 3072 pairs whose origin is on ranks 2 to 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all 4096 ordered pairs of squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the piece put on each square of this position in turn, %1 pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many files (columns) apart two squares are; the ranks do not count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formula: |file(a) − file(b)|, 0 to 7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>b1 to g8: files b and g are 5 apart, so the distance is 5, however far apart the ranks are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many ranks (rows) apart two squares are; the files do not count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formula: |rank(a) − rank(b)|, 0 to 7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e2 to e7 and a2 to h7 are both 5: only the ranks 2 and 7 count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number of king moves between two squares on an empty board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formula: max(df, dr), the larger of the file difference df and the rank difference dr. A diagonal step gains a file and a rank at once, so the smaller difference comes for free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>b1 to g3: df = 5, dr = 2, so the king needs max(5, 2) = 5 moves: two diagonal steps (c2, d3) and three along the rank (e3, f3, g3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number of steps to a neighbouring square along a file or a rank (no diagonals), like a taxi in a city of square blocks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formula: df + dr, 0 to 14. Only the two ends of a long diagonal are 14 apart; the average over all pairs is exactly 5.25.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e4 to d5: one file and one rank, so 1 + 1 = 2, although the squares touch at a corner (Chebyshev distance 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fewest knight moves between two squares on an empty board, 0 to 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill: the program starts at the source, marks every square one knight move away with 1, every new square one move from those with 2, and so on (breadth-first search). There is no short formula: near the edge the knight loses routes. A table of all 4096 answers is built when the program is compiled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a1 to b2 is 4 although the squares touch: the two-move routes would pass squares off the board (away from the edge a diagonal neighbour is 2 moves away). Every odd distance changes the square colour: a1 to b1 is 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fewest rook moves on an empty board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule: 0 on the source, 1 on its file or rank, 2 everywhere else (over the corner square where the file of one meets the rank of the other).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e2 to b6: not on a line, so 2 moves, by e6 or by b2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fewest bishop moves on an empty board; a bishop never changes colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule: 1 on the source&apos;s diagonals, 2 on every other square of the same colour, unreachable (hatched) on the other colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>c1 to h6 is 1 (one diagonal), c1 to c7 is 2 (via f4, where their diagonals cross), c1 to c8 cannot be reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fewest queen moves on an empty board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule: 1 on the source&apos;s file, rank and diagonals, 2 everywhere else: a queen reaches any square in two moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>b4 to f6: not on a line with b4, so 2, for example b4–f4–f6 or b4–d6–f6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fewest moves of a white pawn on an empty board: straight ahead, with the double step from the second rank; nothing to capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule: other files and squares behind are unreachable; from rank 2 to rank 4 or higher one move is saved by the double step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e2 to e5: e2–e4 (double step), e4–e5, so 2 moves; e3 to e5 is also 2; e2 to d3 cannot be reached without a capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many king moves a square is from the nearest of the four centre squares d4, e4, d5, e5. The source is not used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formula: max(c(file), c(rank)) with c = 3 2 1 0 0 1 2 3 for the files a to h (and ranks 1 to 8): rings around the centre.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>b2: c(b) = 2, c(2) = 2, so 2; a1 is 3, d4 is 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The orthogonal steps from a square to the nearest centre square. Chess 4.x pushed the losing king towards the corner with it (mop-up).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formula: c(file) + c(rank) with c = 3 2 1 0 0 1 2 3, 0 to 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a1: 3 + 3 = 6; d1: 0 + 3 = 3. Mop-up score with the losing king on a8 and the winning king on c6: 4.7 × 6 + 1.6 × (14 − 4) = 44.2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How far a square is from the nearest edge of the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formula: min(file, 7 − file, rank, 7 − rank) with files and ranks counted 0 to 7; always 3 minus the center distance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>c3: 2 files from the a-file and 2 ranks from the first rank, so 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formula: max(min(f, 7 − f), min(r, 7 − r)) with f and r counted 0 to 7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>c2: 2 files from the a-file, 1 rank from the first rank, so max(2, 1) = 2 king moves to a1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For mate with king, bishop and knight: the source is the bishop&apos;s square; each number is how far the defending king stands from the nearer corner of the bishop&apos;s colour, where mate can be forced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formula: a dark bishop uses a1 and h8, k = file + rank; a light bishop uses h1 and a8, k = (7 − file) + rank; the result is min(k, 14 − k).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bishop on c1 (dark), king on h8: h8 is a dark corner, so 0. Bishop on f1 (light), king on h8: 7, the king stands in the wrong corner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many moves the piece on the source square needs to reach each square in this position, with every other piece frozen where it stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill: all squares the piece attacks from the source get 1; from all of them at once, the new squares get 2, and so on, 64 squares at a time with bitboards. Own pieces block, enemy pieces can be captured (the capture mode says what happens next). The same numbers come from Kappe&apos;s method: powers of the 64×64 move matrix (I + A)ⁿ, where entry (u, v) turns 1 at n = distance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A white rook on a1 with a white pawn on a4: a2 and a3 are 1, a5 is 3 (for example a1–b1–b5–a5), and a4 cannot be reached: an own piece stands there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White pawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White bishop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White rook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White wazir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black pawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black bishop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black rook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black wazir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chess Distance Explorer: opens the window, in the state the query options describe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: chess-distance [options]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (chess-distance --help lists the commands)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no piece stands on %1: give --piece or a --fen with a piece there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viridis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cividis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Greys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board colours</source>
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
    <name>cd::gui::CompareView</name>
    <message>
        <source>Comparison board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After − before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ompare with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Nothing (one board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Second board on or off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Before and after: freeze this map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the map as it is now beside the board, then change the position to see what changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Difference (A − B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::gui::ControlPanel</name>
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
    <name>cd::gui::ExplanationPanel</name>
    <message>
        <source>How it is computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How often each distance occurs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over %1. Mean %2%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 unreachable (hatched bar)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the board: %1 to %2 cannot be reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the board: %1 to %2 is %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right-click a square to set a target and see its value here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a square to measure from it.</source>
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
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy this image to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::gui::Headline</name>
    <message>
        <source>Left: %1 — right: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::gui::HistogramWidget</name>
    <message>
        <source>Histogram of distances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No histogram</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::gui::KappeView</name>
    <message>
        <source>Kappe&apos;s matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I (n = 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The identity, n = 0 (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ n − 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One power back (Left, Page Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n + 1 ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiply by I ∨ A once more (Right, Page Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The power that no further product changes (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n = %1 of %2 (closure)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new at power n (distance n)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set earlier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diagonal (I)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 from %2 in the current position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on the empty board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 metric has no moves, so it has no move matrix. Pick a piece metric or reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a square on the board: the matrix is of the piece on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row = from square, column = to square (a1, b1, …, h8). (I ∨ A)&lt;sup&gt;n&lt;/sup&gt; has a 1 where the column&apos;s square is at most n moves from the row&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n = %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of 4096 entries are 1, %2 of them new at this power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 moves (the diagonal: the identity I)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreachable (the entry never becomes 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reachable in 1 move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reachable in %1 moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, new at this power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not within 1 move (the entry becomes 1 at power %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not within %1 moves (the entry becomes 1 at power %2)</source>
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
        <source>What the metrics mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create &amp;worksheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worksheet written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Explanation of the metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Wavefront</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;Click&lt;/td&gt;&lt;td&gt;set or clear the source&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Right click, Shift+click&lt;/td&gt;&lt;td&gt;set or clear the target&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+click&lt;/td&gt;&lt;td&gt;set or clear a via square&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Arrows&lt;/td&gt;&lt;td&gt;move the focus square&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Enter / Space&lt;/td&gt;&lt;td&gt;source / target at the focus square&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Delete&lt;/td&gt;&lt;td&gt;remove the piece at the focus square&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;clear the selection&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;1 – 9&lt;/td&gt;&lt;td&gt;pick a metric&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F / N / A&lt;/td&gt;&lt;td&gt;flip / numbers / trajectory arrows&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Z, Ctrl+Shift+Z&lt;/td&gt;&lt;td&gt;undo, redo a position edit&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+E / Ctrl+Shift+C&lt;/td&gt;&lt;td&gt;export / copy the image&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+V&lt;/td&gt;&lt;td&gt;paste a FEN&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F11&lt;/td&gt;&lt;td&gt;presentation mode&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+K&lt;/td&gt;&lt;td&gt;Kappe&apos;s matrices (in it: ← → Home End step the power)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+T&lt;/td&gt;&lt;td&gt;tables of the values and of every pair&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;H&lt;/td&gt;&lt;td&gt;high contrast&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F1&lt;/td&gt;&lt;td&gt;explanation of the metric&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;W / [ / ] / P&lt;/td&gt;&lt;td&gt;wavefront on or off / step back / step forward / play or pause&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;C / B / D&lt;/td&gt;&lt;td&gt;second board with another metric / freeze the map as before / difference A − B&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Q&lt;/td&gt;&lt;td&gt;quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::gui::PairsModel</name>
    <message>
        <source>unreachable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from %1</source>
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
<context>
    <name>cd::gui::TablesDialog</name>
    <message>
        <source>Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Current map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;All pairs (64 × 64)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cop&amp;y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tab-separated, for a spreadsheet: the selected cells, or the whole table (Ctrl+C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Square order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the sorting: rows from a1 to h8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a square on the board to see its values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; of every square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 from %2&lt;/b&gt;: moves needed in the current position (– unreachable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; from &lt;b&gt;%2&lt;/b&gt; (– unreachable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 metric belongs to one square; the pairs table needs a metric of two squares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; put on each square in turn (row) of the current position, the other pieces staying: moves to each square (column). Click a column header to sort.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; from each square (row) to each square (column), on the empty board. Click a column header to sort.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1:
%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::gui::WavefrontControl</name>
    <message>
        <source>Wavefront</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Wavefront</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the map step by step (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wavefront step &amp;back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step back ([)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wavefront step &amp;forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step forward (])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play wavefront</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play or pause (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wavefront step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow (2 s a step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal (1 s a step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast (½ s a step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause wavefront</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a source first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: the whole map (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::gui::WorksheetDialog</name>
    <message>
        <source>Create worksheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed gives the same exercises</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask for the number of shortest routes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Exercises</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Questions per board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chess distance worksheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one metric.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing the worksheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save worksheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
