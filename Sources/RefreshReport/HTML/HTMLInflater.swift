/// The HTML report's raw DEFLATE reader (RFC 1951), in JavaScript, part of the page's script: it
/// inflates a scenario's view at once, in the click that opens it, where the browser's
/// `DecompressionStream` answers only after the tasks queued before it (a tenth of a second and
/// more while a long page is read). It decodes as RFC 1951 describes, a bit at a time, and
/// starts from a history, the dictionary the views are compressed after (``ViewDictionary``).
enum HTMLInflater {
    /// `inflate(data, history, whole)`: the bytes `data` (a `Uint8Array` of DEFLATE blocks) give
    /// after `history`, as a `Uint8Array`. A `whole` stream ends with its last block; else (the
    /// dictionary's, ``Deflate/preamble(_:)``) it ends where its bytes do, between two blocks. It
    /// throws on a malformed stream.
    static let script = """
        const LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
          131, 163, 195, 227, 258];
        const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
        const DISTANCE_BASE = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
          2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577];
        const DISTANCE_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12,
          13, 13];
        const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];
        function inflate(data, history, whole) {
          let position = 0, bit = 0;
          let output = new Uint8Array(history.length + data.length * 8 + 1024);
          output.set(history);
          let length = history.length;
          function bits(count) {
            let value = 0;
            for (let index = 0; index < count; index++) {
              if (position >= data.length) throw new Error("the stream ends early");
              value |= ((data[position] >> bit) & 1) << index;
              if (++bit === 8) { bit = 0; position++; }
            }
            return value;
          }
          function room(more) {
            if (length + more <= output.length) return;
            const larger = new Uint8Array(Math.max(output.length * 2, length + more));
            larger.set(output.subarray(0, length));
            output = larger;
          }
          // A canonical Huffman code: how many codes each length has, and the symbols in code order.
          function code(lengths) {
            const counts = new Uint16Array(16), offsets = new Uint16Array(16);
            const symbols = new Uint16Array(lengths.length);
            for (const each of lengths) counts[each]++;
            counts[0] = 0;
            for (let each = 1; each < 16; each++) offsets[each] = offsets[each - 1] + counts[each - 1];
            for (let symbol = 0; symbol < lengths.length; symbol++) {
              if (lengths[symbol]) symbols[offsets[lengths[symbol]]++] = symbol;
            }
            return { counts, symbols };
          }
          function decode(table) {
            let value = 0, first = 0, index = 0;
            for (let each = 1; each < 16; each++) {
              value |= bits(1);
              const count = table.counts[each];
              if (value - first < count) return table.symbols[index + value - first];
              index += count;
              first = (first + count) << 1;
              value <<= 1;
            }
            throw new Error("a code that no table has");
          }
          function fixed() {
            const lengths = new Uint8Array(288);
            lengths.fill(8, 0, 144); lengths.fill(9, 144, 256); lengths.fill(7, 256, 280); lengths.fill(8, 280, 288);
            return [code(lengths), code(new Uint8Array(30).fill(5))];
          }
          function dynamic() {
            const literals = bits(5) + 257, distances = bits(5) + 1, lengthCodes = bits(4) + 4;
            const codeLengths = new Uint8Array(19);
            for (let index = 0; index < lengthCodes; index++) codeLengths[CODE_LENGTH_ORDER[index]] = bits(3);
            const lengthCode = code(codeLengths);
            const lengths = new Uint8Array(literals + distances);
            for (let index = 0; index < lengths.length;) {
              const symbol = decode(lengthCode);
              if (symbol < 16) { lengths[index++] = symbol; continue; }
              let repeat, value = 0;
              if (symbol === 16) {
                if (index === 0) throw new Error("a repeat with nothing before it");
                value = lengths[index - 1];
                repeat = 3 + bits(2);
              } else {
                repeat = symbol === 17 ? 3 + bits(3) : 11 + bits(7);
              }
              if (index + repeat > lengths.length) throw new Error("too many code lengths");
              lengths.fill(value, index, index + repeat);
              index += repeat;
            }
            return [code(lengths.subarray(0, literals)), code(lengths.subarray(literals))];
          }
          let last = 0;
          while (!last) {
            if (!whole && position === data.length && bit === 0) break;
            last = bits(1);
            const type = bits(2);
            if (type === 0) {
              if (bit) { bit = 0; position++; }
              if (position + 4 > data.length) throw new Error("the stream ends early");
              const count = data[position] | (data[position + 1] << 8);
              if ((count ^ 0xffff) !== (data[position + 2] | (data[position + 3] << 8))) throw new Error("a stored length that does not check");
              position += 4;
              if (position + count > data.length) throw new Error("the stream ends early");
              room(count);
              output.set(data.subarray(position, position + count), length);
              length += count;
              position += count;
              continue;
            }
            if (type === 3) throw new Error("a block of an unknown type");
            const [literal, distance] = type === 1 ? fixed() : dynamic();
            for (;;) {
              const symbol = decode(literal);
              if (symbol < 256) { room(1); output[length++] = symbol; continue; }
              if (symbol === 256) break;
              const which = symbol - 257;
              if (which >= 29) throw new Error("a length code past the table");
              const count = LENGTH_BASE[which] + bits(LENGTH_EXTRA[which]);
              const far = decode(distance);
              if (far >= 30) throw new Error("a distance code past the table");
              const back = DISTANCE_BASE[far] + bits(DISTANCE_EXTRA[far]);
              if (back > length) throw new Error("a distance before the start");
              room(count);
              for (let index = 0; index < count; index++, length++) output[length] = output[length - back];
            }
          }
          return output.subarray(history.length, length);
        }
        """
}
