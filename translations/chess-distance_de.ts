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
        <translation>Züge des weißen Bauern</translation>
    </message>
    <message>
        <source>Moves of the white knight</source>
        <translation>Züge des weißen Springers</translation>
    </message>
    <message>
        <source>Moves of the white bishop</source>
        <translation>Züge des weißen Läufers</translation>
    </message>
    <message>
        <source>Moves of the white rook</source>
        <translation>Züge des weißen Turms</translation>
    </message>
    <message>
        <source>Moves of the white queen</source>
        <translation>Züge der weißen Dame</translation>
    </message>
    <message>
        <source>Moves of the white king</source>
        <translation>Züge des weißen Königs</translation>
    </message>
    <message>
        <source>Moves of the white wazir</source>
        <translation>Züge des weißen Wesirs</translation>
    </message>
    <message>
        <source>Moves of the black pawn</source>
        <translation>Züge des schwarzen Bauern</translation>
    </message>
    <message>
        <source>Moves of the black knight</source>
        <translation>Züge des schwarzen Springers</translation>
    </message>
    <message>
        <source>Moves of the black bishop</source>
        <translation>Züge des schwarzen Läufers</translation>
    </message>
    <message>
        <source>Moves of the black rook</source>
        <translation>Züge des schwarzen Turms</translation>
    </message>
    <message>
        <source>Moves of the black queen</source>
        <translation>Züge der schwarzen Dame</translation>
    </message>
    <message>
        <source>Moves of the black king</source>
        <translation>Züge des schwarzen Königs</translation>
    </message>
    <message>
        <source>Moves of the black wazir</source>
        <translation>Züge des schwarzen Wesirs</translation>
    </message>
    <message>
        <source>at least %1</source>
        <comment>a count of trajectories that is a lower bound</comment>
        <translation>mindestens %1</translation>
    </message>
    <message>
        <source>unreachable</source>
        <comment>legend entry</comment>
        <translation>unerreichbar</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <comment>caption line of a wavefront frame</comment>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>File distance</source>
        <translation>Liniendistanz</translation>
    </message>
    <message>
        <source>Rank distance</source>
        <translation>Reihendistanz</translation>
    </message>
    <message>
        <source>King distance (Chebyshev)</source>
        <translation>Königsdistanz (Tschebyschow)</translation>
    </message>
    <message>
        <source>Manhattan distance</source>
        <translation>Manhattan-Distanz</translation>
    </message>
    <message>
        <source>Knight distance</source>
        <translation>Springerdistanz</translation>
    </message>
    <message>
        <source>Rook distance</source>
        <translation>Turmdistanz</translation>
    </message>
    <message>
        <source>Bishop distance</source>
        <translation>Läuferdistanz</translation>
    </message>
    <message>
        <source>Queen distance</source>
        <translation>Damendistanz</translation>
    </message>
    <message>
        <source>White pawn distance</source>
        <translation>Distanz des weißen Bauern</translation>
    </message>
    <message>
        <source>Center distance</source>
        <translation>Zentrumsdistanz</translation>
    </message>
    <message>
        <source>Center Manhattan distance</source>
        <translation>Manhattan-Distanz zum Zentrum</translation>
    </message>
    <message>
        <source>Edge distance</source>
        <translation>Randdistanz</translation>
    </message>
    <message>
        <source>Corner distance</source>
        <translation>Eckendistanz</translation>
    </message>
    <message>
        <source>KBNK corner distance</source>
        <translation>KLSK-Eckendistanz</translation>
    </message>
    <message>
        <source>Moves in the position</source>
        <translation>Züge in der Stellung</translation>
    </message>
    <message>
        <source> with the bishop on %1</source>
        <comment>caption: follows the KBNK corner metric</comment>
        <translation> mit dem Läufer auf %1</translation>
    </message>
    <message>
        <source> from %1</source>
        <comment>caption: follows the metric; %1 is the source square</comment>
        <translation> von %1</translation>
    </message>
    <message>
        <source> to %1</source>
        <comment>caption: follows the source square</comment>
        <translation> nach %1</translation>
    </message>
    <message>
        <source> via %1</source>
        <comment>caption: follows the target square</comment>
        <translation> über %1</translation>
    </message>
    <message>
        <source>unreachable</source>
        <comment>caption: the target cannot be reached</comment>
        <translation>unerreichbar</translation>
    </message>
    <message>
        <source>distance %1</source>
        <comment>caption: the target&apos;s distance</comment>
        <translation>Distanz %1</translation>
    </message>
    <message>
        <source>Chess distance diagram</source>
        <comment>title of an SVG or PDF without caption</comment>
        <translation>Schachdistanz-Diagramm</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <comment>%1 is a file, %2 the reason</comment>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <comment>why a file cannot be written</comment>
        <translation>Ist ein Ordner</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <comment>why a file cannot be written</comment>
        <translation>Datei oder Ordner nicht gefunden</translation>
    </message>
    <message>
        <source>Not a directory</source>
        <comment>why a file cannot be written</comment>
        <translation>Ist kein Ordner</translation>
    </message>
    <message>
        <source>nothing to draw</source>
        <translation>nichts zu zeichnen</translation>
    </message>
    <message>
        <source>size %1 is out of range %2..%3</source>
        <translation>Größe %1 liegt außerhalb des Bereichs %2..%3</translation>
    </message>
    <message>
        <source>no output file given</source>
        <translation>keine Ausgabedatei angegeben</translation>
    </message>
    <message>
        <source>rendering failed</source>
        <comment>why a file cannot be written</comment>
        <translation>Zeichnen fehlgeschlagen</translation>
    </message>
    <message>
        <source>page %1 / %2</source>
        <translation>Seite %1 / %2</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <source>Name: ______________________</source>
        <comment>a line for the student&apos;s name</comment>
        <translation>Name: ______________________</translation>
    </message>
    <message>
        <source>Chess distance worksheet</source>
        <translation>Arbeitsblatt Schachdistanzen</translation>
    </message>
    <message>
        <source>How many shortest routes lead from %1 to %2?</source>
        <translation>Wie viele kürzeste Wege führen von %1 nach %2?</translation>
    </message>
    <message>
        <source>a worksheet needs at least one exercise</source>
        <translation>ein Arbeitsblatt braucht mindestens eine Aufgabe</translation>
    </message>
    <message>
        <source>cancelled: nothing was written</source>
        <translation>abgebrochen: nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>a worksheet needs at least one metric</source>
        <translation>ein Arbeitsblatt braucht mindestens eine Metrik</translation>
    </message>
    <message>
        <source>the %1 metric has no source square to measure from</source>
        <translation>die Metrik %1 hat kein Ausgangsfeld, von dem aus gemessen wird</translation>
    </message>
    <message>
        <source>count %1 is out of range 1..500</source>
        <translation>Anzahl %1 liegt außerhalb des Bereichs 1..500</translation>
    </message>
    <message>
        <source>questions %1 is out of range 1..20</source>
        <translation>Fragen %1 liegt außerhalb des Bereichs 1..20</translation>
    </message>
    <message>
        <source>a pawn cannot stand on %1 (rank %2)</source>
        <translation>ein Bauer kann nicht auf %1 stehen (Reihe %2)</translation>
    </message>
    <message>
        <source>placement</source>
        <translation>Figurenstellung</translation>
    </message>
    <message>
        <source>side to move</source>
        <translation>Zugrecht</translation>
    </message>
    <message>
        <source>castling</source>
        <translation>Rochade</translation>
    </message>
    <message>
        <source>en passant</source>
        <translation>en passant</translation>
    </message>
    <message>
        <source>halfmove clock</source>
        <translation>Halbzugzähler</translation>
    </message>
    <message>
        <source>fullmove number</source>
        <translation>Zugnummer</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>rank %1 has %2 squares, not 8</source>
        <translation>Reihe %1 hat %2 Felder, nicht 8</translation>
    </message>
    <message>
        <source>more than 8 ranks</source>
        <translation>mehr als 8 Reihen</translation>
    </message>
    <message>
        <source>rank %1 has more than 8 squares</source>
        <translation>Reihe %1 hat mehr als 8 Felder</translation>
    </message>
    <message>
        <source>a pawn cannot stand on rank %1</source>
        <translation>ein Bauer kann nicht auf Reihe %1 stehen</translation>
    </message>
    <message>
        <source>%1 is not a piece letter (PNBRQK, pnbrqk) or a digit 1-8</source>
        <translation>%1 ist weder ein Figurenbuchstabe (PNBRQK, pnbrqk) noch eine Ziffer 1-8</translation>
    </message>
    <message>
        <source>only %1 ranks, not 8</source>
        <translation>nur %1 Reihen, nicht 8</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not &apos;-&apos; or a square</source>
        <translation>&apos;%1&apos; ist weder &apos;-&apos; noch ein Feld</translation>
    </message>
    <message>
        <source>the en passant square must be on rank %1</source>
        <translation>das En-passant-Feld muss auf Reihe %1 liegen</translation>
    </message>
    <message>
        <source>number too large</source>
        <translation>Zahl zu groß</translation>
    </message>
    <message>
        <source>%1 is not a digit</source>
        <translation>%1 ist keine Ziffer</translation>
    </message>
    <message>
        <source>the FEN is empty</source>
        <translation>die FEN ist leer</translation>
    </message>
    <message>
        <source>unexpected text after the fullmove number</source>
        <translation>unerwarteter Text nach der Zugnummer</translation>
    </message>
    <message>
        <source>must be &apos;w&apos; or &apos;b&apos;</source>
        <translation>muss &apos;w&apos; oder &apos;b&apos; sein</translation>
    </message>
    <message>
        <source>no piece stands on %1: choose a piece to place there</source>
        <translation>auf %1 steht keine Figur: eine Figur wählen, die dort hingestellt wird</translation>
    </message>
    <message>
        <source>trajectories need a source square</source>
        <translation>Trajektorien brauchen ein Ausgangsfeld</translation>
    </message>
    <message>
        <source>trajectories of a pawn that promotes are not supported yet; leave the promotion piece out</source>
        <translation>Trajektorien eines Bauern mit Umwandlung werden noch nicht unterstützt; die Umwandlungsfigur weglassen</translation>
    </message>
    <message>
        <source>the %1 metric has no moves, so no trajectories</source>
        <translation>die Metrik %1 hat keine Züge, also keine Trajektorien</translation>
    </message>
    <message>
        <source>the %1 metric needs a source square</source>
        <translation>die Metrik %1 braucht ein Ausgangsfeld</translation>
    </message>
    <message>
        <source>a pawn promotes to a queen, rook, bishop or knight only</source>
        <translation>ein Bauer wird nur in Dame, Turm, Läufer oder Springer umgewandelt</translation>
    </message>
    <message>
        <source>no piece stands on %1</source>
        <translation>auf %1 steht keine Figur</translation>
    </message>
    <message>
        <source>trajectory length %1 is not in 0..%2</source>
        <translation>Trajektorienlänge %1 liegt nicht in 0..%2</translation>
    </message>
    <message>
        <source>the route through %1 takes %2 moves, not %3</source>
        <translation>der Weg über %1 braucht %2 Züge, nicht %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 → %2 (distance %4): at least %3 shortest routes</source>
        <translation>
            <numerusform>%1 → %2 (Distanz %4): mindestens %3 kürzester Weg</numerusform>
            <numerusform>%1 → %2 (Distanz %4): mindestens %3 kürzeste Wege</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 → %2 (distance %4): %3 shortest route</source>
        <translation>%1 → %2 (Distanz %4): %3 kürzester Weg</translation>
    </message>
    <message numerus="yes">
        <source>%1 → %2 (distance %4): %3 shortest routes</source>
        <translation>
            <numerusform>%1 → %2 (Distanz %4): %3 kürzester Weg</numerusform>
            <numerusform>%1 → %2 (Distanz %4): %3 kürzeste Wege</numerusform>
        </translation>
    </message>
    <message>
        <source>Fewest moves of any white piece</source>
        <translation>Wenigste Züge einer weißen Figur</translation>
    </message>
    <message>
        <source>Fewest moves of any black piece</source>
        <translation>Wenigste Züge einer schwarzen Figur</translation>
    </message>
    <message>
        <source>White minus Black (negative: White arrives first)</source>
        <translation>Weiß minus Schwarz (negativ: Weiß ist zuerst da)</translation>
    </message>
    <message>
        <source>blocked: %1</source>
        <comment>caption: what-if squares</comment>
        <translation>gesperrt: %1</translation>
    </message>
    <message>
        <source>unsafe: %1</source>
        <comment>caption: what-if squares</comment>
        <translation>unsicher: %1</translation>
    </message>
    <message>
        <source>%1 holds a piece: only an empty square can be blocked</source>
        <translation>auf %1 steht eine Figur: nur ein leeres Feld kann gesperrt werden</translation>
    </message>
    <message>
        <source>Chebyshev (king)</source>
        <translation>Tschebyschow (König)</translation>
    </message>
    <message>
        <source>Manhattan</source>
        <translation>Manhattan</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <source>Rook (empty board)</source>
        <translation>Turm (leeres Brett)</translation>
    </message>
    <message>
        <source>Bishop (empty board)</source>
        <translation>Läufer (leeres Brett)</translation>
    </message>
    <message>
        <source>Queen (empty board)</source>
        <translation>Dame (leeres Brett)</translation>
    </message>
    <message>
        <source>White pawn (empty board)</source>
        <translation>Weißer Bauer (leeres Brett)</translation>
    </message>
    <message>
        <source>Center Manhattan</source>
        <translation>Manhattan zum Zentrum</translation>
    </message>
    <message>
        <source>KBNK corner</source>
        <translation>KLSK-Ecke</translation>
    </message>
    <message>
        <source>Moves in this position</source>
        <translation>Züge in dieser Stellung</translation>
    </message>
    <message>
        <source>promotes to a knight</source>
        <comment>caption: a rule of the reach map</comment>
        <translation>wird zum Springer</translation>
    </message>
    <message>
        <source>promotes to a bishop</source>
        <comment>caption: a rule of the reach map</comment>
        <translation>wird zum Läufer</translation>
    </message>
    <message>
        <source>promotes to a rook</source>
        <comment>caption: a rule of the reach map</comment>
        <translation>wird zum Turm</translation>
    </message>
    <message>
        <source>promotes to a queen</source>
        <comment>caption: a rule of the reach map</comment>
        <translation>wird zur Dame</translation>
    </message>
    <message>
        <source>captures continue</source>
        <comment>caption: a rule of the reach map</comment>
        <translation>Schlagen geht weiter</translation>
    </message>
    <message>
        <source>no captures</source>
        <comment>caption: a rule of the reach map</comment>
        <translation>ohne Schlagen</translation>
    </message>
    <message>
        <source>avoiding attacked squares</source>
        <comment>caption: a rule of the reach map</comment>
        <translation>angegriffene Felder gemieden</translation>
    </message>
    <message>
        <source>distinct stops only</source>
        <comment>caption: a rule of the trajectories</comment>
        <translation>nur verschiedene Haltepunkte</translation>
    </message>
    <message>
        <source>route %1 of %2</source>
        <comment>caption: the one route drawn</comment>
        <translation>Weg %1 von %2</translation>
    </message>
    <message>
        <source>the output file name contains a NUL character</source>
        <translation>der Name der Ausgabedatei enthält ein NUL-Zeichen</translation>
    </message>
    <message>
        <source>not a regular file, a FIFO or a character device; it is left as it is</source>
        <comment>why a file cannot be written</comment>
        <translation>keine reguläre Datei, kein FIFO und kein Zeichengerät; sie bleibt, wie sie ist</translation>
    </message>
    <message>
        <source>%1, square %2: %3</source>
        <translation>%1, Feld %2: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>there is no piece on %1 to ask about</source>
        <translation>auf %1 steht keine Figur, nach der gefragt werden kann</translation>
    </message>
    <message>
        <source>no piece of the position can move: nothing to ask</source>
        <translation>keine Figur der Stellung kann ziehen: es gibt nichts zu fragen</translation>
    </message>
    <message>
        <source>White has no king</source>
        <translation>Weiß hat keinen König</translation>
    </message>
    <message>
        <source>Black has no king</source>
        <translation>Schwarz hat keinen König</translation>
    </message>
    <message>
        <source>White has more than one king</source>
        <translation>Weiß hat mehr als einen König</translation>
    </message>
    <message>
        <source>Black has more than one king</source>
        <translation>Schwarz hat mehr als einen König</translation>
    </message>
    <message>
        <source>Black is in check, but White is to move</source>
        <translation>Schwarz steht im Schach, aber Weiß ist am Zug</translation>
    </message>
    <message>
        <source>White is in check, but Black is to move</source>
        <translation>Weiß steht im Schach, aber Schwarz ist am Zug</translation>
    </message>
    <message>
        <source>a pawn cannot stand on %1 (rank 1 or 8)</source>
        <translation>ein Bauer kann nicht auf %1 stehen (Reihe 1 oder 8)</translation>
    </message>
    <message>
        <source>the wazir on %1 is not a piece of chess</source>
        <translation>der Wesir auf %1 ist keine Schachfigur</translation>
    </message>
    <message>
        <source>not a valid FEN: %1</source>
        <translation>keine gültige FEN: %1</translation>
    </message>
    <message>
        <source>game %1 (%2), line %3, column %4: %5</source>
        <translation>Partie %1 (%2), Zeile %3, Spalte %4: %5</translation>
    </message>
    <message>
        <source>game %1, line %2, column %3: %4</source>
        <translation>Partie %1, Zeile %2, Spalte %3: %4</translation>
    </message>
    <message>
        <source>a tag pair must look like [Name &quot;value&quot;]</source>
        <translation>ein Tag-Paar muss die Form [Name &quot;Wert&quot;] haben</translation>
    </message>
    <message>
        <source>the tags of a new game start before this game&apos;s result</source>
        <translation>die Tags einer neuen Partie beginnen vor dem Ergebnis dieser Partie</translation>
    </message>
    <message>
        <source>&apos;)&apos; closes no variation</source>
        <translation>&apos;)&apos; schließt keine Variante</translation>
    </message>
    <message>
        <source>the variation opened here with &apos;(&apos; is never closed</source>
        <translation>die hier mit &apos;(&apos; geöffnete Variante wird nie geschlossen</translation>
    </message>
    <message>
        <source>the text ends before the game&apos;s result (1-0, 0-1, 1/2-1/2 or *)</source>
        <translation>der Text endet vor dem Ergebnis der Partie (1-0, 0-1, 1/2-1/2 oder *)</translation>
    </message>
    <message>
        <source>bad FEN tag: %1</source>
        <translation>ungültiges FEN-Tag: %1</translation>
    </message>
    <message>
        <source>the comment opened here with &apos;{&apos; is never closed</source>
        <translation>der hier mit &apos;{&apos; geöffnete Kommentar wird nie geschlossen</translation>
    </message>
    <message>
        <source>the string opened here is not closed on its line</source>
        <translation>die hier geöffnete Zeichenkette wird in ihrer Zeile nicht geschlossen</translation>
    </message>
    <message>
        <source>unexpected character %1</source>
        <translation>unerwartetes Zeichen %1</translation>
    </message>
    <message>
        <source>&apos;$&apos; must be followed by a number</source>
        <translation>auf &apos;$&apos; muss eine Zahl folgen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move in standard algebraic notation</source>
        <translation>&apos;%1&apos; ist kein Zug in algebraischer Standardnotation</translation>
    </message>
    <message>
        <source>%1 is not a legal move in %2</source>
        <translation>%1 ist in %2 kein legaler Zug</translation>
    </message>
    <message>
        <source>%1 is ambiguous in %2: it could be %3</source>
        <translation>%1 ist in %2 mehrdeutig: möglich sind %3</translation>
    </message>
    <message>
        <source>at the start of the game</source>
        <translation>am Anfang der Partie</translation>
    </message>
    <message>
        <source>after %1</source>
        <comment>a move of a game: after 23. Nf3</comment>
        <translation>nach %1</translation>
    </message>
    <message>
        <source>move %1 of %2</source>
        <comment>caption line of a route animation&apos;s frame</comment>
        <translation>Zug %1 von %2</translation>
    </message>
    <message>
        <source>frame delay %1 ms is out of range %2..%3, or loop count %4 out of 0..%5</source>
        <translation>Bildpause %1 ms liegt außerhalb von %2..%3, oder Wiederholungen %4 außerhalb von 0..%5</translation>
    </message>
    <message>
        <source>%1 frames %2 px wide are %3 million pixels, more than an animation may hold (%4 million); draw fewer frames or smaller</source>
        <translation>%1 Bilder mit %2 px Breite sind %3 Millionen Pixel, mehr als eine Animation fassen darf (%4 Millionen); weniger oder kleinere Bilder zeichnen</translation>
    </message>
    <message>
        <source>no frames of one size to encode</source>
        <translation>keine Bilder gleicher Größe zum Kodieren</translation>
    </message>
    <message>
        <source>GIF encoder: %1</source>
        <translation>GIF-Kodierer: %1</translation>
    </message>
    <message>
        <source>WebP encoder: the library does not match its headers</source>
        <translation>WebP-Kodierer: die Bibliothek passt nicht zu ihren Headern</translation>
    </message>
    <message>
        <source>WebP encoder: %1</source>
        <translation>WebP-Kodierer: %1</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>kein Speicher mehr</translation>
    </message>
    <message>
        <source>standard output is closed, so nothing was written to it</source>
        <translation>die Standardausgabe ist geschlossen, daher wurde nichts hineingeschrieben</translation>
    </message>
    <message>
        <source>cannot write standard output: %1</source>
        <comment>%1 is the reason (Broken pipe)</comment>
        <translation>in die Standardausgabe kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>White has %1 pawns; a side has at most 8</source>
        <translation>Weiß hat %1 Bauern; eine Seite hat höchstens 8</translation>
    </message>
    <message>
        <source>Black has %1 pawns; a side has at most 8</source>
        <translation>Schwarz hat %1 Bauern; eine Seite hat höchstens 8</translation>
    </message>
    <message>
        <source>White has %1 pieces; a side has at most 16</source>
        <translation>Weiß hat %1 Figuren; eine Seite hat höchstens 16</translation>
    </message>
    <message>
        <source>Black has %1 pieces; a side has at most 16</source>
        <translation>Schwarz hat %1 Figuren; eine Seite hat höchstens 16</translation>
    </message>
    <message>
        <source>White has more promoted pieces than pawns missing from its 8</source>
        <translation>Weiß hat mehr umgewandelte Figuren, als von seinen 8 Bauern fehlen</translation>
    </message>
    <message>
        <source>Black has more promoted pieces than pawns missing from its 8</source>
        <translation>Schwarz hat mehr umgewandelte Figuren, als von seinen 8 Bauern fehlen</translation>
    </message>
    <message>
        <source>no move can give check from these squares at once: %1</source>
        <translation>kein Zug kann von diesen Feldern aus zugleich Schach geben: %1</translation>
    </message>
    <message>
        <source>no double pawn step can have made %1 the en-passant square</source>
        <translation>kein Doppelschritt eines Bauern kann %1 zum En-passant-Feld gemacht haben</translation>
    </message>
    <message>
        <source>the check from %1 cannot follow the double pawn step over %2</source>
        <translation>das Schach von %1 aus kann nicht auf den Doppelschritt des Bauern über %2 folgen</translation>
    </message>
    <message>
        <source>more than %1 games in one file: split it</source>
        <translation>mehr als %1 Partien in einer Datei: die Datei aufteilen</translation>
    </message>
    <message>
        <source>more than %1 moves in one file: split it</source>
        <translation>mehr als %1 Züge in einer Datei: die Datei aufteilen</translation>
    </message>
    <message>
        <source>more than %1 tag pairs in one file</source>
        <translation>mehr als %1 Tag-Paare in einer Datei</translation>
    </message>
    <message>
        <source>no routes of length %1</source>
        <translation>keine Wege der Länge %1</translation>
    </message>
    <message>
        <source>no routes</source>
        <translation>keine Wege</translation>
    </message>
    <message>
        <source>%1 shortest route</source>
        <translation>%1 kürzester Weg</translation>
    </message>
    <message numerus="yes">
        <source>%1 shortest routes</source>
        <comment>%1 is the count</comment>
        <translation>
            <numerusform>%1 kürzester Weg</numerusform>
            <numerusform>%1 kürzeste Wege</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 route of length %2</source>
        <translation>%1 Weg der Länge %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 routes of length %2</source>
        <comment>%1 is the count</comment>
        <translation>
            <numerusform>%1 Weg der Länge %2</numerusform>
            <numerusform>%1 Wege der Länge %2</numerusform>
        </translation>
    </message>
    <message>
        <source>on an empty board</source>
        <comment>caption: a metric drawn beside a position</comment>
        <translation>auf dem leeren Brett</translation>
    </message>
    <message>
        <source>seed %1</source>
        <comment>beside &quot;Answer key&quot; on a worksheet</comment>
        <translation>Startwert %1</translation>
    </message>
    <message>
        <source>%1. %2 from %3 %4</source>
        <comment>above a worksheet board: number, metric, source square, &quot;after 23. Nf3&quot;</comment>
        <translation>%1. %2 von %3 %4</translation>
    </message>
    <message>
        <source>%1. %2 from %3</source>
        <comment>above a worksheet board: number, metric (&quot;Knight distance&quot;), source square</comment>
        <translation>%1. %2 von %3</translation>
    </message>
    <message>
        <source>Write in each empty square how many moves the piece needs to get there; write – where it can never go.</source>
        <translation>Schreib in jedes leere Feld, wie viele Züge die Figur bis dorthin braucht; schreib – in die Felder, die sie nie erreichen kann.</translation>
    </message>
    <message>
        <source>Write in each empty square its distance from the marked square; write – where there is none.</source>
        <translation>Schreib in jedes leere Feld seine Distanz vom markierten Feld; schreib – in die Felder, für die es keine gibt.</translation>
    </message>
    <message>
        <source>%1 is asked about twice</source>
        <translation>nach %1 wird zweimal gefragt</translation>
    </message>
    <message>
        <source>%1 is not allowed here: use &apos;-&apos;, or KQkq in that order, or the rooks&apos; files (HAha)</source>
        <translation>%1 ist hier nicht erlaubt: verwenden Sie &apos;-&apos;, KQkq in dieser Reihenfolge oder die Linien der Türme (HAha)</translation>
    </message>
    <message>
        <source>the null move %1 stands in the main line: no position follows it</source>
        <translation>der Nullzug %1 steht in der Hauptvariante: ihm folgt keine Stellung</translation>
    </message>
    <message>
        <source>%1 is not an English piece letter (K, Q, R, B, N)</source>
        <translation>%1 ist kein englischer Figurenbuchstabe (K, Q, R, B, N)</translation>
    </message>
    <message>
        <source>%1 reaches the last rank: name the piece it becomes, as in %1=Q</source>
        <translation>%1 erreicht die letzte Reihe: nennen Sie die Figur, zu der der Bauer wird, wie in %1=Q</translation>
    </message>
    <message>
        <source>variant %1 is not supported</source>
        <translation>die Variante %1 wird nicht unterstützt</translation>
    </message>
    <message>
        <source>a zone needs a source square and a target square</source>
        <translation>eine Zone braucht ein Start- und ein Zielfeld</translation>
    </message>
    <message>
        <source>zone depth %1 is not 1 or 2</source>
        <translation>die Zonentiefe %1 ist weder 1 noch 2</translation>
    </message>
    <message>
        <source>no piece stands on %1: a zone needs a piece there</source>
        <translation>auf %1 steht keine Figur: eine Zone braucht dort eine Figur</translation>
    </message>
    <message>
        <source>the target %1 is the square the piece stands on</source>
        <translation>das Ziel %1 ist das Feld, auf dem die Figur steht</translation>
    </message>
    <message>
        <source>zones of a promoting piece are not supported yet; leave the promotion piece out</source>
        <translation>Zonen einer umwandelnden Figur werden noch nicht unterstützt; lassen Sie die Umwandlungsfigur weg</translation>
    </message>
    <message>
        <source>the piece on %1 cannot reach %2</source>
        <translation>die Figur auf %1 kann %2 nicht erreichen</translation>
    </message>
    <message>
        <source>the piece on %1 has no route of length %2 to %3 (its distance is %4)</source>
        <translation>die Figur auf %1 hat keinen Weg der Länge %2 nach %3 (ihre Entfernung ist %4)</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>Bauer</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>the %1-pawn</source>
        <translation>den %1-Bauern</translation>
    </message>
    <message>
        <source>the white %1</source>
        <translation>die weiße Figur (%1)</translation>
    </message>
    <message>
        <source>the black %1</source>
        <translation>die schwarze Figur (%1)</translation>
    </message>
    <message>
        <source>the %1 arrives on %2 with %3&apos;s move %4</source>
        <translation>%1 kommt mit dem Zug %4 von %3 auf %2 an</translation>
    </message>
    <message>
        <source>in time, by standing there first</source>
        <translation>rechtzeitig, indem sie zuerst dort steht</translation>
    </message>
    <message>
        <source>in time, by capture</source>
        <translation>rechtzeitig, durch Schlagen</translation>
    </message>
    <message>
        <source>%1 → %2: 1 move; %3: %4</source>
        <comment>hover over a zone&apos;s interceptor</comment>
        <translation>%1 → %2: 1 Zug; %3: %4</translation>
    </message>
    <message numerus="yes">
        <source>%1 → %2: %n moves; %3: %4</source>
        <comment>hover over a zone&apos;s interceptor</comment>
        <translation>
            <numerusform>%1 → %2: %n Zug; %3: %4</numerusform>
            <numerusform>%1 → %2: %n Züge; %3: %4</numerusform>
        </translation>
    </message>
    <message>
        <source>No black piece can stop %1 in time</source>
        <translation>Keine schwarze Figur kann %1 rechtzeitig aufhalten</translation>
    </message>
    <message>
        <source>No white piece can stop %1 in time</source>
        <translation>Keine weiße Figur kann %1 rechtzeitig aufhalten</translation>
    </message>
    <message>
        <source>The white %1</source>
        <translation>Die weiße Figur (%1)</translation>
    </message>
    <message>
        <source>The black %1</source>
        <translation>Die schwarze Figur (%1)</translation>
    </message>
    <message>
        <source>%1 stops %2</source>
        <comment>a zone&apos;s verdict</comment>
        <translation>%1 hält %2 auf</translation>
    </message>
    <message>
        <source>%1 catches %2</source>
        <comment>a zone&apos;s verdict</comment>
        <translation>%1 fängt %2</translation>
    </message>
    <message>
        <source>%1: the %2&apos;s move %3, after %4 moves of %5</source>
        <comment>a zone&apos;s stop</comment>
        <translation>%1: Zug %3 von %2, nach %4 Zügen von %5</translation>
    </message>
    <message>
        <source>The %1 on %2 stops it: it reaches %3 in %4, in time to stand there first.</source>
        <translation>%1 auf %2 hält sie auf: erreicht %3 in %4, rechtzeitig, um zuerst dort zu stehen.</translation>
    </message>
    <message>
        <source>The %1 on %2 catches it: it reaches %3 in %4, in time to capture after the pawn promotes.</source>
        <translation>%1 auf %2 fängt ihn: erreicht %3 in %4, rechtzeitig, um nach der Umwandlung zu schlagen.</translation>
    </message>
    <message>
        <source>The %1 on %2 catches it: it reaches %3 in %4, in time to capture it there.</source>
        <translation>%1 auf %2 fängt sie: erreicht %3 in %4, rechtzeitig, um sie dort zu schlagen.</translation>
    </message>
    <message>
        <source>white pawn</source>
        <translation>Weißer Bauer</translation>
    </message>
    <message>
        <source>white knight</source>
        <translation>Weißer Springer</translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation>Weißer Läufer</translation>
    </message>
    <message>
        <source>white rook</source>
        <translation>Weißer Turm</translation>
    </message>
    <message>
        <source>white queen</source>
        <translation>Weiße Dame</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>Weißer König</translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation>Schwarzer Bauer</translation>
    </message>
    <message>
        <source>black knight</source>
        <translation>Schwarzer Springer</translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation>Schwarzer Läufer</translation>
    </message>
    <message>
        <source>black rook</source>
        <translation>Schwarzer Turm</translation>
    </message>
    <message>
        <source>black queen</source>
        <translation>Schwarze Dame</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>Schwarzer König</translation>
    </message>
    <message>
        <source>%1 %2 → %3 in 1 move.</source>
        <comment>the zone&apos;s first sentence, for one move</comment>
        <translation>%1 %2 → %3 in 1 Zug.</translation>
    </message>
    <message>
        <source>%1 %2 → %3 in %4 moves.</source>
        <comment>the zone&apos;s first sentence: &quot;Black pawn a5 → a1 in 4 moves.&quot;</comment>
        <translation>%1 %2 → %3 in %4 Zügen.</translation>
    </message>
    <message>
        <source>One more piece can stop it too.</source>
        <comment>after the named ones</comment>
        <translation>Eine weitere Figur kann sie ebenfalls aufhalten.</translation>
    </message>
    <message>
        <source>%1 more pieces can stop it too.</source>
        <comment>after the named ones; %1 &gt; 1</comment>
        <translation>%1 weitere Figuren können sie ebenfalls aufhalten.</translation>
    </message>
    <message>
        <source>No black piece can stop it in time.</source>
        <translation>Keine schwarze Figur kann sie rechtzeitig aufhalten.</translation>
    </message>
    <message>
        <source>No white piece can stop it in time.</source>
        <translation>Keine weiße Figur kann sie rechtzeitig aufhalten.</translation>
    </message>
    <message>
        <source>block</source>
        <comment>how a piece stops another: stands first</comment>
        <translation>sperrt</translation>
    </message>
    <message>
        <source>capture</source>
        <comment>how a piece stops another: takes it</comment>
        <translation>schlägt</translation>
    </message>
    <message>
        <source>the %1 on %2 (on %3)</source>
        <comment>who stops an interceptor, and where</comment>
        <translation>%1 auf %2 (auf %3)</translation>
    </message>
    <message>
        <source>in turn %1 can stop it in time</source>
        <comment>a zone&apos;s second negation: %1 lists pieces</comment>
        <translation>ihrerseits kann %1 sie rechtzeitig aufhalten</translation>
    </message>
    <message>
        <source>%1, %2 moves</source>
        <comment>a square&apos;s accessible name: square, distance</comment>
        <translation>%1, %2 Züge</translation>
    </message>
    <message>
        <source>%1, 1 move</source>
        <comment>a square&apos;s accessible name</comment>
        <translation>%1, 1 Zug</translation>
    </message>
    <message>
        <source>%1, unreachable</source>
        <comment>a square&apos;s accessible name</comment>
        <translation>%1, unerreichbar</translation>
    </message>
    <message>
        <source>%1</source>
        <comment>a square&apos;s accessible name when nothing is measured</comment>
        <translation>%1</translation>
    </message>
    <message>
        <source>target</source>
        <comment>after a square&apos;s accessible name</comment>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>%1 → %2 · distance %3 · %4 shortest routes</source>
        <translation>%1 → %2 · Distanz %3 · %4 kürzeste Wege</translation>
    </message>
    <message>
        <source>%1 → %2 · distance %3 · 1 shortest route</source>
        <translation>%1 → %2 · Distanz %3 · 1 kürzester Weg</translation>
    </message>
    <message>
        <source>%1 → %2 · unreachable · no routes</source>
        <translation>%1 → %2 · unerreichbar · keine Wege</translation>
    </message>
    <message>
        <source>route %1 of %2</source>
        <translation>Weg %1 von %2</translation>
    </message>
    <message>
        <source>this metric has no moves, so no routes</source>
        <translation>diese Metrik hat keine Züge, also keine Wege</translation>
    </message>
    <message>
        <source>Target mode: click the square to reach.</source>
        <translation>Zielmodus: das zu erreichende Feld anklicken.</translation>
    </message>
    <message>
        <source>Click a square to measure from it.</source>
        <translation>Ein Feld anklicken, um von dort aus zu messen.</translation>
    </message>
    <message>
        <source>right</source>
        <translation>richtig</translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <translation>%1 von %2 richtig</translation>
    </message>
    <message>
        <source>Board controls</source>
        <translation>Brettsteuerung</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>Choose a target</source>
        <translation>Ziel wählen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Previous route</source>
        <translation>Vorheriger Weg</translation>
    </message>
    <message>
        <source>Next route</source>
        <translation>Nächster Weg</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Check my answers</source>
        <translation>Meine Antworten prüfen</translation>
    </message>
    <message>
        <source>Show the answers</source>
        <translation>Antworten zeigen</translation>
    </message>
    <message>
        <source>Write a number, or - where the piece can never go.</source>
        <translation>Schreib eine Zahl, oder - wenn die Figur nie dorthin kommt.</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the page&apos;s language code</comment>
        <translation>de</translation>
    </message>
    <message>
        <source>Chess board</source>
        <translation>Schachbrett</translation>
    </message>
    <message>
        <source>Click, tap or press Enter on a square to measure from it. &quot;Choose a target&quot; (or a long press) picks the square to reach and shows the shortest routes; arrow keys move, Escape clears.</source>
        <translation>Ein Feld anklicken, antippen oder mit Enter wählen, um von dort aus zu messen. &quot;Ziel wählen&quot; (oder langes Drücken) bestimmt das zu erreichende Feld und zeigt die kürzesten Wege; Pfeiltasten bewegen, Escape leert.</translation>
    </message>
    <message>
        <source>wazir</source>
        <translation>Wesir</translation>
    </message>
    <message>
        <source>How many moves does the %1 on %2 need to reach %3?</source>
        <translation>Wie viele Züge braucht %1 auf %2, um %3 zu erreichen?</translation>
    </message>
    <message>
        <source>On the empty board: how many moves does a %1 on %2 need to reach %3?</source>
        <translation>Auf dem leeren Brett: Wie viele Züge braucht %1 auf %2, um %3 zu erreichen?</translation>
    </message>
    <message>
        <source>%1: what is the distance from %2 to %3?</source>
        <translation>%1: Wie groß ist die Distanz von %2 nach %3?</translation>
    </message>
    <message>
        <source>wrong; try again</source>
        <comment>a quiz answer, before the answers are shown</comment>
        <translation>falsch; versuch es noch einmal</translation>
    </message>
    <message>
        <source>no answer yet</source>
        <translation>noch keine Antwort</translation>
    </message>
    <message>
        <source>the answer is %1</source>
        <comment>a quiz question&apos;s answer, when they are shown</comment>
        <translation>die Antwort ist %1</translation>
    </message>
    <message>
        <source>the board has no pieces for the quiz&apos;s reach questions to ask about: put pieces on it, or ask about a metric of the empty board</source>
        <translation>das Brett hat keine Figuren, nach denen die reach-Fragen des Quiz fragen könnten: stellen Sie Figuren darauf oder fragen Sie nach einer Metrik des leeren Bretts</translation>
    </message>
    <message>
        <source>the board has no pieces for the quiz&apos;s reach questions to ask about (the %1 on %2 only stands in for one): put pieces on it, or ask about a metric of the empty board</source>
        <translation>das Brett hat keine Figuren, nach denen die reach-Fragen des Quiz fragen könnten (%1 auf %2 steht nur stellvertretend für eine): stellen Sie Figuren darauf oder fragen Sie nach einer Metrik des leeren Bretts</translation>
    </message>
    <message>
        <source>digits in a row (%1): write its %2 empty squares as one digit</source>
        <translation>Ziffern hintereinander (%1): schreiben Sie die %2 leeren Felder als eine Ziffer</translation>
    </message>
    <message>
        <source>an HTML page steps through the shortest routes only; clear the via square, the route length and distinct stops</source>
        <translation>eine HTML-Seite geht nur die kürzesten Wege durch; Zwischenfeld, Weglänge und „nur verschiedene Felder“ zurücksetzen</translation>
    </message>
    <message>
        <source>the board&apos;s drawing</source>
        <comment>the largest part of a page too big</comment>
        <translation>die Zeichnung des Bretts</translation>
    </message>
    <message>
        <source>the game&apos;s arrows and circles</source>
        <comment>the largest part of a page too big</comment>
        <translation>die Pfeile und Kreise der Partie</translation>
    </message>
    <message>
        <source>the metrics&apos; tables</source>
        <comment>the largest part of a page too big</comment>
        <translation>die Tabellen der Metriken</translation>
    </message>
    <message>
        <source>the questions</source>
        <comment>the largest part of a page too big</comment>
        <translation>die Fragen</translation>
    </message>
    <message>
        <source>a smaller size or fewer routes drawn</source>
        <comment>what to lower for a smaller page</comment>
        <translation>eine kleinere Größe oder weniger gezeichnete Wege</translation>
    </message>
    <message>
        <source>a smaller size</source>
        <comment>what to lower for a smaller page</comment>
        <translation>eine kleinere Größe</translation>
    </message>
    <message>
        <source>fewer metrics</source>
        <comment>what to lower for a smaller page</comment>
        <translation>weniger Metriken</translation>
    </message>
    <message>
        <source>fewer questions</source>
        <comment>what to lower for a smaller page</comment>
        <translation>weniger Fragen</translation>
    </message>
    <message>
        <source>the page would be %1 KB, more than %2 KB, %3 KB of it %4; ask for %5</source>
        <translation>die Seite wäre %1 KB groß, mehr als %2 KB, davon %3 KB %4; %5 wählen</translation>
    </message>
    <message>
        <source>more than %1 games in one file, %2 of them bad: it is probably not a PGN file of standard chess or Chess960</source>
        <translation>mehr als %1 Partien in einer Datei, %2 davon fehlerhaft: wahrscheinlich keine PGN-Datei mit Partien im Standardschach oder Chess960</translation>
    </message>
    <message>
        <source>more than %1 tag pairs in one game</source>
        <translation>mehr als %1 Tag-Paare in einer Partie</translation>
    </message>
    <message>
        <source>more than %1 positions with arrows or circles in one file: split it</source>
        <translation>mehr als %1 Stellungen mit Pfeilen oder Kreisen in einer Datei: die Datei aufteilen</translation>
    </message>
    <message>
        <source>The %1 on %2 stops it: it already guards %3.</source>
        <translation>%1 auf %2 hält sie auf: deckt %3 bereits.</translation>
    </message>
    <message>
        <source>The %1 on %2 stops it: it guards %3 after 1 move, in time.</source>
        <translation>%1 auf %2 hält sie auf: deckt %3 nach 1 Zug, rechtzeitig.</translation>
    </message>
    <message numerus="yes">
        <source>The %1 on %2 stops it: it guards %3 after %n moves, in time.</source>
        <comment>a zone of a king, which no piece takes</comment>
        <translation>
            <numerusform>%1 auf %2 hält sie auf: deckt %3 nach %n Zug, rechtzeitig.</numerusform>
            <numerusform>%1 auf %2 hält sie auf: deckt %3 nach %n Zügen, rechtzeitig.</numerusform>
        </translation>
    </message>
    <message>
        <source>in time, by guarding it</source>
        <translation>rechtzeitig, durch Decken</translation>
    </message>
    <message>
        <source>guard</source>
        <comment>how a piece stops a king: guards the square it would step to</comment>
        <translation>deckt</translation>
    </message>
    <message>
        <source>one move too late</source>
        <translation>einen Zug zu spät</translation>
    </message>
    <message numerus="yes">
        <source>%n moves too late</source>
        <comment>a zone&apos;s late piece</comment>
        <translation>
            <numerusform>%n Zug zu spät</numerusform>
            <numerusform>%n Züge zu spät</numerusform>
        </translation>
    </message>
    <message>
        <source>1 move</source>
        <translation>1 Zug</translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 → %3 (%4): %5, %6 allowed — %7</source>
        <comment>a zone&apos;s late piece: &quot;White king f2 → a1 (capture): 5 moves, 4 allowed — one move too late&quot;</comment>
        <translation>%1 %2 → %3 (%4): %5, %6 erlaubt — %7</translation>
    </message>
    <message>
        <source>white wazir</source>
        <translation>Weißer Wesir</translation>
    </message>
    <message>
        <source>black wazir</source>
        <translation>Schwarzer Wesir</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Weiß am Zug</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Schwarz am Zug</translation>
    </message>
    <message>
        <source>the %1 guards %2</source>
        <comment>a zone&apos;s race: the square a king cannot step to</comment>
        <translation>%1 deckt %2</translation>
    </message>
    <message>
        <source>race %1 of %2: the %3 on %4</source>
        <comment>a zone&apos;s race with one piece of several</comment>
        <translation>Wettlauf %1 von %2: %3 auf %4</translation>
    </message>
    <message>
        <source>numbers: the %1&apos;s moves</source>
        <comment>a zone&apos;s key</comment>
        <translation>Zahlen: Züge (%1)</translation>
    </message>
    <message>
        <source>dashed: who stops it, with its moves</source>
        <comment>a zone&apos;s key</comment>
        <translation>gestrichelt: wer sie aufhält, mit seinen Zügen</translation>
    </message>
    <message>
        <source>dotted grey: too late, with its moves</source>
        <comment>a zone&apos;s key</comment>
        <translation>grau gepunktet: zu spät, mit seinen Zügen</translation>
    </message>
    <message>
        <source>frame: the square of the pawn</source>
        <comment>a zone&apos;s key</comment>
        <translation>Rahmen: das Quadrat des Bauern</translation>
    </message>
    <message>
        <source>No black piece stops %1: the %2 %3 is %4</source>
        <comment>a zone&apos;s verdict</comment>
        <translation>Keine schwarze Figur hält %1 auf: %2 %3 kommt %4</translation>
    </message>
    <message>
        <source>No white piece stops %1: the %2 %3 is %4</source>
        <comment>a zone&apos;s verdict</comment>
        <translation>Keine weiße Figur hält %1 auf: %2 %3 kommt %4</translation>
    </message>
    <message>
        <source>%1: can the %2 on %3 stop the %4 on %5 before it reaches %6? (yes or no)</source>
        <translation>%1: Kann die Figur %2 auf %3 die Figur %4 auf %5 aufhalten, bevor sie %6 erreicht? (ja oder nein)</translation>
    </message>
    <message>
        <source>yes</source>
        <comment>a quiz answer</comment>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <comment>a quiz answer</comment>
        <translation>nein</translation>
    </message>
    <message>
        <source>On which square does the %1 stop it first?</source>
        <translation>Auf welchem Feld hält die Figur %1 sie zuerst auf?</translation>
    </message>
    <message>
        <source>How many moves too late is the %1?</source>
        <translation>Wie viele Züge zu spät kommt die Figur %1?</translation>
    </message>
    <message>
        <source>%1, asked in the questions</source>
        <comment>a square&apos;s accessible name while a quiz question asks it</comment>
        <translation>%1, in den Fragen gefragt</translation>
    </message>
    <message>
        <source>Really show the answers?</source>
        <comment>the quiz&apos;s button, clicked once</comment>
        <translation>Antworten wirklich zeigen?</translation>
    </message>
    <message>
        <source>even</source>
        <comment>control legend: as many attackers on both sides</comment>
        <translation>ausgeglichen</translation>
    </message>
    <message>
        <source>White +%1</source>
        <comment>control legend: White attacks with more pieces</comment>
        <translation>Weiß +%1</translation>
    </message>
    <message>
        <source>Black +%1</source>
        <comment>control legend: Black attacks with more pieces</comment>
        <translation>Schwarz +%1</translation>
    </message>
    <message>
        <source>attackers with x-rays: White %1 : Black %2</source>
        <translation>Angreifer mit Röntgen: Weiß %1 : Schwarz %2</translation>
    </message>
    <message>
        <source>attackers: White %1 : Black %2</source>
        <translation>Angreifer: Weiß %1 : Schwarz %2</translation>
    </message>
    <message>
        <source>Control with x-rays: attackers of each square, White : Black</source>
        <translation>Kontrolle mit Röntgen: Angreifer jedes Feldes, Weiß : Schwarz</translation>
    </message>
    <message>
        <source>Control: attackers of each square, White : Black</source>
        <translation>Kontrolle: Angreifer jedes Feldes, Weiß : Schwarz</translation>
    </message>
    <message>
        <source>Blue: White attacks it with more pieces; orange: Black does. +n on a piece: taking it wins n (hanging).</source>
        <translation>Blau: Weiß greift es mit mehr Figuren an; Orange: Schwarz. +n auf einer Figur: sie zu schlagen gewinnt n (hängt).</translation>
    </message>
    <message>
        <source>The side to move does not change the counts.</source>
        <translation>Wer am Zug ist, ändert die Zahlen nicht.</translation>
    </message>
    <message>
        <source>White</source>
        <comment>the side</comment>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>the side</comment>
        <translation>Schwarz</translation>
    </message>
    <message numerus="yes">
        <source>Exchange on %1: %2 wins %n by taking the %3</source>
        <comment>square, side, piece</comment>
        <translation>
            <numerusform>Abtausch auf %1: %2 gewinnt %n durch Schlagen (%3)</numerusform>
            <numerusform>Abtausch auf %1: %2 gewinnt %n durch Schlagen (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>Exchange on %1: taking the %2 does not pay</source>
        <comment>square, piece</comment>
        <translation>Abtausch auf %1: Schlagen lohnt sich nicht (%2)</translation>
    </message>
    <message>
        <source>%1. %2 %3 takes the %4 (%5)</source>
        <comment>move number, side, capture, piece, balance</comment>
        <translation>%1. %2 %3 schlägt: %4 (%5)</translation>
    </message>
    <message>
        <source>Control of the squares</source>
        <translation>Kontrolle der Felder</translation>
    </message>
    <message>
        <source>−n on a piece: taking it loses n.</source>
        <translation>−n auf einer Figur: Schlagen verliert n.</translation>
    </message>
    <message numerus="yes">
        <source>If %1 takes anyway, %1 loses %n:</source>
        <comment>side</comment>
        <translation>
            <numerusform>Schlägt %1 trotzdem, verliert %1 %n:</numerusform>
            <numerusform>Schlägt %1 trotzdem, verliert %1 %n:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cd::cli</name>
    <message>
        <source>Usage: chess-distance [query options]      open the window in that state
       chess-distance &lt;command&gt; [options]  run headless
</source>
        <comment>the start of --help; keep the two descriptions aligned</comment>
        <translation>Aufruf: chess-distance [Abfrageoptionen]     öffnet das Fenster in diesem Zustand
        chess-distance &lt;Befehl&gt; [Optionen]   läuft ohne Fenster
</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>Usage: chess-distance %1 [options]</source>
        <translation>Aufruf: chess-distance %1 [Optionen]</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos; (options start with --)</source>
        <translation>unerwartetes Argument &apos;%1&apos; (Optionen beginnen mit --)</translation>
    </message>
    <message>
        <source>Output format: %1 (default %2).</source>
        <translation>Ausgabeformat: %1 (Standard %2).</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not one of %2</source>
        <translation>--format: &apos;%1&apos; ist keines von %2</translation>
    </message>
    <message>
        <source>The folder for the frames (created when missing).</source>
        <translation>Der Ordner für die Einzelbilder (wird angelegt, falls er fehlt).</translation>
    </message>
    <message>
        <source>png or svg (default png).</source>
        <translation>png oder svg (Standard png).</translation>
    </message>
    <message>
        <source>frames needs --output-dir DIR</source>
        <translation>frames braucht --output-dir DIR</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not png or svg</source>
        <translation>--format: &apos;%1&apos; ist weder png noch svg</translation>
    </message>
    <message>
        <source>nothing is reachable, so there is no wavefront</source>
        <translation>nichts ist erreichbar, also gibt es keine Wellenfront</translation>
    </message>
    <message>
        <source>Write the wavefront of a map as one picture per step, 0 to the largest distance.</source>
        <translation>Die Wellenfront einer Karte als ein Bild pro Schritt schreiben, von 0 bis zur größten Distanz.</translation>
    </message>
    <message>
        <source>Print the distance from one square to every square.</source>
        <translation>Die Distanz von einem Feld zu jedem Feld ausgeben.</translation>
    </message>
    <message>
        <source>pairs covers every source and target; leave out --from and --to</source>
        <translation>pairs umfasst alle Ausgangs- und Zielfelder; --from und --to weglassen</translation>
    </message>
    <message>
        <source>the %1 metric belongs to one square; pairs needs a metric of two squares</source>
        <translation>die Metrik %1 gehört zu einem einzelnen Feld; pairs braucht eine Metrik zweier Felder</translation>
    </message>
    <message>
        <source>pairs --metric reach needs --piece (the piece put on every square)</source>
        <translation>pairs --metric reach braucht --piece (die Figur, die auf jedes Feld gestellt wird)</translation>
    </message>
    <message>
        <source>Print the distance between every pair of squares.</source>
        <translation>Die Distanz zwischen allen Feldpaaren ausgeben.</translation>
    </message>
    <message>
        <source>--palette: unknown palette &apos;%1&apos; (choose from %2)</source>
        <translation>--palette: unbekannte Farbpalette &apos;%1&apos; (zur Auswahl: %2)</translation>
    </message>
    <message>
        <source>--caption and --no-caption contradict each other; give one</source>
        <translation>--caption und --no-caption widersprechen sich; nur eine davon angeben</translation>
    </message>
    <message>
        <source>Image width in pixels, %1..%2 (default 800).</source>
        <translation>Bildbreite in Pixeln, %1..%2 (Standard 800).</translation>
    </message>
    <message>
        <source>Colour scale: %1 (default viridis).</source>
        <translation>Farbskala: %1 (Standard viridis).</translation>
    </message>
    <message>
        <source>Black at the bottom.</source>
        <translation>Schwarz unten.</translation>
    </message>
    <message>
        <source>No number on the squares.</source>
        <translation>Keine Zahlen auf den Feldern.</translation>
    </message>
    <message>
        <source>No a-h, 1-8 in the margin.</source>
        <translation>Kein a-h, 1-8 am Rand.</translation>
    </message>
    <message>
        <source>No legend.</source>
        <translation>Keine Legende.</translation>
    </message>
    <message>
        <source>No caption.</source>
        <translation>Keine Bildunterschrift.</translation>
    </message>
    <message>
        <source>Caption text instead of the default.</source>
        <translation>Text der Bildunterschrift statt der vorgegebenen.</translation>
    </message>
    <message>
        <source>Outline the squares on the counted routes from --from to --to.</source>
        <translation>Die Felder der gezählten Wege von --from nach --to umranden.</translation>
    </message>
    <message>
        <source>Number the overlay squares by move.</source>
        <translation>Die markierten Felder nach Zug nummerieren.</translation>
    </message>
    <message>
        <source>Only routes that never stand on a square twice.</source>
        <translation>Nur Wege, die nie zweimal auf demselben Feld stehen.</translation>
    </message>
    <message>
        <source>No background (PNG, SVG).</source>
        <translation>Kein Hintergrund (PNG, SVG).</translation>
    </message>
    <message>
        <source>--trajectories needs --to SQ</source>
        <translation>--trajectories braucht --to SQ</translation>
    </message>
    <message>
        <source>the %1 metric has no moves, so no trajectories</source>
        <translation>die Metrik %1 hat keine Züge, also keine Trajektorien</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>an option, then what is wrong with its value</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>A second board beside the first, measured by metric M2.</source>
        <translation>Ein zweites Brett neben dem ersten, gemessen mit der Metrik M2.</translation>
    </message>
    <message>
        <source>The difference map (this metric minus M2) on a diverging scale.</source>
        <translation>Die Differenzkarte (diese Metrik minus M2) auf einer divergierenden Skala.</translation>
    </message>
    <message>
        <source>Wavefront: colour only the squares at distance &lt;= N, frame those at N.</source>
        <translation>Wellenfront: nur die Felder mit Distanz &lt;= N färben, die mit N umrahmen.</translation>
    </message>
    <message>
        <source>Run the jobs in the file JOBS, one per line with the options above (# starts a comment); progress on stderr.</source>
        <translation>Die Aufträge aus der Datei JOBS ausführen, einer pro Zeile mit den obigen Optionen (# beginnt einen Kommentar); Fortschritt auf stderr.</translation>
    </message>
    <message>
        <source>--output: cannot tell the format of &apos;%1&apos; from its extension; add --format png, svg or pdf</source>
        <translation>--output: das Format von &apos;%1&apos; ist aus der Endung nicht erkennbar; --format png, svg oder pdf ergänzen</translation>
    </message>
    <message>
        <source>render needs --output FILE</source>
        <translation>render braucht --output FILE</translation>
    </message>
    <message>
        <source>--step needs --from SQ</source>
        <translation>--step braucht --from SQ</translation>
    </message>
    <message>
        <source>--difference draws one map; leave out --compare and --step</source>
        <translation>--difference zeichnet eine einzige Karte; --compare und --step weglassen</translation>
    </message>
    <message>
        <source>--batch: cannot read &apos;%1&apos;: %2</source>
        <translation>--batch: &apos;%1&apos; kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>unerwartetes Argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>a %1 quote is not closed</source>
        <comment>%1 is the quote character, &apos; or &quot;</comment>
        <translation>ein Anführungszeichen %1 ist nicht geschlossen</translation>
    </message>
    <message>
        <source>List at most N routes (default 100).</source>
        <translation>Höchstens N Wege auflisten (Standard 100).</translation>
    </message>
    <message>
        <source>%1: unreachable</source>
        <comment>trajectory summary; %1 is like &quot;knight a1 -&gt; h8&quot;</comment>
        <translation>%1: unerreichbar</translation>
    </message>
    <message>
        <source>%1: distance %2</source>
        <comment>trajectory summary, first part; %1 is like &quot;knight a1 -&gt; h8&quot;</comment>
        <translation>%1: Distanz %2</translation>
    </message>
    <message>
        <source>, via %1</source>
        <comment>trajectory summary: follows the distance when --via is given</comment>
        <translation>, über %1</translation>
    </message>
    <message numerus="yes">
        <source>, %1 shortest trajectories</source>
        <comment>trajectory summary: follows the distance; %1 is the count</comment>
        <translation>
            <numerusform>, %1 kürzeste Trajektorie</numerusform>
            <numerusform>, %1 kürzeste Trajektorien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %1 trajectories of length %2</source>
        <comment>trajectory summary: follows the distance; %1 is the count</comment>
        <translation>
            <numerusform>, %1 Trajektorie der Länge %2</numerusform>
            <numerusform>, %1 Trajektorien der Länge %2</numerusform>
        </translation>
    </message>
    <message>
        <source> with distinct stops</source>
        <comment>trajectory summary: follows the count with --distinct</comment>
        <translation> ohne Feldwiederholung</translation>
    </message>
    <message numerus="yes">
        <source> over %n squares</source>
        <comment>trajectory summary: its end</comment>
        <translation>
            <numerusform> auf %n Feld</numerusform>
            <numerusform> auf %n Feldern</numerusform>
        </translation>
    </message>
    <message>
        <source>layers</source>
        <comment>heading of the list of the squares at each move</comment>
        <translation>Schichten</translation>
    </message>
    <message>
        <source>trajectories (the first %1)</source>
        <comment>heading of the list of routes</comment>
        <translation>Trajektorien (die ersten %1)</translation>
    </message>
    <message>
        <source>trajectories</source>
        <comment>heading of the list of routes</comment>
        <translation>Trajektorien</translation>
    </message>
    <message>
        <source>trajectory needs --to SQ</source>
        <translation>trajectory braucht --to SQ</translation>
    </message>
    <message>
        <source>the %1 metric has no moves; trajectories need chebyshev, manhattan, knight, rook, bishop, queen, pawn or reach</source>
        <translation>die Metrik %1 hat keine Züge; Trajektorien brauchen chebyshev, manhattan, knight, rook, bishop, queen, pawn oder reach</translation>
    </message>
    <message>
        <source>Print the shortest (or longer admissible) routes from --from to --to.</source>
        <translation>Die kürzesten (oder längere zulässige) Wege von --from nach --to ausgeben.</translation>
    </message>
    <message>
        <source>Number of exercises, 1..500 (default 6).</source>
        <translation>Anzahl der Aufgaben, 1..500 (Standard 6).</translation>
    </message>
    <message>
        <source>The same seed gives the same exercises (default 1).</source>
        <translation>Derselbe Startwert ergibt dieselben Aufgaben (Standard 1).</translation>
    </message>
    <message>
        <source>Also ask how many shortest routes lead to the farthest asked square.</source>
        <translation>Auch fragen, wie viele kürzeste Wege zum entferntesten abgefragten Feld führen.</translation>
    </message>
    <message>
        <source>a4 (default) or letter.</source>
        <translation>a4 (Standard) oder letter.</translation>
    </message>
    <message>
        <source>Colour scale (default viridis).</source>
        <translation>Farbskala (Standard viridis).</translation>
    </message>
    <message>
        <source>The title on every page.</source>
        <translation>Der Titel auf jeder Seite.</translation>
    </message>
    <message>
        <source>--metric: unknown metric &apos;%1&apos;</source>
        <translation>--metric: unbekannte Metrik &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--metric: %1 has no source square to ask from; choose a metric of two squares</source>
        <translation>--metric: %1 hat kein Ausgangsfeld, von dem aus gefragt werden kann; eine Metrik zweier Felder wählen</translation>
    </message>
    <message>
        <source>worksheet needs --output FILE.pdf</source>
        <translation>worksheet braucht --output FILE.pdf</translation>
    </message>
    <message>
        <source>--output: a worksheet is a PDF; name it *.pdf</source>
        <translation>--output: ein Arbeitsblatt ist ein PDF; die Datei *.pdf nennen</translation>
    </message>
    <message>
        <source>--seed: &apos;%1&apos; is not a whole number</source>
        <translation>--seed: &apos;%1&apos; ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>--paper: &apos;%1&apos; is not a4 or letter</source>
        <translation>--paper: &apos;%1&apos; ist weder a4 noch letter</translation>
    </message>
    <message>
        <source>--palette: unknown palette &apos;%1&apos;</source>
        <translation>--palette: unbekannte Farbpalette &apos;%1&apos;</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n exercises on %2 pages (answer key included)</source>
        <translation>
            <numerusform>%1: %n Aufgabe auf %2 Seiten (mit Lösungen)</numerusform>
            <numerusform>%1: %n Aufgaben auf %2 Seiten (mit Lösungen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Write a printable PDF of exercises and their answer key.</source>
        <translation>Ein druckbares PDF mit Aufgaben und Lösungen schreiben.</translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 jobs failed; the others were written</source>
        <translation>
            <numerusform>%n von %1 Aufträgen ist fehlgeschlagen; die übrigen wurden geschrieben</numerusform>
            <numerusform>%n von %1 Aufträgen sind fehlgeschlagen; die übrigen wurden geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Position in FEN (placement required).</source>
        <translation>Stellung in FEN (Figurenstellung erforderlich).</translation>
    </message>
    <message>
        <source>Whose pieces: white, black or both (default both).</source>
        <translation>Wessen Figuren: white, black oder both (Standard both).</translation>
    </message>
    <message>
        <source>--side: &apos;%1&apos; is not white, black or both</source>
        <translation>--side: &apos;%1&apos; ist nicht white, black oder both</translation>
    </message>
    <message>
        <source>--side white: the position has no white pieces</source>
        <translation>--side white: die Stellung hat keine weißen Figuren</translation>
    </message>
    <message>
        <source>--side black: the position has no black pieces</source>
        <translation>--side black: die Stellung hat keine schwarzen Figuren</translation>
    </message>
    <message>
        <source>--fen: the position has no pieces</source>
        <translation>--fen: die Stellung hat keine Figuren</translation>
    </message>
    <message>
        <source>piece</source>
        <comment>mobility table column</comment>
        <translation>Figur</translation>
    </message>
    <message>
        <source>square</source>
        <comment>mobility table column</comment>
        <translation>Feld</translation>
    </message>
    <message>
        <source>never</source>
        <comment>mobility table column: squares no route reaches</comment>
        <translation>nie</translation>
    </message>
    <message>
        <source>mean</source>
        <comment>mobility table column: mean distance</comment>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>score</source>
        <comment>mobility table column</comment>
        <translation>Wert</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>mobility table column: score on the empty board</comment>
        <translation>leer</translation>
    </message>
    <message>
        <source>ratio</source>
        <comment>mobility table column: score / empty-board score</comment>
        <translation>Quote</translation>
    </message>
    <message>
        <source>White pieces</source>
        <translation>Weiße Figuren</translation>
    </message>
    <message>
        <source>Black pieces</source>
        <translation>Schwarze Figuren</translation>
    </message>
    <message>
        <source>Fewest moves of any white piece</source>
        <translation>Wenigste Züge einer weißen Figur</translation>
    </message>
    <message>
        <source>Fewest moves of any black piece</source>
        <translation>Wenigste Züge einer schwarzen Figur</translation>
    </message>
    <message>
        <source>White minus Black (negative: White arrives first)</source>
        <translation>Weiß minus Schwarz (negativ: Weiß ist zuerst da)</translation>
    </message>
    <message>
        <source>Contested (both sides arrive in as many moves): %1</source>
        <translation>Umkämpft (beide Seiten brauchen gleich viele Züge): %1</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no contested squares</comment>
        <translation>keine</translation>
    </message>
    <message>
        <source>Print every piece&apos;s mobility profile and who arrives first where.</source>
        <translation>Das Mobilitätsprofil jeder Figur ausgeben und wer wo zuerst ankommt.</translation>
    </message>
    <message>
        <source>--metric arrival draws the whole position; leave out --%1</source>
        <translation>--metric arrival zeichnet die ganze Stellung; --%1 weglassen</translation>
    </message>
    <message>
        <source>--side: &apos;%1&apos; is not white, black or difference</source>
        <translation>--side: &apos;%1&apos; ist nicht white, black oder difference</translation>
    </message>
    <message>
        <source>--fen: the position has no white pieces</source>
        <translation>--fen: die Stellung hat keine weißen Figuren</translation>
    </message>
    <message>
        <source>--fen: the position has no black pieces</source>
        <translation>--fen: die Stellung hat keine schwarzen Figuren</translation>
    </message>
    <message>
        <source>--%1 needs --metric arrival</source>
        <translation>--%1 braucht --metric arrival</translation>
    </message>
    <message>
        <source>Enemy pieces on the way: stop (default), continue or block.</source>
        <translation>Gegnerische Figuren im Weg: stop (Standard), continue oder block.</translation>
    </message>
    <message>
        <source>Never stop on a square the opponent attacks.</source>
        <translation>Nie auf einem Feld anhalten, das der Gegner angreift.</translation>
    </message>
    <message>
        <source>Draw a knight&apos;s move as an L instead of one straight arrow.</source>
        <translation>Einen Springerzug als L statt als einen geraden Pfeil zeichnen.</translation>
    </message>
    <message>
        <source>End the default caption with the position&apos;s FEN.</source>
        <translation>Die Standardbeschriftung mit der FEN der Stellung beenden.</translation>
    </message>
    <message>
        <source>binary data (a NUL byte), not a line of options</source>
        <translation>Binärdaten (ein NUL-Byte), keine Zeile mit Optionen</translation>
    </message>
    <message>
        <source>binary data (not UTF-8 text), not a line of options</source>
        <translation>Binärdaten (kein UTF-8-Text), keine Zeile mit Optionen</translation>
    </message>
    <message>
        <source>more than %1 lines</source>
        <translation>mehr als %1 Zeilen</translation>
    </message>
    <message>
        <source>the line is longer than %1 bytes</source>
        <translation>die Zeile ist länger als %1 Bytes</translation>
    </message>
    <message>
        <source>more than %1 jobs</source>
        <translation>mehr als %1 Aufträge</translation>
    </message>
    <message>
        <source>--output-dir: frames are several files, so they need a folder, not standard output (-)</source>
        <translation>--output-dir: Einzelbilder sind mehrere Dateien und brauchen einen Ordner, nicht die Standardausgabe (-)</translation>
    </message>
    <message>
        <source>--caption: %1 characters, at most %2</source>
        <translation>--caption: %1 Zeichen, höchstens %2</translation>
    </message>
    <message>
        <source>--caption: %1 lines, at most %2</source>
        <translation>--caption: %1 Zeilen, höchstens %2</translation>
    </message>
    <message>
        <source>Draw the first N routes as arrows, at most %1.</source>
        <translation>Die ersten N Wege als Pfeile zeichnen, höchstens %1.</translation>
    </message>
    <message>
        <source>The image file to write (- for standard output).</source>
        <translation>Die zu schreibende Bilddatei (- für die Standardausgabe).</translation>
    </message>
    <message>
        <source>--batch: %1:%2: %3; no job was run</source>
        <translation>--batch: %1:%2: %3; kein Auftrag wurde ausgeführt</translation>
    </message>
    <message>
        <source>%1: no route of length %2 (the distance is %3)</source>
        <comment>trajectory summary when --length admits no route; %1 is like &quot;knight a1 -&gt; h8&quot;</comment>
        <translation>%1: kein Weg der Länge %2 (die Entfernung ist %3)</translation>
    </message>
    <message>
        <source>The PDF file to write (- for standard output).</source>
        <translation>Die zu schreibende PDF-Datei (- für die Standardausgabe).</translation>
    </message>
    <message>
        <source>--seed: %1 is out of range 0..%2</source>
        <translation>--seed: %1 liegt außerhalb von 0..%2</translation>
    </message>
    <message>
        <source>--title: %1 characters, at most %2</source>
        <translation>--title: %1 Zeichen, höchstens %2</translation>
    </message>
    <message>
        <source>A position whose pieces the reach exercises ask about (&quot;how many moves does the knight on f3 need?&quot;).</source>
        <translation>Eine Stellung, nach deren Figuren die reach-Aufgaben fragen („wie viele Züge braucht der Springer auf f3?“).</translation>
    </message>
    <message>
        <source>Reach: enemy pieces on the way: stop (default), continue or block.</source>
        <translation>Reach: gegnerische Figuren im Weg: stop (Standard), continue oder block.</translation>
    </message>
    <message>
        <source>Reach: never stop on a square the opponent attacks.</source>
        <translation>Reach: nie auf einem Feld halten, das der Gegner angreift.</translation>
    </message>
    <message>
        <source>How much of each board is blank: few (--questions squares, default), half, or all (fill in every square).</source>
        <translation>Wie viel von jedem Brett leer ist: few (--questions Felder, Standard), half oder all (jedes Feld ausfüllen).</translation>
    </message>
    <message>
        <source>Colour the exercise boards like the answer key (default: a pale board that prints well and gives nothing away).</source>
        <translation>Die Aufgabenbretter wie die Lösungen färben (Standard: ein blasses Brett, das sich gut druckt und nichts verrät).</translation>
    </message>
    <message>
        <source>Squares to fill in per board with --blanks few, 1..20 (default 5).</source>
        <translation>Auszufüllende Felder pro Brett bei --blanks few, 1..20 (Standard 5).</translation>
    </message>
    <message>
        <source>--blanks: &apos;%1&apos; is not few, half or all</source>
        <translation>--blanks: „%1“ ist nicht few, half oder all</translation>
    </message>
    <message>
        <source>The PGN file to read.</source>
        <translation>Die zu lesende PGN-Datei.</translation>
    </message>
    <message>
        <source>The game, counted from 1 (default 1).</source>
        <translation>Die Partie, ab 1 gezählt (Standard 1).</translation>
    </message>
    <message>
        <source>Print the position after this many plies (0: the start) instead of the list.</source>
        <translation>Statt der Liste die Stellung nach so vielen Halbzügen ausgeben (0: der Anfang).</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>Halbzüge</translation>
    </message>
    <message>
        <source>the starting position</source>
        <translation>die Ausgangsstellung</translation>
    </message>
    <message>
        <source>after %1</source>
        <translation>nach %1</translation>
    </message>
    <message>
        <source>List the games of a PGN file, or show a position of one.</source>
        <translation>Die Partien einer PGN-Datei auflisten oder eine Stellung daraus zeigen.</translation>
    </message>
    <message>
        <source>Position in FEN (default: the initial position).</source>
        <translation>Stellung als FEN (Standard: die Grundstellung).</translation>
    </message>
    <message>
        <source>Number of plies, 1 to %1.</source>
        <translation>Anzahl der Halbzüge, 1 bis %1.</translation>
    </message>
    <message>
        <source>Print the count below each legal move too.</source>
        <translation>Auch die Anzahl unter jedem legalen Zug ausgeben.</translation>
    </message>
    <message>
        <source>perft needs --depth D</source>
        <translation>perft braucht --depth D</translation>
    </message>
    <message>
        <source>--depth: &apos;%1&apos; is not a number from 1 to %2</source>
        <translation>--depth: &apos;%1&apos; ist keine Zahl von 1 bis %2</translation>
    </message>
    <message>
        <source>--fen: %1</source>
        <translation>--fen: %1</translation>
    </message>
    <message>
        <source>Count the legal move sequences of a given length (perft).</source>
        <translation>Die legalen Zugfolgen einer gegebenen Länge zählen (perft).</translation>
    </message>
    <message>
        <source>With --pgn: one frame per ply A..B of the game (&quot;10-20&quot;), following the piece that stands on --from at ply A.</source>
        <translation>Mit --pgn: ein Bild je Halbzug A..B der Partie („10-20“); es folgt der Figur, die bei Halbzug A auf --from steht.</translation>
    </message>
    <message>
        <source>--plies follows the piece on --from SQ; give --from</source>
        <translation>--plies folgt der Figur auf --from FELD; gib --from an</translation>
    </message>
    <message>
        <source>--from: no piece stands on %1 %2 of game %3</source>
        <translation>--from: auf %1 steht %2 der Partie %3 keine Figur</translation>
    </message>
    <message>
        <source>--plies: the piece from %1 is captured by %2; the frames of plies %3-%4 were written</source>
        <translation>--plies: die Figur von %1 wird mit %2 geschlagen; die Bilder der Halbzüge %3-%4 wurden geschrieben</translation>
    </message>
    <message>
        <source>mobility needs a position: --fen FEN or --pgn FILE</source>
        <translation>mobility braucht eine Stellung: --fen FEN oder --pgn DATEI</translation>
    </message>
    <message>
        <source>--metric arrival needs a position: --fen FEN or --pgn FILE</source>
        <translation>--metric arrival braucht eine Stellung: --fen FEN oder --pgn DATEI</translation>
    </message>
    <message>
        <source>A metric to practise; repeat it or separate by commas (default knight, chebyshev, manhattan; reach with a position).</source>
        <translation>Eine Metrik zum Üben; wiederholen oder durch Kommas trennen (Standard knight, chebyshev, manhattan; reach mit einer Stellung).</translation>
    </message>
    <message>
        <source>With --pgn: exercises from these positions of the game in turn, as plies and ranges (&quot;12,18,25&quot;, &quot;10-20&quot;).</source>
        <translation>Mit --pgn: Aufgaben abwechselnd aus diesen Stellungen der Partie, als Halbzüge und Bereiche („12,18,25“, „10-20“).</translation>
    </message>
    <message>
        <source>--metric: reach asks about the pieces of a position; give it with --fen or --pgn</source>
        <translation>--metric: reach fragt nach den Figuren einer Stellung; gib sie mit --fen oder --pgn an</translation>
    </message>
    <message>
        <source>--plies: %1: %2</source>
        <comment>the position (after 23. Nf3), what is wrong</comment>
        <translation>--plies: %1: %2</translation>
    </message>
    <message>
        <source>--from: only reach exercises ask about given pieces; give a position and --metric reach</source>
        <translation>--from: nur reach-Aufgaben fragen nach bestimmten Figuren; gib eine Stellung und --metric reach an</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not gif or webp, the formats of an animation</source>
        <translation>--format: &apos;%1&apos; ist nicht gif oder webp, die Formate einer Animation</translation>
    </message>
    <message>
        <source>--output: cannot tell the animation format of &apos;%1&apos; from its extension; add --format gif or webp</source>
        <translation>--output: das Animationsformat von &apos;%1&apos; ist an der Endung nicht zu erkennen; --format gif oder webp angeben</translation>
    </message>
    <message>
        <source>--animate draws one board per frame; leave out --%1</source>
        <translation>--animate zeichnet ein Brett pro Bild; --%1 weglassen</translation>
    </message>
    <message>
        <source>--animate cannot draw --metric arrival, which has no wavefront</source>
        <translation>--animate kann --metric arrival nicht zeichnen, es hat keine Wellenfront</translation>
    </message>
    <message>
        <source>--animate routes draws the routes to a target; give --to SQ</source>
        <translation>--animate routes zeichnet die Wege zu einem Ziel; --to FELD angeben</translation>
    </message>
    <message>
        <source>no route leads from --from to --to, so there is nothing to animate</source>
        <translation>kein Weg führt von --from nach --to, also gibt es nichts zu animieren</translation>
    </message>
    <message>
        <source>With --animate: milliseconds per frame, %1..%2 (default 800).</source>
        <translation>Mit --animate: Millisekunden pro Bild, %1..%2 (Standard 800).</translation>
    </message>
    <message>
        <source>With --animate: how many times it plays, 0 for ever (default 0).</source>
        <translation>Mit --animate: wie oft sie abläuft, 0 für immer (Standard 0).</translation>
    </message>
    <message>
        <source>--%1 needs --animate</source>
        <translation>--%1 braucht --animate</translation>
    </message>
    <message>
        <source>--plies needs --animate plies</source>
        <translation>--plies braucht --animate plies</translation>
    </message>
    <message>
        <source>--animate plies follows a piece through a game; give --pgn FILE, --plies A-B and --from SQ</source>
        <translation>--animate plies folgt einer Figur durch eine Partie; --pgn DATEI, --plies A-B und --from FELD angeben</translation>
    </message>
    <message>
        <source>--plies: the piece from %1 is captured by %2; the animation shows plies %3-%4</source>
        <translation>--plies: die Figur von %1 wird durch %2 geschlagen; die Animation zeigt die Halbzüge %3-%4</translation>
    </message>
    <message>
        <source>the image is %1 x %2 pixels, %3 MiB decoded: more than many image viewers load (%4 MiB)</source>
        <translation>das Bild hat %1 x %2 Pixel, dekodiert %3 MiB: mehr als viele Bildbetrachter laden (%4 MiB)</translation>
    </message>
    <message>
        <source>Draw the diagram of a query as PNG, SVG or PDF, or animated as GIF or WebP.</source>
        <translation>Das Diagramm einer Abfrage als PNG, SVG oder PDF zeichnen, oder animiert als GIF oder WebP.</translation>
    </message>
    <message>
        <source>, 1 shortest trajectory</source>
        <comment>trajectory summary: follows the distance</comment>
        <translation>, 1 kürzeste Trajektorie</translation>
    </message>
    <message>
        <source>, 1 trajectory of length %1</source>
        <comment>trajectory summary: follows the distance</comment>
        <translation>, 1 Trajektorie der Länge %1</translation>
    </message>
    <message>
        <source> over 1 square</source>
        <comment>trajectory summary: its end</comment>
        <translation> auf 1 Feld</translation>
    </message>
    <message>
        <source>%1: 1 exercise on %2 pages (answer key included)</source>
        <translation>%1: 1 Aufgabe auf %2 Seiten (mit Lösungen)</translation>
    </message>
    <message>
        <source>the job failed; nothing was written</source>
        <translation>der Auftrag ist fehlgeschlagen; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>all %1 jobs failed; nothing was written</source>
        <translation>alle %1 Aufträge sind fehlgeschlagen; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>--plies: %1 frames %2 px wide are at least %3 million pixels, more than an animation may hold (%4 million); give fewer plies or a smaller --size</source>
        <translation>--plies: %1 Bilder mit %2 px Breite sind mindestens %3 Millionen Pixel, mehr als eine Animation fassen darf (%4 Millionen); weniger Halbzüge oder eine kleinere --size angeben</translation>
    </message>
    <message>
        <source>encoding %1 frames into %2</source>
        <translation>%1 Bilder werden in %2 kodiert</translation>
    </message>
    <message>
        <source>diagrams of plies %1-%2 drawn</source>
        <translation>Diagramme der Halbzüge %1-%2 gezeichnet</translation>
    </message>
    <message>
        <source>%1 is not a regular file, so it is not the record of frames this program keeps; it is left as it is: choose another folder</source>
        <translation>%1 ist keine reguläre Datei und damit nicht die Liste der Einzelbilder, die dieses Programm führt; es bleibt unangetastet: einen anderen Ordner wählen</translation>
    </message>
    <message>
        <source>%1 is larger than a record of frames (%2 bytes); it is left as it is: choose another folder</source>
        <translation>%1 ist größer, als eine Liste der Einzelbilder sein kann (%2 Bytes); es bleibt unangetastet: einen anderen Ordner wählen</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>und %1 weitere</translation>
    </message>
    <message>
        <source>With --metric arrival (who gets to each square first): the fewest moves of white or black, or their difference (default).</source>
        <translation>Mit --metric arrival (wer jedes Feld zuerst erreicht): die wenigsten Züge von Weiß (white) oder Schwarz (black) oder ihre Differenz (difference, Standard).</translation>
    </message>
    <message>
        <source>Slow: --animate with thousands of frames (10,000 plies take about 20 seconds) and --batch with many jobs; on a terminal, stderr shows how far they have got.</source>
        <translation>Langsam: --animate mit Tausenden von Bildern (10.000 Halbzüge dauern etwa 20 Sekunden) und --batch mit vielen Aufträgen; in einem Terminal zeigt stderr, wie weit sie gekommen sind.</translation>
    </message>
    <message>
        <source>--side: render draws one map, so it takes white, black or difference (both sides&apos; moves compared), not both</source>
        <translation>--side: render zeichnet eine einzige Karte und nimmt daher white, black oder difference (die Züge beider Seiten verglichen), nicht both</translation>
    </message>
    <message>
        <source>Slow with many exercises (500 take about 20 seconds); on a terminal, stderr shows how many boards are drawn.</source>
        <translation>Langsam bei vielen Aufgaben (500 dauern etwa 20 Sekunden); in einem Terminal zeigt stderr, wie viele Bretter schon gezeichnet sind.</translation>
    </message>
    <message>
        <source>boards drawn, worksheet %1</source>
        <translation>Bretter gezeichnet, Arbeitsblatt %1</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1 was not written by this program (it is not listed in %2), so it is left as it is: move it or choose another folder</source>
        <translation>%1 stammt nicht von diesem Programm (es steht nicht in %2) und bleibt daher unangetastet: es verschieben oder einen anderen Ordner wählen</translation>
    </message>
    <message>
        <source>cannot create a folder in %1: %2</source>
        <translation>in %1 kann kein Ordner angelegt werden: %2</translation>
    </message>
    <message>
        <source>cannot remove the old frame %1: %2</source>
        <translation>das alte Einzelbild %1 kann nicht entfernt werden: %2</translation>
    </message>
    <message>
        <source>removed 1 frame of an earlier run from %1: %2</source>
        <translation>1 Einzelbild eines früheren Laufs aus %1 entfernt: %2</translation>
    </message>
    <message numerus="yes">
        <source>removed %n frames of an earlier run from %1: %2</source>
        <translation>
            <numerusform>%n Einzelbild eines früheren Laufs aus %1 entfernt: %2</numerusform>
            <numerusform>%n Einzelbilder eines früheren Laufs aus %1 entfernt: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>not enough memory: what the options ask for is too large</source>
        <translation>nicht genug Speicher: was die Optionen verlangen, ist zu groß</translation>
    </message>
    <message>
        <source>Reach: the pieces on these squares, in this order, one exercise each unless --count says otherwise (comma-separated; a piece that cannot move is asked about too; default every piece that can move).</source>
        <translation>Reach: die Figuren auf diesen Feldern, in dieser Reihenfolge, je eine Aufgabe, sofern --count nichts anderes sagt (durch Kommas getrennt; auch nach einer Figur, die nicht ziehen kann, wird gefragt; Standard: jede Figur, die ziehen kann).</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not a square (a1..h8)</source>
        <translation>--%1: &apos;%2&apos; ist kein Feld (a1..h8)</translation>
    </message>
    <message>
        <source>--%1: %2 is given twice</source>
        <translation>--%1: %2 ist zweimal angegeben</translation>
    </message>
    <message>
        <source>Refuse the file when one of its games cannot be read (by default such a game is skipped and named on stderr).</source>
        <translation>Die Datei ablehnen, wenn eine ihrer Partien nicht gelesen werden kann (sonst wird eine solche Partie übersprungen und auf stderr genannt).</translation>
    </message>
    <message>
        <source>stop  budget  squares</source>
        <comment>heading of the zone&apos;s layers; keep the columns</comment>
        <translation>Halt  Budget  Felder</translation>
    </message>
    <message>
        <source>piece  at  stop  moves  budget  how</source>
        <comment>heading of the zone&apos;s interceptions; keep the columns</comment>
        <translation>Figur  auf  Halt  Züge  Budget  wie</translation>
    </message>
    <message>
        <source>(no piece stops it in time)</source>
        <translation>(keine Figur hält sie rechtzeitig auf)</translation>
    </message>
    <message>
        <source>zone needs --from SQ and --to SQ</source>
        <translation>zone braucht --from FELD und --to FELD</translation>
    </message>
    <message>
        <source>Print who can stop the piece on --from on its way to --to, in time.</source>
        <translation>Ausgeben, wer die Figur auf --from auf ihrem Weg nach --to rechtzeitig aufhalten kann.</translation>
    </message>
    <message>
        <source>1: who stops the attacker; 2: also who stops each of them in time (default 1).</source>
        <translation>1: wer den Angreifer aufhält; 2: auch wer jeden von ihnen rechtzeitig aufhält (Standard 1).</translation>
    </message>
    <message>
        <source>Position in FEN (placement required; its side to move sets the times).</source>
        <translation>Stellung als FEN (Aufstellung nötig; die Seite am Zug bestimmt die Zeiten).</translation>
    </message>
    <message>
        <source>game needs a PGN file: chess-distance game FILE.pgn</source>
        <translation>game braucht eine PGN-Datei: chess-distance game DATEI.pgn</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos; (game reads one file)</source>
        <translation>unerwartetes Argument &apos;%1&apos; (game liest eine Datei)</translation>
    </message>
    <message>
        <source>%1: %2 (skipped)</source>
        <translation>%1: %2 (übersprungen)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>--animate: &apos;%1&apos; is not wavefront, routes, plies or zone</source>
        <translation>--animate: &apos;%1&apos; ist nicht wavefront, routes, plies oder zone</translation>
    </message>
    <message>
        <source>--animate zone races the piece on --from to --to; give both</source>
        <translation>--animate zone lässt die Figur auf --from nach --to laufen; geben Sie beide an</translation>
    </message>
    <message>
        <source>--animate zone needs a position: --fen FEN or --pgn FILE</source>
        <translation>--animate zone braucht eine Stellung: --fen FEN oder --pgn DATEI</translation>
    </message>
    <message>
        <source>--animate zone measures the piece in the position: leave out --metric or give --metric reach</source>
        <translation>--animate zone misst die Figur in der Stellung: lassen Sie --metric weg oder geben Sie --metric reach an</translation>
    </message>
    <message>
        <source>--animate zone: no piece on %1</source>
        <translation>--animate zone: keine Figur auf %1</translation>
    </message>
    <message>
        <source>With --from and --to: Stilman&apos;s zone over the routes, the pieces that can stop the piece in time and their routes (docs/zones.md).</source>
        <translation>Mit --from und --to: Stilmans Zone über den Wegen, die Figuren, die die Figur rechtzeitig aufhalten können, und ihre Wege (docs/zones.md).</translation>
    </message>
    <message>
        <source>--zone draws one board; leave out --%1</source>
        <translation>--zone zeichnet ein Brett; lassen Sie --%1 weg</translation>
    </message>
    <message>
        <source>--zone needs a position: --fen FEN or --pgn FILE</source>
        <translation>--zone braucht eine Stellung: --fen FEN oder --pgn DATEI</translation>
    </message>
    <message>
        <source>--zone measures the piece in the position: leave out --metric or give --metric reach</source>
        <translation>--zone misst die Figur in der Stellung: lassen Sie --metric weg oder geben Sie --metric reach an</translation>
    </message>
    <message>
        <source>--zone needs --from SQ and --to SQ</source>
        <translation>--zone braucht --from FELD und --to FELD</translation>
    </message>
    <message>
        <source>--zone: no piece on %1</source>
        <translation>--zone: keine Figur auf %1</translation>
    </message>
    <message>
        <source>drawn: %1</source>
        <comment>the arrows and circles of the game&apos;s comments at this ply, as [%csl Gd5][%cal Gb1c3]</comment>
        <translation>gezeichnet: %1</translation>
    </message>
    <message>
        <source>png, svg or pdf; gif or webp with --animate; html for an interactive page (default: from the output&apos;s extension).</source>
        <translation>png, svg oder pdf; gif oder webp mit --animate; html für eine interaktive Seite (Standard: aus der Endung der Ausgabe).</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not png, svg, pdf or html</source>
        <translation>--format: &apos;%1&apos; ist weder png, svg, pdf noch html</translation>
    </message>
    <message>
        <source>--metrics: unknown metric &apos;%1&apos;</source>
        <translation>--metrics: unbekannte Metrik &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--metrics: no metric given</source>
        <translation>--metrics: keine Metrik angegeben</translation>
    </message>
    <message>
        <source>An HTML page: the metrics it can switch among, comma-separated (default: the one asked).</source>
        <translation>Eine HTML-Seite: die Metriken, zwischen denen sie wechseln kann, durch Kommas getrennt (Standard: die gefragte).</translation>
    </message>
    <message>
        <source>An HTML page: add homework questions drawn as worksheets draw them (--count, --seed).</source>
        <translation>Eine HTML-Seite: Hausaufgabenfragen hinzufügen, gezogen wie auf Arbeitsblättern (--count, --seed).</translation>
    </message>
    <message>
        <source>With --quiz: the number of questions, 1..500 (default 6).</source>
        <translation>Mit --quiz: die Anzahl der Fragen, 1..500 (Standard 6).</translation>
    </message>
    <message>
        <source>With --quiz: the same seed gives the same questions (default 1).</source>
        <translation>Mit --quiz: derselbe Startwert ergibt dieselben Fragen (Standard 1).</translation>
    </message>
    <message>
        <source>--%1 makes an HTML page: give --output FILE.html or --format html</source>
        <translation>--%1 erzeugt eine HTML-Seite: --output DATEI.html oder --format html angeben</translation>
    </message>
    <message>
        <source>an HTML page shows one board; leave out --%1</source>
        <translation>eine HTML-Seite zeigt ein Brett; --%1 weglassen</translation>
    </message>
    <message>
        <source>an HTML page measures from a square; --metric arrival is not one</source>
        <translation>eine HTML-Seite misst von einem Feld aus; --metric arrival tut das nicht</translation>
    </message>
    <message>
        <source>--%1 needs --quiz</source>
        <translation>--%1 braucht --quiz</translation>
    </message>
    <message>
        <source>--seed: &apos;%1&apos; is not a whole number from 0 to %2</source>
        <translation>--seed: &apos;%1&apos; ist keine ganze Zahl von 0 bis %2</translation>
    </message>
    <message>
        <source>Count a position no game can reach too, as perft suites hold on purpose: a check no move can give, or one the en-passant step cannot have given. Still refused: a side without one king, a pawn on rank 1 or 8, the side not to move in check, more pieces than a game can have.</source>
        <translation>Auch eine Stellung zählen, die keine Partie erreichen kann, wie perft-Testsammlungen sie absichtlich enthalten: ein Schach, das kein Zug geben kann, oder eines, das der En-passant-Doppelschritt nicht gegeben haben kann. Weiterhin abgelehnt: eine Seite ohne genau einen König, ein Bauer auf Reihe 1 oder 8, die Seite, die nicht am Zug ist, im Schach, mehr Figuren, als eine Partie haben kann.</translation>
    </message>
    <message>
        <source>--fen: %1; no game reaches this position (to count it anyway, as perft suites do, add --allow-unreachable)</source>
        <translation>--fen: %1; keine Partie erreicht diese Stellung (um sie trotzdem zu zählen, wie perft-Testsammlungen es tun, --allow-unreachable angeben)</translation>
    </message>
    <message>
        <source>a smaller --size or fewer --paths</source>
        <translation>eine kleinere --size oder weniger --paths</translation>
    </message>
    <message>
        <source>a smaller --size (or fewer arrows in the game&apos;s comment)</source>
        <translation>eine kleinere --size (oder weniger Pfeile im Kommentar der Partie)</translation>
    </message>
    <message>
        <source>fewer --metrics</source>
        <translation>weniger --metrics</translation>
    </message>
    <message>
        <source>a smaller --count, or no --quiz</source>
        <translation>ein kleineres --count oder kein --quiz</translation>
    </message>
    <message>
        <source>an HTML page steps through the shortest routes only; leave out --%1</source>
        <translation>eine HTML-Seite geht nur die kürzesten Wege durch; --%1 weglassen</translation>
    </message>
    <message>
        <source>perft depth %1</source>
        <translation>perft-Tiefe %1</translation>
    </message>
    <message>
        <source>%1 nodes so far</source>
        <translation>bisher %1 Knoten</translation>
    </message>
    <message>
        <source>cannot open the folder %1: %2</source>
        <translation>der Ordner %1 lässt sich nicht öffnen: %2</translation>
    </message>
    <message>
        <source>%1 is in use by another frames run, so nothing was written: wait for it to end or choose another folder</source>
        <translation>%1 wird von einem anderen Aufruf von frames benutzt, daher wurde nichts geschrieben: warten Sie, bis er endet, oder wählen Sie einen anderen Ordner</translation>
    </message>
    <message>
        <source>%1 changed while the frames were moved in, so it is left as it is</source>
        <translation>%1 hat sich geändert, während die Bilder eingestellt wurden, und bleibt daher, wie es ist</translation>
    </message>
    <message>
        <source>%1 is a symbolic link, so it is left as it is: move it or choose another folder</source>
        <translation>%1 ist ein symbolischer Link und bleibt daher, wie es ist: verschieben Sie ihn oder wählen Sie einen anderen Ordner</translation>
    </message>
    <message>
        <source>%1 is not a regular file, so it is left as it is: move it or choose another folder</source>
        <translation>%1 ist keine gewöhnliche Datei und bleibt daher, wie es ist: verschieben Sie sie oder wählen Sie einen anderen Ordner</translation>
    </message>
    <message>
        <source>%1 is listed in %2 by an older version of this program, which did not record which file it wrote, so it is left as it is: move it or choose another folder</source>
        <translation>%1 steht in %2, geschrieben von einer älteren Version dieses Programms, die nicht festhielt, welche Datei sie schrieb; daher bleibt sie, wie sie ist: verschieben Sie sie oder wählen Sie einen anderen Ordner</translation>
    </message>
    <message>
        <source>%1 is no longer the frame this program wrote there (it was saved over or edited since), so it is left as it is: move it or choose another folder</source>
        <translation>%1 ist nicht mehr das Bild, das dieses Programm dort schrieb (es wurde seitdem überschrieben oder bearbeitet), und bleibt daher, wie es ist: verschieben Sie es oder wählen Sie einen anderen Ordner</translation>
    </message>
    <message>
        <source>%1 changed while the frames were moved in; it is kept as %2</source>
        <translation>%1 hat sich geändert, während die Bilder eingestellt wurden; es bleibt als %2 erhalten</translation>
    </message>
    <message>
        <source>kept 1 file in %1 that an earlier run&apos;s record names but that is not the frame it wrote (saved over, edited, or not a regular file): %2</source>
        <translation>1 Datei in %1 behalten, die das Verzeichnis eines früheren Aufrufs nennt, die aber nicht das Bild ist, das er schrieb (überschrieben, bearbeitet oder keine gewöhnliche Datei): %2</translation>
    </message>
    <message numerus="yes">
        <source>kept %n files in %1 that an earlier run&apos;s record names but that are not the frames it wrote (saved over, edited, or not regular files): %2</source>
        <translation>
            <numerusform>%n Datei in %1 behalten, die das Verzeichnis eines früheren Aufrufs nennt, die aber nicht das Bild ist, das er schrieb (überschrieben, bearbeitet oder keine gewöhnliche Datei): %2</numerusform>
            <numerusform>%n Dateien in %1 behalten, die das Verzeichnis eines früheren Aufrufs nennt, die aber nicht die Bilder sind, die er schrieb (überschrieben, bearbeitet oder keine gewöhnlichen Dateien): %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: and %2 more games skipped</source>
        <comment>file: and 12 more games skipped</comment>
        <translation>%1: und %2 weitere Partien übersprungen</translation>
    </message>
    <message>
        <source>%1: and 1 more game skipped</source>
        <translation>%1: und 1 weitere Partie übersprungen</translation>
    </message>
    <message>
        <source>an HTML page measures from a square; leave out --%1 (it is for --metric arrival)</source>
        <translation>eine HTML-Seite misst von einem Feld aus; --%1 weglassen (es gehört zu --metric arrival)</translation>
    </message>
    <message>
        <source>%1 frames are too many for the record of frames in %2 (at most %3 bytes), so nothing was written: write fewer frames or choose another folder</source>
        <translation>%1 Einzelbilder sind zu viele für die Liste der Einzelbilder in %2 (höchstens %3 Bytes), daher wurde nichts geschrieben: weniger Einzelbilder schreiben oder einen anderen Ordner wählen</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>cannot create the folder %1: it is a symbolic link to a folder that does not exist</source>
        <translation>der Ordner %1 kann nicht angelegt werden: er ist ein symbolischer Link auf einen Ordner, den es nicht gibt</translation>
    </message>
    <message>
        <source>cannot create the folder %1: a file of that name is there</source>
        <translation>der Ordner %1 kann nicht angelegt werden: dort liegt eine Datei dieses Namens</translation>
    </message>
    <message>
        <source>cannot create the folder %1: %2</source>
        <translation>der Ordner %1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>--output-dir: the folder&apos;s name is empty</source>
        <translation>--output-dir: der Name des Ordners ist leer</translation>
    </message>
    <message>
        <source>Too late:</source>
        <comment>heading of the zone&apos;s late pieces</comment>
        <translation>Zu spät:</translation>
    </message>
    <message>
        <source>Run &apos;chess-distance &lt;command&gt; --help&apos; for the options of a command.
The window takes the query options of map (--metric, --from, --to, --via, --fen, --piece,
--captures, --avoid-attacked, --promote, --length) and a game: --pgn FILE opens it at its start
(--game N, --ply K or --move &quot;23. Nf3&quot; choose another); --version prints the version.
</source>
        <comment>the end of --help; lines of at most 100 characters</comment>
        <translation>&apos;chess-distance &lt;Befehl&gt; --help&apos; zeigt die Optionen eines Befehls.
Das Fenster nimmt die Abfrageoptionen von map an (--metric, --from, --to, --via, --fen, --piece,
--captures, --avoid-attacked, --promote, --length) und eine Partie: --pgn DATEI öffnet sie am
Anfang (--game N, --ply K oder --move &quot;23. Nf3&quot; wählen anderes); --version gibt die Version aus.
</translation>
    </message>
    <message>
        <source>control needs a position: --fen FEN or --pgn FILE</source>
        <translation>control braucht eine Stellung: --fen FEN oder --pgn DATEI</translation>
    </message>
    <message>
        <source>Count x-rays too: the pieces that attack a square once the pieces attacking it have left.</source>
        <translation>Auch Röntgenangriffe zählen: die Figuren, die ein Feld angreifen, sobald die Figuren, die es angreifen, fort sind.</translation>
    </message>
    <message>
        <source>Attackers of each square with x-rays, white:black</source>
        <translation>Angreifer jedes Feldes mit Röntgenangriffen, weiß:schwarz</translation>
    </message>
    <message>
        <source>Attackers of each square, white:black</source>
        <translation>Angreifer jedes Feldes, weiß:schwarz</translation>
    </message>
    <message numerus="yes">
        <source>Black wins %n</source>
        <comment>an exchange&apos;s gain</comment>
        <translation>
            <numerusform>Schwarz gewinnt %n</numerusform>
            <numerusform>Schwarz gewinnt %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White wins %n</source>
        <comment>an exchange&apos;s gain</comment>
        <translation>
            <numerusform>Weiß gewinnt %n</numerusform>
            <numerusform>Weiß gewinnt %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2): %3 by %4</source>
        <comment>square, piece, who wins what, the captures</comment>
        <translation>%1 (%2): %3 mit %4</translation>
    </message>
    <message>
        <source>No exchange wins material.</source>
        <translation>Kein Abtausch gewinnt Material.</translation>
    </message>
    <message>
        <source>Exchanges that win material:</source>
        <translation>Abtausche, die Material gewinnen:</translation>
    </message>
    <message>
        <source>Print how many pieces of each side attack every square and what each exchange wins.</source>
        <translation>Ausgeben, wie viele Figuren jeder Seite jedes Feld angreifen und was jeder Abtausch gewinnt.</translation>
    </message>
    <message>
        <source>With --pgn: these positions of the game in turn, as plies and ranges (&quot;12,18,25&quot;, &quot;0-40&quot;).</source>
        <translation>Mit --pgn: diese Stellungen der Partie nacheinander, als Halbzüge und Bereiche („12,18,25“, „0-40“).</translation>
    </message>
    <message>
        <source>Ply %1 (%2)</source>
        <comment>a heading: the ply, when it was (&quot;after 23. Nf3&quot;)</comment>
        <translation>Halbzug %1 (%2)</translation>
    </message>
    <message>
        <source>--x-ray needs --control</source>
        <translation>--x-ray braucht --control</translation>
    </message>
    <message>
        <source>--control draws the whole position; leave out --%1</source>
        <translation>--control zeichnet die ganze Stellung; --%1 weglassen</translation>
    </message>
    <message>
        <source>--control needs a position: --fen FEN or --pgn FILE</source>
        <translation>--control braucht eine Stellung: --fen FEN oder --pgn DATEI</translation>
    </message>
    <message>
        <source>The position&apos;s control: each square coloured by how many pieces of each side attack it, the counts on it, and the pieces an exchange wins (docs/control.md).</source>
        <translation>Die Kontrolle der Stellung: jedes Feld gefärbt danach, wie viele Figuren jeder Seite es angreifen, die Zahlen darauf und die Figuren, die ein Abtausch gewinnt (docs/control.md).</translation>
    </message>
    <message>
        <source>With --control: count x-rays too.</source>
        <translation>Mit --control: Röntgenangriffe mitzählen.</translation>
    </message>
    <message>
        <source>With --animate plies: one frame per ply A..B of the game (&quot;10-20&quot;), following the piece on --from at ply A, or the position&apos;s control with --control.</source>
        <translation>Mit --animate plies: ein Bild pro Halbzug A..B der Partie (&quot;10-20&quot;), der Figur folgend, die bei Halbzug A auf --from steht, oder mit --control die Kontrolle der Stellung.</translation>
    </message>
    <message>
        <source>Write an animated GIF or WebP: the wavefront step by step, the routes to --to move by move, the piece on --from (or with --control, the control) through the --plies of a game, or the races of its zone (zone: it against each piece that can stop it in time, then each piece that comes too late, one race after the other, numbered as on a score sheet).</source>
        <translation>Ein animiertes GIF oder WebP schreiben: die Wellenfront Schritt für Schritt, die Wege nach --to Zug für Zug, die Figur auf --from (oder mit --control die Kontrolle) durch die --plies einer Partie oder die Wettläufe ihrer Zone (zone: sie gegen jede Figur, die sie rechtzeitig aufhalten kann, dann gegen jede, die zu spät kommt, ein Wettlauf nach dem anderen, nummeriert wie auf einem Partieformular).</translation>
    </message>
    <message>
        <source>--control animates a game&apos;s plies only; give --animate plies or leave out --animate</source>
        <translation>--control animiert nur die Halbzüge einer Partie; --animate plies angeben oder --animate weglassen</translation>
    </message>
    <message>
        <source>--control --animate plies draws the control of a game&apos;s positions; give --pgn FILE and --plies A-B</source>
        <translation>--control --animate plies zeichnet die Kontrolle der Stellungen einer Partie; --pgn DATEI und --plies A-B angeben</translation>
    </message>
    <message>
        <source>Count on N threads, 1 to %1 (default: one per core); the counts are the same for every N.</source>
        <translation>Auf N Threads zählen, 1 bis %1 (Vorgabe: einer je Kern); die Zahlen sind für jedes N dieselben.</translation>
    </message>
    <message>
        <source>Slow at depth 7 (about 7 seconds on one core) and 8 (about 3 minutes on one core from the initial position); on a terminal, stderr shows the nodes counted so far and about how much of the work is done.</source>
        <translation>Langsam bei Tiefe 7 (etwa 7 Sekunden auf einem Kern) und 8 (etwa 3 Minuten auf einem Kern ab der Grundstellung); in einem Terminal zeigt stderr die bisher gezählten Knoten und etwa, wie viel der Arbeit getan ist.</translation>
    </message>
    <message>
        <source>--threads: &apos;%1&apos; is not a number from 1 to %2</source>
        <translation>--threads: &apos;%1&apos; ist keine Zahl von 1 bis %2</translation>
    </message>
    <message numerus="yes">
        <source>Black loses %n</source>
        <comment>an exchange&apos;s loss</comment>
        <translation>
            <numerusform>Schwarz verliert %n</numerusform>
            <numerusform>Schwarz verliert %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White loses %n</source>
        <comment>an exchange&apos;s loss</comment>
        <translation>
            <numerusform>Weiß verliert %n</numerusform>
            <numerusform>Weiß verliert %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2): %3 by %4</source>
        <comment>square, piece, who loses what, the captures</comment>
        <translation>%1 (%2): %3 mit %4</translation>
    </message>
    <message>
        <source>Exchanges that lose material if taken:</source>
        <translation>Abtausche, die beim Schlagen Material verlieren:</translation>
    </message>
</context>
<context>
    <name>cd::gui</name>
    <message>
        <source>How many king moves a square is from the nearest corner.</source>
        <translation>Wie viele Königszüge ein Feld von der nächsten Ecke entfernt ist.</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>unerreichbar</translation>
    </message>
    <message>
        <source>1 move</source>
        <translation>1 Zug</translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>%1 Züge</translation>
    </message>
    <message>
        <source>Kappe&apos;s matrices</source>
        <translation>Kappes Matrizen</translation>
    </message>
    <message>
        <source>&amp;Kappe&apos;s matrices</source>
        <translation>Kappes &amp;Matrizen</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>&amp;Tables…</source>
        <translation>&amp;Tabellen…</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>the 64 squares</source>
        <translation>die 64 Felder</translation>
    </message>
    <message>
        <source>the 3072 pairs whose origin is on ranks 2 to 7</source>
        <translation>die 3072 Paare, deren Ausgangsfeld auf den Reihen 2 bis 7 liegt</translation>
    </message>
    <message>
        <source>all 4096 ordered pairs of squares</source>
        <translation>alle 4096 geordneten Feldpaare</translation>
    </message>
    <message>
        <source>the piece put on each square of this position in turn, %1 pairs</source>
        <translation>die Figur nacheinander auf jedes Feld dieser Stellung gestellt, %1 Paare</translation>
    </message>
    <message>
        <source>How many files (columns) apart two squares are; the ranks do not count.</source>
        <translation>Wie viele Linien (Spalten) zwei Felder auseinanderliegen; die Reihen zählen nicht.</translation>
    </message>
    <message>
        <source>Formula: |file(a) − file(b)|, 0 to 7.</source>
        <translation>Formel: |Linie(a) − Linie(b)|, 0 bis 7.</translation>
    </message>
    <message>
        <source>b1 to g8: files b and g are 5 apart, so the distance is 5, however far apart the ranks are.</source>
        <translation>b1 nach g8: Die Linien b und g liegen 5 auseinander, also ist die Distanz 5, egal wie weit die Reihen auseinanderliegen.</translation>
    </message>
    <message>
        <source>How many ranks (rows) apart two squares are; the files do not count.</source>
        <translation>Wie viele Reihen (Zeilen) zwei Felder auseinanderliegen; die Linien zählen nicht.</translation>
    </message>
    <message>
        <source>Formula: |rank(a) − rank(b)|, 0 to 7.</source>
        <translation>Formel: |Reihe(a) − Reihe(b)|, 0 bis 7.</translation>
    </message>
    <message>
        <source>e2 to e7 and a2 to h7 are both 5: only the ranks 2 and 7 count.</source>
        <translation>e2 nach e7 und a2 nach h7 sind beide 5: Nur die Reihen 2 und 7 zählen.</translation>
    </message>
    <message>
        <source>The number of king moves between two squares on an empty board.</source>
        <translation>Die Zahl der Königszüge zwischen zwei Feldern auf dem leeren Brett.</translation>
    </message>
    <message>
        <source>Formula: max(df, dr), the larger of the file difference df and the rank difference dr. A diagonal step gains a file and a rank at once, so the smaller difference comes for free.</source>
        <translation>Formel: max(df, dr), der größere von Linienabstand df und Reihenabstand dr. Ein Diagonalschritt gewinnt zugleich eine Linie und eine Reihe, daher gibt es den kleineren Abstand umsonst dazu.</translation>
    </message>
    <message>
        <source>b1 to g3: df = 5, dr = 2, so the king needs max(5, 2) = 5 moves: two diagonal steps (c2, d3) and three along the rank (e3, f3, g3).</source>
        <translation>b1 nach g3: df = 5, dr = 2, also braucht der König max(5, 2) = 5 Züge: zwei Diagonalschritte (c2, d3) und drei entlang der Reihe (e3, f3, g3).</translation>
    </message>
    <message>
        <source>Formula: df + dr, 0 to 14. Only the two ends of a long diagonal are 14 apart; the average over all pairs is exactly 5.25.</source>
        <translation>Formel: df + dr, 0 bis 14. Nur die beiden Enden einer langen Diagonale liegen 14 auseinander; der Durchschnitt über alle Paare ist genau 5,25.</translation>
    </message>
    <message>
        <source>e4 to d5: one file and one rank, so 1 + 1 = 2, although the squares touch at a corner (Chebyshev distance 1).</source>
        <translation>e4 nach d5: eine Linie und eine Reihe, also 1 + 1 = 2, obwohl sich die Felder an einer Ecke berühren (Tschebyschow-Distanz 1).</translation>
    </message>
    <message>
        <source>The fewest knight moves between two squares on an empty board, 0 to 6.</source>
        <translation>Die wenigsten Springerzüge zwischen zwei Feldern auf dem leeren Brett, 0 bis 6.</translation>
    </message>
    <message>
        <source>Fill: the program starts at the source, marks every square one knight move away with 1, every new square one move from those with 2, and so on (breadth-first search). There is no short formula: near the edge the knight loses routes. A table of all 4096 answers is built when the program is compiled.</source>
        <translation>Füllen: Das Programm beginnt am Ausgangsfeld, markiert jedes Feld, das einen Springerzug entfernt ist, mit 1, jedes neue Feld einen Zug von diesen entfernt mit 2 und so weiter (Breitensuche). Eine kurze Formel gibt es nicht: Nahe am Rand verliert der Springer Wege. Eine Tabelle aller 4096 Antworten entsteht beim Kompilieren des Programms.</translation>
    </message>
    <message>
        <source>a1 to b2 is 4 although the squares touch: the two-move routes would pass squares off the board (away from the edge a diagonal neighbour is 2 moves away). Every odd distance changes the square colour: a1 to b1 is 3.</source>
        <translation>a1 nach b2 ist 4, obwohl sich die Felder berühren: Die Wege mit zwei Zügen würden über Felder außerhalb des Bretts führen (abseits des Randes ist ein diagonaler Nachbar 2 Züge entfernt). Jede ungerade Distanz wechselt die Feldfarbe: a1 nach b1 ist 3.</translation>
    </message>
    <message>
        <source>The fewest rook moves on an empty board.</source>
        <translation>Die wenigsten Turmzüge auf dem leeren Brett.</translation>
    </message>
    <message>
        <source>Rule: 0 on the source, 1 on its file or rank, 2 everywhere else (over the corner square where the file of one meets the rank of the other).</source>
        <translation>Regel: 0 auf dem Ausgangsfeld, 1 auf seiner Linie oder Reihe, 2 überall sonst (über das Eckfeld, wo die Linie des einen Feldes die Reihe des anderen trifft).</translation>
    </message>
    <message>
        <source>e2 to b6: not on a line, so 2 moves, by e6 or by b2.</source>
        <translation>e2 nach b6: nicht auf einer Linie oder Reihe, also 2 Züge, über e6 oder über b2.</translation>
    </message>
    <message>
        <source>The fewest bishop moves on an empty board; a bishop never changes colour.</source>
        <translation>Die wenigsten Läuferzüge auf dem leeren Brett; ein Läufer wechselt nie die Farbe.</translation>
    </message>
    <message>
        <source>Rule: 1 on the source&apos;s diagonals, 2 on every other square of the same colour, unreachable (hatched) on the other colour.</source>
        <translation>Regel: 1 auf den Diagonalen des Ausgangsfeldes, 2 auf jedem anderen Feld derselben Farbe, unerreichbar (schraffiert) auf der anderen Farbe.</translation>
    </message>
    <message>
        <source>c1 to h6 is 1 (one diagonal), c1 to c7 is 2 (via f4, where their diagonals cross), c1 to c8 cannot be reached.</source>
        <translation>c1 nach h6 ist 1 (eine Diagonale), c1 nach c7 ist 2 (über f4, wo sich ihre Diagonalen kreuzen), c8 ist von c1 aus nicht erreichbar.</translation>
    </message>
    <message>
        <source>The fewest queen moves on an empty board.</source>
        <translation>Die wenigsten Damenzüge auf dem leeren Brett.</translation>
    </message>
    <message>
        <source>Rule: 1 on the source&apos;s file, rank and diagonals, 2 everywhere else: a queen reaches any square in two moves.</source>
        <translation>Regel: 1 auf Linie, Reihe und Diagonalen des Ausgangsfeldes, 2 überall sonst: Eine Dame erreicht jedes Feld in zwei Zügen.</translation>
    </message>
    <message>
        <source>b4 to f6: not on a line with b4, so 2, for example b4–f4–f6 or b4–d6–f6.</source>
        <translation>b4 nach f6: nicht in gerader Linie mit b4, also 2, zum Beispiel b4–f4–f6 oder b4–d6–f6.</translation>
    </message>
    <message>
        <source>e2 to e5: e2–e4 (double step), e4–e5, so 2 moves; e3 to e5 is also 2; e2 to d3 cannot be reached without a capture.</source>
        <translation>e2 nach e5: e2–e4 (Doppelschritt), e4–e5, also 2 Züge; e3 nach e5 ist ebenfalls 2; d3 ist von e2 aus ohne Schlagen nicht erreichbar.</translation>
    </message>
    <message>
        <source>b2: c(b) = 2, c(2) = 2, so 2; a1 is 3, d4 is 0.</source>
        <translation>b2: c(b) = 2, c(2) = 2, also 2; a1 ist 3, d4 ist 0.</translation>
    </message>
    <message>
        <source>a1: 3 + 3 = 6; d1: 0 + 3 = 3. Mop-up score with the losing king on a8 and the winning king on c6: 4.7 × 6 + 1.6 × (14 − 4) = 44.2.</source>
        <translation>a1: 3 + 3 = 6; d1: 0 + 3 = 3. Mop-up-Bewertung mit dem verlierenden König auf a8 und dem gewinnenden König auf c6: 4,7 × 6 + 1,6 × (14 − 4) = 44,2.</translation>
    </message>
    <message>
        <source>How far a square is from the nearest edge of the board.</source>
        <translation>Wie weit ein Feld vom nächsten Brettrand entfernt ist.</translation>
    </message>
    <message>
        <source>Formula: min(file, 7 − file, rank, 7 − rank) with files and ranks counted 0 to 7; always 3 minus the center distance.</source>
        <translation>Formel: min(Linie, 7 − Linie, Reihe, 7 − Reihe), Linien und Reihen von 0 bis 7 gezählt; immer 3 minus die Zentrumsdistanz.</translation>
    </message>
    <message>
        <source>c3: 2 files from the a-file and 2 ranks from the first rank, so 2.</source>
        <translation>c3: 2 Linien von der a-Linie und 2 Reihen von der ersten Reihe entfernt, also 2.</translation>
    </message>
    <message>
        <source>Formula: max(min(f, 7 − f), min(r, 7 − r)) with f and r counted 0 to 7.</source>
        <translation>Formel: max(min(f, 7 − f), min(r, 7 − r)), f (Linie) und r (Reihe) von 0 bis 7 gezählt.</translation>
    </message>
    <message>
        <source>c2: 2 files from the a-file, 1 rank from the first rank, so max(2, 1) = 2 king moves to a1.</source>
        <translation>c2: 2 Linien von der a-Linie, 1 Reihe von der ersten Reihe entfernt, also max(2, 1) = 2 Königszüge bis a1.</translation>
    </message>
    <message>
        <source>Bishop on c1 (dark), king on h8: h8 is a dark corner, so 0. Bishop on f1 (light), king on h8: 7, the king stands in the wrong corner.</source>
        <translation>Läufer auf c1 (schwarzfeldrig), König auf h8: h8 ist eine dunkle Ecke, also 0. Läufer auf f1 (weißfeldrig), König auf h8: 7, der König steht in der falschen Ecke.</translation>
    </message>
    <message>
        <source>Fill: all squares the piece attacks from the source get 1; from all of them at once, the new squares get 2, and so on, 64 squares at a time with bitboards. Own pieces block, enemy pieces can be captured (the capture mode says what happens next). The same numbers come from Kappe&apos;s method: powers of the 64×64 move matrix (I + A)ⁿ, where entry (u, v) turns 1 at n = distance.</source>
        <translation>Füllen: Alle Felder, die die Figur vom Ausgangsfeld aus angreift, bekommen 1; von allen diesen zugleich aus bekommen die neuen Felder 2 und so weiter, mit Bitboards 64 Felder auf einmal. Eigene Figuren blockieren, gegnerische Figuren können geschlagen werden (der Schlagmodus bestimmt, was danach geschieht). Dieselben Zahlen liefert Kappes Methode: Potenzen der 64×64-Zugmatrix (I + A)ⁿ, in der der Eintrag (u, v) bei n = Distanz zu 1 wird.</translation>
    </message>
    <message>
        <source>A white rook on a1 with a white pawn on a4: a2 and a3 are 1, a5 is 3 (for example a1–b1–b5–a5), and a4 cannot be reached: an own piece stands there.</source>
        <translation>Ein weißer Turm auf a1 mit einem weißen Bauern auf a4: a2 und a3 sind 1, a5 ist 3 (zum Beispiel a1–b1–b5–a5), und a4 ist unerreichbar: Dort steht eine eigene Figur.</translation>
    </message>
    <message>
        <source>Viridis</source>
        <translation>Viridis</translation>
    </message>
    <message>
        <source>Cividis</source>
        <translation>Cividis</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>Hitze</translation>
    </message>
    <message>
        <source>Greys</source>
        <translation>Graustufen</translation>
    </message>
    <message>
        <source>Board colours</source>
        <translation>Brettfarben</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>square description: metric name, value</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>probe: %1, not in the position</source>
        <translation>Testfigur: %1, nicht in der Stellung</translation>
    </message>
    <message>
        <source>%1 on %2, on the empty board</source>
        <translation>%1 auf %2, auf dem leeren Brett</translation>
    </message>
    <message>
        <source>%1 on %2 (probe)</source>
        <translation>%1 auf %2 (Testfigur)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>Settings are not saved: %1 is a folder, not a file</source>
        <translation>Einstellungen werden nicht gespeichert: %1 ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>Settings are not saved: %1 is read-only</source>
        <translation>Einstellungen werden nicht gespeichert: %1 ist schreibgeschützt</translation>
    </message>
    <message>
        <source>Settings are not saved: %1 cannot be written</source>
        <translation>Einstellungen werden nicht gespeichert: %1 lässt sich nicht schreiben</translation>
    </message>
    <message>
        <source>Settings are not saved: the folder %1 is read-only</source>
        <translation>Einstellungen werden nicht gespeichert: der Ordner %1 ist schreibgeschützt</translation>
    </message>
    <message>
        <source>How many steps it takes if you may only step up, down, left or right, like a taxi driving around square blocks.</source>
        <translation>Wie viele Schritte es braucht, wenn man nur nach oben, unten, links oder rechts gehen darf, wie ein Taxi, das um quadratische Häuserblocks fährt.</translation>
    </message>
    <message>
        <source>How many moves a white pawn needs to walk straight up the board to a square, with nothing to capture.</source>
        <translation>Wie viele Züge ein weißer Bauer braucht, um geradeaus nach vorn zu einem Feld zu laufen, ohne etwas zu schlagen.</translation>
    </message>
    <message>
        <source>Rule: one square straight ahead per move, two from the second rank; other files and squares behind are unreachable, and from rank 2 to rank 4 or higher the double step saves one move.</source>
        <translation>Regel: ein Feld geradeaus pro Zug, zwei von der zweiten Reihe aus; andere Linien und Felder dahinter sind unerreichbar, und von Reihe 2 zu Reihe 4 oder höher spart der Doppelschritt einen Zug.</translation>
    </message>
    <message>
        <source>How many king moves a square is from the middle of the board (d4, e4, d5 or e5).</source>
        <translation>Wie viele Königszüge ein Feld von der Mitte des Bretts (d4, e4, d5 oder e5) entfernt ist.</translation>
    </message>
    <message>
        <source>Formula: max(c(file), c(rank)) with c = 3 2 1 0 0 1 2 3 for the files a to h (and ranks 1 to 8): rings around the centre. The clicked square is not used.</source>
        <translation>Formel: max(c(Linie), c(Reihe)) mit c = 3 2 1 0 0 1 2 3 für die Linien a bis h (und Reihen 1 bis 8): Ringe um das Zentrum. Das angeklickte Feld wird nicht verwendet.</translation>
    </message>
    <message>
        <source>How many up, down, left or right steps a square is from the middle of the board.</source>
        <translation>Wie viele Schritte nach oben, unten, links oder rechts ein Feld von der Mitte des Bretts entfernt ist.</translation>
    </message>
    <message>
        <source>Formula: c(file) + c(rank) with c = 3 2 1 0 0 1 2 3, 0 to 6, the orthogonal distance to the nearest centre square. The chess program Chess 4.x pushed the losing king towards a corner with it (mop-up).</source>
        <translation>Formel: c(Linie) + c(Reihe) mit c = 3 2 1 0 0 1 2 3, 0 bis 6, der orthogonale Abstand zum nächsten Zentrumsfeld. Das Schachprogramm Chess 4.x drängte damit den verlierenden König in eine Ecke (Mop-up).</translation>
    </message>
    <message>
        <source>How far a lone king is from the corners where a king, bishop and knight can checkmate it.</source>
        <translation>Wie weit ein einzelner König von den Ecken entfernt ist, in denen König, Läufer und Springer ihn mattsetzen können.</translation>
    </message>
    <message>
        <source>The clicked square is the bishop&apos;s. Mate with bishop and knight can only be forced in a corner of the bishop&apos;s colour, so each number counts the diagonals between the lone king and the nearer of those two corners. Formula: a dark bishop uses a1 and h8, k = file + rank; a light bishop uses h1 and a8, k = (7 − file) + rank; the result is min(k, 14 − k).</source>
        <translation>Das angeklickte Feld ist das des Läufers. Matt mit Läufer und Springer lässt sich nur in einer Ecke der Läuferfarbe erzwingen, daher zählt jede Zahl die Diagonalen zwischen dem einzelnen König und der näheren dieser beiden Ecken. Formel: ein schwarzfeldriger Läufer nutzt a1 und h8, k = Linie + Reihe; ein weißfeldriger Läufer nutzt h1 und a8, k = (7 − Linie) + Reihe; das Ergebnis ist min(k, 14 − k).</translation>
    </message>
    <message>
        <source>How many moves the piece on the clicked square needs to get to each square, while all the other pieces stay where they are.</source>
        <translation>Wie viele Züge die Figur auf dem angeklickten Feld zu jedem Feld braucht, während alle anderen Figuren stehen bleiben.</translation>
    </message>
    <message>
        <source>blocked (what if)</source>
        <translation>gesperrt (was wäre, wenn)</translation>
    </message>
    <message>
        <source>%1 cannot get there</source>
        <comment>side</comment>
        <translation>%1 kommt nicht hin</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>piece type, square</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 in %2 (%3)</source>
        <comment>side, moves, pieces</comment>
        <translation>%1 in %2 (%3)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>unsafe (what if)</source>
        <translation>unsicher (Was-wäre-wenn)</translation>
    </message>
    <message>
        <source>the saved file name &apos;%1&apos; holds control characters</source>
        <translation>der gespeicherte Dateiname &apos;%1&apos; enthält Steuerzeichen</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>cannot open the display (%1): the window needs one; the commands need none: chess-distance --help</source>
        <translation>die Anzeige (%1) lässt sich nicht öffnen: das Fenster braucht eine; die Befehle brauchen keine: chess-distance --help</translation>
    </message>
    <message>
        <source>%1 holds a piece of its own side: the route goes round it</source>
        <translation>auf %1 steht eine Figur der eigenen Seite: der Weg führt um sie herum</translation>
    </message>
    <message>
        <source>%1 holds a piece: a capture ends the route</source>
        <translation>auf %1 steht eine Figur: Schlagen beendet den Weg</translation>
    </message>
    <message>
        <source>%1 holds a piece: taking it costs a move</source>
        <translation>auf %1 steht eine Figur: sie zu schlagen kostet einen Zug</translation>
    </message>
    <message>
        <source>%1 holds a piece it may not take: the route goes round it</source>
        <translation>auf %1 steht eine Figur, die nicht geschlagen werden darf: der Weg führt um sie herum</translation>
    </message>
    <message>
        <source>distance %1, 1 shortest route</source>
        <translation>Distanz %1, 1 kürzester Weg</translation>
    </message>
    <message>
        <source>distance %1, %2 shortest routes</source>
        <translation>Distanz %1, %2 kürzeste Wege</translation>
    </message>
    <message>
        <source>distance %1, 1 route of length %2</source>
        <translation>Distanz %1, 1 Weg der Länge %2</translation>
    </message>
    <message>
        <source>distance %1, %2 routes of length %3</source>
        <translation>Distanz %1, %2 Wege der Länge %3</translation>
    </message>
    <message>
        <source>PageDown: next route</source>
        <translation>Bild ab: nächster Weg</translation>
    </message>
    <message>
        <source>PageDown: next move</source>
        <translation>Bild ab: nächster Zug</translation>
    </message>
    <message>
        <source>PageDown: next wavefront step</source>
        <translation>Bild ab: nächster Wellenfront-Schritt</translation>
    </message>
    <message>
        <source>Esc: leave</source>
        <translation>Esc: verlassen</translation>
    </message>
    <message>
        <source>Z: who can stop it? — on</source>
        <translation>Z: wer hält sie auf? — an</translation>
    </message>
    <message>
        <source>step forward, back: the next route, move or wavefront step, as the line under the headline says</source>
        <translation>vor, zurück: die nächste Route, der nächste Zug oder Wellenschritt, wie die Zeile unter der Überschrift sagt</translation>
    </message>
    <message>
        <source>start presentation mode (in it they change nothing)</source>
        <translation>Präsentationsmodus starten (darin ändern sie nichts)</translation>
    </message>
    <message>
        <source>leave presentation mode</source>
        <translation>Präsentationsmodus verlassen</translation>
    </message>
    <message>
        <source>black screen until the next key</source>
        <translation>schwarzer Bildschirm bis zur nächsten Taste</translation>
    </message>
    <message>
        <source>the explanation, the mobility panel, Kappe&apos;s matrices: open once presentation mode is left, never over the class&apos;s view</source>
        <translation>die Erklärung, die Beweglichkeit, Kappes Matrizen: öffnen sich nach dem Präsentationsmodus, nie über dem Bild der Klasse</translation>
    </message>
    <message>
        <source>G: control — on (the side to move does not change it), G again: back to the map · X: x-rays</source>
        <translation>G: Kontrolle — an (wer am Zug ist, ändert sie nicht), G noch einmal: zurück zur Karte · X: Röntgen</translation>
    </message>
    <message>
        <source>PageDown and PageUp step the routes while a target is set, otherwise the game&apos;s moves while the board follows a game, otherwise the wavefront; in the control view only the game&apos;s moves</source>
        <translation>Bild ab und Bild auf blättern durch die Wege, solange ein Zielfeld gesetzt ist, sonst durch die Züge der Partie, solange das Brett einer Partie folgt, sonst durch die Wellenfront; in der Ansicht der Kontrolle nur durch die Züge der Partie</translation>
    </message>
</context>
<context>
    <name>cd::gui::AnimationControls</name>
    <message>
        <source>Wavefront, step by step</source>
        <translation>Wellenfront, Schritt für Schritt</translation>
    </message>
    <message>
        <source>Routes, move by move</source>
        <translation>Wege, Zug um Zug</translation>
    </message>
    <message>
        <source>The game, from this move on</source>
        <translation>Die Partie, ab diesem Zug</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>How long each frame stays</source>
        <translation>Wie lange jedes Bild stehen bleibt</translation>
    </message>
    <message>
        <source>forever</source>
        <translation>immer</translation>
    </message>
    <message>
        <source>How often the animation plays</source>
        <translation>Wie oft die Animation abläuft</translation>
    </message>
    <message>
        <source>&amp;Shows</source>
        <translation>&amp;Zeigt</translation>
    </message>
    <message>
        <source>&amp;Delay</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;Times played</source>
        <translation>&amp;Durchläufe</translation>
    </message>
    <message>
        <source>The zone&apos;s race, move by move</source>
        <translation>Das Rennen der Zone, Zug für Zug</translation>
    </message>
</context>
<context>
    <name>cd::gui::BoardState</name>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>Source %1</source>
        <translation>Ausgangsfeld %1</translation>
    </message>
    <message>
        <source>Clear the source</source>
        <translation>Ausgangsfeld löschen</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>Zielfeld %1</translation>
    </message>
    <message>
        <source>Clear the target</source>
        <translation>Zielfeld löschen</translation>
    </message>
    <message>
        <source>Via %1</source>
        <translation>Über %1</translation>
    </message>
    <message>
        <source>Clear the via square</source>
        <translation>Zwischenfeld löschen</translation>
    </message>
    <message>
        <source>Clear the squares</source>
        <translation>Felder löschen</translation>
    </message>
    <message>
        <source>Probe piece</source>
        <translation>Testfigur</translation>
    </message>
    <message>
        <source>Captures</source>
        <translation>Schlagen</translation>
    </message>
    <message>
        <source>Avoid attacked squares</source>
        <translation>Angegriffene Felder meiden</translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation>Umwandlung</translation>
    </message>
    <message>
        <source>Trajectory length</source>
        <translation>Trajektorienlänge</translation>
    </message>
    <message>
        <source>Distinct stops</source>
        <translation>Verschiedene Stationen</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Ansicht</translation>
    </message>
    <message>
        <source>Routes shown</source>
        <translation>Gezeigte Wege</translation>
    </message>
    <message>
        <source>Route</source>
        <translation>Weg</translation>
    </message>
    <message>
        <source>Wavefront on</source>
        <translation>Wellenfront an</translation>
    </message>
    <message>
        <source>Wavefront off</source>
        <translation>Wellenfront aus</translation>
    </message>
    <message>
        <source>Wavefront step</source>
        <translation>Wellenfront-Schritt</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Before and after</source>
        <translation>Vorher und nachher</translation>
    </message>
    <message>
        <source>One board</source>
        <translation>Ein Brett</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenz</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>After − before</source>
        <translation>Nachher − vorher</translation>
    </message>
    <message>
        <source>Before: %1</source>
        <translation>Vorher: %1</translation>
    </message>
    <message>
        <source>Block %1</source>
        <translation>%1 sperren</translation>
    </message>
    <message>
        <source>Unblock %1</source>
        <translation>%1 freigeben</translation>
    </message>
    <message>
        <source>First to arrive</source>
        <translation>Wer zuerst ankommt</translation>
    </message>
    <message>
        <source>Measure the piece on %1</source>
        <translation>Figur auf %1 messen</translation>
    </message>
    <message>
        <source>Make %1 unsafe</source>
        <translation>%1 unsicher machen</translation>
    </message>
    <message>
        <source>Make %1 safe</source>
        <translation>%1 wieder sicher machen</translation>
    </message>
    <message>
        <source>Clear the what-if squares</source>
        <translation>Was-wäre-wenn-Felder entfernen</translation>
    </message>
    <message>
        <source>Compare with no what-if squares</source>
        <translation>Mit der Stellung ohne Was-wäre-wenn-Felder vergleichen</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>%1 from %2 was taken in %3</source>
        <comment>White knight from g1 was taken in 23... Bxf3</comment>
        <translation>%1 von %2 wurde in %3 geschlagen</translation>
    </message>
    <message>
        <source>Go to a move</source>
        <translation>Zu einem Zug gehen</translation>
    </message>
    <message>
        <source>the starting position</source>
        <translation>die Ausgangsstellung</translation>
    </message>
    <message>
        <source>after %1</source>
        <translation>nach %1</translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation>%1 nach %2 ziehen</translation>
    </message>
    <message>
        <source>Put %1 on %2</source>
        <translation>%1 auf %2 stellen</translation>
    </message>
    <message>
        <source>Remove the piece on %1</source>
        <translation>Figur auf %1 entfernen</translation>
    </message>
    <message>
        <source>Game %1 has %2 plies; the window steps through games of at most %3 (the command line reads it: chess-distance game)</source>
        <translation>Partie %1 hat %2 Halbzüge; das Fenster geht nur Partien mit höchstens %3 Halbzügen durch (die Kommandozeile liest sie: chess-distance game)</translation>
    </message>
    <message>
        <source>Without the what-if squares: %1</source>
        <translation>Ohne die Was-wäre-wenn-Felder: %1</translation>
    </message>
    <message>
        <source>The change: with − without the what-if squares</source>
        <translation>Die Veränderung: mit − ohne die Was-wäre-wenn-Felder</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Zurück zur Partie</translation>
    </message>
    <message>
        <source>Close game</source>
        <translation>Partie schließen</translation>
    </message>
    <message>
        <source>Pieces only</source>
        <translation>Nur Figuren</translation>
    </message>
    <message>
        <source>Pawns too</source>
        <translation>Auch Bauern</translation>
    </message>
    <message>
        <source>Who can stop it</source>
        <translation>Wer hält sie auf</translation>
    </message>
    <message>
        <source>Zone off</source>
        <translation>Zone aus</translation>
    </message>
    <message>
        <source>White stays to move: White is in check, and the side not to move cannot be in check</source>
        <translation>Weiß bleibt am Zug: Weiß steht im Schach, und die Seite, die nicht am Zug ist, darf nicht im Schach stehen</translation>
    </message>
    <message>
        <source>Black stays to move: Black is in check, and the side not to move cannot be in check</source>
        <translation>Schwarz bleibt am Zug: Schwarz steht im Schach, und die Seite, die nicht am Zug ist, darf nicht im Schach stehen</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Schwarz am Zug</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Weiß am Zug</translation>
    </message>
    <message>
        <source>Who can stop it? is off: %1 has no zones, only a piece&apos;s moves in a position</source>
        <translation>Wer hält sie auf? ist aus: %1 hat keine Zonen, nur die Züge einer Figur in einer Stellung</translation>
    </message>
    <message>
        <source>Clear board</source>
        <translation>Brett leeren</translation>
    </message>
    <message>
        <source>%1 of %2 routes drawn, the others left out to stay readable</source>
        <translation>%1 von %2 Routen gezeichnet, die anderen weggelassen, damit es lesbar bleibt</translation>
    </message>
    <message>
        <source>Control</source>
        <translation>Kontrolle</translation>
    </message>
    <message>
        <source>Control off</source>
        <translation>Kontrolle aus</translation>
    </message>
    <message>
        <source>X-rays counted</source>
        <translation>Röntgen mitgezählt</translation>
    </message>
    <message>
        <source>X-rays not counted</source>
        <translation>Röntgen nicht mitgezählt</translation>
    </message>
</context>
<context>
    <name>cd::gui::BoardWidget</name>
    <message>
        <source>A pawn cannot stand on %1: the board is unchanged.</source>
        <translation>Ein Bauer kann nicht auf %1 stehen: Das Brett bleibt unverändert.</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Klick</translation>
    </message>
    <message>
        <source>set or clear the source</source>
        <translation>Ausgangsfeld setzen oder löschen</translation>
    </message>
    <message>
        <source>Right click, Shift+click</source>
        <translation>Rechtsklick, Umschalt+Klick</translation>
    </message>
    <message>
        <source>set or clear the target</source>
        <translation>Zielfeld setzen oder löschen</translation>
    </message>
    <message>
        <source>Ctrl+click</source>
        <translation>Strg+Klick</translation>
    </message>
    <message>
        <source>set or clear a via square</source>
        <translation>Zwischenfeld setzen oder löschen</translation>
    </message>
    <message>
        <source>Drag a piece</source>
        <translation>Figur ziehen</translation>
    </message>
    <message>
        <source>move it; off the board removes it</source>
        <translation>versetzt sie; vom Brett gezogen entfernt sie</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <source>move the focus square</source>
        <translation>Fokusfeld bewegen</translation>
    </message>
    <message>
        <source>Enter / Space</source>
        <translation>Eingabe / Leertaste</translation>
    </message>
    <message>
        <source>source / target at the focus square</source>
        <translation>Ausgangs- / Zielfeld am Fokusfeld</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Entf</translation>
    </message>
    <message>
        <source>remove the piece at the focus square</source>
        <translation>Figur auf dem Fokusfeld entfernen</translation>
    </message>
    <message>
        <source>What if: only an empty square can be blocked, and not the source (%1)</source>
        <translation>Was wäre, wenn: nur ein leeres Feld kann gesperrt werden, nicht das Ausgangsfeld (%1)</translation>
    </message>
    <message>
        <source>What if: the source cannot be unsafe (%1)</source>
        <translation>Was wäre wenn: Das Ausgangsfeld kann nicht unsicher sein (%1)</translation>
    </message>
</context>
<context>
    <name>cd::gui::CompareView</name>
    <message>
        <source>Comparison board</source>
        <translation>Vergleichsbrett</translation>
    </message>
    <message>
        <source>C&amp;ompare with</source>
        <translation>&amp;Vergleichen mit</translation>
    </message>
    <message>
        <source>&amp;Nothing (one board)</source>
        <translation>&amp;Nichts (ein Brett)</translation>
    </message>
    <message>
        <source>&amp;Second board on or off</source>
        <translation>&amp;Zweites Brett ein oder aus</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>&amp;Before and after: freeze this map</source>
        <translation>&amp;Vorher und nachher: diese Karte festhalten</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Keep the map as it is now beside the board, then change the position to see what changed</source>
        <translation>Die Karte in ihrem jetzigen Zustand neben dem Brett behalten; dann die Stellung ändern, um zu sehen, was sich geändert hat</translation>
    </message>
    <message>
        <source>&amp;Difference (A − B)</source>
        <translation>&amp;Differenz (A − B)</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
</context>
<context>
    <name>cd::gui::ControlPanel</name>
    <message>
        <source>Capture ends the route</source>
        <translation>Schlagen beendet den Weg</translation>
    </message>
    <message>
        <source>Capture and go on</source>
        <translation>Schlagen und weiterziehen</translation>
    </message>
    <message>
        <source>Enemy pieces block</source>
        <translation>Gegnerische Figuren blockieren</translation>
    </message>
    <message>
        <source>Avoid squares the opponent attacks</source>
        <translation>Vom Gegner angegriffene Felder meiden</translation>
    </message>
    <message>
        <source>Promotion ends the route</source>
        <translation>Umwandlung beendet den Weg</translation>
    </message>
    <message>
        <source>Promote to %1</source>
        <translation>Umwandlung in %1</translation>
    </message>
    <message>
        <source>shortest</source>
        <translation>kürzeste</translation>
    </message>
    <message>
        <source>Longer than shortest: routes made of two shortest routes (Stilman&apos;s admissible trajectories of degree 2)</source>
        <translation>Länger als die kürzesten: Wege aus zwei kürzesten Wegen (Stilmans zulässige Trajektorien vom Grad 2)</translation>
    </message>
    <message>
        <source>Distinct stops only</source>
        <translation>Nur Wege ohne Feldwiederholung</translation>
    </message>
    <message>
        <source>◀</source>
        <translation>◀</translation>
    </message>
    <message>
        <source>▶</source>
        <translation>▶</translation>
    </message>
    <message>
        <source>FEN, e.g. %1</source>
        <translation>FEN, z. B. %1</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Messen</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>Probe piece</source>
        <translation>Testfigur</translation>
    </message>
    <message>
        <source>Captures</source>
        <translation>Schlagen</translation>
    </message>
    <message>
        <source>Pawns</source>
        <translation>Bauern</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>Show first</source>
        <translation>Erste anzeigen</translation>
    </message>
    <message>
        <source>Set position from FEN</source>
        <translation>Stellung aus FEN setzen</translation>
    </message>
    <message>
        <source>Set a target (right click)</source>
        <translation>Zielfeld setzen (Rechtsklick)</translation>
    </message>
    <message>
        <source>No route</source>
        <translation>Kein Weg</translation>
    </message>
    <message>
        <source>first %1 of %2%3</source>
        <translation>erste %1 von %2%3</translation>
    </message>
    <message>
        <source>route %1 of %2</source>
        <translation>Weg %1 von %2</translation>
    </message>
    <message>
        <source>The piece whose moves the map counts</source>
        <translation>Die Figur, deren Züge die Karte zählt</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>no piece: a distance between squares</source>
        <translation>keine Figur: ein Abstand zwischen Feldern</translation>
    </message>
    <message>
        <source>none yet: click a source square</source>
        <translation>noch keine: klicken Sie auf ein Startfeld</translation>
    </message>
    <message>
        <source>What the numbers count (keys 1-9 pick the first nine)</source>
        <translation>Was die Zahlen zählen (die Tasten 1-9 wählen die ersten neun)</translation>
    </message>
    <message>
        <source>The piece put on an empty source square to count its moves; it is drawn pale, as it is not part of the position</source>
        <translation>Die Figur, die auf ein leeres Startfeld gestellt wird, um ihre Züge zu zählen; sie ist blass gezeichnet, da sie nicht zur Stellung gehört</translation>
    </message>
    <message>
        <source>What an enemy piece in the way does: the capture ends the route, the piece is taken and the route goes on, or it blocks like an own piece</source>
        <translation>Was eine gegnerische Figur im Weg tut: das Schlagen beendet den Weg, die Figur wird geschlagen und der Weg geht weiter, oder sie sperrt wie eine eigene Figur</translation>
    </message>
    <message>
        <source>Never stop on a square an enemy piece attacks (passing over it is allowed)</source>
        <translation>Nie auf einem Feld anhalten, das eine gegnerische Figur angreift (darüber hinweg ziehen ist erlaubt)</translation>
    </message>
    <message>
        <source>What a pawn does on its last rank</source>
        <translation>Was ein Bauer auf seiner letzten Reihe tut</translation>
    </message>
    <message>
        <source>Count only routes that never stand on the same square twice</source>
        <translation>Nur Wege zählen, die nie zweimal auf demselben Feld stehen</translation>
    </message>
    <message>
        <source>How many routes to draw as arrows at once (R: all or one)</source>
        <translation>Wie viele Wege gleichzeitig als Pfeile gezeichnet werden (R: alle oder einer)</translation>
    </message>
    <message>
        <source>Previous route (PageUp)</source>
        <translation>Vorheriger Weg (Bild auf)</translation>
    </message>
    <message>
        <source>Next route (PageDown)</source>
        <translation>Nächster Weg (Bild ab)</translation>
    </message>
    <message>
        <source>The position as FEN: Enter takes it and gives the keys back to the board, Esc puts back the board&apos;s</source>
        <translation>Die Stellung als FEN: Eingabe übernimmt sie und gibt die Tasten dem Brett zurück, Esc stellt die des Bretts wieder her</translation>
    </message>
    <message>
        <source>Routes</source>
        <translation>Wege</translation>
    </message>
    <message>
        <source>Position: %1</source>
        <translation>Stellung: %1</translation>
    </message>
    <message>
        <source>Control</source>
        <translation>Kontrolle</translation>
    </message>
    <message>
        <source>X-rays</source>
        <translation>Röntgen</translation>
    </message>
</context>
<context>
    <name>cd::gui::ExplanationPanel</name>
    <message>
        <source>How it is computed</source>
        <translation>Berechnung</translation>
    </message>
    <message>
        <source>How often each distance occurs</source>
        <translation>Häufigkeit der Distanzen</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Beispiel</translation>
    </message>
    <message>
        <source>Over %1. Mean %2%3.</source>
        <translation>Grundlage: %1. Mittelwert %2%3.</translation>
    </message>
    <message>
        <source>; %1 unreachable (hatched bar)</source>
        <translation>; %1 unerreichbar (schraffierter Balken)</translation>
    </message>
    <message>
        <source>On the board: %1 to %2 cannot be reached.</source>
        <translation>Auf dem Brett: %2 ist von %1 aus nicht erreichbar.</translation>
    </message>
    <message>
        <source>On the board: %1 to %2 is %3.</source>
        <translation>Auf dem Brett: %1 nach %2 ist %3.</translation>
    </message>
    <message>
        <source>Right-click a square to set a target and see its value here.</source>
        <translation>Rechtsklick auf ein Feld setzt ein Zielfeld und zeigt seinen Wert hier.</translation>
    </message>
    <message>
        <source>Click a square to measure from it.</source>
        <translation>Auf ein Feld klicken, um von dort aus zu messen.</translation>
    </message>
    <message>
        <source>Each route drawn is what Stilman calls a trajectory: a way the piece can go from %1 to %2 in that many moves, square by square.</source>
        <translation>Jeder gezeichnete Weg ist das, was Stilman eine Trajektorie nennt: ein Weg, auf dem die Figur in so vielen Zügen Feld für Feld von %1 nach %2 gelangen kann.</translation>
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
        <translation> px</translation>
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
        <translation>Farb&amp;palette</translation>
    </message>
    <message>
        <source>%1 × %2 px</source>
        <translation>%1 × %2 px</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1-Dateien (*.%2)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy this image to the clipboard</source>
        <translation>Dieses Bild in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>FEN in the caption</source>
        <translation>FEN in der Beschriftung</translation>
    </message>
    <message>
        <source>End the caption with the position&apos;s FEN on a line of its own</source>
        <translation>Die Beschriftung mit der FEN der Stellung in einer eigenen Zeile beenden</translation>
    </message>
    <message>
        <source>GIF animation</source>
        <translation>GIF-Animation</translation>
    </message>
    <message>
        <source>WebP animation</source>
        <translation>WebP-Animation</translation>
    </message>
    <message>
        <source>Measure from a square first: the wavefront grows from it</source>
        <translation>Zuerst von einem Feld aus messen: von dort wächst die Wellenfront</translation>
    </message>
    <message>
        <source>Set a target (right click) that the piece can reach</source>
        <translation>Ein Ziel setzen (Rechtsklick), das die Figur erreichen kann</translation>
    </message>
    <message>
        <source>Open a game first (File &gt; Open game) and go to one of its moves</source>
        <translation>Zuerst eine Partie öffnen (Datei &gt; Partie öffnen) und zu einem ihrer Züge gehen</translation>
    </message>
    <message>
        <source>An animation cannot go on the clipboard; save it instead</source>
        <translation>Eine Animation passt nicht in die Zwischenablage; stattdessen speichern</translation>
    </message>
    <message>
        <source>Nothing moves yet: measure from a square first</source>
        <translation>Noch bewegt sich nichts: zuerst von einem Feld aus messen</translation>
    </message>
    <message numerus="yes">
        <source>%n frames, %1 × %2 px</source>
        <translation>
            <numerusform>%n Bild, %1 × %2 px</numerusform>
            <numerusform>%n Bilder, %1 × %2 px</numerusform>
        </translation>
    </message>
    <message>
        <source>1 frame, %1 × %2 px</source>
        <translation>1 Bild, %1 × %2 px</translation>
    </message>
    <message numerus="yes">
        <source>%n frames of %1 × %2 px are more than an animation may hold (%3 million pixels): choose a smaller width or a later move</source>
        <translation>
            <numerusform>%n Bild mit %1 × %2 px ist mehr, als eine Animation fassen darf (%3 Millionen Pixel): eine kleinere Breite oder einen späteren Zug wählen</numerusform>
            <numerusform>%n Bilder mit %1 × %2 px sind mehr, als eine Animation fassen darf (%3 Millionen Pixel): eine kleinere Breite oder einen späteren Zug wählen</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn on View &gt; Who can stop it? with a source and a target</source>
        <translation>Schalten Sie Ansicht &gt; Wer hält sie auf? mit Start und Ziel ein</translation>
    </message>
</context>
<context>
    <name>cd::gui::GamePanel</name>
    <message>
        <source>Game %1</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <source>The other games of the file</source>
        <translation>Die anderen Partien der Datei</translation>
    </message>
    <message>
        <source>Click a move to see the board after it; Left and Right step</source>
        <translation>Einen Zug anklicken, um das Brett danach zu sehen; Links und Rechts gehen schrittweise</translation>
    </message>
    <message>
        <source>The starting position</source>
        <translation>Die Ausgangsstellung</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>Einen Zug zurück (Links)</translation>
    </message>
    <message>
        <source>One move on (Right)</source>
        <translation>Einen Zug vor (Rechts)</translation>
    </message>
    <message>
        <source>The last move</source>
        <translation>Der letzte Zug</translation>
    </message>
    <message>
        <source>No game open: File → Open game…</source>
        <translation>Keine Partie geöffnet: Datei → Partie öffnen…</translation>
    </message>
    <message>
        <source>Click a piece to chart its mobility over the game</source>
        <translation>Eine Figur anklicken, um ihre Beweglichkeit über die Partie zu sehen</translation>
    </message>
    <message>
        <source>Mobility over the game: %1</source>
        <translation>Beweglichkeit über die Partie: %1</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Zurück zur Partie</translation>
    </message>
    <message>
        <source>The board was edited: back on the move it left</source>
        <translation>Das Brett wurde verändert: zurück zu dem Zug, an dem es die Partie verlassen hat</translation>
    </message>
    <message>
        <source>Mobility over the game as played (without the what-if squares): %1</source>
        <translation>Beweglichkeit über die gespielte Partie (ohne die Was-wäre-wenn-Felder): %1</translation>
    </message>
    <message>
        <source>Which games of the file could not be read, and why</source>
        <translation>Welche Partien der Datei nicht gelesen werden konnten, und warum</translation>
    </message>
    <message>
        <source>1 game of the file could not be read…</source>
        <translation>1 Partie der Datei konnte nicht gelesen werden …</translation>
    </message>
    <message>
        <source>%1 games of the file could not be read…</source>
        <translation>%1 Partien der Datei konnten nicht gelesen werden …</translation>
    </message>
    <message>
        <source>Mobility of the measured piece</source>
        <translation>Beweglichkeit der gemessenen Figur</translation>
    </message>
    <message>
        <source>Control: squares each side holds</source>
        <translation>Kontrolle: Felder, die jede Seite beherrscht</translation>
    </message>
    <message>
        <source>What the chart shows over the game</source>
        <translation>Was das Diagramm über die Partie zeigt</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source>&amp;Chart:</source>
        <translation>&amp;Diagramm:</translation>
    </message>
    <message>
        <source>Control over the game: squares each side attacks more often</source>
        <translation>Kontrolle über die Partie: Felder, die jede Seite öfter angreift</translation>
    </message>
</context>
<context>
    <name>cd::gui::Headline</name>
    <message>
        <source>Left: %1 — right: %2</source>
        <translation>Links: %1 — rechts: %2</translation>
    </message>
</context>
<context>
    <name>cd::gui::HistogramWidget</name>
    <message>
        <source>Histogram of distances</source>
        <translation>Histogramm der Distanzen</translation>
    </message>
    <message>
        <source>No histogram</source>
        <translation>Kein Histogramm</translation>
    </message>
</context>
<context>
    <name>cd::gui::KappeView</name>
    <message>
        <source>Kappe&apos;s matrix</source>
        <translation>Kappes Matrix</translation>
    </message>
    <message>
        <source>I (n = 0)</source>
        <translation>I (n = 0)</translation>
    </message>
    <message>
        <source>The identity, n = 0 (Home)</source>
        <translation>Die Einheitsmatrix, n = 0 (Pos1)</translation>
    </message>
    <message>
        <source>◀ n − 1</source>
        <translation>◀ n − 1</translation>
    </message>
    <message>
        <source>One power back (Left, Page Up)</source>
        <translation>Eine Potenz zurück (Pfeil links, Bild auf)</translation>
    </message>
    <message>
        <source>n + 1 ▶</source>
        <translation>n + 1 ▶</translation>
    </message>
    <message>
        <source>Multiply by I ∨ A once more (Right, Page Down)</source>
        <translation>Noch einmal mit I ∨ A multiplizieren (Pfeil rechts, Bild ab)</translation>
    </message>
    <message>
        <source>Closure</source>
        <translation>Hülle</translation>
    </message>
    <message>
        <source>The power that no further product changes (End)</source>
        <translation>Die Potenz, die kein weiteres Produkt mehr ändert (Ende)</translation>
    </message>
    <message>
        <source>n = %1 of %2 (closure)</source>
        <translation>n = %1 von %2 (Hülle)</translation>
    </message>
    <message>
        <source>new at power n (distance n)</source>
        <translation>neu bei Potenz n (Distanz n)</translation>
    </message>
    <message>
        <source>set earlier</source>
        <translation>früher gesetzt</translation>
    </message>
    <message>
        <source>diagonal (I)</source>
        <translation>Diagonale (I)</translation>
    </message>
    <message>
        <source>source row</source>
        <translation>Zeile des Ausgangsfeldes</translation>
    </message>
    <message>
        <source>%1 from %2 in the current position</source>
        <translation>%1 von %2 in der aktuellen Stellung</translation>
    </message>
    <message>
        <source>%1 on the empty board</source>
        <translation>%1 auf dem leeren Brett</translation>
    </message>
    <message>
        <source>The %1 metric has no moves, so it has no move matrix. Pick a piece metric or reach.</source>
        <translation>Die Metrik %1 hat keine Züge und daher keine Zugmatrix. Eine Figurenmetrik oder reach wählen.</translation>
    </message>
    <message>
        <source>Click a square on the board: the matrix is of the piece on it.</source>
        <translation>Auf ein Feld des Bretts klicken: Die Matrix gehört zur Figur darauf.</translation>
    </message>
    <message>
        <source>Row = from square, column = to square (a1, b1, …, h8). (I ∨ A)&lt;sup&gt;n&lt;/sup&gt; has a 1 where the column&apos;s square is at most n moves from the row&apos;s.</source>
        <translation>Zeile = Ausgangsfeld, Spalte = Zielfeld (a1, b1, …, h8). (I ∨ A)&lt;sup&gt;n&lt;/sup&gt; hat eine 1, wo das Feld der Spalte höchstens n Züge vom Feld der Zeile entfernt ist.</translation>
    </message>
    <message>
        <source>n = %1 of %2</source>
        <translation>n = %1 von %2</translation>
    </message>
    <message>
        <source>%1 of 4096 entries are 1, %2 of them new at this power.</source>
        <translation>%1 von 4096 Einträgen sind 1, davon %2 neu bei dieser Potenz.</translation>
    </message>
    <message>
        <source>0 moves (the diagonal: the identity I)</source>
        <translation>0 Züge (die Diagonale: die Einheitsmatrix I)</translation>
    </message>
    <message>
        <source>unreachable (the entry never becomes 1)</source>
        <translation>unerreichbar (der Eintrag wird nie 1)</translation>
    </message>
    <message>
        <source>reachable in 1 move</source>
        <translation>erreichbar in 1 Zug</translation>
    </message>
    <message>
        <source>reachable in %1 moves</source>
        <translation>erreichbar in %1 Zügen</translation>
    </message>
    <message>
        <source>, new at this power</source>
        <translation>, neu bei dieser Potenz</translation>
    </message>
    <message>
        <source>not within 1 move (the entry becomes 1 at power %1)</source>
        <translation>nicht innerhalb von 1 Zug (der Eintrag wird bei Potenz %1 zu 1)</translation>
    </message>
    <message>
        <source>not within %1 moves (the entry becomes 1 at power %2)</source>
        <translation>nicht innerhalb von %1 Zügen (der Eintrag wird bei Potenz %2 zu 1)</translation>
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
        <translation>Schachbrett</translation>
    </message>
    <message>
        <source>Pieces (drag onto the board)</source>
        <translation>Figuren (auf das Brett ziehen)</translation>
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
        <translation>Steuerung</translation>
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
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Copy image</source>
        <translation>Bild &amp;kopieren</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>&amp;FEN kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste FEN</source>
        <translation>FEN e&amp;infügen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
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
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation>Ctrl+Y</translation>
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
        <translation>&amp;Auswahl aufheben</translation>
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
        <translation>F</translation>
    </message>
    <message>
        <source>&amp;Numbers</source>
        <translation>&amp;Zahlen</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
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
        <translation>T&amp;rajektorienpfeile</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>La&amp;yer numbers</source>
        <translation>&amp;Schichtnummern</translation>
    </message>
    <message>
        <source>&amp;Palette</source>
        <translation>&amp;Farbpalette</translation>
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
        <translation>Was die &amp;Metriken bedeuten</translation>
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
        <translation>&lt;b&gt;Schachdistanz-Explorer&lt;/b&gt; %1&lt;br&gt;Distanzen auf dem Schachbrett: Metriken, Erreichbarkeit und Stilmans Trajektorien.</translation>
    </message>
    <message>
        <source>Click a square to measure from it; right-click to set a target</source>
        <translation>Auf ein Feld klicken, um von dort aus zu messen; Rechtsklick setzt ein Zielfeld</translation>
    </message>
    <message>
        <source>Image exported</source>
        <translation>Bild exportiert</translation>
    </message>
    <message>
        <source>FEN copied</source>
        <translation>FEN kopiert</translation>
    </message>
    <message>
        <source>The clipboard holds no valid FEN (%1); the board is unchanged.</source>
        <translation>Die Zwischenablage enthält keine gültige FEN (%1); das Brett bleibt unverändert.</translation>
    </message>
    <message>
        <source>Paste FEN</source>
        <translation>FEN einfügen</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>What the metrics mean</source>
        <translation>Was die Metriken bedeuten</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <source>Create &amp;worksheet…</source>
        <translation>&amp;Arbeitsblatt erstellen…</translation>
    </message>
    <message>
        <source>Worksheet written</source>
        <translation>Arbeitsblatt geschrieben</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Hoher Kontrast</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>&amp;Explanation of the metric</source>
        <translation>&amp;Erklärung der Metrik</translation>
    </message>
    <message>
        <source>&amp;Wavefront</source>
        <translation>&amp;Wellenfront</translation>
    </message>
    <message>
        <source>&amp;Knight moves as an L</source>
        <translation>&amp;Springerzüge als L</translation>
    </message>
    <message>
        <source>Click a square to measure from it</source>
        <translation>Klicken Sie auf ein Feld, um von dort zu messen</translation>
    </message>
    <message>
        <source>Reset &amp;layout</source>
        <translation>&amp;Anordnung zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Routes</source>
        <translation>&amp;Wege</translation>
    </message>
    <message>
        <source>&amp;Next route</source>
        <translation>&amp;Nächster Weg</translation>
    </message>
    <message>
        <source>.</source>
        <translation>.</translation>
    </message>
    <message>
        <source>&amp;Previous route</source>
        <translation>&amp;Vorheriger Weg</translation>
    </message>
    <message>
        <source>,</source>
        <translation>,</translation>
    </message>
    <message>
        <source>&amp;All routes / one route</source>
        <translation>&amp;Alle Wege / ein Weg</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>How it is computed:</source>
        <translation>So wird es berechnet:</translation>
    </message>
    <message>
        <source>Mobility</source>
        <translation>Beweglichkeit</translation>
    </message>
    <message>
        <source>&amp;Mobility of every piece</source>
        <translation>&amp;Beweglichkeit jeder Figur</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <source>&amp;First to arrive</source>
        <translation>&amp;Wer zuerst ankommt</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Weiß</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Schwarz</translation>
    </message>
    <message>
        <source>White &amp;− Black</source>
        <translation>Weiß &amp;− Schwarz</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>Partie ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>Games (*.pgn);;All files (*)</source>
        <translation>Partien (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Vorheriger Zug</translation>
    </message>
    <message>
        <source>The last game was not opened again: %1</source>
        <translation>Die letzte Partie wurde nicht wieder geöffnet: %1</translation>
    </message>
    <message>
        <source>The game was not opened; the board is unchanged.

%1</source>
        <translation>Die Partie wurde nicht geöffnet; das Brett bleibt unverändert.

%1</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Stellung</translation>
    </message>
    <message>
        <source>Games read from %1: %2</source>
        <translation>Partien aus %1 gelesen: %2</translation>
    </message>
    <message>
        <source>Image copied (%1 × %2 px)</source>
        <translation>Bild kopiert (%1 × %2 px)</translation>
    </message>
    <message>
        <source>Reading %1 was cancelled; the board is unchanged</source>
        <translation>Das Lesen von %1 wurde abgebrochen; das Brett bleibt unverändert</translation>
    </message>
    <message>
        <source>&amp;Back to the game</source>
        <translation>&amp;Zurück zur Partie</translation>
    </message>
    <message>
        <source>&amp;Close game</source>
        <translation>Partie &amp;schließen</translation>
    </message>
    <message>
        <source>Step &amp;forward</source>
        <translation>Schritt &amp;vor</translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation>Schritt z&amp;urück</translation>
    </message>
    <message>
        <source>; 1 game could not be read (the Game panel lists it)</source>
        <translation>; 1 Partie konnte nicht gelesen werden (die Partie-Leiste nennt sie)</translation>
    </message>
    <message>
        <source>; %1 games could not be read (the Game panel lists them)</source>
        <translation>; %1 Partien konnten nicht gelesen werden (die Partie-Leiste nennt sie)</translation>
    </message>
    <message>
        <source>&amp;Who can stop it?</source>
        <translation>&amp;Wer hält sie auf?</translation>
    </message>
    <message>
        <source>Z</source>
        <translation>Z</translation>
    </message>
    <message>
        <source>With a source and a target: the pieces that can stop the piece on its way in time, and their routes</source>
        <translation>Mit Start und Ziel: die Figuren, die die Figur auf ihrem Weg rechtzeitig aufhalten können, und ihre Wege</translation>
    </message>
    <message>
        <source>Routes copied as PGN arrows</source>
        <translation>Wege als PGN-Pfeile kopiert</translation>
    </message>
    <message>
        <source>Export interactive page (&amp;HTML)…</source>
        <translation>Interaktive Seite exportieren (&amp;HTML)…</translation>
    </message>
    <message>
        <source>Page exported</source>
        <translation>Seite exportiert</translation>
    </message>
    <message>
        <source>Copy routes as &amp;PGN arrows</source>
        <translation>Wege als &amp;PGN-Pfeile kopieren</translation>
    </message>
    <message>
        <source>&amp;Position</source>
        <translation>&amp;Stellung</translation>
    </message>
    <message>
        <source>Switch the side to &amp;move</source>
        <translation>&amp;Zugrecht wechseln</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>White to move or Black to move (T); undo takes it back</source>
        <translation>Weiß oder Schwarz am Zug (T); Rückgängig nimmt es zurück</translation>
    </message>
    <message>
        <source>In presentation mode (a presenter&apos;s remote):</source>
        <translation>Im Präsentationsmodus (Fernbedienung eines Vortragenden):</translation>
    </message>
    <message>
        <source>Black screen</source>
        <translation>Schwarzer Bildschirm</translation>
    </message>
    <message>
        <source>%1 opens when presentation mode is left (Esc)</source>
        <translation>%1 öffnet sich, wenn der Präsentationsmodus verlassen wird (Esc)</translation>
    </message>
    <message>
        <source>&amp;Control of the squares</source>
        <translation>&amp;Kontrolle der Felder</translation>
    </message>
    <message>
        <source>G</source>
        <translation>G</translation>
    </message>
    <message>
        <source>Every square coloured by how many pieces of each side attack it, and the pieces an exchange wins; G again goes back to the map</source>
        <translation>Jedes Feld gefärbt danach, wie viele Figuren jeder Seite es angreifen, und die Figuren, die ein Abtausch gewinnt; G noch einmal führt zurück zur Karte</translation>
    </message>
    <message>
        <source>Count &amp;x-rays</source>
        <translation>&amp;Röntgen mitzählen</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>Control of the squares: count the pieces that attack a square once those in front of them have left (X)</source>
        <translation>Kontrolle der Felder: auch die Figuren zählen, die ein Feld angreifen, sobald die vor ihnen gegangen sind (X)</translation>
    </message>
</context>
<context>
    <name>cd::gui::MobilityChart</name>
    <message>
        <source>The measured piece&apos;s mobility score after each move; click to go there</source>
        <translation>Die Beweglichkeitswertung der gemessenen Figur nach jedem Zug; anklicken, um dorthin zu gehen</translation>
    </message>
    <message>
        <source>ply %1</source>
        <translation>Halbzug %1</translation>
    </message>
    <message>
        <source>After each move, the squares White and Black each attack more often than the other; click to go there</source>
        <translation>Nach jedem Zug die Felder, die Weiß und Schwarz jeweils öfter angreifen als die andere Seite; zum Hingehen klicken</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
</context>
<context>
    <name>cd::gui::MobilityPanel</name>
    <message>
        <source>Moves of the measured piece</source>
        <translation>Züge der gemessenen Figur</translation>
    </message>
    <message>
        <source>First to arrive: White</source>
        <translation>Zuerst da: Weiß</translation>
    </message>
    <message>
        <source>First to arrive: Black</source>
        <translation>Zuerst da: Schwarz</translation>
    </message>
    <message>
        <source>First to arrive: White − Black</source>
        <translation>Zuerst da: Weiß − Schwarz</translation>
    </message>
    <message>
        <source>What the board colours: the measured piece&apos;s moves, or for each square the fewest moves any piece of a side needs to get there</source>
        <translation>Was das Brett färbt: die Züge der gemessenen Figur oder für jedes Feld die wenigsten Züge, die irgendeine Figur einer Seite dorthin braucht</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>Figur</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>4+</source>
        <translation>4+</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Empty board</source>
        <translation>Leeres Brett</translation>
    </message>
    <message>
        <source>Ratio</source>
        <translation>Verhältnis</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>Was wäre, wenn</translation>
    </message>
    <message>
        <source>The piece</source>
        <translation>Die Figur</translation>
    </message>
    <message>
        <source>Where it stands</source>
        <translation>Wo sie steht</translation>
    </message>
    <message>
        <source>Squares reached in one move</source>
        <translation>In einem Zug erreichte Felder</translation>
    </message>
    <message>
        <source>Squares reached in two moves</source>
        <translation>In zwei Zügen erreichte Felder</translation>
    </message>
    <message>
        <source>Squares reached in three moves</source>
        <translation>In drei Zügen erreichte Felder</translation>
    </message>
    <message>
        <source>Squares reached in four moves or more</source>
        <translation>In vier oder mehr Zügen erreichte Felder</translation>
    </message>
    <message>
        <source>Squares it can never reach</source>
        <translation>Felder, die sie nie erreicht</translation>
    </message>
    <message>
        <source>Mean number of moves over the squares it reaches</source>
        <translation>Mittlere Zahl der Züge über die erreichten Felder</translation>
    </message>
    <message>
        <source>Score: 1 for each square reached in one move, ½ in two, ¼ in three …</source>
        <translation>Wertung: 1 für jedes in einem Zug erreichte Feld, ½ in zwei, ¼ in drei …</translation>
    </message>
    <message>
        <source>The same piece&apos;s score alone on an empty board</source>
        <translation>Die Wertung derselben Figur allein auf leerem Brett</translation>
    </message>
    <message>
        <source>Score ÷ empty-board score: low for a hemmed-in piece</source>
        <translation>Wertung ÷ Wertung auf leerem Brett: niedrig für eine eingeengte Figur</translation>
    </message>
    <message>
        <source>Blocked: %1</source>
        <translation>Gesperrt: %1</translation>
    </message>
    <message>
        <source>While on, a click on an empty square puts a neutral blocker there (no piece may pass or stop on it), a Shift+click makes a square unsafe (a piece may pass but not stop on it); click again to take it away</source>
        <translation>Solange eingeschaltet, setzt ein Klick auf ein leeres Feld einen neutralen Sperrstein (keine Figur darf es überqueren oder betreten), ein Umschalt+Klick macht ein Feld unsicher (eine Figur darf es überqueren, aber nicht darauf stehen bleiben); ein weiterer Klick nimmt es wieder weg</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Take away every blocked and unsafe square</source>
        <translation>Alle gesperrten und unsicheren Felder entfernen</translation>
    </message>
    <message>
        <source>Show the change</source>
        <translation>Veränderung zeigen</translation>
    </message>
    <message>
        <source>A second board with the measured piece&apos;s map without the what-if squares, and the difference after − before</source>
        <translation>Ein zweites Brett mit der Karte der gemessenen Figur ohne die Was-wäre-wenn-Felder und der Differenz nachher − vorher</translation>
    </message>
    <message>
        <source>How much the score changes because of the what-if squares</source>
        <translation>Wie sich die Wertung durch die Was-wäre-wenn-Felder ändert</translation>
    </message>
    <message>
        <source>Unsafe: %1</source>
        <translation>Unsicher: %1</translation>
    </message>
    <message>
        <source>How freely each piece can move: the more squares it gets to in few moves, the better. A piece shut in by its own pawns gets a low ratio and comes first in the table. Click a row to see where that piece can go.</source>
        <translation>Wie frei jede Figur ziehen kann: Je mehr Felder sie in wenigen Zügen erreicht, desto besser. Eine Figur, die von ihren eigenen Bauern eingesperrt ist, bekommt ein niedriges Verhältnis und steht in der Tabelle ganz oben. Eine Zeile anklicken, um zu sehen, wohin diese Figur ziehen kann.</translation>
    </message>
    <message>
        <source>Score: a square reached in one move counts 1, in two moves ½, in three ¼, and so on. Ratio: the score ÷ the same piece&apos;s score alone on an empty board; a bishop hemmed in by its own pawns has a low ratio, Kappe&apos;s &quot;bad bishop&quot;. Mean: the average number of moves to the squares it reaches.</source>
        <translation>Wertung: Ein in einem Zug erreichtes Feld zählt 1, in zwei Zügen ½, in drei ¼ und so weiter. Verhältnis: die Wertung ÷ die Wertung derselben Figur allein auf leerem Brett; ein Läufer, der von seinen eigenen Bauern eingeengt ist, hat ein niedriges Verhältnis, Kappes „schlechter Läufer“. Mittel: die durchschnittliche Zahl der Züge zu den Feldern, die die Figur erreicht.</translation>
    </message>
    <message>
        <source>Widen the panel to see more columns.</source>
        <translation>Den Bereich breiter ziehen, um mehr Spalten zu sehen.</translation>
    </message>
    <message>
        <source>What if: block squares</source>
        <translation>Was wäre, wenn: Felder sperren</translation>
    </message>
    <message>
        <source>Pieces only (no pawns)</source>
        <translation>Nur Figuren (keine Bauern)</translation>
    </message>
    <message>
        <source>Leave the pawns out of the table: a pawn&apos;s ratio would top the ranking of the pieces</source>
        <translation>Die Bauern aus der Tabelle weglassen: das Verhältnis eines Bauern würde die Rangfolge der Figuren anführen</translation>
    </message>
    <message>
        <source>Click an empty square to block it; Shift+click makes a square unsafe.</source>
        <translation>Ein leeres Feld anklicken, um es zu sperren; Umschalt+Klick macht ein Feld unsicher.</translation>
    </message>
</context>
<context>
    <name>cd::gui::MoveTableModel</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
</context>
<context>
    <name>cd::gui::PageExportDialog</name>
    <message>
        <source>Export interactive page</source>
        <translation>Interaktive Seite exportieren</translation>
    </message>
    <message>
        <source>Let pupils switch to the empty board&apos;s move metrics</source>
        <translation>Schüler zu den Zugmetriken des leeren Bretts wechseln lassen</translation>
    </message>
    <message>
        <source>Add homework questions</source>
        <translation>Hausaufgabenfragen hinzufügen</translation>
    </message>
    <message>
        <source>Questions:</source>
        <translation>Fragen:</translation>
    </message>
    <message>
        <source>The same seed gives the same questions, as on a worksheet.</source>
        <translation>Derselbe Startwert ergibt dieselben Fragen, wie auf einem Arbeitsblatt.</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <source>HTML page (*.html)</source>
        <translation>HTML-Seite (*.html)</translation>
    </message>
</context>
<context>
    <name>cd::gui::PairsModel</name>
    <message>
        <source>unreachable</source>
        <translation>unerreichbar</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>nach %1</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>von %1</translation>
    </message>
</context>
<context>
    <name>cd::gui::PieceButton</name>
    <message>
        <source>Drag onto the board to add this piece</source>
        <translation>Auf das Brett ziehen, um diese Figur hinzuzufügen</translation>
    </message>
</context>
<context>
    <name>cd::gui::ReadingStatus</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop reading the game file; the board stays as it is</source>
        <translation>Das Lesen der Partiedatei abbrechen; das Brett bleibt, wie es ist</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
</context>
<context>
    <name>cd::gui::SkippedGamesDialog</name>
    <message>
        <source>Games skipped</source>
        <translation>Übersprungene Partien</translation>
    </message>
    <message>
        <source>%1: one game could not be read and was skipped; the others are open.</source>
        <translation>%1: eine Partie konnte nicht gelesen werden und wurde übersprungen; die anderen sind geöffnet.</translation>
    </message>
    <message>
        <source>%1: %2 games could not be read and were skipped; the others are open.</source>
        <translation>%1: %2 Partien konnten nicht gelesen werden und wurden übersprungen; die anderen sind geöffnet.</translation>
    </message>
    <message>
        <source>and 1 more</source>
        <translation>und 1 weitere</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>und %1 weitere</translation>
    </message>
    <message>
        <source>Save the list…</source>
        <translation>Liste speichern…</translation>
    </message>
    <message>
        <source>Write the reasons to a text file, all that were kept</source>
        <translation>Die Gründe in eine Textdatei schreiben, alle, die behalten wurden</translation>
    </message>
    <message>
        <source>and 1 more game, whose reason was not kept</source>
        <translation>und 1 weitere Partie, deren Grund nicht behalten wurde</translation>
    </message>
    <message>
        <source>and %1 more games, whose reasons were not kept</source>
        <translation>und %1 weitere Partien, deren Gründe nicht behalten wurden</translation>
    </message>
    <message>
        <source>Save the skipped games</source>
        <translation>Übersprungene Partien speichern</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Text (*.txt)</translation>
    </message>
    <message>
        <source>%1 was not written: %2</source>
        <translation>%1 wurde nicht geschrieben: %2</translation>
    </message>
</context>
<context>
    <name>cd::gui::TablesDialog</name>
    <message>
        <source>Tables</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <source>&amp;Current map</source>
        <translation>&amp;Aktuelle Karte</translation>
    </message>
    <message>
        <source>&amp;All pairs (64 × 64)</source>
        <translation>A&amp;lle Paare (64 × 64)</translation>
    </message>
    <message>
        <source>Cop&amp;y</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Tab-separated, for a spreadsheet: the selected cells, or the whole table (Ctrl+C)</source>
        <translation>Tabulatorgetrennt, für eine Tabellenkalkulation: die ausgewählten Zellen oder die ganze Tabelle (Strg+C)</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSV &amp;exportieren…</translation>
    </message>
    <message>
        <source>&amp;Square order</source>
        <translation>&amp;Feldreihenfolge</translation>
    </message>
    <message>
        <source>Undo the sorting: rows from a1 to h8</source>
        <translation>Sortierung aufheben: Zeilen von a1 bis h8</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Click a square on the board to see its values.</source>
        <translation>Auf ein Feld des Bretts klicken, um seine Werte zu sehen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; of every square</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; jedes Feldes</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 from %2&lt;/b&gt;: moves needed in the current position (– unreachable)</source>
        <translation>&lt;b&gt;%1 von %2&lt;/b&gt;: benötigte Züge in der aktuellen Stellung (– unerreichbar)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; from &lt;b&gt;%2&lt;/b&gt; (– unreachable)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; von &lt;b&gt;%2&lt;/b&gt; (– unerreichbar)</translation>
    </message>
    <message>
        <source>The %1 metric belongs to one square; the pairs table needs a metric of two squares.</source>
        <translation>Die Metrik %1 gehört zu einem einzelnen Feld; die Paartabelle braucht eine Metrik zweier Felder.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; put on each square in turn (row) of the current position, the other pieces staying: moves to each square (column). Click a column header to sort.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; nacheinander auf jedes Feld (Zeile) der aktuellen Stellung gestellt, die anderen Figuren bleiben stehen: Züge zu jedem Feld (Spalte). Zum Sortieren auf einen Spaltenkopf klicken.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; from each square (row) to each square (column), on the empty board. Click a column header to sort.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; von jedem Feld (Zeile) zu jedem Feld (Spalte) auf dem leeren Brett. Zum Sortieren auf einen Spaltenkopf klicken.</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Could not write %1:
%2</source>
        <translation>%1 konnte nicht geschrieben werden:
%2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, lifted from %2, put on each square in turn (row) of the current position, the other pieces staying: moves to each square (column). Click a column header to sort.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, von %2 abgehoben, nacheinander auf jedes Feld (Zeile) der aktuellen Stellung gestellt, die anderen Figuren bleiben stehen: Züge zu jedem Feld (Spalte). Zum Sortieren auf einen Spaltenkopf klicken.</translation>
    </message>
</context>
<context>
    <name>cd::gui::WavefrontControl</name>
    <message>
        <source>Wavefront</source>
        <translation>Wellenfront</translation>
    </message>
    <message>
        <source>&amp;Wavefront</source>
        <translation>&amp;Wellenfront</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>Show the map step by step (W)</source>
        <translation>Die Karte Schritt für Schritt zeigen (W)</translation>
    </message>
    <message>
        <source>Wavefront step &amp;back</source>
        <translation>Wellenfront einen Schritt &amp;zurück</translation>
    </message>
    <message>
        <source>[</source>
        <translation>[</translation>
    </message>
    <message>
        <source>One step back ([)</source>
        <translation>Einen Schritt zurück ([)</translation>
    </message>
    <message>
        <source>Wavefront step &amp;forward</source>
        <translation>Wellenfront einen Schritt &amp;vor</translation>
    </message>
    <message>
        <source>]</source>
        <translation>]</translation>
    </message>
    <message>
        <source>One step forward (])</source>
        <translation>Einen Schritt vor (])</translation>
    </message>
    <message>
        <source>&amp;Play wavefront</source>
        <translation>Wellenfront &amp;abspielen</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Play or pause (P)</source>
        <translation>Abspielen oder anhalten (P)</translation>
    </message>
    <message>
        <source>Wavefront step</source>
        <translation>Wellenfront-Schritt</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>Slow (2 s a step)</source>
        <translation>Langsam (2 s pro Schritt)</translation>
    </message>
    <message>
        <source>Normal (1 s a step)</source>
        <translation>Normal (1 s pro Schritt)</translation>
    </message>
    <message>
        <source>Fast (½ s a step)</source>
        <translation>Schnell (½ s pro Schritt)</translation>
    </message>
    <message>
        <source>&amp;Pause wavefront</source>
        <translation>Wellenfront &amp;anhalten</translation>
    </message>
    <message>
        <source>Click a source first</source>
        <translation>Zuerst ein Ausgangsfeld anklicken</translation>
    </message>
    <message>
        <source>Off: the whole map (W)</source>
        <translation>Aus: die ganze Karte (W)</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
</context>
<context>
    <name>cd::gui::WorksheetDialog</name>
    <message>
        <source>Create worksheet</source>
        <translation>Arbeitsblatt erstellen</translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation>Metriken</translation>
    </message>
    <message>
        <source>The same seed gives the same exercises</source>
        <translation>Derselbe Startwert ergibt dieselben Aufgaben</translation>
    </message>
    <message>
        <source>Ask for the number of shortest routes</source>
        <translation>Nach der Zahl der kürzesten Wege fragen</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>US-Letter</translation>
    </message>
    <message>
        <source>&amp;Exercises</source>
        <translation>&amp;Aufgaben</translation>
    </message>
    <message>
        <source>&amp;Seed</source>
        <translation>&amp;Startwert</translation>
    </message>
    <message>
        <source>&amp;Questions per board</source>
        <translation>&amp;Fragen pro Brett</translation>
    </message>
    <message>
        <source>&amp;Paper</source>
        <translation>&amp;Papier</translation>
    </message>
    <message>
        <source>Choose at least one metric.</source>
        <translation>Mindestens eine Metrik wählen.</translation>
    </message>
    <message>
        <source>Drawing the worksheet…</source>
        <translation>Arbeitsblatt wird gezeichnet…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Save worksheet</source>
        <translation>Arbeitsblatt speichern</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>How many moves the pieces of the board&apos;s position need to reach each square</source>
        <translation>Wie viele Züge die Figuren der Brettstellung zu jedem Feld brauchen</translation>
    </message>
    <message>
        <source>The board has no pieces: set up a position first</source>
        <translation>Auf dem Brett stehen keine Figuren: stelle zuerst eine Stellung auf</translation>
    </message>
    <message>
        <source>Every piece that can move</source>
        <translation>Jede Figur, die ziehen kann</translation>
    </message>
    <message>
        <source>Only the %1 on %2</source>
        <comment>a piece of the position: &quot;White knight&quot;, f3</comment>
        <translation>Nur: %1 auf %2</translation>
    </message>
    <message>
        <source>Which pieces of the position the exercises ask about</source>
        <translation>Nach welchen Figuren der Stellung die Aufgaben fragen</translation>
    </message>
    <message>
        <source>A few squares</source>
        <translation>Einige Felder</translation>
    </message>
    <message>
        <source>Half the squares</source>
        <translation>Die Hälfte der Felder</translation>
    </message>
    <message>
        <source>Every square</source>
        <translation>Jedes Feld</translation>
    </message>
    <message>
        <source>How much of each board the student fills in</source>
        <translation>Wie viel von jedem Brett die Schüler ausfüllen</translation>
    </message>
    <message>
        <source>How many squares are blank with &quot;A few squares&quot;</source>
        <translation>Wie viele Felder bei „Einige Felder“ leer sind</translation>
    </message>
    <message>
        <source>Colour the exercises too</source>
        <translation>Auch die Aufgaben färben</translation>
    </message>
    <message>
        <source>Off: the exercises are printed on a pale board, so that no colour gives an answer away; the answer key is always in colour</source>
        <translation>Aus: die Aufgaben werden auf einem blassen Brett gedruckt, damit keine Farbe eine Antwort verrät; die Lösungen sind immer farbig</translation>
    </message>
    <message>
        <source>&amp;Blank</source>
        <translation>&amp;Leer</translation>
    </message>
    <message>
        <source>Printed at the top of every page</source>
        <translation>Wird oben auf jede Seite gedruckt</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Titel</translation>
    </message>
</context>
<context>
    <name>cd::options</name>
    <message>
        <source>Source square (a1..h8).</source>
        <translation>Ausgangsfeld (a1..h8).</translation>
    </message>
    <message>
        <source>Target square.</source>
        <translation>Zielfeld.</translation>
    </message>
    <message>
        <source>Position in FEN (placement required; the empty board without it).</source>
        <translation>Stellung als FEN (Figurenstellung erforderlich; ohne sie das leere Brett).</translation>
    </message>
    <message>
        <source>Piece to put on --from for reach: K Q R B N P white, k q r b n p black.</source>
        <translation>Figur, die für reach auf --from gestellt wird: K Q R B N P weiß, k q r b n p schwarz.</translation>
    </message>
    <message>
        <source>Enemy pieces on the way: stop (default), continue or block.</source>
        <translation>Gegnerische Figuren im Weg: stop (Standard), continue oder block.</translation>
    </message>
    <message>
        <source>Never stop on a square the opponent attacks.</source>
        <translation>Nie auf einem Feld anhalten, das der Gegner angreift.</translation>
    </message>
    <message>
        <source>A pawn on its last rank continues as q, r, b or n.</source>
        <translation>Ein Bauer auf seiner letzten Reihe zieht als q, r, b oder n weiter.</translation>
    </message>
    <message>
        <source>Routes through this square.</source>
        <translation>Wege über dieses Feld.</translation>
    </message>
    <message>
        <source>Route length (default the shortest; longer: admissible routes).</source>
        <translation>Weglänge (Standard die kürzeste; länger: zulässige Wege).</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not a square (a1..h8)</source>
        <translation>--%1: &apos;%2&apos; ist kein Feld (a1..h8)</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not a number</source>
        <translation>--%1: &apos;%2&apos; ist keine Zahl</translation>
    </message>
    <message>
        <source>--%1: %2 is out of range %3..%4</source>
        <translation>--%1: %2 liegt außerhalb des Bereichs %3..%4</translation>
    </message>
    <message>
        <source>--%1: unknown metric &apos;%2&apos; (choose from %3)</source>
        <translation>--%1: unbekannte Metrik &apos;%2&apos; (zur Auswahl: %3)</translation>
    </message>
    <message>
        <source>--fen: %1</source>
        <translation>--fen: %1</translation>
    </message>
    <message>
        <source>--piece: &apos;%1&apos; is not a piece (K Q R B N P white, k q r b n p black)</source>
        <translation>--piece: &apos;%1&apos; ist keine Figur (K Q R B N P weiß, k q r b n p schwarz)</translation>
    </message>
    <message>
        <source>--captures: &apos;%1&apos; is not a capture mode (stop, continue or block)</source>
        <translation>--captures: &apos;%1&apos; ist kein Schlagmodus (stop, continue oder block)</translation>
    </message>
    <message>
        <source>--promote: &apos;%1&apos; is not q, r, b or n</source>
        <translation>--promote: &apos;%1&apos; ist nicht q, r, b oder n</translation>
    </message>
    <message>
        <source>the %1 metric needs --from SQ</source>
        <translation>die Metrik %1 braucht --from SQ</translation>
    </message>
    <message>
        <source>Chess Distance Explorer: opens the window, in the state the query options describe.</source>
        <translation>Schachdistanz-Explorer: öffnet das Fenster in dem Zustand, den die Abfrageoptionen beschreiben.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>Die Version anzeigen.</translation>
    </message>
    <message>
        <source>Usage: chess-distance [options]</source>
        <translation>Aufruf: chess-distance [Optionen]</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (chess-distance --help lists the commands)</source>
        <translation>unbekannter Befehl &apos;%1&apos; (chess-distance --help listet die Befehle auf)</translation>
    </message>
    <message>
        <source>What if: neutral blockers on these empty squares (comma-separated), which no piece may pass or stop on.</source>
        <translation>Was wäre, wenn: neutrale Sperren auf diesen leeren Feldern (durch Kommas getrennt), die keine Figur überqueren oder betreten darf.</translation>
    </message>
    <message>
        <source>What if: these squares (comma-separated) may be passed but not stopped on.</source>
        <translation>Was wäre, wenn: diese Felder (durch Kommas getrennt) dürfen überquert, aber nicht betreten werden.</translation>
    </message>
    <message>
        <source>--block: %1</source>
        <translation>--block: %1</translation>
    </message>
    <message>
        <source>no display to open the window on (DISPLAY, WAYLAND_DISPLAY and QT_QPA_PLATFORM are unset); the commands need none: chess-distance --help</source>
        <translation>keine Anzeige, auf der sich das Fenster öffnen ließe (DISPLAY, WAYLAND_DISPLAY und QT_QPA_PLATFORM sind nicht gesetzt); die Befehle brauchen keine: chess-distance --help</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;: it is a folder</source>
        <translation>&apos;%1&apos; kann nicht gelesen werden: es ist ein Ordner</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos; kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is larger than %2 MB: not read</source>
        <translation>&apos;%1&apos; ist größer als %2 MB und wird nicht gelesen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>file name: error</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: the file holds no game</source>
        <translation>%1: die Datei enthält keine Partie</translation>
    </message>
    <message>
        <source>--fen and --pgn both give the position; give one of them</source>
        <translation>--fen und --pgn geben beide die Stellung an; gib nur eine davon an</translation>
    </message>
    <message>
        <source>--%1 needs --pgn FILE</source>
        <translation>--%1 braucht --pgn DATEI</translation>
    </message>
    <message>
        <source>--ply and --move both choose the position; give one of them</source>
        <translation>--ply und --move wählen beide die Stellung; gib nur eine davon an</translation>
    </message>
    <message>
        <source>--plies and --%1 both choose the positions; give one of them</source>
        <translation>--plies und --%1 wählen beide die Stellungen; gib nur eine davon an</translation>
    </message>
    <message>
        <source>The position from a game of this PGN file (with --ply or --move) instead of --fen.</source>
        <translation>Die Stellung aus einer Partie dieser PGN-Datei (mit --ply oder --move) statt --fen.</translation>
    </message>
    <message>
        <source>With --pgn: the game, counted from 1 (default 1).</source>
        <translation>Mit --pgn: die Partie, ab 1 gezählt (Standard 1).</translation>
    </message>
    <message>
        <source>With --pgn: the position after this many plies (0: the start).</source>
        <translation>Mit --pgn: die Stellung nach so vielen Halbzügen (0: der Anfang).</translation>
    </message>
    <message>
        <source>With --pgn: the position after this move, as &quot;23. Nf3&quot; or &quot;23... Nf6&quot;.</source>
        <translation>Mit --pgn: die Stellung nach diesem Zug, als „23. Nf3“ oder „23... Nf6“.</translation>
    </message>
    <message>
        <source>--pgn needs --ply K or --move &quot;23. Nf3&quot; to say which position of the game</source>
        <translation>--pgn braucht --ply K oder --move &quot;23. Nf3&quot;, um die Stellung der Partie zu wählen</translation>
    </message>
    <message>
        <source>--move: game %1 has no move &apos;%2&apos;</source>
        <translation>--move: die Partie %1 hat keinen Zug &apos;%2&apos;</translation>
    </message>
    <message>
        <source>--plies: &apos;%1&apos; is not a list of plies and ranges A-B from 0 to %2 of game %3</source>
        <translation>--plies: &apos;%1&apos; ist keine Liste von Halbzügen und Bereichen A-B von 0 bis %2 der Partie %3</translation>
    </message>
    <message>
        <source>--plies: &apos;%1&apos; is not a ply or a range A-B from 0 to %2 of game %3</source>
        <translation>--plies: &apos;%1&apos; ist weder ein Halbzug noch ein Bereich A-B von 0 bis %2 der Partie %3</translation>
    </message>
    <message>
        <source>Distance metric: %1 (default: reach with --piece or a position, knight otherwise).</source>
        <translation>Distanzmetrik: %1 (Standard: reach mit --piece oder einer Stellung, sonst knight).</translation>
    </message>
    <message>
        <source>no piece stands on %1: give --piece or a position with a piece there</source>
        <translation>auf %1 steht keine Figur: --piece angeben oder eine Stellung mit einer Figur dort</translation>
    </message>
    <message>
        <source>--ply: &apos;%1&apos; is not a ply from 0 to %2 of game %3</source>
        <translation>--ply: &apos;%1&apos; ist kein Halbzug von 0 bis %2 der Partie %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is too large: it does not fit in memory</source>
        <translation>&apos;%1&apos; ist zu groß: die Datei passt nicht in den Speicher</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is %2: save it as UTF-8</source>
        <translation>&apos;%1&apos; ist in %2 kodiert: als UTF-8 speichern</translation>
    </message>
    <message>
        <source>1 game read</source>
        <translation>1 Partie gelesen</translation>
    </message>
    <message>
        <source>%1 games read</source>
        <translation>%1 Partien gelesen</translation>
    </message>
    <message>
        <source>%1, %2 skipped</source>
        <comment>12 games read, 1 skipped</comment>
        <translation>%1, %2 übersprungen</translation>
    </message>
    <message>
        <source>--game: game %1 could not be read (%2)</source>
        <translation>--game: Partie %1 konnte nicht gelesen werden (%2)</translation>
    </message>
    <message>
        <source>--game: &apos;%1&apos; is not a game number from 1 to %2</source>
        <translation>--game: &apos;%1&apos; ist keine Partienummer von 1 bis %2</translation>
    </message>
    <message>
        <source>With --pgn: refuse the file at its first game that cannot be read (by default such a game is skipped).</source>
        <translation>Mit --pgn: die Datei bei ihrer ersten Partie ablehnen, die nicht gelesen werden kann (sonst wird eine solche Partie übersprungen).</translation>
    </message>
    <message>
        <source>--game: game %1 could not be read</source>
        <translation>--game: Partie %1 konnte nicht gelesen werden</translation>
    </message>
</context>
</TS>
