import { inArray } from 'drizzle-orm';
import type { Db } from '../core/db';
import { images } from '../db/schema/images/images.table';
import { insertAiModel, insertDataset } from '../modules/catalog';
import { insertTemplate } from '../modules/templates';

/** Real public datasets with their real licences and approximate published file sizes. */
const DEMO_DATASETS = [
  {
    slug: 'imagenet-1k',
    name: 'ImageNet-1k（ILSVRC 2012）',
    nameEn: 'ImageNet-1k (ILSVRC 2012)',
    licence: 'ImageNet Terms of Access (non-commercial research)',
    tags: ['vision', 'classification'],
    description:
      '## 简介\n1000 类、约 128 万张训练图像和 5 万张验证图像的图像分类基准。\n\n仅限非商业研究使用，使用前请阅读 ImageNet 的访问条款。',
    descriptionEn:
      '## About\nThe image classification benchmark: 1,000 classes, about 1.28 million training and 50,000 validation images.\n\nFor non-commercial research only: read the ImageNet terms of access first.',
    files: [
      { name: 'ILSVRC2012_img_train.tar', sizeBytes: 147_897_477_120 },
      { name: 'ILSVRC2012_img_val.tar', sizeBytes: 6_744_924_160 },
      { name: 'ILSVRC2012_devkit_t12.tar.gz', sizeBytes: 2_568_145 },
    ],
  },
  {
    slug: 'coco-2017',
    name: 'COCO 2017',
    nameEn: 'COCO 2017',
    licence: 'CC BY 4.0 (annotations); images under Flickr terms',
    tags: ['vision', 'detection', 'segmentation'],
    description:
      '## 简介\n目标检测、实例分割与图像描述数据集：11.8 万张训练图像、5 千张验证图像，80 个类别。',
    descriptionEn:
      '## About\nObject detection, instance segmentation and captioning: 118k training and 5k validation images in 80 categories.',
    files: [
      { name: 'train2017.zip', sizeBytes: 19_336_861_798 },
      { name: 'val2017.zip', sizeBytes: 815_585_330 },
      { name: 'annotations_trainval2017.zip', sizeBytes: 252_907_541 },
    ],
  },
  {
    slug: 'librispeech',
    name: 'LibriSpeech 英语语音语料',
    nameEn: 'LibriSpeech ASR corpus',
    licence: 'CC BY 4.0',
    tags: ['speech', 'asr'],
    description: '## 简介\n约 1000 小时 16 kHz 英语朗读语音，来自 LibriVox 有声书，适合语音识别训练与评测。',
    descriptionEn:
      '## About\nAbout 1,000 hours of 16 kHz read English speech from LibriVox audiobooks, for speech recognition.',
    files: [
      { name: 'train-clean-100.tar.gz', sizeBytes: 6_387_309_499 },
      { name: 'train-clean-360.tar.gz', sizeBytes: 23_049_477_885 },
      { name: 'train-other-500.tar.gz', sizeBytes: 30_593_501_606 },
      { name: 'dev-clean.tar.gz', sizeBytes: 337_926_286 },
      { name: 'test-clean.tar.gz', sizeBytes: 346_663_984 },
    ],
  },
  {
    slug: 'c4-en',
    name: 'C4 英文（Common Crawl 清洗子集）',
    nameEn: 'C4 English (cleaned Common Crawl subset)',
    licence: 'ODC-BY 1.0',
    tags: ['nlp', 'pretraining'],
    description:
      '## 简介\nColossal Clean Crawled Corpus：从 Common Crawl 2019 年 4 月快照清洗得到的英文网页文本，用于语言模型预训练。',
    descriptionEn:
      '## About\nThe Colossal Clean Crawled Corpus: English web text cleaned from the April 2019 Common Crawl snapshot, for language-model pretraining.',
    files: [
      { name: 'en/c4-train.00000-of-01024.json.gz … 01023 (1024 shards)', sizeBytes: 319_000_000_000 },
      { name: 'en/c4-validation.00000-of-00008.json.gz … 00007 (8 shards)', sizeBytes: 321_000_000 },
    ],
  },
  {
    slug: 'wikitext-103',
    name: 'WikiText-103',
    nameEn: 'WikiText-103',
    licence: 'CC BY-SA 3.0',
    tags: ['nlp', 'language-modeling'],
    description: '## 简介\n来自维基百科优质条目的 1 亿词语言建模语料，保留大小写、标点与数字。',
    descriptionEn:
      '## About\nA 100-million-token language-modelling corpus from verified Good and Featured Wikipedia articles, with case, punctuation and numbers kept.',
    files: [
      { name: 'wikitext-103-v1.zip', sizeBytes: 190_229_076 },
      { name: 'wikitext-103-raw-v1.zip', sizeBytes: 191_984_949 },
    ],
  },
  {
    slug: 'squad-2.0',
    name: 'SQuAD 2.0 阅读理解',
    nameEn: 'SQuAD 2.0',
    licence: 'CC BY-SA 4.0',
    tags: ['nlp', 'question-answering'],
    description:
      '## 简介\n斯坦福问答数据集 2.0：10 万个可回答问题加 5 万个无法回答的问题，考查模型何时应拒答。',
    descriptionEn:
      '## About\nThe Stanford Question Answering Dataset 2.0: 100k answerable questions plus 50k unanswerable ones that test when a model should abstain.',
    files: [
      { name: 'train-v2.0.json', sizeBytes: 42_123_633 },
      { name: 'dev-v2.0.json', sizeBytes: 4_370_528 },
    ],
  },
];

