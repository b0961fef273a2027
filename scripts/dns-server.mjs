// A DNS server on loopback for verifyDomain: the tests' (test/helpers) and the fuzzer's
// (scripts/fuzz), which answers the challenge of the domain its world creates.
import dgram from 'node:dgram';

const NO_ERROR = 0x8180; // a response, recursion desired and available
const NXDOMAIN = 0x8183;
const TYPE_TXT = 16;
const CLASS_IN = 1;

/**
 * Just enough of RFC 1035 over UDP for verifyDomain's tests: one question per message, no
 * compression in questions, answers pointing back at the question's name (0xc00c).
 */
export async function startDnsServer() {
  const records = new Map();
  const socket = dgram.createSocket('udp4');
  socket.on('message', (query, peer) => socket.send(answer(query, records), peer.port, peer.address));
  await new Promise((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    records,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}

function answer(query, records) {
  const labels = [];
  let offset = 12;
  while (query[offset] !== 0) {
    const length = query[offset];
    labels.push(query.subarray(offset + 1, offset + 1 + length).toString('latin1'));
    offset += length + 1;
  }
  const questionEnd = offset + 5; // the root label, QTYPE, QCLASS
  const qtype = query.readUInt16BE(offset + 1);
  const found = qtype === TYPE_TXT ? (records.get(labels.join('.').toLowerCase()) ?? []) : [];
  const header = Buffer.from(query.subarray(0, 12));
  header.writeUInt16BE(found.length > 0 ? NO_ERROR : NXDOMAIN, 2);
  header.writeUInt16BE(1, 4); // QDCOUNT
  header.writeUInt16BE(found.length, 6); // ANCOUNT
  header.writeUInt32BE(0, 8); // NSCOUNT, ARCOUNT
  const answers = found.map((strings) => {
    const data = Buffer.concat(strings.map((s) => Buffer.concat([Buffer.from([Buffer.byteLength(s)]), Buffer.from(s)])));
    const fixed = Buffer.alloc(12);
    fixed.writeUInt16BE(0xc00c, 0);
    fixed.writeUInt16BE(TYPE_TXT, 2);
    fixed.writeUInt16BE(CLASS_IN, 4);
    fixed.writeUInt32BE(60, 6);
    fixed.writeUInt16BE(data.length, 10);
    return Buffer.concat([fixed, data]);
  });
  return Buffer.concat([header, query.subarray(12, questionEnd), ...answers]);
}
