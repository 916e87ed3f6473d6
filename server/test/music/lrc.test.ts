import { decodeLrcFile, formatLrcTime, normaliseLrc, parseLrc } from '../../src/modules/music/lrc';

describe('LRC normalisation (docs/behaviour.md §7.5)', () => {
  it('expands multi-timestamp lines and sorts stably by time', () => {
    const out = normaliseLrc('[00:21.10][00:05.00]副歌\n[00:10.00]主歌\n[00:05.00]同时\n');
    expect(out).toBe('[00:05.00]副歌\n[00:05.00]同时\n[00:10.00]主歌\n[00:21.10]副歌\n');
  });

  it('applies [offset] (positive = earlier), strips BOM, \\r, word tags and metadata', () => {
    const out = normaliseLrc('\uFEFF[ti:标题]\r\n[offset:500]\r\n[00:02.00]<00:02.00>你<00:02.50>好\r\n');
    expect(out).toBe('[00:01.50]你好\n');
  });

  it('accepts [mm:ss], [m:ss.x], [mm:ss:xx] and [mm:ss.xxx]; minutes beyond 59', () => {
    const lines = parseLrc('[1:02]a\n[00:03.5]b\n[00:04:25]c\n[00:05.123]d\n[75:00.00]e\n');
    expect(lines.map((l) => l.timeMs)).toEqual([5000 + 123, 62000, 3500, 4250, 4_500_000].sort((x, y) => x - y));
    expect(formatLrcTime(5123)).toBe('[00:05.123]');
    expect(formatLrcTime(4_500_000)).toBe('[75:00.00]');
  });

  it('drops JSON credit lines and keeps empty-text timestamps and leading spaces', () => {
    const out = normaliseLrc('{"t":0,"c":[{"tx":"作曲: "}]}\n[00:00.000] 作词 : 某人\n[00:23.05]\n');
    expect(out).toBe('[00:00.00] 作词 : 某人\n[00:23.05]\n');
  });

  it('treats binary, invalid UTF-8 and untimed text as corrupt, and empty as empty', () => {
    expect(decodeLrcFile(Buffer.from([0x5b, 0x30, 0x00, 0xff]))).toBeNull();
    expect(decodeLrcFile(Buffer.from([0xc3, 0x28, 0x41]))).toBeNull();
    expect(decodeLrcFile(Buffer.from('just some words\nno tags'))).toBeNull();
    expect(decodeLrcFile(Buffer.from('  \n'))).toBe('');
    expect(decodeLrcFile(Buffer.from('[00:01.00]好'))).toBe('[00:01.00]好');
  });
});