/** Models bound to the demo images they run on (by image name, see DEMO_IMAGES). */
const DEMO_AI_MODELS = [
  {
    slug: 'llama-3.1-8b-instruct',
    name: 'Llama 3.1 8B Instruct',
    publisher: 'Meta',
    parameters: '8B',
    licence: 'Llama 3.1 Community License',
    gpuMemoryGb: 20,
    recommendedGpu: 'RTX 4090',
    image: 'ubuntu22-cuda12.4-vllm0.6',
    tags: ['llm', 'chat'],
    summary: '多语言对话模型，128K 上下文',
    summaryEn: 'Multilingual chat model with a 128K context',
  },
  {
    slug: 'qwen2.5-7b-instruct',
    name: 'Qwen2.5 7B Instruct',
    publisher: 'Alibaba Qwen',
    parameters: '7B',
    licence: 'Apache-2.0',
    gpuMemoryGb: 18,
    recommendedGpu: 'RTX 4090',
    image: 'ubuntu22-cuda12.4-vllm0.6',
    tags: ['llm', 'chat', 'chinese'],
    summary: '中英双语对话与代码，128K 上下文',
    summaryEn: 'Chinese and English chat and code, 128K context',
  },
  {
    slug: 'qwen2.5-72b-instruct',
    name: 'Qwen2.5 72B Instruct',
    publisher: 'Alibaba Qwen',
    parameters: '72B',
    licence: 'Qwen License',
    gpuMemoryGb: 150,
    recommendedGpu: 'A100 80G',
    image: 'ubuntu22-cuda12.4-vllm0.6',
    tags: ['llm', 'chat', 'chinese'],
    summary: '旗舰级开源对话模型，需多卡部署',
    summaryEn: 'Flagship open chat model; needs several GPUs',
  },
  {
    slug: 'deepseek-r1-distill-qwen-7b',
    name: 'DeepSeek-R1-Distill-Qwen-7B',
    publisher: 'DeepSeek',
    parameters: '7B',
    licence: 'MIT',
    gpuMemoryGb: 18,
    recommendedGpu: 'RTX 4090',
    image: 'ubuntu22-cuda12.4-vllm0.6',
    tags: ['llm', 'reasoning'],
    summary: '由 DeepSeek-R1 蒸馏的推理模型',
    summaryEn: 'A reasoning model distilled from DeepSeek-R1',
  },
  {
    slug: 'chatglm3-6b',
    name: 'ChatGLM3-6B',
    publisher: 'Zhipu AI / THUDM',
    parameters: '6B',
    licence: 'ChatGLM3-6B Model License',
    gpuMemoryGb: 13,
    recommendedGpu: 'RTX 3090',
    image: 'ubuntu22-cuda12.4-pytorch2.4',
    tags: ['llm', 'chat', 'chinese'],
    summary: '中英双语对话模型，支持工具调用',
    summaryEn: 'Chinese-English chat model with tool calling',
  },
  {
    slug: 'stable-diffusion-xl-base-1.0',
    name: 'Stable Diffusion XL 1.0',
    publisher: 'Stability AI',
    parameters: '3.5B',
    licence: 'CreativeML Open RAIL++-M',
    gpuMemoryGb: 12,
    recommendedGpu: 'RTX 4090',
    image: 'ubuntu22-cuda12.4-pytorch2.4',
    tags: ['image-generation'],
    summary: '1024×1024 文生图模型',
    summaryEn: 'Text-to-image at 1024×1024',
  },
  {
    slug: 'whisper-large-v3',
    name: 'Whisper large-v3',
    publisher: 'OpenAI',
    parameters: '1.55B',
    licence: 'MIT',
    gpuMemoryGb: 10,
    recommendedGpu: 'RTX 3090',
    image: 'ubuntu22-cuda12.4-pytorch2.4',
    tags: ['speech', 'asr'],
    summary: '多语言语音识别与翻译',
    summaryEn: 'Multilingual speech recognition and translation',
  },
];

