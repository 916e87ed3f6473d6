/** The demo library's Chinese catalogue: titles, artists, albums and lyric lines (docs/behaviour.md §7.6). */
export interface DemoTrack {
  title: string;
  alias: string[];
  artist: string;
  album: string;
  seconds: number;
  bpm: number;
  root: number;
  lines: string[];
}

const t = (
  title: string,
  alias: string[],
  artist: string,
  album: string,
  seconds: number,
  bpm: number,
  root: number,
  lines: string[],
): DemoTrack => ({
  title,
  alias,
  artist,
  album,
  seconds,
  bpm,
  root,
  lines,
});

export const DEMO_TRACKS: DemoTrack[] = [
  t('晨光', ['Morning Light'], '砚台乐队', '第一张专辑', 30, 112, 64, [
    '天色微亮的时候',
    '我听见远处的风',
    '晨光落在窗台上',
    '把昨夜轻轻叫醒',
    '我们走在路上',
  ]),
  t('江南雨', ['Jiangnan Rain'], '砚台乐队', '第一张专辑', 26, 96, 62, [
    '细雨落进青石巷',
    '油纸伞下的月光',
    '桥边柳色正浓',
    '一叶小舟过水乡',
  ]),
  t('山海之间', [], '砚台乐队', '第一张专辑', 34, 120, 67, [
    '翻过一座山',
    '看见一片海',
    '风从远方来',
    '吹散了云彩',
    '我在山海之间',
    '等你回来',
  ]),
  t('夜航船', ['Night Ferry'], '林间小鹿', '夜航', 28, 88, 60, [
    '灯火一盏一盏',
    '船在夜里摇晃',
    '星星落进江心',
    '梦也随波荡漾',
  ]),
  t('星河', [], '林间小鹿', '夜航', 32, 104, 65, [
    '抬头是一条星河',
    '流过我们的年少',
    '你说光会老去',
    '我说歌不会',
    '唱给银河听',
  ]),
  t('归途', ['Way Home'], '林间小鹿', '夜航', 24, 100, 63, [
    '行李装满了思念',
    '车窗外是故乡的田',
    '炊烟升起的地方',
    '有人在等我',
  ]),
  t('纸飞机', [], '南风', '四季', 22, 126, 69, ['折一只纸飞机', '写上小小的心愿', '飞过操场和屋檐', '落在明天']),
  t('春日来信', ['Letter of Spring'], '南风', '四季', 30, 116, 66, [
    '春天写来一封信',
    '信里都是花的香',
    '桃花开了又谢',
    '燕子飞回屋梁',
    '我把信读了又读',
  ]),
  t('蝉鸣', [], '南风', '四季', 26, 132, 68, ['午后的蝉鸣', '一声比一声长', '冰镇西瓜的甜', '是夏天的模样']),
  t('落叶知秋', [], '南风', '四季', 28, 92, 61, ['一片叶子落下', '告诉我秋天来了', '风有一点凉', '心有一点暖']),
  t('雪夜', ['Snowy Night'], '白鹭', '冬至', 36, 84, 59, [
    '雪落无声的夜',
    '炉火映红了脸',
    '窗外一片洁白',
    '像回到了从前',
    '我们围坐着',
    '说起旧年',
  ]),
  t('灯火', [], '白鹭', '冬至', 24, 108, 64, ['万家灯火亮起', '照亮回家的路', '不管走了多远', '总有一盏为你']),
];

/** The four official-style charts of docs/behaviour.md §7.5, in the observed order (热歌榜 at index 3). */
export const DEMO_CHARTS: { name: string; type: string; description: string; update: string; picks: number[] }[] = [
  { name: '飙升榜', type: 'S', description: '本地曲库：近期常听', update: '每天更新', picks: [4, 0, 7, 10, 2] },
  { name: '新歌榜', type: 'N', description: '本地曲库：新近加入', update: '每天更新', picks: [11, 10, 9, 8, 6] },
  { name: '原创榜', type: 'O', description: '本地曲库：原创作品', update: '每周四更新', picks: [3, 5, 1, 6] },
  {
    name: '热歌榜',
    type: 'H',
    description: '本地曲库：全部热门',
    update: '每周四更新',
    picks: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
  },
];
