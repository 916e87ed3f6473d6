import type { SeedArticle } from './article-types';

// Demo articles (9/10): tools the author uses every day, 2022–2023.

export const ARTICLES_9: SeedArticle[] = [
  {
    title: '我的终端配置：tmux、fzf 与几个别名',
    description: '用了五年的终端环境，留下来的都是每天真的会用的东西。',
    category: '工具与效率',
    tags: ['Linux', 'Bash', '工具'],
    createdAt: '2022-01-22 22:40:00',
    views: 842,
    likes: 31,
    content: `## tmux：断线不丢现场

远程机器上跑着长任务，网络一断就前功尽弃。tmux 的会话在服务器上，断了重新连上来就行。

~~~bash
tmux new -s blog        # 新建会话
tmux attach -t blog     # 断线后重新接上
~~~

## fzf：模糊查找一切

装好之后，\`Ctrl+R\` 搜历史命令、\`Ctrl+T\` 找文件，都变成了输入几个字母就能定位。

~~~bash
# 模糊选择一个 Git 分支并切过去
gco() {
  git branch --format='%(refname:short)' | fzf --height 40% | xargs -r git checkout
}
~~~

## 留下来的别名

~~~bash
alias ll='ls -lah'
alias gs='git status -sb'
alias ports='ss -tulpn'
alias serve='python3 -m http.server 8000'
~~~

别名不在多，在于手指已经记住了。每隔半年我会翻一遍 \`.bashrc\`，一个月没用过的就删掉。

## 配置放进 Git

所有配置文件放在一个 \`dotfiles\` 仓库里，新机器上克隆下来，跑一个脚本建好软链接，十分钟就回到熟悉的环境。

~~~bash
for f in .bashrc .tmux.conf .gitconfig; do
  ln -sfn "$HOME/dotfiles/$f" "$HOME/$f"
done
~~~
`,
  },
  {
    title: '用 Python 给十年的照片按日期归档',
    description: '手机、相机、网盘里导出来的三万张照片，一个脚本按拍摄日期放好。',
    category: '工具与效率',
    tags: ['Python', '工具'],
    createdAt: '2022-10-15 14:30:00',
    views: 563,
    likes: 22,
    content: `## 起因

换电脑时发现，十年的照片散落在五个文件夹里，文件名有 \`IMG_0001.JPG\`，也有 \`微信图片_2019….jpg\`，还有大量重复。

## 读拍摄时间

照片的 EXIF 里有拍摄时间；没有 EXIF 的，退而求其次用文件的修改时间。

~~~python
from datetime import datetime
from pathlib import Path
from PIL import Image

def taken_at(path: Path) -> datetime:
    try:
        raw = Image.open(path).getexif().get(306)  # DateTime
        if raw:
            return datetime.strptime(raw, "%Y:%m:%d %H:%M:%S")
    except OSError:
        pass
    return datetime.fromtimestamp(path.stat().st_mtime)
~~~

## 去重和搬家

~~~python
import hashlib, shutil

seen: set[str] = set()
for photo in sorted(Path("inbox").rglob("*.jp*g")):
    digest = hashlib.sha256(photo.read_bytes()).hexdigest()
    if digest in seen:
        continue
    seen.add(digest)
    day = taken_at(photo)
    target = Path("photos") / f"{day:%Y}" / f"{day:%m}"
    target.mkdir(parents=True, exist_ok=True)
    shutil.copy2(photo, target / f"{day:%Y%m%d-%H%M%S}-{digest[:6]}.jpg")
~~~

先复制、不移动，确认无误再删原文件。三万张照片去掉了七千多张重复的，跑了二十分钟。
`,
  },
  {
    title: '提交信息写给半年后的自己',
    description: '「修复 bug」这样的提交信息，半年后一点用都没有。',
    category: '工具与效率',
    tags: ['Git', '工具'],
    createdAt: '2023-06-18 20:10:00',
    views: 497,
    likes: 18,
    content: `## 一个反例

~~~bash
git log --oneline -5
# 3f2a9c1 修复 bug
# 8d1e4b0 改了一下
# c77a2f3 update
~~~

半年后 \`git blame\` 到这一行，完全不知道当时为什么这么改。

## 我现在的格式

第一行说做了什么，不超过五十个字；空一行，再写为什么、怎么验证的。

~~~bash
git commit -F - <<'EOF'
首页列表按置顶、时间排序，置顶文章不再重复出现在第二页

分页查询在 OFFSET 之后才排除置顶文章，第二页会漏掉一篇。
改为在同一条 SQL 里排序；新增第二页的接口测试。
EOF
~~~

## 几条习惯

- 一个提交只做一件事，方便回滚，也方便 \`git bisect\`。
- 写「为什么」，而不是重复代码里已经写明的「是什么」。
- 提交前用 \`git add -p\` 再看一遍改动，常常能发现顺手留下的调试代码。

写好提交信息花不了一分钟，省下的却是半年后几个小时的考古。团队里坚持这样写之后，代码评审也快了：看提交信息就知道这次改动想解决什么问题。
`,
  },
];