function modelDescription(model: (typeof DEMO_AI_MODELS)[number], language: 'zh' | 'en'): string {
  const serve = model.image.includes('vllm')
    ? `vllm serve <模型目录> --tensor-parallel-size <GPU 数>`
    : `python -m pip install -U transformers accelerate`;
  return language === 'zh'
    ? `## ${model.name}\n\n${model.summary}。由 ${model.publisher} 发布，许可：${model.licence}。\n\n### 部署\n\n建议显存不少于 **${model.gpuMemoryGb} GB**，推荐 ${model.recommendedGpu}。实例启动后执行：\n\n\`\`\`bash\n${serve}\n\`\`\`\n`
    : `## ${model.name}\n\n${model.summaryEn}. Published by ${model.publisher} under the ${model.licence}.\n\n### Deploy\n\nIt needs at least **${model.gpuMemoryGb} GB** of GPU memory; ${model.recommendedGpu} recommended. Once the instance runs:\n\n\`\`\`bash\n${serve.replace('<模型目录>', '<model dir>').replace('<GPU 数>', '<GPUs>')}\n\`\`\`\n`;
}

/**
 * Public templates staff publish (issue 42): what a model card deploys through, by the image it runs
 * (a model on the vLLM image serves the OpenAI API from its data disk).
 */
const DEMO_TEMPLATES = [
  {
    name: 'vLLM OpenAI-compatible server',
    image: 'ubuntu22-cuda12.4-vllm0.6',
    command: 'vllm serve /root/data/model --host 0.0.0.0 --port 8000',
    ports: [{ port: 8000, label: 'OpenAI API' }],
    diskGb: 50,
    description: '用 vLLM 在 8000 端口提供 OpenAI 兼容接口，模型放在数据盘 /root/data/model。',
    descriptionEn:
      'Serves an OpenAI-compatible API on port 8000 with vLLM; put the model in /root/data/model.',
  },
  {
    name: 'PyTorch Gradio app',
    image: 'ubuntu22-cuda12.4-pytorch2.4',
    command: 'python3 /root/data/app.py --server-name 0.0.0.0 --server-port 7860',
    ports: [{ port: 7860, label: 'Gradio' }],
    diskGb: 50,
    description: '运行数据盘上的 Gradio 应用 /root/data/app.py，7860 端口。',
    descriptionEn: 'Runs the Gradio app /root/data/app.py from the data disk on port 7860.',
  },
] as const;

/** Publishes the demo datasets, templates and models (the demo images must be in already). */
export async function seedDemoDatasetsAndModels(tx: Db, now: Date): Promise<void> {
  for (const dataset of DEMO_DATASETS) {
    const sizeBytes = dataset.files.reduce((sum, file) => sum + file.sizeBytes, 0);
    await insertDataset(tx, { ...dataset, sizeBytes, published: true, createdAt: now, updatedAt: now });
  }
  const names = [...new Set([...DEMO_AI_MODELS, ...DEMO_TEMPLATES].map((entry) => entry.image))];
  const imageRows = await tx.select().from(images).where(inArray(images.name, names));
  const imageIds = new Map(imageRows.map((row) => [row.name, row.id]));
  const imageIdOf = (name: string) => {
    const id = imageIds.get(name);
    if (!id) throw new Error(`the demo image ${name} is missing`);
    return id;
  };
  // The vLLM models deploy through the vLLM server; the others start from their image alone.
  let vllmTemplateId: number | null = null;
  for (const { image, ports, ...template } of DEMO_TEMPLATES) {
    const row = await insertTemplate(tx, {
      ...template,
      ports: [...ports],
      imageId: imageIdOf(image),
      ownerUserId: null,
      published: true,
      createdAt: now,
      updatedAt: now,
    });
    if (image.includes('vllm')) vllmTemplateId = row.id;
  }
  for (const model of DEMO_AI_MODELS) {
    const imageId = imageIdOf(model.image);
    const { image: _, ...fields } = model;
    await insertAiModel(tx, {
      ...fields,
      imageId,
      templateId: model.image.includes('vllm') ? vllmTemplateId : null,
      description: modelDescription(model, 'zh'),
      descriptionEn: modelDescription(model, 'en'),
      published: true,
      createdAt: now,
      updatedAt: now,
    });
  }
}
