// Word lists for prose.ts: one register for technical posts, one for essays and travel notes, so a
// post about a mountain path never warns about throughput.

export interface Voice {
  /** "处理X最好…" / "面对X最好…". */
  verb: string;
  /** "如果没有设计好X" / "如果错过了X". */
  miss: string;
  scenes: readonly string[];
  actions: readonly string[];
  results: readonly string[];
  opinions: readonly string[];
  connectors: readonly string[];
  headings: readonly string[];
  titles: readonly string[];
  tableHead: readonly [string, string];
}

const CONNECTORS = [
  '其实，',
  '换句话说，',
  '不过，',
  '所以，',
  '另外，',
  '举个例子，',
  '回过头看，',
  '说到底，',
  '更重要的是，',
  '',
];

// prettier-ignore
export const TECH: Voice = {
  verb: '处理',
  miss: '没有设计好',
  scenes: [
    '在高并发的场景下', '刚接手一个老项目时', '团队规模变大以后', '数据量过了百万行之后', '夜里排查线上故障时', '第一次上线新功能时',
    '重构一个核心模块时', '需求频繁变动的阶段', '和同事结对编程时', '回头看半年前的代码时', '准备技术分享的时候', '做容量评估的时候',
  ],
  actions: [
    '先把问题拆成更小的部分', '提前做好容量规划', '在上线前完整压测一遍', '把关键路径的耗时打点记录下来', '为每一个边界情况写测试',
    '把配置和代码分开管理', '让错误尽早暴露出来', '给每一次改动留下清楚的说明', '用数据而不是感觉来做判断', '先写文档再动手实现',
    '把重复的逻辑收拢到一个地方', '定期回顾并删掉不用的代码', '在本地复现之后再动手修改', '为慢操作加上超时和重试',
  ],
  results: [
    '排查问题会变得非常困难', '响应时间会明显变长', '后来的人很难看懂当初的意图', '小问题会慢慢积累成大故障', '改一处就会牵动很多地方',
    '上线之后才发现数据不一致', '整个系统的吞吐量会被拖垮', '团队会在同一个坑里反复摔倒', '内存占用会一点点涨上去',
  ],
  opinions: [
    '这件事说起来简单，做起来却需要耐心', '很多时候最朴素的办法反而最可靠', '工具只是手段，想清楚目标更重要', '与其追求完美，不如先让它跑起来',
    '度量之前的优化大多是浪费', '好的命名胜过大段注释', '慢就是快，稳就是省', '经验值得记录，教训更值得记录', '简单的设计更容易长期维护',
  ],
  connectors: CONNECTORS,
  headings: ['背景', '问题出在哪里', '一个简单的例子', '动手实践', '踩过的坑', '几点经验', '延伸阅读', '小结', '为什么这样做', '对比与取舍'],
  titles: ['{s}实践笔记', '深入理解{s}', '{s}的几个常见误区', '从零开始聊{s}', '再谈{s}：{t}', '{s}与{t}的取舍', '一次{s}引发的思考'],
  tableHead: ['主题', '做法'],
};

// prettier-ignore
export const LIFE: Voice = {
  verb: '面对',
  miss: '错过了',
  scenes: [
    '周末清晨出门的时候', '下过一场雨之后', '一个人走在老街上时', '火车穿过隧道的那几分钟', '深夜合上书的时候', '换季整理书架时',
    '在山顶等日出的时候', '和老朋友喝茶聊天时', '假期的最后一天', '搬进新家的第一晚', '坐在窗边发呆的午后', '翻出旧照片的时候',
  ],
  actions: [
    '放慢脚步多看几眼', '带上一本薄薄的小书', '把当下的感受记在本子上', '关掉手机安静地待一会儿', '早一点出门避开人群',
    '给自己留出一段空白的时间', '按照自己的节奏来', '和路边的店主聊上几句', '把照片和文字一起整理好', '少计划一点多感受一点',
  ],
  results: [
    '很多细节转眼就忘了', '回想起来总觉得有些遗憾', '日子会过得匆匆忙忙', '再好的风景也只是匆匆一瞥', '读过的书很快就模糊了',
    '一年到头也说不出做了什么', '心里总是空落落的', '旅程就只剩下赶路',
  ],
  opinions: [
    '慢慢来，比较快', '最好的风景往往在计划之外', '读书和走路都是在和自己对话', '记录本身就是一种珍惜',
    '简单的日子也值得认真过', '看过的山水会悄悄改变一个人', '留白也是生活的一部分', '走得远不如走得用心',
  ],
  connectors: CONNECTORS,
  headings: ['缘起', '路上', '一些片段', '那天的天气', '读到的句子', '后来', '写在最后', '小记'],
  titles: ['{s}小记', '关于{s}的一些片段', '又见{s}', '{s}与{t}', '那年的{s}', '写给{s}'],
  tableHead: ['地方', '建议'],
};

export const CODE_BLOCKS = [
  '~~~ts\nexport function debounce<T extends unknown[]>(fn: (...args: T) => void, wait = 300) {\n  let timer: ReturnType<typeof setTimeout> | undefined;\n  return (...args: T) => {\n    clearTimeout(timer);\n    timer = setTimeout(() => fn(...args), wait);\n  };\n}\n~~~',
  '~~~sql\nSELECT category_id, COUNT(*) AS total\nFROM articles\nWHERE status = 1\nGROUP BY category_id\nORDER BY total DESC;\n~~~',
  '~~~bash\nfor file in logs/*.log; do\n  grep -c "ERROR" "$file"\ndone | sort -n | tail -5\n~~~',
  '~~~go\nfunc retry(ctx context.Context, times int, fn func() error) error {\n\tvar err error\n\tfor i := 0; i < times; i++ {\n\t\tif err = fn(); err == nil {\n\t\t\treturn nil\n\t\t}\n\t\tselect {\n\t\tcase <-ctx.Done():\n\t\t\treturn ctx.Err()\n\t\tcase <-time.After(time.Duration(i+1) * 100 * time.Millisecond):\n\t\t}\n\t}\n\treturn err\n}\n~~~',
  '~~~python\ndef chunked(items, size):\n    for start in range(0, len(items), size):\n        yield items[start:start + size]\n~~~',
];
