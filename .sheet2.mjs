import sharp from 'sharp';
const [out, ...files] = process.argv.slice(2);
const W = 390;
const tiles = await Promise.all(files.map(async f => { const b = await sharp(f).resize(W).png().toBuffer(); const m = await sharp(b).metadata(); return { b, h: m.height }; }));
const H = Math.max(...tiles.map(t => t.h));
await sharp({ create: { width: files.length * (W + 10), height: H, channels: 3, background: '#888' } })
  .composite(tiles.map((t, i) => ({ input: t.b, left: i * (W + 10), top: 0 }))).png().toFile(out);
