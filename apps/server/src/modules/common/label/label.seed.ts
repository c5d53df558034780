import { LABEL_TYPES, type LabelType } from '@hrbd/contract';

export interface LabelSeed {
  labelName: string;
  /** 1 hot. */
  labelHot: number;
}

const hot = (labelName: string): LabelSeed => ({ labelName, labelHot: 1 });
const plain = (labelName: string): LabelSeed => ({ labelName, labelHot: 0 });

/** Training labels as a regional training platform tags its courses and skills. */
export const LABEL_SEEDS: Readonly<Record<LabelType, readonly LabelSeed[]>> = {
  [LABEL_TYPES.onlineCourse]: [
    hot('数字技能'), hot('人工智能训练师'), hot('电子商务'), hot('直播销售'), plain('办公软件应用'), plain('网络安全'),
    hot('养老护理'), plain('育婴员'), plain('家政服务'), plain('创业培训'), plain('安全生产'), plain('职业素养'),
    plain('政策解读'), plain('劳动法规'),
  ],
  [LABEL_TYPES.offlineCourse]: [
    hot('电工实操'), hot('焊工实训'), plain('叉车司机'), plain('挖掘机驾驶'), hot('中式烹调'), plain('中式面点'),
    plain('美容美发'), plain('茶艺'), plain('保育员'), plain('农业实用技术'), plain('汽车维修'), plain('无人机驾驶'),
  ],
  [LABEL_TYPES.skill]: [
    hot('电工'), hot('焊工'), plain('钳工'), plain('车工'), plain('保安员'), hot('健康管理师'), plain('母婴护理'),
    plain('中式烹调师'), plain('保健按摩师'), plain('互联网营销师'), plain('农机修理工'), plain('消防设施操作员'),
  ],
};

/** Seeded labels have readable codes (`1-03`); labels created later get random ones. */
export const seedLabelCode = (type: LabelType, index: number) => `${type}-${String(index + 1).padStart(2, '0')}`;
