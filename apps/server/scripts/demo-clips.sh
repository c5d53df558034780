#!/usr/bin/env bash
# Makes the demo's six chapter videos (data/demo-clips/chapter-N.mp4), one per
# chapter title the course demo seed uses (course.demo.ts, CHAPTER_CLIPS): a
# slide with the chapter's title, three points appearing one after another and
# a progress bar, marked 演示视频. Made once with Debian's ffmpeg and
# fonts-noto-cjk and committed, so neither is needed to seed the demo.
#
#   apt-get install -y ffmpeg fonts-noto-cjk && bash apps/server/scripts/demo-clips.sh
set -euo pipefail
out="$(cd "$(dirname "$0")/.." && pwd)/data/demo-clips"
mkdir -p "$out"
seconds=30
font="Noto Sans CJK SC"

# title|point 1|point 2|point 3
chapters=(
  "第1章 课程导学|学习目标：掌握本职业的基本知识与操作技能|学习方式：线上视频学习与线下实操训练结合|考核方式：结业考试与职业技能等级认定"
  "第2章 基础知识|职业概况与岗位要求|相关法律法规：《劳动法》《安全生产法》|职业道德与服务规范"
  "第3章 操作规范|作业前：检查工具、设备与作业环境|作业中：按标准流程操作，做好记录|作业后：整理现场，交接班签字"
  "第4章 安全要点|正确佩戴个人防护用品|识别作业现场的常见危险源|突发情况及时报告，按预案处置"
  "第5章 案例分析|案例背景：某企业一线岗位的真实情境|问题分析：找出流程中的风险与不足|改进措施：形成可执行的整改方案"
  "第6章 综合练习|回顾各章要点，完成课后练习题|对照评分标准开展实操自测|报名参加结业考试"
)

for i in "${!chapters[@]}"; do
  IFS='|' read -r title p1 p2 p3 <<<"${chapters[$i]}"
  text() { # drawtext of $1 at y=$2, size $3, shown from second $4
    printf "drawtext=font='%s':text='%s':fontcolor=white:fontsize=%s:x=48:y=%s:enable='gte(t,%s)'" "$font" "$1" "$3" "$2" "$4"
  }
  ffmpeg -loglevel error -y \
    -f lavfi -i "color=c=0x1f4e79:s=640x360:r=10:d=${seconds}" \
    -f lavfi -i "color=c=0x69b1ff:s=640x6:r=10:d=${seconds}" \
    -filter_complex "[0][1]overlay=x='-W+W*t/${seconds}':y=354,
      drawbox=x=48:y=92:w=544:h=2:color=0x69b1ff:t=fill,
      $(text "$title" 40 34 0),
      $(text "• $p1" 128 22 3),
      $(text "• $p2" 178 22 9),
      $(text "• $p3" 228 22 15),
      drawtext=font='${font}':text='郑州市人力资源大数据管理平台 · 职业技能培训演示视频':fontcolor=0xbfd4ea:fontsize=16:x=48:y=310,
      drawtext=font='${font}':text='演示视频':fontcolor=0xbfd4ea:fontsize=16:x=w-tw-24:y=24" \
    -c:v libx264 -profile:v main -pix_fmt yuv420p -crf 30 -tune stillimage -movflags +faststart \
    -metadata title="$title（演示视频）" \
    "$out/chapter-$((i + 1)).mp4"
done
ls -l "$out"
