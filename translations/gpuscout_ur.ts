<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ur">
<context>
    <name>Cli</name>
    <message>
        <source>Unknown GPU &quot;%1&quot;. Known GPU ids: %2</source>
        <translation>نامعلوم GPU &quot;%1&quot;۔ معلوم GPU آئی ڈیز: %2</translation>
    </message>
    <message>
        <source>Unknown provider &quot;%1&quot;. Known provider ids: %2</source>
        <translation>نامعلوم فراہم کنندہ &quot;%1&quot;۔ معلوم فراہم کنندگان کی آئی ڈیز: %2</translation>
    </message>
    <message>
        <source>unavailable: no longer in the catalog</source>
        <translation>دستیاب نہیں: اب کیٹلاگ میں موجود نہیں</translation>
    </message>
    <message>
        <source>--model is required.</source>
        <translation>‏--model ضروری ہے۔</translation>
    </message>
    <message>
        <source>Unknown model &quot;%1&quot;. Known model ids: %2</source>
        <translation>نامعلوم ماڈل &quot;%1&quot;۔ معلوم ماڈل آئی ڈیز: %2</translation>
    </message>
    <message>
        <source>import needs exactly one FILE: gpuscout-cli import FILE</source>
        <translation>‏import کو صرف ایک FILE چاہیے: gpuscout-cli import FILE</translation>
    </message>
    <message>
        <source>Nothing was imported. %1</source>
        <translation>کچھ بھی امپورٹ نہیں ہوا۔ %1</translation>
    </message>
    <message>
        <source>List the GPUs of the catalog.</source>
        <translation>کیٹلاگ کے GPUs کی فہرست دکھائیں۔</translation>
    </message>
    <message>
        <source>List the providers and their features.</source>
        <translation>فراہم کنندگان اور ان کی سہولیات کی فہرست دکھائیں۔</translation>
    </message>
    <message>
        <source>List offers; filter with --gpu, --provider, --min-vram, --max-price, --spot.</source>
        <translation>آفرز کی فہرست دکھائیں؛ --gpu، --provider، --min-vram، --max-price، --spot سے فلٹر کریں۔</translation>
    </message>
    <message>
        <source>Replace the catalog with the catalog file FILE.</source>
        <translation>کیٹلاگ کو کیٹلاگ فائل FILE سے بدل دیں۔</translation>
    </message>
    <message>
        <source>Show which catalog the database holds.</source>
        <translation>دکھائیں کہ ڈیٹا بیس میں کون سا کیٹلاگ ہے۔</translation>
    </message>
    <message>
        <source>Seconds per image of a model on a GPU (--gpu, --model).</source>
        <translation>کسی GPU پر کسی ماڈل کے فی تصویر سیکنڈ (--gpu، --model)۔</translation>
    </message>
    <message>
        <source>Rank every offer for a workload (--model, --task and its volume).</source>
        <translation>کسی ورک لوڈ کے لیے ہر آفر کی درجہ بندی کریں (--model، --task اور اس کا حجم)۔</translation>
    </message>
    <message>
        <source>Export offers for a workload to --csv FILE and/or --pdf FILE (--top N, default 10, or --shortlist NAME).</source>
        <translation>کسی ورک لوڈ کی آفرز --csv FILE اور/یا --pdf FILE میں ایکسپورٹ کریں (--top N، ڈیفالٹ 10، یا --shortlist NAME)۔</translation>
    </message>
    <message>
        <source>Show the currency rates with source and date; --update fetches them.</source>
        <translation>کرنسی ریٹس ماخذ اور تاریخ کے ساتھ دکھائیں؛ --update انہیں حاصل کرتا ہے۔</translation>
    </message>
    <message>
        <source>An offer&apos;s recorded prices (--gpu, --provider).</source>
        <translation>کسی آفر کی ریکارڈ شدہ قیمتیں (--gpu، --provider)۔</translation>
    </message>
    <message>
        <source>Use the database at PATH instead of the default.</source>
        <translation>ڈیفالٹ کے بجائے PATH والا ڈیٹا بیس استعمال کریں۔</translation>
    </message>
    <message>
        <source>update, live, rates: fetch from URL instead of the default.</source>
        <translation>‏update، live، rates: ڈیفالٹ کے بجائے URL سے حاصل کریں۔</translation>
    </message>
    <message>
        <source>rates: fetch the newest ECB reference rates first.</source>
        <translation>‏rates: پہلے ECB کے تازہ ترین حوالہ جاتی ریٹس حاصل کریں۔</translation>
    </message>
    <message>
        <source>Output format: table, csv or json.</source>
        <translation>آؤٹ پٹ فارمیٹ: table، csv یا json۔</translation>
    </message>
    <message>
        <source>Only offers of this GPU (id or name).</source>
        <translation>صرف اس GPU کی آفرز (آئی ڈی یا نام)۔</translation>
    </message>
    <message>
        <source>Only offers of this provider (id or name).</source>
        <translation>صرف اس فراہم کنندہ کی آفرز (آئی ڈی یا نام)۔</translation>
    </message>
    <message>
        <source>Only GPUs with at least GB of memory.</source>
        <translation>صرف وہ GPUs جن کی میموری کم از کم اتنے GB ہو۔</translation>
    </message>
    <message>
        <source>Only offers at most USD per hour.</source>
        <translation>صرف وہ آفرز جن کی قیمت زیادہ سے زیادہ اتنے USD فی گھنٹہ ہو۔</translation>
    </message>
    <message>
        <source>offers: only offers with a spot price, compared at it; recommend: allow spot for batch and training work.</source>
        <translation>‏offers: صرف spot قیمت والی آفرز، اسی قیمت پر موازنہ؛ recommend: بیچ اور ٹریننگ کے کام کے لیے spot کی اجازت دیں۔</translation>
    </message>
    <message>
        <source>Diffusion model (id or name), e.g. sdxl, flux1-dev.</source>
        <translation>ڈفیوژن ماڈل (آئی ڈی یا نام)، مثلاً sdxl، flux1-dev۔</translation>
    </message>
    <message>
        <source>interactive, batch, lora or finetune.</source>
        <translation>‏interactive، batch، lora یا finetune۔</translation>
    </message>
    <message>
        <source>Image width in pixels (default: the model&apos;s).</source>
        <translation>تصویر کی چوڑائی پکسلز میں (ڈیفالٹ: ماڈل کی اپنی)۔</translation>
    </message>
    <message>
        <source>Image height in pixels (default: the model&apos;s).</source>
        <translation>تصویر کی اونچائی پکسلز میں (ڈیفالٹ: ماڈل کی اپنی)۔</translation>
    </message>
    <message>
        <source>Denoising steps (default: the model&apos;s).</source>
        <translation>ڈی نوائزنگ اسٹیپس (ڈیفالٹ: ماڈل کے اپنے)۔</translation>
    </message>
    <message>
        <source>Images per batch (default 1).</source>
        <translation>فی بیچ تصاویر (ڈیفالٹ 1)۔</translation>
    </message>
    <message>
        <source>Video frames (video models).</source>
        <translation>ویڈیو فریمز (ویڈیو ماڈلز)۔</translation>
    </message>
    <message>
        <source>auto (default), measured or estimated.</source>
        <translation>‏auto (ڈیفالٹ)، measured یا estimated۔</translation>
    </message>
    <message>
        <source>batch: number of images (default 1000).</source>
        <translation>‏batch: تصاویر کی تعداد (ڈیفالٹ 1000)۔</translation>
    </message>
    <message>
        <source>batch: finish within H hours.</source>
        <translation>‏batch: H گھنٹوں میں مکمل کریں۔</translation>
    </message>
    <message>
        <source>interactive: sessions a month (default 12).</source>
        <translation>‏interactive: ماہانہ سیشنز (ڈیفالٹ 12)۔</translation>
    </message>
    <message>
        <source>interactive: minutes per session (default 60).</source>
        <translation>‏interactive: فی سیشن منٹ (ڈیفالٹ 60)۔</translation>
    </message>
    <message>
        <source>lora/finetune: optimizer steps (default 2000).</source>
        <translation>‏lora/finetune: آپٹیمائزر اسٹیپس (ڈیفالٹ 2000)۔</translation>
    </message>
    <message>
        <source>lora/finetune: trade speed for memory.</source>
        <translation>‏lora/finetune: میموری بچانے کے لیے رفتار کم کریں۔</translation>
    </message>
    <message>
        <source>lora/finetune: adamw (default), adamw8bit or adafactor.</source>
        <translation>‏lora/finetune: adamw (ڈیفالٹ)، adamw8bit یا adafactor۔</translation>
    </message>
    <message>
        <source>Rank offers within USD first.</source>
        <translation>‏USD کے بجٹ کے اندر والی آفرز کو پہلے درجہ دیں۔</translation>
    </message>
    <message>
        <source>Only the N best-ranked offers.</source>
        <translation>صرف N بہترین درجے والی آفرز۔</translation>
    </message>
    <message>
        <source>export: the offers of the saved shortlist NAME.</source>
        <translation>‏export: محفوظ شدہ شارٹ لسٹ NAME کی آفرز۔</translation>
    </message>
    <message>
        <source>export: write a CSV file (UTF-8, RFC 4180).</source>
        <translation>‏export: CSV فائل لکھیں (UTF-8، RFC 4180)۔</translation>
    </message>
    <message>
        <source>export: write a PDF report.</source>
        <translation>‏export: PDF رپورٹ لکھیں۔</translation>
    </message>
    <message>
        <source>export: numbers in the CSV as the locale writes them, not machine-readable.</source>
        <translation>‏export: CSV میں نمبرز لوکیل کے انداز میں، مشین کے پڑھنے کے قابل انداز میں نہیں۔</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>کمانڈز:</translation>
    </message>
    <message>
        <source>Exit status: 0 success, 1 bad input or failed operation, 2 wrong usage.</source>
        <translation>ایگزٹ اسٹیٹس: 0 کامیاب، 1 غلط ان پٹ یا ناکام عمل، 2 غلط استعمال۔</translation>
    </message>
    <message>
        <source>--%1 needs a number of at least %2, not &quot;%3&quot;.</source>
        <translation>‏--%1 کو کم از کم %2 کا نمبر چاہیے، &quot;%3&quot; نہیں۔</translation>
    </message>
    <message>
        <source>--%1 needs a whole number of at least %2, not &quot;%3&quot;.</source>
        <translation>‏--%1 کو کم از کم %2 کا مکمل عدد چاہیے، &quot;%3&quot; نہیں۔</translation>
    </message>
    <message>
        <source>GPU Scout: compare rented cloud GPUs for diffusion image generation.</source>
        <translation>‏GPU Scout: ڈفیوژن سے تصویر سازی کے لیے کرائے کے کلاؤڈ GPUs کا موازنہ کریں۔</translation>
    </message>
    <message>
        <source>What to do; see Commands below.</source>
        <translation>کیا کرنا ہے؛ نیچے کمانڈز دیکھیں۔</translation>
    </message>
    <message>
        <source>Run gpuscout-cli --help for usage.</source>
        <translation>استعمال کا طریقہ جاننے کے لیے gpuscout-cli --help چلائیں۔</translation>
    </message>
    <message>
        <source>No command given.</source>
        <translation>کوئی کمانڈ نہیں دی گئی۔</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;. Run gpuscout-cli --help for the list.</source>
        <translation>نامعلوم کمانڈ &quot;%1&quot;۔ فہرست کے لیے gpuscout-cli --help چلائیں۔</translation>
    </message>
    <message>
        <source>The option --%1 does not apply to &quot;%2&quot;.</source>
        <translation>آپشن --%1 کا &quot;%2&quot; پر اطلاق نہیں ہوتا۔</translation>
    </message>
    <message>
        <source>Unknown format &quot;%1&quot;: use table, csv or json.</source>
        <translation>نامعلوم فارمیٹ &quot;%1&quot;: table، csv یا json استعمال کریں۔</translation>
    </message>
    <message>
        <source>--gpu is required.</source>
        <translation>‏--gpu ضروری ہے۔</translation>
    </message>
    <message>
        <source>The catalog holds no benchmark of %1 with %2.</source>
        <translation>کیٹلاگ میں %2 کے ساتھ %1 کا کوئی بینچ مارک نہیں۔</translation>
    </message>
    <message>
        <source>No estimate for %1: the catalog lacks its FP16 throughput or memory bandwidth, and holds no benchmark of it with %2.</source>
        <translation>‏%1 کا کوئی تخمینہ نہیں: کیٹلاگ میں اس کا FP16 تھرو پٹ یا میموری بینڈوڈتھ نہیں، اور نہ ہی %2 کے ساتھ اس کا کوئی بینچ مارک ہے۔</translation>
    </message>
    <message>
        <source>--task is required: interactive, batch, lora or finetune.</source>
        <translation>‏--task ضروری ہے: interactive، batch، lora یا finetune۔</translation>
    </message>
    <message>
        <source>export needs --csv FILE or --pdf FILE (or both).</source>
        <translation>‏export کو --csv FILE یا --pdf FILE (یا دونوں) چاہییں۔</translation>
    </message>
    <message>
        <source>export takes no FILE argument: name the file with --csv or --pdf.</source>
        <translation>‏export کوئی FILE آرگیومنٹ نہیں لیتا: فائل کا نام --csv یا --pdf سے دیں۔</translation>
    </message>
    <message>
        <source>Use either --top or --shortlist, not both.</source>
        <translation>‏--top یا --shortlist میں سے ایک استعمال کریں، دونوں نہیں۔</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1: %n offer(s).</source>
        <translation>
            <numerusform>‏%1 لکھ دی گئی: %Ln آفر۔</numerusform>
            <numerusform>‏%1 لکھ دی گئی: %Ln آفرز۔</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1: %n page(s).</source>
        <translation>
            <numerusform>‏%1 لکھ دی گئی: %Ln صفحہ۔</numerusform>
            <numerusform>‏%1 لکھ دی گئی: %Ln صفحات۔</numerusform>
        </translation>
    </message>
    <message>
        <source>--url needs an address such as https://…, not &quot;%1&quot;.</source>
        <translation>‏--url کو https://… جیسا پتا چاہیے، &quot;%1&quot; نہیں۔</translation>
    </message>
    <message>
        <source>--url applies to rates --update only.</source>
        <translation>‏--url صرف rates --update پر لاگو ہوتا ہے۔</translation>
    </message>
    <message>
        <source>history needs --gpu GPU and --provider PROVIDER.</source>
        <translation>‏history کو --gpu GPU اور --provider PROVIDER چاہییں۔</translation>
    </message>
    <message>
        <source>No prices are recorded for %1 on %2.</source>
        <translation>‏%2 پر %1 کی کوئی قیمتیں ریکارڈ نہیں۔</translation>
    </message>
    <message>
        <source>--basis must be auto, measured or estimated.</source>
        <translation>‏--basis کو auto، measured یا estimated ہونا چاہیے۔</translation>
    </message>
    <message>
        <source>--task must be interactive, batch, lora or finetune.</source>
        <translation>‏--task کو interactive، batch، lora یا finetune ہونا چاہیے۔</translation>
    </message>
    <message>
        <source>generate-catalog needs --count N and --out FILE.</source>
        <translation>‏generate-catalog کو --count N اور --out FILE درکار ہیں۔</translation>
    </message>
    <message>
        <source>Write a synthetic catalog of N offers for scale tests (--count N --out FILE [--seed S]).</source>
        <translation>اسکیل ٹیسٹ کے لیے N آفرز کا مصنوعی کیٹلاگ لکھیں (--count N --out FILE [--seed S])۔</translation>
    </message>
    <message>
        <source>generate-catalog: number of offers.</source>
        <translation>‏generate-catalog: آفرز کی تعداد۔</translation>
    </message>
    <message>
        <source>generate-catalog: the file to write.</source>
        <translation>‏generate-catalog: لکھی جانے والی فائل۔</translation>
    </message>
    <message>
        <source>generate-catalog: seed of the price variation (default 1).</source>
        <translation>‏generate-catalog: قیمتوں کے فرق کا سیڈ (ڈیفالٹ 1)۔</translation>
    </message>
    <message>
        <source>Messages in CODE: en, ur, bn or ro (default: the system&apos;s language).</source>
        <translation>پیغامات CODE میں: en، ur، bn یا ro (ڈیفالٹ: سسٹم کی زبان)۔</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;: use en, ur, bn or ro.</source>
        <translation>نامعلوم زبان &quot;%1&quot;: en، ur، bn یا ro استعمال کریں۔</translation>
    </message>
    <message>
        <source>Imported catalog %1: %2, %3, %4, %5.</source>
        <translation>کیٹلاگ %1 امپورٹ ہو گیا: %2، %3، %4، %5۔</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%Ln GPU</numerusform>
            <numerusform>%Ln GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n provider(s)</source>
        <translation>
            <numerusform>‏%Ln فراہم کنندہ</numerusform>
            <numerusform>‏%Ln فراہم کنندگان</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s)</source>
        <translation>
            <numerusform>‏%Ln آفر</numerusform>
            <numerusform>‏%Ln آفرز</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n benchmark(s)</source>
        <translation>
            <numerusform>‏%Ln بینچ مارک</numerusform>
            <numerusform>‏%Ln بینچ مارکس</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote a synthetic catalog of %n offer(s) to %1; import it with gpuscout-cli import.</source>
        <translation>
            <numerusform>‏%Ln آفر کا مصنوعی کیٹلاگ %1 میں لکھ دیا گیا؛ اسے gpuscout-cli import سے امپورٹ کریں۔</numerusform>
            <numerusform>‏%Ln آفرز کا مصنوعی کیٹلاگ %1 میں لکھ دیا گیا؛ اسے gpuscout-cli import سے امپورٹ کریں۔</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stored %n reference rate(s) of %1.</source>
        <translation>
            <numerusform>‏%1 کا %Ln حوالہ جاتی ریٹ محفوظ کر دیا گیا۔</numerusform>
            <numerusform>‏%1 کے %Ln حوالہ جاتی ریٹس محفوظ کر دیے گئے۔</numerusform>
        </translation>
    </message>
    <message>
        <source>If the file is right, import it again with --force.</source>
        <translation>اگر فائل درست ہے تو اسے --force کے ساتھ دوبارہ امپورٹ کریں۔</translation>
    </message>
    <message>
        <source>List the price sources with their address and last answer.</source>
        <translation>قیمتوں کے ماخذ ان کے پتے اور آخری جواب کے ساتھ دکھائیں۔</translation>
    </message>
    <message>
        <source>Write the stored catalog as a catalog document to --out FILE.</source>
        <translation>محفوظ کیٹلاگ کو کیٹلاگ دستاویز کے طور پر --out FILE میں لکھیں۔</translation>
    </message>
    <message>
        <source>update: only the source ID (see gpuscout-cli sources).</source>
        <translation>‏update: صرف ماخذ ID (دیکھیں gpuscout-cli sources)۔</translation>
    </message>
    <message>
        <source>update: give up on a request after SECONDS in all (default 120).</source>
        <translation>‏update: کسی درخواست کو کل SECONDS کے بعد چھوڑ دیں (طے شدہ 120)۔</translation>
    </message>
    <message>
        <source>update takes no arguments; use --source ID for one source and --url URL for another address.</source>
        <translation>‏update کوئی دلائل نہیں لیتا؛ ایک ماخذ کے لیے --source ID اور دوسرے پتے کے لیے --url URL استعمال کریں۔</translation>
    </message>
    <message>
        <source>No source &quot;%1&quot;; gpuscout-cli sources lists them: %2</source>
        <translation>کوئی ماخذ &quot;%1&quot; نہیں؛ gpuscout-cli sources انہیں دکھاتا ہے: %2</translation>
    </message>
    <message>
        <source>publish-catalog needs --out FILE.</source>
        <translation>‏publish-catalog کو --out FILE درکار ہے۔</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the catalog (%n offer(s)) to %1.</source>
        <translation>
            <numerusform>کیٹلاگ (%Ln آفر) %1 میں لکھ دیا گیا۔</numerusform>
            <numerusform>کیٹلاگ (%Ln آفرز) %1 میں لکھ دیا گیا۔</numerusform>
        </translation>
    </message>
    <message>
        <source>interactive: acceptable wait per image in seconds (default 10); slower offers rank after every offer within it.</source>
        <translation>‏interactive: فی تصویر قابل قبول انتظار سیکنڈز میں (ڈیفالٹ 10)؛ اس سے سست آفرز اس کے اندر والی ہر آفر کے بعد درجہ پاتی ہیں۔</translation>
    </message>
    <message>
        <source>Software stack: pytorch (default: diffusers, Forge), torch-compile, tensorrt, a1111 or comfyui.</source>
        <translation>سافٹ ویئر اسٹیک: pytorch (ڈیفالٹ: diffusers، Forge)، torch-compile، tensorrt، a1111 یا comfyui۔</translation>
    </message>
    <message>
        <source>Fetch fresh prices from every source, or one (--source ID [--url URL] [--timeout SECONDS] [--force]).</source>
        <translation>ہر ماخذ سے، یا ایک سے، تازہ قیمتیں حاصل کریں (--source ID [--url URL] [--timeout SECONDS] [--force])۔</translation>
    </message>
    <message>
        <source>Nothing of that was stored. If the changes are real, run the update again with --force.</source>
        <translation>اس میں سے کچھ بھی محفوظ نہیں ہوا۔ اگر یہ تبدیلیاں درست ہیں تو اپ ڈیٹ دوبارہ --force کے ساتھ چلائیں۔</translation>
    </message>
    <message>
        <source>Fetch and apply a provider&apos;s live prices: live vast-ai [--url URL] [--force].</source>
        <translation>کسی فراہم کنندہ کی لائیو قیمتیں حاصل کر کے لاگو کریں: live vast-ai [--url URL] [--force]۔</translation>
    </message>
    <message>
        <source>The cheapest assignment of a plan FILE&apos;s workloads to offers (--provider P pins one provider).</source>
        <translation>پلان FILE کے ورک لوڈز کی آفرز میں سب سے سستی تقسیم (--provider P ایک فراہم کنندہ مقرر کرتا ہے)۔</translation>
    </message>
    <message>
        <source>Your own GPU against the best rental of --plan FILE (--gpu, --purchase-usd, --resale-usd, --months, --watts, --usd-per-kwh).</source>
        <translation>آپ کا اپنا GPU بمقابلہ --plan FILE کا بہترین کرایہ (--gpu، --purchase-usd، --resale-usd، --months، --watts، --usd-per-kwh)۔</translation>
    </message>
    <message>
        <source>Your own measurements: measure add (--gpu, --model, its settings, --seconds-per-image S or --its N), measure list, measure remove ID.</source>
        <translation>آپ کی اپنی پیمائشیں: measure add (--gpu، --model، اس کی سیٹنگز، --seconds-per-image S یا --its N)، measure list، measure remove ID۔</translation>
    </message>
    <message>
        <source>measure add needs --gpu.</source>
        <translation>‏measure add کو --gpu درکار ہے۔</translation>
    </message>
    <message>
        <source>measure add needs exactly one of --seconds-per-image S or --its N.</source>
        <translation>‏measure add کو --seconds-per-image S یا --its N میں سے ٹھیک ایک درکار ہے۔</translation>
    </message>
    <message>
        <source>Recorded measurement %1: it is now the basis for %2 with %3.</source>
        <translation>پیمائش %1 محفوظ ہو گئی: اب یہ %3 کے ساتھ %2 کی بنیاد ہے۔</translation>
    </message>
    <message>
        <source>measure remove needs the ID of one measurement (see measure list).</source>
        <translation>‏measure remove کو ایک پیمائش کی ID درکار ہے (دیکھیں measure list)۔</translation>
    </message>
    <message>
        <source>Removed measurement %1.</source>
        <translation>پیمائش %1 ہٹا دی گئی۔</translation>
    </message>
    <message>
        <source>measure needs add, list or remove.</source>
        <translation>‏measure کو add، list یا remove درکار ہے۔</translation>
    </message>
    <message>
        <source>measure %1 takes no further arguments.</source>
        <translation>‏measure %1 مزید کوئی آرگیومنٹ نہیں لیتا۔</translation>
    </message>
    <message>
        <source>rent-or-buy needs --%1.</source>
        <translation>‏rent-or-buy کو --%1 درکار ہے۔</translation>
    </message>
    <message>
        <source>rent-or-buy: the plan FILE (JSON, see docs/plans.md).</source>
        <translation>‏rent-or-buy: پلان FILE (JSON، دیکھیں docs/plans.md)۔</translation>
    </message>
    <message>
        <source>rent-or-buy: what the card costs to buy.</source>
        <translation>‏rent-or-buy: کارڈ خریدنے کی قیمت۔</translation>
    </message>
    <message>
        <source>rent-or-buy: what it fetches when sold after --months (default 0).</source>
        <translation>‏rent-or-buy: --months کے بعد بیچنے پر ملنے والی رقم (ڈیفالٹ 0)۔</translation>
    </message>
    <message>
        <source>rent-or-buy: months before the card is sold (default 24).</source>
        <translation>‏rent-or-buy: کارڈ بیچنے سے پہلے کے مہینے (ڈیفالٹ 24)۔</translation>
    </message>
    <message>
        <source>rent-or-buy: the card&apos;s power draw while working.</source>
        <translation>‏rent-or-buy: کام کے دوران کارڈ کی بجلی کی کھپت۔</translation>
    </message>
    <message>
        <source>rent-or-buy: the electricity price.</source>
        <translation>‏rent-or-buy: بجلی کی قیمت۔</translation>
    </message>
    <message>
        <source>measure add: the seconds per image you measured.</source>
        <translation>‏measure add: آپ کے ناپے ہوئے فی تصویر سیکنڈ۔</translation>
    </message>
    <message>
        <source>measure add: the iterations (denoising steps of the batch) per second you measured.</source>
        <translation>‏measure add: آپ کی ناپی ہوئی فی سیکنڈ اٹریشنز (بیچ کے ڈی نوائزنگ اسٹیپس)۔</translation>
    </message>
    <message>
        <source>plan needs one plan FILE (JSON, see docs/plans.md), and optionally a second one to compare it with.</source>
        <translation>‏plan کو ایک پلان FILE درکار ہے (JSON، دیکھیں docs/plans.md)، اور موازنے کے لیے اختیاری طور پر دوسری۔</translation>
    </message>
    <message>
        <source>rent-or-buy takes no arguments; give the plan with --plan FILE.</source>
        <translation>‏rent-or-buy کوئی آرگیومنٹ نہیں لیتا؛ پلان --plan FILE سے دیں۔</translation>
    </message>
    <message>
        <source>rent-or-buy needs --purchase-usd and --watts for %1: the bundled table of consumer GPU prices does not list it.</source>
        <translation>‏%1 کے لیے rent-or-buy کو --purchase-usd اور --watts درکار ہیں: صارف GPU قیمتوں کی شامل جدول میں یہ موجود نہیں۔</translation>
    </message>
    <message>
        <source>Purchase price %1 USD: the launch price (MSRP) published %2, %3; not a street price.</source>
        <translation>خریداری کی قیمت %1 USD: لانچ کی قیمت (MSRP)، شائع شدہ %2، %3؛ بازار کی قیمت نہیں۔</translation>
    </message>
    <message>
        <source>Power draw %1 W: the board power from %2.</source>
        <translation>بجلی کی کھپت %1 W: بورڈ پاور، ماخذ %2۔</translation>
    </message>
    <message>
        <source>lora/finetune: a run of HOURS on each offer instead of --train-steps.</source>
        <translation>‏lora/finetune: ہر آفر پر HOURS گھنٹوں کی رن، --train-steps کے بجائے۔</translation>
    </message>
    <message>
        <source>offloaded (default: moved off the GPU once the prompt is encoded) or resident.</source>
        <translation>‏offloaded (ڈیفالٹ: prompt انکوڈ ہونے کے بعد GPU سے ہٹا دیے جاتے ہیں) یا resident۔</translation>
    </message>
    <message>
        <source>Text encoders stored in FP8 (as ComfyUI&apos;s t5xxl_fp8) instead of 16 bits.</source>
        <translation>ٹیکسٹ انکوڈرز 16 بٹ کے بجائے FP8 میں (جیسے ComfyUI کا t5xxl_fp8)۔</translation>
    </message>
    <message>
        <source>Give either --train-steps or --training-hours, not both.</source>
        <translation>‏--train-steps یا --training-hours میں سے ایک دیں، دونوں نہیں۔</translation>
    </message>
    <message>
        <source>Print the gpuscout: link that opens a workload in the GUI (the workload options, or --link LINK with options that change it).</source>
        <translation>وہ gpuscout: لنک دکھائیں جو GUI میں ایک ورک لوڈ کھولتا ہے (ورک لوڈ کے آپشنز، یا --link LINK ان آپشنز کے ساتھ جو اسے بدلتے ہیں)۔</translation>
    </message>
    <message>
        <source>recommend, export, link: the workload of a gpuscout:view link (as the GUI&apos;s Copy link to this view gives); workload options given as well override the link&apos;s values.</source>
        <translation>‏recommend، export، link: کسی gpuscout:view لنک کا ورک لوڈ (جیسا GUI کا «اس ویو کا لنک کاپی کریں» دیتا ہے)؛ ساتھ دیے گئے ورک لوڈ آپشنز لنک کی قدروں کی جگہ لیتے ہیں۔</translation>
    </message>
    <message>
        <source>options</source>
        <translation>آپشنز</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>استعمال: %1</translation>
    </message>
    <message>
        <source>Show a command&apos;s usage, options and example.</source>
        <translation>کسی کمانڈ کا استعمال، آپشنز اور ایک مثال دکھائیں۔</translation>
    </message>
    <message>
        <source>Options of every command:</source>
        <translation>ہر کمانڈ کے آپشنز:</translation>
    </message>
    <message>
        <source>Show this overview, or with a command that command&apos;s help.</source>
        <translation>یہ خلاصہ دکھائیں، یا کسی کمانڈ کے ساتھ اس کمانڈ کی مدد۔</translation>
    </message>
    <message>
        <source>Show the help of every command.</source>
        <translation>ہر کمانڈ کی مدد دکھائیں۔</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>ورژن دکھائیں۔</translation>
    </message>
    <message>
        <source>Run &quot;gpuscout-cli help COMMAND&quot; for a command&apos;s options and an example.</source>
        <translation>کسی کمانڈ کے آپشنز اور ایک مثال کے لیے &quot;gpuscout-cli help COMMAND&quot; چلائیں۔</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>آپشنز:</translation>
    </message>
    <message>
        <source>Also: --database PATH, --format table|csv|json, --lang CODE.</source>
        <translation>نیز: --database PATH، --format table|csv|json، --lang CODE۔</translation>
    </message>
    <message>
        <source>Example:</source>
        <translation>مثال:</translation>
    </message>
    <message>
        <source>compare rented cloud GPUs for diffusion image generation</source>
        <translation>ڈفیوژن سے تصویر سازی کے لیے کرائے کے کلاؤڈ GPUs کا موازنہ</translation>
    </message>
    <message>
        <source>gpuscout-cli is the command-line companion of GPU Scout: it lists the catalog&apos;s cloud GPU offers and ranks them by what they cost and how fast they are for a diffusion workload, as the desktop application does. Tables go to standard output as text, CSV or JSON; errors go to standard error.</source>
        <translation>‏gpuscout-cli، GPU Scout کا کمانڈ لائن ساتھی ہے: یہ کیٹلاگ کی کلاؤڈ GPU آفرز کی فہرست دیتا ہے اور انہیں اس لحاظ سے ترتیب دیتا ہے کہ ڈفیوژن کے کام کے لیے ان کی قیمت کیا ہے اور وہ کتنی تیز ہیں، جیسے ڈیسک ٹاپ ایپلیکیشن کرتی ہے۔ جدولیں اسٹینڈرڈ آؤٹ پٹ پر ٹیکسٹ، CSV یا JSON کی صورت میں جاتی ہیں؛ غلطیاں اسٹینڈرڈ ایرر پر جاتی ہیں۔</translation>
    </message>
    <message>
        <source>live needs one or more sources of live prices: %1</source>
        <translation>‏live کو لائیو قیمتوں کے ایک یا زیادہ ماخذ درکار ہیں: %1</translation>
    </message>
    <message>
        <source>--url needs a single source.</source>
        <translation>‏--url کو ایک ہی ماخذ درکار ہے۔</translation>
    </message>
    <message>
        <source>import, update, live: apply the new catalog or prices even when they look implausible; export, publish-catalog, generate-catalog: replace an existing file that is not an earlier export.</source>
        <translation>‏import، update، live: نیا کیٹلاگ یا قیمتیں ناقابلِ یقین لگیں تب بھی لاگو کریں؛ export، publish-catalog، generate-catalog: ایسی موجودہ فائل بھی بدل دیں جو پچھلی ایکسپورٹ نہیں ہے۔</translation>
    </message>
    <message>
        <source>fp16 (default), bf16, fp8 (FP8 compute: TensorRT, torchao), fp8-weights (FP8 weights, BF16 compute: ComfyUI, Forge) or nf4 (4-bit weights: NF4, GGUF).</source>
        <translation>‏fp16 (ڈیفالٹ)، bf16، fp8 (FP8 کمپیوٹ: TensorRT، torchao)، fp8-weights (FP8 ویٹس، BF16 کمپیوٹ: ComfyUI، Forge) یا nf4 (4-bit ویٹس: NF4، GGUF)۔</translation>
    </message>
    <message numerus="yes">
        <source>Warning: wrote %n offer(s) to %1, but the file is %2 MiB, more than the %3 MiB that import accepts; generate fewer offers to import it.</source>
        <translation>
            <numerusform>انتباہ: %Ln آفر %1 میں لکھ دی گئی، لیکن فائل %2 MiB کی ہے، جو import کی قبول کردہ %3 MiB سے زیادہ ہے؛ اسے امپورٹ کرنے کے لیے کم آفرز بنائیں۔</numerusform>
            <numerusform>انتباہ: %Ln آفرز %1 میں لکھ دی گئیں، لیکن فائل %2 MiB کی ہے، جو import کی قبول کردہ %3 MiB سے زیادہ ہے؛ اسے امپورٹ کرنے کے لیے کم آفرز بنائیں۔</numerusform>
        </translation>
    </message>
    <message>
        <source>recommend, export: rank offers whose price comes from a single unverified source older than 90 days, or undated, on equal terms (by default they rank after every verified or recent price).</source>
        <translation>‏recommend، export: ایسی آفرز کو برابر درجہ دیں جن کی قیمت 90 دن سے پرانے، یا بغیر تاریخ کے، ایک ہی غیر تصدیق شدہ ماخذ سے ہے (ورنہ وہ ہر تصدیق شدہ یا حالیہ قیمت کے بعد آتی ہیں)۔</translation>
    </message>
    <message>
        <source>calibration --write takes at most one PATH.</source>
        <translation>‏calibration --write زیادہ سے زیادہ ایک PATH لیتا ہے۔</translation>
    </message>
    <message>
        <source>Wrote the speed parameters fitted on catalog %1 to %2.</source>
        <translation>کیٹلاگ %1 پر فٹ کیے گئے رفتار کے پیرامیٹر %2 میں لکھ دیے گئے۔</translation>
    </message>
    <message>
        <source>calibration takes a PATH only with --write.</source>
        <translation>‏calibration صرف --write کے ساتھ PATH لیتا ہے۔</translation>
    </message>
    <message>
        <source>Show how well the speed model predicts GPUs it has not seen (leave one GPU out); --write [PATH] refits the speed parameters and writes them to PATH.</source>
        <translation>دکھائیں کہ رفتار کا ماڈل اَن دیکھے GPU کی کتنی اچھی پیش گوئی کرتا ہے (ایک GPU الگ رکھ کر)؛ --write [PATH] رفتار کے پیرامیٹر دوبارہ فٹ کر کے PATH میں لکھتا ہے۔</translation>
    </message>
    <message>
        <source>calibration: refit the speed parameters on the catalog and write them to the PATH given after the command (default resources/engine/speed-parameters.json, from the source tree).</source>
        <translation>‏calibration: کیٹلاگ پر رفتار کے پیرامیٹر دوبارہ فٹ کریں اور انہیں کمانڈ کے بعد دیے گئے PATH میں لکھیں (طے شدہ resources/engine/speed-parameters.json، سورس ٹری سے)۔</translation>
    </message>
    <message>
        <source>--%1 must be one of %2, not &quot;%3&quot;.</source>
        <translation>‏--%1 کو %2 میں سے ایک ہونا چاہیے، &quot;%3&quot; نہیں۔</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>ڈرائیو</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>نامعلوم</translation>
    </message>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>فولڈر</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>سب منتخب کریں (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>ایک قدم اوپر (&amp;S)</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>ایک قدم نیچے (&amp;D)</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation>الگ کریں</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>بند کریں</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>یہاں دیکھیں:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>فائل کا نام (&amp;N):</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>فائل کی قسم:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>کھولیں (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>محفوظ کریں (&amp;S)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>کھولیں</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>بطور محفوظ کریں</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>تمام فائلیں ⁦(*)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>پیچھے</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>آگے</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>بالائی فولڈر</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>نیا فولڈر بنائیں</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>فہرست کی صورت</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>تفصیلی صورت</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>فولڈر:</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>حالیہ مقامات</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>نیا فولڈر</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>نیا فولڈر (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>نام بدلیں (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>حذف کریں (&amp;D)</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>پوشیدہ فائلیں دکھائیں (&amp;H)</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>پیچھے جائیں</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>آگے جائیں</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>بالائی فولڈر میں جائیں</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>نیا فولڈر بنائیں</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>فہرست کی صورت میں دکھائیں</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>تفصیلی صورت میں دکھائیں</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>‏%1 پہلے سے موجود ہے۔
کیا آپ اسے بدلنا چاہتے ہیں؟</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>کیا آپ واقعی &apos;%1&apos; حذف کرنا چاہتے ہیں؟</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>‏%1
فولڈر نہیں ملا۔
براہِ کرم دیکھ لیں کہ فولڈر کا نام درست دیا گیا ہے۔</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>‏%1
فائل نہیں ملی۔
براہِ کرم دیکھ لیں کہ فائل کا نام درست دیا گیا ہے۔</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>نام</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>سائز</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>تبدیلی کی تاریخ</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>میرا کمپیوٹر</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>کمپیوٹر</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <translation>قسم</translation>
    </message>
</context>
<context>
    <name>QGuiApplication</name>
    <message>
        <source>QT_LAYOUT_DIRECTION</source>
        <extracomment>Layout direction of the language: translate as &quot;RTL&quot; for right-to-left languages (Urdu), &quot;LTR&quot; otherwise.</extracomment>
        <translation>RTL</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>واپس لیں (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>دوبارہ کریں (&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>کاٹیں (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>کاپی کریں (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>چسپاں کریں (&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>حذف کریں</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>سب منتخب کریں</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>تفصیلات دکھائیں...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>تفصیلات چھپائیں...</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>‏⁨Qt⁩ کے بارے میں</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ٹھیک ہے</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>محفوظ کریں</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>کھولیں</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>منسوخ کریں</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>بند کریں</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>لاگو کریں</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>ری سیٹ کریں</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>مدد</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>ترک کریں</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>ہاں (&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>نہیں (&amp;N)</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>ڈیفالٹ بحال کریں</translation>
    </message>
</context>
<context>
    <name>QWizard</name>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; واپس (&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>اگلا (&amp;N) &gt;</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>مکمل کریں (&amp;F)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>منسوخ کریں</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>مدد (&amp;H)</translation>
    </message>
</context>
<context>
    <name>core::AwsSpotAdvisorSource</name>
    <message>
        <source>The Spot Advisor data is not valid JSON: %1 (at byte %2).</source>
        <translation>‏⁨Spot Advisor⁩ کا ڈیٹا درست ⁨JSON⁩ نہیں: %1 (بائٹ %2 پر)۔</translation>
    </message>
    <message>
        <source>The Spot Advisor data has changed shape: it needs &quot;ranges&quot; (an array) and &quot;spot_advisor&quot; (an object).</source>
        <translation>‏⁨Spot Advisor⁩ کے ڈیٹا کی شکل بدل گئی ہے: اسے &quot;⁨ranges⁩&quot; (ایک ⁨array⁩) اور &quot;⁨spot_advisor⁩&quot; (ایک ⁨object⁩) درکار ہیں۔</translation>
    </message>
    <message>
        <source>The Spot Advisor data has changed shape: a range has no usable &quot;index&quot; and &quot;max&quot;.</source>
        <translation>‏⁨Spot Advisor⁩ کے ڈیٹا کی شکل بدل گئی ہے: کسی ⁨range⁩ میں قابل استعمال &quot;⁨index⁩&quot; اور &quot;⁨max⁩&quot; نہیں۔</translation>
    </message>
    <message>
        <source>The Spot Advisor data lists no instance type with a known interruption range.</source>
        <translation>‏⁨Spot Advisor⁩ کا ڈیٹا کسی ایسی ⁨instance type⁩ کی فہرست نہیں دیتا جس کی ⁨interruption range⁩ معلوم ہو۔</translation>
    </message>
</context>
<context>
    <name>core::CatalogFeed</name>
    <message>
        <source>%1; the catalog is unchanged.</source>
        <translation>‏%1؛ کیٹلاگ میں کوئی تبدیلی نہیں ہوئی۔</translation>
    </message>
    <message>
        <source>The catalog from %1 was refused: %2; the catalog is unchanged.</source>
        <translation>‏%1 سے آیا کیٹلاگ مسترد کر دیا گیا: %2؛ کیٹلاگ میں کوئی تبدیلی نہیں ہوئی۔</translation>
    </message>
    <message>
        <source>The catalog is already up to date with %1.</source>
        <translation>کیٹلاگ پہلے ہی %1 کے مطابق اپ ٹو ڈیٹ ہے۔</translation>
    </message>
    <message numerus="yes">
        <source>Updated the catalog to version %1 from %2: %Ln offer(s), %3 with a changed price.</source>
        <translation>
            <numerusform>کیٹلاگ %2 سے ورژن %1 پر اپ ڈیٹ ہو گیا: %Ln آفر، جن میں سے %3 کی قیمت بدلی۔</numerusform>
            <numerusform>کیٹلاگ %2 سے ورژن %1 پر اپ ڈیٹ ہو گیا: %Ln آفرز، جن میں سے %3 کی قیمت بدلی۔</numerusform>
        </translation>
    </message>
    <message>
        <source>The catalog from %1 was not applied: it differs from the stored one more than an update usually does.</source>
        <translation>‏%1 سے آیا کیٹلاگ لاگو نہیں کیا گیا: یہ محفوظ شدہ کیٹلاگ سے اس سے زیادہ مختلف ہے جتنا عام طور پر کوئی اپ ڈیٹ ہوتی ہے۔</translation>
    </message>
</context>
<context>
    <name>core::CatalogImporter</name>
    <message>
        <source>catalog: &quot;%1&quot; must be an array</source>
        <translation>کیٹلاگ: &quot;%1&quot; کو ⁨array⁩ ہونا چاہیے</translation>
    </message>
    <message>
        <source>catalog: the required field &quot;%1&quot; is missing</source>
        <translation>کیٹلاگ: لازمی فیلڈ &quot;%1&quot; موجود نہیں</translation>
    </message>
    <message>
        <source>catalog</source>
        <translation>کیٹلاگ</translation>
    </message>
    <message>
        <source>%1: each entry must be a JSON object</source>
        <translation>‏%1: ہر اندراج کو ⁨JSON object⁩ ہونا چاہیے</translation>
    </message>
    <message>
        <source>the GPU id &quot;%1&quot; appears twice</source>
        <translation>‏⁨GPU⁩ آئی ڈی &quot;%1&quot; دو بار آئی ہے</translation>
    </message>
    <message>
        <source>the provider id &quot;%1&quot; appears twice</source>
        <translation>فراہم کنندہ کی آئی ڈی &quot;%1&quot; دو بار آئی ہے</translation>
    </message>
    <message>
        <source>neither &quot;on_demand_per_hour&quot; nor &quot;spot_per_hour&quot; is given</source>
        <translation>نہ &quot;⁨on_demand_per_hour⁩&quot; دیا گیا ہے نہ &quot;⁨spot_per_hour⁩&quot;</translation>
    </message>
    <message>
        <source>refers to the unknown provider &quot;%1&quot;</source>
        <translation>نامعلوم فراہم کنندہ &quot;%1&quot; کا حوالہ دیتا ہے</translation>
    </message>
    <message>
        <source>refers to the unknown GPU &quot;%1&quot;</source>
        <translation>نامعلوم ⁨GPU⁩ &quot;%1&quot; کا حوالہ دیتا ہے</translation>
    </message>
    <message>
        <source>its prices are in %1 but the catalog has no exchange rate for it</source>
        <translation>اس کی قیمتیں %1 میں ہیں لیکن کیٹلاگ میں اس کی کوئی شرحِ مبادلہ نہیں</translation>
    </message>
    <message>
        <source>an offer with the same provider, GPU, count, tier and region appears twice</source>
        <translation>ایک ہی فراہم کنندہ، ⁨GPU⁩، تعداد، ٹیئر اور ریجن والی آفر دو بار آئی ہے</translation>
    </message>
    <message>
        <source>refers to the unknown model &quot;%1&quot;</source>
        <translation>نامعلوم ماڈل &quot;%1&quot; کا حوالہ دیتا ہے</translation>
    </message>
    <message>
        <source>the model id &quot;%1&quot; appears twice</source>
        <translation>ماڈل آئی ڈی &quot;%1&quot; دو بار آئی ہے</translation>
    </message>
    <message>
        <source>&quot;refiner&quot; is set but &quot;refiner_fraction&quot; is missing</source>
        <translation>‏&quot;⁨refiner⁩&quot; سیٹ ہے لیکن &quot;⁨refiner_fraction⁩&quot; موجود نہیں</translation>
    </message>
    <message>
        <source>models[%1] (%2): refers to the unknown refiner model &quot;%3&quot;</source>
        <translation>‏⁨models⁩[%1] (%2): نامعلوم ریفائنر ماڈل &quot;%3&quot; کا حوالہ دیتا ہے</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an ISO 4217 currency code</source>
        <translation>‏&quot;%1&quot; کوئی ⁨ISO 4217⁩ کرنسی کوڈ نہیں</translation>
    </message>
    <message>
        <source>the currency %1 is listed twice or is USD</source>
        <translation>کرنسی %1 دو بار درج ہے یا ⁨USD⁩ ہے</translation>
    </message>
    <message>
        <source>catalog: the required field &quot;schema_version&quot; is missing</source>
        <translation>کیٹلاگ: لازمی فیلڈ &quot;⁨schema_version⁩&quot; موجود نہیں</translation>
    </message>
    <message>
        <source>catalog: unknown schema version %1; this version of GPU Scout reads version %2</source>
        <translation>کیٹلاگ: نامعلوم ⁨schema⁩ ورژن %1؛ ⁨GPU Scout⁩ کا یہ ورژن صرف ⁨schema⁩ ورژن %2 پڑھتا ہے</translation>
    </message>
    <message>
        <source>catalog: it lists no offers</source>
        <translation>کیٹلاگ: اس میں کوئی آفر درج نہیں</translation>
    </message>
    <message>
        <source>The catalog is not valid JSON: %1 (at byte %2).</source>
        <translation>کیٹلاگ درست ⁨JSON⁩ نہیں: %1 (بائٹ %2 پر)۔</translation>
    </message>
    <message>
        <source>The catalog is not a JSON object.</source>
        <translation>کیٹلاگ ⁨JSON object⁩ نہیں۔</translation>
    </message>
    <message>
        <source>Cannot read the catalog file %1: %2</source>
        <translation>کیٹلاگ فائل %1 پڑھی نہیں جا سکتی: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the required field &quot;%1&quot; is missing</source>
        <translation>لازمی فیلڈ &quot;%1&quot; موجود نہیں</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid id: &quot;%2&quot; (use lowercase letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;+&apos; and &apos;-&apos;)</source>
        <translation>‏&quot;%1&quot; درست آئی ڈی نہیں: &quot;%2&quot; (چھوٹے انگریزی حروف، ہندسے، &apos;.&apos;، &apos;_&apos;، &apos;+&apos; اور &apos;-&apos; استعمال کریں)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid id: &quot;%2&quot;</source>
        <translation>‏&quot;%1&quot; درست آئی ڈی نہیں: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is &quot;%2&quot; but must be one of: %3</source>
        <translation>‏&quot;%1&quot; کی قدر &quot;%2&quot; ہے لیکن اسے ان میں سے ایک ہونا چاہیے: %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a finite number</source>
        <translation>‏&quot;%1&quot; کو محدود عدد ہونا چاہیے</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must not be negative (it is %2)</source>
        <translation>‏&quot;%1&quot; منفی نہیں ہو سکتا (یہ %2 ہے)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be greater than zero (it is %2)</source>
        <translation>‏&quot;%1&quot; کو صفر سے زیادہ ہونا چاہیے (یہ %2 ہے)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must lie between 0 and 1 (it is %2)</source>
        <translation>‏&quot;%1&quot; کو 0 اور 1 کے درمیان ہونا چاہیے (یہ %2 ہے)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number (it is %2)</source>
        <translation>‏&quot;%1&quot; کو مکمل عدد ہونا چاہیے (یہ %2 ہے)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date (YYYY-MM-DD, YYYY-MM or YYYY): &quot;%2&quot;</source>
        <translation>‏&quot;%1&quot; تاریخ نہیں (⁨YYYY-MM-DD⁩، ⁨YYYY-MM⁩ یا ⁨YYYY⁩): &quot;%2&quot;</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; (check its spelling against the catalog format)</source>
        <translation>نامعلوم فیلڈ &quot;%1&quot; (کیٹلاگ فارمیٹ سے اس کے ہجے ملا کر دیکھیں)</translation>
    </message>
    <message>
        <source>&quot;refiner&quot; names the model itself; a refiner must be another model</source>
        <translation>‏&quot;⁨refiner⁩&quot; خود اسی ماڈل کا نام ہے؛ ریفائنر کوئی دوسرا ماڈل ہونا چاہیے</translation>
    </message>
    <message>
        <source>catalog: &quot;schema_version&quot; must be the number %1, not %2</source>
        <translation>کیٹلاگ: &quot;⁨schema_version⁩&quot; کو عدد %1 ہونا چاہیے، %2 نہیں</translation>
    </message>
    <message>
        <source>Cannot read the catalog file %1: it does not exist.</source>
        <translation>کیٹلاگ فائل %1 پڑھی نہیں جا سکتی: یہ موجود نہیں۔</translation>
    </message>
    <message>
        <source>Cannot read the catalog file %1: it is a folder.</source>
        <translation>کیٹلاگ فائل %1 پڑھی نہیں جا سکتی: یہ فولڈر ہے۔</translation>
    </message>
    <message>
        <source>Cannot read the catalog file %1: it is not a regular file (a device, a pipe or a socket); import reads regular files only.</source>
        <translation>کیٹلاگ فائل %1 پڑھی نہیں جا سکتی: یہ عام فائل نہیں (ڈیوائس، پائپ یا ساکٹ)؛ امپورٹ صرف عام فائلیں پڑھتا ہے۔</translation>
    </message>
    <message>
        <source>Cannot read the catalog file %1: it is %2 MiB; a catalog file may be at most %3 MiB.</source>
        <translation>کیٹلاگ فائل %1 پڑھی نہیں جا سکتی: یہ %2 ⁨MiB⁩ کی ہے؛ کیٹلاگ فائل زیادہ سے زیادہ %3 ⁨MiB⁩ کی ہو سکتی ہے۔</translation>
    </message>
    <message>
        <source>Cannot read the catalog file %1: it is larger than %2 MiB, the most a catalog file may be.</source>
        <translation>کیٹلاگ فائل %1 پڑھی نہیں جا سکتی: یہ %2 ⁨MiB⁩ سے بڑی ہے، جو کیٹلاگ فائل کی زیادہ سے زیادہ حد ہے۔</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>true</source>
        <translation>true</translation>
    </message>
    <message>
        <source>false</source>
        <translation>false</translation>
    </message>
    <message>
        <source>the number %1</source>
        <translation>عدد %1</translation>
    </message>
    <message>
        <source>the text &quot;%1&quot;</source>
        <translation>متن &quot;%1&quot;</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ایک ⁨array⁩</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ایک ⁨object⁩</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>کچھ نہیں</translation>
    </message>
    <message>
        <source>the required field &quot;%1&quot; is null; it needs a value</source>
        <translation>لازمی فیلڈ &quot;%1&quot; ⁨null⁩ ہے؛ اسے کوئی قدر چاہیے</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be text, not %2</source>
        <translation>‏&quot;%1&quot; کو متن ہونا چاہیے، %2 نہیں</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be text or null, not %2</source>
        <translation>‏&quot;%1&quot; کو متن یا ⁨null⁩ ہونا چاہیے، %2 نہیں</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a number, not %2</source>
        <translation>‏&quot;%1&quot; کو عدد ہونا چاہیے، %2 نہیں</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a number or null, not %2</source>
        <translation>‏&quot;%1&quot; کو عدد یا ⁨null⁩ ہونا چاہیے، %2 نہیں</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2, beyond the largest whole number a catalog may hold (%3)</source>
        <translation>‏&quot;%1&quot; کی قدر %2 ہے، جو کیٹلاگ میں رکھے جا سکنے والے سب سے بڑے مکمل عدد (%3) سے زیادہ ہے</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true, false or null, not %2</source>
        <translation>‏&quot;%1&quot; کو ⁨true⁩، ⁨false⁩ یا ⁨null⁩ ہونا چاہیے، %2 نہیں</translation>
    </message>
    <message>
        <source>The catalog is not strict JSON: a raw control character (byte 0x%1) inside a string at byte %2; write it as an escape (\u00%1) or remove it.</source>
        <translation>کیٹلاگ سخت ⁨JSON⁩ نہیں: بائٹ %2 پر ایک اسٹرنگ کے اندر خام کنٹرول کیریکٹر (بائٹ ⁨0x%1⁩)؛ اسے ⁨escape⁩ (⁨\u00%1⁩) کی صورت لکھیں یا ہٹا دیں۔</translation>
    </message>
    <message>
        <source>The catalog is not strict JSON: the escape \u%1 at byte %2 is the first half of a surrogate pair without its second half.</source>
        <translation>کیٹلاگ سخت ⁨JSON⁩ نہیں: بائٹ %2 پر ⁨escape \u%1⁩ ایک ⁨surrogate⁩ جوڑے کا پہلا نصف ہے جس کا دوسرا نصف موجود نہیں۔</translation>
    </message>
    <message>
        <source>The catalog is not strict JSON: the escape \u%1 at byte %2 is the second half of a surrogate pair without its first half.</source>
        <translation>کیٹلاگ سخت ⁨JSON⁩ نہیں: بائٹ %2 پر ⁨escape \u%1⁩ ایک ⁨surrogate⁩ جوڑے کا دوسرا نصف ہے جس کا پہلا نصف موجود نہیں۔</translation>
    </message>
    <message>
        <source>The catalog is not strict JSON: the key &quot;%1&quot; appears twice in one object (the second time at byte %2); each field may be given once.</source>
        <translation>کیٹلاگ سخت ⁨JSON⁩ نہیں: کلید &quot;%1&quot; ایک ہی ⁨object⁩ میں دو بار آئی ہے (دوسری بار بائٹ %2 پر)؛ ہر فیلڈ صرف ایک بار دی جا سکتی ہے۔</translation>
    </message>
    <message>
        <source>Cannot read the catalog file %1: %2.</source>
        <translation>کیٹلاگ فائل %1 پڑھی نہیں جا سکتی: %2۔</translation>
    </message>
    <message>
        <source>a PNG image</source>
        <translation>ایک ⁨PNG⁩ تصویر</translation>
    </message>
    <message>
        <source>a JPEG image</source>
        <translation>ایک ⁨JPEG⁩ تصویر</translation>
    </message>
    <message>
        <source>a GIF image</source>
        <translation>ایک ⁨GIF⁩ تصویر</translation>
    </message>
    <message>
        <source>a PDF document</source>
        <translation>ایک ⁨PDF⁩ دستاویز</translation>
    </message>
    <message>
        <source>a gzip-compressed file (decompress it first)</source>
        <translation>ایک ⁨gzip⁩ سے کمپریس شدہ فائل (پہلے اسے ڈی کمپریس کریں)</translation>
    </message>
    <message>
        <source>a ZIP archive (extract the catalog first)</source>
        <translation>ایک ⁨ZIP⁩ آرکائیو (پہلے کیٹلاگ نکالیں)</translation>
    </message>
    <message>
        <source>an xz-compressed file (decompress it first)</source>
        <translation>ایک ⁨xz⁩ سے کمپریس شدہ فائل (پہلے اسے ڈی کمپریس کریں)</translation>
    </message>
    <message>
        <source>a bzip2-compressed file (decompress it first)</source>
        <translation>ایک ⁨bzip2⁩ سے کمپریس شدہ فائل (پہلے اسے ڈی کمپریس کریں)</translation>
    </message>
    <message>
        <source>a zstd-compressed file (decompress it first)</source>
        <translation>ایک ⁨zstd⁩ سے کمپریس شدہ فائل (پہلے اسے ڈی کمپریس کریں)</translation>
    </message>
    <message>
        <source>a program (an ELF executable)</source>
        <translation>ایک پروگرام (⁨ELF⁩ قابلِ عمل فائل)</translation>
    </message>
    <message>
        <source>a Windows program</source>
        <translation>ایک ⁨Windows⁩ پروگرام</translation>
    </message>
    <message>
        <source>an SQLite database</source>
        <translation>ایک ⁨SQLite⁩ ڈیٹابیس</translation>
    </message>
    <message>
        <source>The file is not JSON text: it looks like %1. A catalog is a JSON document in UTF-8.</source>
        <translation>یہ فائل ⁨JSON⁩ متن نہیں ہے: یہ %1 لگتی ہے۔ کیٹلاگ ⁨UTF-8⁩ میں ایک ⁨JSON⁩ دستاویز ہوتا ہے۔</translation>
    </message>
    <message>
        <source>The file is %1 text; a catalog is a JSON document in UTF-8. Save it as UTF-8 and import it again.</source>
        <translation>یہ فائل %1 متن ہے؛ کیٹلاگ ⁨UTF-8⁩ میں ایک ⁨JSON⁩ دستاویز ہوتا ہے۔ اسے ⁨UTF-8⁩ کے طور پر محفوظ کر کے دوبارہ امپورٹ کریں۔</translation>
    </message>
    <message>
        <source>The file is not JSON text: it holds binary data (the byte 0x%1 at byte %2). A catalog is a JSON document in UTF-8.</source>
        <translation>یہ فائل ⁨JSON⁩ متن نہیں ہے: اس میں بائنری ڈیٹا ہے (بائٹ %2 پر بائٹ ⁨0x%1⁩)۔ کیٹلاگ ⁨UTF-8⁩ میں ایک ⁨JSON⁩ دستاویز ہوتا ہے۔</translation>
    </message>
    <message>
        <source>The catalog is not a catalog document: at byte %1 its objects and arrays nest deeper than %2, the most GPU Scout reads.</source>
        <translation>یہ کیٹلاگ، کیٹلاگ دستاویز نہیں ہے: بائٹ %1 پر اس کے آبجیکٹ اور ایرے %2 سے زیادہ گہرائی تک ایک دوسرے کے اندر ہیں، جو ⁨GPU Scout⁩ زیادہ سے زیادہ پڑھتا ہے۔</translation>
    </message>
    <message>
        <source>The catalog is not strict JSON: \%1 at byte %2 is not an escape JSON knows (\&quot; \\ \/ \b \f \n \r \t and \uXXXX are).</source>
        <translation>یہ کیٹلاگ سخت ⁨JSON⁩ نہیں ہے: بائٹ %2 پر \%1 ایسا ایسکیپ نہیں جو ⁨JSON⁩ جانتا ہو (\&quot; \\ \/ ⁨\b \f \n \r \t⁩ اور ⁨\uXXXX⁩ جانے پہچانے ہیں)۔</translation>
    </message>
    <message>
        <source>The catalog is not strict JSON: the escape \u at byte %1 is not followed by four hex digits.</source>
        <translation>یہ کیٹلاگ سخت ⁨JSON⁩ نہیں ہے: بائٹ %1 پر ⁨\u⁩ ایسکیپ کے بعد چار ہیکس ہندسے نہیں ہیں۔</translation>
    </message>
</context>
<context>
    <name>core::CatalogStore</name>
    <message>
        <source>The catalog was not changed: %1</source>
        <translation>کیٹلاگ تبدیل نہیں کیا گیا: %1</translation>
    </message>
    <message>
        <source>The database holds no catalog.</source>
        <translation>ڈیٹا بیس میں کوئی کیٹلاگ نہیں۔</translation>
    </message>
    <message>
        <source>The bundled catalog cannot be read: %1</source>
        <translation>ساتھ آنے والا کیٹلاگ پڑھا نہیں جا سکتا: %1</translation>
    </message>
    <message>
        <source>The catalog was not changed: the database %1 is read-only.</source>
        <translation>کیٹلاگ تبدیل نہیں کیا گیا: ڈیٹا بیس %1 صرف پڑھنے کے لیے ہے۔</translation>
    </message>
    <message>
        <source>The catalog was not changed: %1.</source>
        <translation>کیٹلاگ تبدیل نہیں کیا گیا: %1۔</translation>
    </message>
    <message>
        <source>The stored catalog in %1 holds an implausible value, so it was not loaded: %2. Import a catalog or run update to replace it.</source>
        <translation>‏%1 میں محفوظ کیٹلاگ میں ایک ناقابلِ یقین قدر ہے، اس لیے اسے لوڈ نہیں کیا گیا: %2۔ اسے بدلنے کے لیے کوئی کیٹلاگ امپورٹ کریں یا ⁨update⁩ چلائیں۔</translation>
    </message>
</context>
<context>
    <name>core::Columns</name>
    <message>
        <source>Rank</source>
        <translation>درجہ</translation>
    </message>
    <message>
        <source>Rank for the active workload: 1 is the best by the task&apos;s measure (monthly cost, job cost or training run cost). Offers that do not fit or lack a price or speed are not ranked.</source>
        <translation>موجودہ ورک لوڈ کے لیے درجہ: کام کے پیمانے (ماہانہ لاگت، بیچ جاب کی لاگت یا ٹریننگ کی لاگت) کے لحاظ سے 1 سب سے بہتر ہے۔ جو آفرز فٹ نہ ہوں یا جن کی قیمت یا رفتار معلوم نہ ہو، ان کی درجہ بندی نہیں ہوتی۔</translation>
    </message>
    <message>
        <source>Provider id</source>
        <translation>فراہم کنندہ کی آئی ڈی</translation>
    </message>
    <message>
        <source>The provider&apos;s id in the catalog.</source>
        <translation>کیٹلاگ میں فراہم کنندہ کی آئی ڈی۔</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>فراہم کنندہ</translation>
    </message>
    <message>
        <source>Cloud provider and product tier or instance type.</source>
        <translation>کلاؤڈ فراہم کنندہ اور پروڈکٹ ٹیئر یا انسٹینس کی قسم۔</translation>
    </message>
    <message>
        <source>GPU id</source>
        <translation>‏⁨GPU⁩ آئی ڈی</translation>
    </message>
    <message>
        <source>The GPU&apos;s id in the catalog.</source>
        <translation>کیٹلاگ میں ⁨GPU⁩ کی آئی ڈی۔</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPU model.</source>
        <translation>‏⁨GPU⁩ ماڈل۔</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>GPUs in the instance. They work as independent workers: memory is not pooled and one image is no faster.</source>
        <translation>انسٹینس میں ⁨GPUs⁩۔ یہ الگ الگ ورکرز کی طرح کام کرتے ہیں: میموری یکجا نہیں ہوتی اور ایک تصویر تیز نہیں بنتی۔</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>ٹیئر</translation>
    </message>
    <message>
        <source>The provider&apos;s product tier or instance type.</source>
        <translation>فراہم کنندہ کا پروڈکٹ ٹیئر یا انسٹینس کی قسم۔</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>ریجن</translation>
    </message>
    <message>
        <source>Regions as the provider lists them.</source>
        <translation>ریجنز، جیسے فراہم کنندہ انہیں درج کرتا ہے۔</translation>
    </message>
    <message>
        <source>Rate used /h</source>
        <translation>استعمال شدہ ریٹ /گھنٹہ</translation>
    </message>
    <message>
        <source>The price of the whole instance per hour that the costs use: on-demand, or spot when spot is allowed and offered.</source>
        <translation>پورے انسٹینس کی فی گھنٹہ قیمت جس پر لاگت کا حساب ہوتا ہے: آن ڈیمانڈ، یا ⁨spot⁩ جب ⁨spot⁩ کی اجازت ہو اور دستیاب ہو۔</translation>
    </message>
    <message>
        <source>Spot used</source>
        <translation>‏⁨Spot⁩ استعمال</translation>
    </message>
    <message>
        <source>Whether the costs use the spot price.</source>
        <translation>کیا لاگت میں ⁨spot⁩ قیمت استعمال ہوئی ہے۔</translation>
    </message>
    <message>
        <source>On-demand /h</source>
        <translation>آن ڈیمانڈ /گھنٹہ</translation>
    </message>
    <message>
        <source>On-demand price of the whole instance per hour.</source>
        <translation>پورے انسٹینس کی فی گھنٹہ آن ڈیمانڈ قیمت۔</translation>
    </message>
    <message>
        <source>Spot /h</source>
        <translation>‏⁨Spot⁩ /گھنٹہ</translation>
    </message>
    <message>
        <source>Spot (interruptible) price of the whole instance per hour.</source>
        <translation>پورے انسٹینس کی فی گھنٹہ ⁨spot⁩ (قابلِ تعطل) قیمت۔</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>بلنگ</translation>
    </message>
    <message>
        <source>s</source>
        <translation>سیکنڈ</translation>
    </message>
    <message>
        <source>How usage is rounded up: per second, per minute or per hour.</source>
        <translation>استعمال کو کیسے اوپر راؤنڈ کیا جاتا ہے: فی سیکنڈ، فی منٹ یا فی گھنٹہ۔</translation>
    </message>
    <message>
        <source>Minimum charge</source>
        <translation>کم از کم چارج</translation>
    </message>
    <message>
        <source>The least a session is billed.</source>
        <translation>ایک سیشن کا کم از کم بل۔</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>فٹ</translation>
    </message>
    <message>
        <source>Whether the workload fits in one GPU&apos;s memory: fits, tight (under 10 % spare) or no. An offer it does not fit is never ranked.</source>
        <translation>کیا ورک لوڈ ایک ⁨GPU⁩ کی میموری میں آتا ہے: فٹ، تنگ (10 % سے کم گنجائش) یا نہیں۔ جس آفر میں یہ فٹ نہ ہو اس کی کبھی درجہ بندی نہیں ہوتی۔</translation>
    </message>
    <message>
        <source>VRAM needed</source>
        <translation>درکار ⁨VRAM⁩</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Memory the workload needs on each GPU, in GB.</source>
        <translation>ہر ⁨GPU⁩ پر ورک لوڈ کو درکار میموری، ⁨GB⁩ میں۔</translation>
    </message>
    <message>
        <source>VRAM</source>
        <translation>VRAM</translation>
    </message>
    <message>
        <source>Memory per GPU, in GB.</source>
        <translation>فی ⁨GPU⁩ میموری، ⁨GB⁩ میں۔</translation>
    </message>
    <message>
        <source>FP16 TFLOPS</source>
        <translation>FP16 TFLOPS</translation>
    </message>
    <message>
        <source>Dense FP16 tensor throughput per GPU, in TFLOPS (FP32 accumulate): the best single predictor of diffusion speed.</source>
        <translation>فی ⁨GPU⁩ ڈینس ⁨FP16⁩ ٹینسر تھرو پٹ، ⁨TFLOPS⁩ میں (⁨FP32⁩ اکیومولیشن): ڈفیوژن کی رفتار کا واحد بہترین پیمانہ۔</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>بینڈوڈتھ</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>Memory bandwidth per GPU, in GB/s: small batches are bandwidth-bound.</source>
        <translation>فی ⁨GPU⁩ میموری بینڈوڈتھ، ⁨GB/s⁩ میں: چھوٹے بیچ بینڈوڈتھ پر منحصر ہوتے ہیں۔</translation>
    </message>
    <message>
        <source>Storage /GB-month</source>
        <translation>اسٹوریج ⁨/GB⁩-ماہ</translation>
    </message>
    <message>
        <source>Persistent volume price per GB and month: keeps checkpoints between sessions.</source>
        <translation>مستقل والیوم کی قیمت فی ⁨GB⁩ فی ماہ: سیشنز کے درمیان چیک پوائنٹس محفوظ رکھتا ہے۔</translation>
    </message>
    <message>
        <source>Diffusion image</source>
        <translation>ڈفیوژن امیج</translation>
    </message>
    <message>
        <source>Whether the provider offers a ready-made diffusion UI image or template (ComfyUI, Automatic1111, Forge).</source>
        <translation>آیا فراہم کنندہ تیار ڈفیوژن ⁨UI⁩ امیج یا ٹیمپلیٹ دیتا ہے (⁨ComfyUI⁩، ⁨Automatic1111⁩، ⁨Forge⁩)۔</translation>
    </message>
    <message>
        <source>Jupyter</source>
        <translation>Jupyter</translation>
    </message>
    <message>
        <source>Jupyter access.</source>
        <translation>‏⁨Jupyter⁩ تک رسائی۔</translation>
    </message>
    <message>
        <source>SSH</source>
        <translation>SSH</translation>
    </message>
    <message>
        <source>SSH access.</source>
        <translation>‏⁨SSH⁩ تک رسائی۔</translation>
    </message>
    <message>
        <source>Basis</source>
        <translation>بنیاد</translation>
    </message>
    <message>
        <source>s/image</source>
        <translation>سیکنڈ/تصویر</translation>
    </message>
    <message>
        <source>Seconds per image for the active workload.</source>
        <translation>فعال ورک لوڈ کے لیے فی تصویر سیکنڈ۔</translation>
    </message>
    <message>
        <source>s/step</source>
        <translation>سیکنڈ/اسٹیپ</translation>
    </message>
    <message>
        <source>Seconds per optimizer step of the training run.</source>
        <translation>ٹریننگ میں آپٹیمائزر کے فی اسٹیپ سیکنڈ۔</translation>
    </message>
    <message>
        <source>Images/h</source>
        <translation>تصاویر/گھنٹہ</translation>
    </message>
    <message>
        <source>Images per hour from the whole instance, all its GPUs working.</source>
        <translation>پورے انسٹینس سے فی گھنٹہ تصاویر، اس کے تمام ⁨GPUs⁩ کام کرتے ہوئے۔</translation>
    </message>
    <message>
        <source>Per 1,000 images</source>
        <translation>فی 1,000 تصاویر</translation>
    </message>
    <message>
        <source>Compute cost of 1,000 images at the rate used.</source>
        <translation>استعمال شدہ ریٹ پر 1,000 تصاویر کی کمپیوٹ لاگت۔</translation>
    </message>
    <message>
        <source>Cold start</source>
        <translation>کولڈ اسٹارٹ</translation>
    </message>
    <message>
        <source>min</source>
        <translation>منٹ</translation>
    </message>
    <message>
        <source>From request to first image, in minutes: boot, checkpoint download (unless kept on a volume) and load.</source>
        <translation>درخواست سے پہلی تصویر تک، منٹوں میں: بوٹ، چیک پوائنٹ ڈاؤن لوڈ (اگر والیوم پر محفوظ نہ ہو) اور لوڈ۔</translation>
    </message>
    <message>
        <source>Cold start assumed</source>
        <translation>فرض کردہ کولڈ اسٹارٹ</translation>
    </message>
    <message>
        <source>The provider publishes no cold-start figure; an assumption is used.</source>
        <translation>فراہم کنندہ کولڈ اسٹارٹ کا کوئی وقت شائع نہیں کرتا؛ ایک مفروضہ استعمال کیا گیا ہے۔</translation>
    </message>
    <message>
        <source>Instances</source>
        <translation>انسٹینسز</translation>
    </message>
    <message>
        <source>Independent instances the cost assumes: a batch job scales out to meet its deadline.</source>
        <translation>لاگت میں فرض کیے گئے آزاد انسٹینسز: بیچ جاب اپنی ڈیڈ لائن پوری کرنے کے لیے پھیلتی ہے۔</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>کمپیوٹ</translation>
    </message>
    <message>
        <source>The cost of the GPU time the work needs.</source>
        <translation>کام کو درکار ⁨GPU⁩ وقت کی لاگت۔</translation>
    </message>
    <message>
        <source>Billing rounding</source>
        <translation>بلنگ راؤنڈنگ</translation>
    </message>
    <message>
        <source>What the billing increment and minimum charge add.</source>
        <translation>بلنگ کا وقفہ اور کم از کم چارج جو اضافہ کرتے ہیں۔</translation>
    </message>
    <message>
        <source>Cold starts</source>
        <translation>کولڈ اسٹارٹس</translation>
    </message>
    <message>
        <source>The billed time of boots and model loads.</source>
        <translation>بوٹ اور ماڈل لوڈ کا بل شدہ وقت۔</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>اسٹوریج</translation>
    </message>
    <message>
        <source>The persistent volume that keeps the models.</source>
        <translation>مستقل والیوم جو ماڈلز محفوظ رکھتا ہے۔</translation>
    </message>
    <message>
        <source>Spot interruptions</source>
        <translation>‏⁨Spot⁩ رکاوٹیں</translation>
    </message>
    <message>
        <source>Work redone after spot interruptions.</source>
        <translation>‏⁨spot⁩ رکاوٹوں کے بعد دوبارہ کیا گیا کام۔</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>کل لاگت</translation>
    </message>
    <message>
        <source>What the active workload costs: a month of sessions, the whole batch job, or the training run — billing rounding, cold starts, storage and spot risk included.</source>
        <translation>موجودہ ورک لوڈ کی لاگت: ایک مہینے کے سیشنز، پوری بیچ جاب یا ٹریننگ — بلنگ راؤنڈنگ، کولڈ اسٹارٹس، اسٹوریج اور ⁨spot⁩ کے خطرے سمیت۔</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>گھنٹے</translation>
    </message>
    <message>
        <source>h</source>
        <translation>گھنٹے</translation>
    </message>
    <message>
        <source>Billed hours a month for interactive work; wall-clock hours of the job or the training run.</source>
        <translation>انٹرایکٹو کام کے لیے ماہانہ بل شدہ گھنٹے؛ بیچ جاب یا ٹریننگ کے اصل گھنٹے۔</translation>
    </message>
    <message>
        <source>Time to finish</source>
        <translation>مکمل ہونے کا وقت</translation>
    </message>
    <message>
        <source>Wall-clock hours until the batch job or the training run is done, on the instances the cost assumes. Interactive work has none.</source>
        <translation>بیچ جاب یا ٹریننگ مکمل ہونے تک اصل گھنٹے، لاگت میں فرض کیے گئے انسٹینسز پر۔ انٹرایکٹو کام میں یہ نہیں ہوتا۔</translation>
    </message>
    <message>
        <source>Meets deadline</source>
        <translation>ڈیڈ لائن پر پورا</translation>
    </message>
    <message>
        <source>Whether the job finishes by the workload&apos;s deadline.</source>
        <translation>کیا بیچ جاب ورک لوڈ کی ڈیڈ لائن تک مکمل ہوتی ہے۔</translation>
    </message>
    <message>
        <source>Within wait</source>
        <translation>انتظار کے اندر</translation>
    </message>
    <message>
        <source>Interactive work: whether an image comes within the acceptable wait.</source>
        <translation>انٹرایکٹو کام: کیا تصویر قابلِ قبول انتظار کے اندر آتی ہے۔</translation>
    </message>
    <message>
        <source>Within budget</source>
        <translation>بجٹ کے اندر</translation>
    </message>
    <message>
        <source>Whether the total cost stays within the budget.</source>
        <translation>کیا کل لاگت بجٹ کے اندر رہتی ہے۔</translation>
    </message>
    <message>
        <source>Unverified price</source>
        <translation>غیر تصدیق شدہ قیمت</translation>
    </message>
    <message>
        <source>Whether the price rests on a single unverified source (a transcription, a search index): check it at the provider before you rely on it.</source>
        <translation>کیا قیمت صرف ایک غیر تصدیق شدہ ماخذ (کوئی نقل، کوئی سرچ انڈیکس) پر ٹکی ہے: اس پر بھروسا کرنے سے پہلے فراہم کنندہ کے ہاں اس کی تصدیق کریں۔</translation>
    </message>
    <message>
        <source>Data age</source>
        <translation>ڈیٹا کی عمر</translation>
    </message>
    <message>
        <source>days</source>
        <translation>دن</translation>
    </message>
    <message>
        <source>Days since the price was observed. Older than 30 days is stale.</source>
        <translation>قیمت دیکھے جانے کے بعد گزرے دن۔ 30 دن سے زیادہ ہوں تو ڈیٹا پرانا شمار ہوتا ہے۔</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>قیمت کا ماخذ</translation>
    </message>
    <message>
        <source>Where the price comes from.</source>
        <translation>قیمت کہاں سے آئی ہے۔</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>مشاہدہ</translation>
    </message>
    <message>
        <source>When the price was observed (ISO 8601).</source>
        <translation>قیمت کب دیکھی گئی (⁨ISO 8601⁩)۔</translation>
    </message>
    <message>
        <source>Benchmark series</source>
        <translation>بینچ مارک سیریز</translation>
    </message>
    <message>
        <source>The benchmark series a measured speed comes from.</source>
        <translation>وہ بینچ مارک سیریز جس سے پیمائش شدہ رفتار آئی ہے۔</translation>
    </message>
    <message>
        <source>Speed source</source>
        <translation>رفتار کا ماخذ</translation>
    </message>
    <message>
        <source>Where the speed comes from.</source>
        <translation>رفتار کہاں سے آئی ہے۔</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>وجہ</translation>
    </message>
    <message>
        <source>Why the offer ranks where it does.</source>
        <translation>آفر اپنے درجے پر کیوں ہے۔</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ہاں</translation>
    </message>
    <message>
        <source>no</source>
        <translation>نہیں</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>number, unit</comment>
        <extracomment>a number and its unit, e.g. &quot;2.50 s&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>fits</source>
        <comment>the workload fits in VRAM</comment>
        <translation>فٹ</translation>
    </message>
    <message>
        <source>tight</source>
        <comment>the workload barely fits in VRAM</comment>
        <translation>تنگ</translation>
    </message>
    <message>
        <source>does not fit</source>
        <comment>the workload does not fit in VRAM</comment>
        <translation>فٹ نہیں</translation>
    </message>
    <message>
        <source>Not listed since</source>
        <translation>فہرست سے غائب از</translation>
    </message>
    <message>
        <source>The day the public source that brought this price stopped listing the offer (ISO 8601): it may be gone. Empty while the source lists it.</source>
        <translation>وہ دن جب اس قیمت کو لانے والے عوامی ذریعے نے یہ آفر فہرست میں دینا بند کی (⁨ISO 8601⁩): ہو سکتا ہے یہ آفر اب موجود نہ ہو۔ جب تک ذریعہ اسے فہرست میں دیتا ہے، یہ خالی رہتا ہے۔</translation>
    </message>
    <message>
        <source>your measurement: what you measured yourself; measured: from a published benchmark of this GPU; estimated: from the GPU&apos;s specs by the throughput model. The tooltip names the source.</source>
        <translation>آپ کی پیمائش: جو آپ نے خود ناپا؛ پیمائش شدہ: اس ⁨GPU⁩ کے شائع شدہ بینچ مارک سے؛ تخمینی: تھرو پٹ ماڈل کے ذریعے ⁨GPU⁩ کے اسپیکس سے۔ ٹول ٹپ میں ماخذ درج ہوتا ہے۔</translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation>GPUs:</translation>
    </message>
    <message>
        <source>Region:</source>
        <translation>ریجن:</translation>
    </message>
    <message>
        <source>Rate used:</source>
        <translation>استعمال شدہ ریٹ:</translation>
    </message>
    <message>
        <source>On-demand price:</source>
        <translation>آن ڈیمانڈ قیمت:</translation>
    </message>
    <message>
        <source>Spot price:</source>
        <translation>‏⁨Spot⁩ قیمت:</translation>
    </message>
    <message>
        <source>Billing increment:</source>
        <translation>بلنگ کا وقفہ:</translation>
    </message>
    <message>
        <source>Minimum charge:</source>
        <translation>کم از کم چارج:</translation>
    </message>
    <message>
        <source>Fits:</source>
        <translation>فٹ:</translation>
    </message>
    <message>
        <source>VRAM needed:</source>
        <translation>درکار ⁨VRAM⁩:</translation>
    </message>
    <message>
        <source>VRAM per GPU:</source>
        <translation>فی ⁨GPU VRAM⁩:</translation>
    </message>
    <message>
        <source>FP16 tensor:</source>
        <translation>‏⁨FP16⁩ ٹینسر:</translation>
    </message>
    <message>
        <source>Memory bandwidth:</source>
        <translation>میموری بینڈوڈتھ:</translation>
    </message>
    <message>
        <source>Storage price:</source>
        <translation>اسٹوریج کی قیمت:</translation>
    </message>
    <message>
        <source>Diffusion UI image:</source>
        <translation>ڈفیوژن ⁨UI⁩ امیج:</translation>
    </message>
    <message>
        <source>Jupyter:</source>
        <translation>Jupyter:</translation>
    </message>
    <message>
        <source>SSH:</source>
        <translation>SSH:</translation>
    </message>
    <message>
        <source>Speed basis:</source>
        <translation>رفتار کی بنیاد:</translation>
    </message>
    <message>
        <source>Images per hour:</source>
        <translation>فی گھنٹہ تصاویر:</translation>
    </message>
    <message>
        <source>Per 1,000 images:</source>
        <translation>فی 1,000 تصاویر:</translation>
    </message>
    <message>
        <source>Compute:</source>
        <translation>کمپیوٹ:</translation>
    </message>
    <message>
        <source>Billing rounding:</source>
        <translation>بلنگ راؤنڈنگ:</translation>
    </message>
    <message>
        <source>Cold starts:</source>
        <translation>کولڈ اسٹارٹس:</translation>
    </message>
    <message>
        <source>Storage:</source>
        <translation>اسٹوریج:</translation>
    </message>
    <message>
        <source>Spot risk:</source>
        <translation>‏⁨Spot⁩ کا خطرہ:</translation>
    </message>
    <message>
        <source>Total:</source>
        <translation>کل:</translation>
    </message>
    <message>
        <source>Price source:</source>
        <translation>قیمت کا ماخذ:</translation>
    </message>
    <message>
        <source>%1:</source>
        <comment>label</comment>
        <translation>%1:</translation>
    </message>
</context>
<context>
    <name>core::CurrencyConverter</name>
    <message>
        <source>US dollars, as stored</source>
        <translation>امریکی ڈالر، جیسے محفوظ ہیں</translation>
    </message>
    <message>
        <source>No rate for %1 is available: the European Central Bank publishes none and the catalog lists none. Prices are shown in US dollars.</source>
        <translation>‏%1 کا کوئی ریٹ دستیاب نہیں: نہ یورپی مرکزی بینک اسے شائع کرتا ہے اور نہ کیٹلاگ میں درج ہے۔ قیمتیں امریکی ڈالر میں دکھائی جا رہی ہیں۔</translation>
    </message>
    <message>
        <source>No rate for %1 is available. Prices are shown in US dollars.</source>
        <translation>‏%1 کا کوئی ریٹ دستیاب نہیں۔ قیمتیں امریکی ڈالر میں دکھائی جا رہی ہیں۔</translation>
    </message>
</context>
<context>
    <name>core::Database</name>
    <message>
        <source>A database operation failed: %1</source>
        <translation>ڈیٹا بیس کا ایک عمل ناکام ہو گیا: %1</translation>
    </message>
    <message>
        <source>Cannot read the catalog: %1</source>
        <translation>کیٹلاگ پڑھا نہیں جا سکتا: %1</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the database.</source>
        <translation>ڈیٹا بیس کے لیے فولڈر %1 نہیں بنایا جا سکتا۔</translation>
    </message>
    <message>
        <source>Cannot prepare the database %1: %2</source>
        <translation>ڈیٹا بیس %1 تیار نہیں کیا جا سکتا: %2</translation>
    </message>
    <message>
        <source>The database was written by a newer GPU Scout (schema version %1; this version reads up to %2). It was left untouched.</source>
        <translation>یہ ڈیٹا بیس ⁨GPU Scout⁩ کے نئے ورژن نے لکھا ہے (⁨schema⁩ ورژن %1؛ یہ ورژن %2 تک پڑھتا ہے)۔ اسے چھیڑا نہیں گیا۔</translation>
    </message>
    <message>
        <source>Cannot start a database transaction: %1</source>
        <translation>ڈیٹا بیس ٹرانزیکشن شروع نہیں کی جا سکتی: %1</translation>
    </message>
    <message>
        <source>Cannot save to the database: %1</source>
        <translation>ڈیٹا بیس میں محفوظ نہیں کیا جا سکتا: %1</translation>
    </message>
    <message>
        <source>The database path %1 is not a regular file.</source>
        <translation>ڈیٹا بیس کا راستہ %1 عام فائل نہیں۔</translation>
    </message>
    <message>
        <source>The database %1 does not exist, and read-only it cannot be created.</source>
        <translation>ڈیٹا بیس %1 موجود نہیں، اور صرف پڑھنے کی حالت میں اسے بنایا نہیں جا سکتا۔</translation>
    </message>
    <message>
        <source>Cannot open the database %1: %2.</source>
        <translation>ڈیٹا بیس %1 کھولا نہیں جا سکتا: %2۔</translation>
    </message>
    <message>
        <source>Cannot use %1 as GPU Scout&apos;s database: %2.</source>
        <translation>‏%1 کو ⁨GPU Scout⁩ کے ڈیٹا بیس کے طور پر استعمال نہیں کیا جا سکتا: %2۔</translation>
    </message>
    <message>
        <source>%1 is another program&apos;s SQLite database (it has the tables %2 and no GPU Scout schema version); GPU Scout does not write into it. Choose another file with --database.</source>
        <translation>‏%1 کسی دوسرے پروگرام کا ⁨SQLite⁩ ڈیٹا بیس ہے (اس میں ٹیبلز %2 ہیں اور ⁨GPU Scout⁩ کا کوئی اسکیما ورژن نہیں)؛ ⁨GPU Scout⁩ اس میں کچھ نہیں لکھتا۔ ⁨--database⁩ سے کوئی دوسری فائل چنیں۔</translation>
    </message>
    <message>
        <source>The database %1 is read-only and has schema version %2; this version of GPU Scout needs version %3, which it cannot write. Make the file writable or use another one.</source>
        <translation>ڈیٹا بیس %1 صرف پڑھنے کے لیے ہے اور اس کا اسکیما ورژن %2 ہے؛ ⁨GPU Scout⁩ کے اس ورژن کو ورژن %3 چاہیے، جو یہ لکھ نہیں سکتا۔ فائل کو قابلِ تحریر بنائیں یا کوئی دوسری فائل استعمال کریں۔</translation>
    </message>
    <message>
        <source>The database %1 is damaged: its table &quot;%2&quot; is missing. Move the file aside; GPU Scout then starts a new database.</source>
        <translation>ڈیٹا بیس %1 خراب ہے: اس کا ٹیبل &quot;%2&quot; موجود نہیں۔ فائل کو ایک طرف ہٹا دیں؛ پھر ⁨GPU Scout⁩ نیا ڈیٹا بیس شروع کرے گا۔</translation>
    </message>
    <message>
        <source>another program has the database locked; close it and try again</source>
        <translation>کسی دوسرے پروگرام نے ڈیٹا بیس لاک کر رکھا ہے؛ اسے بند کر کے دوبارہ کوشش کریں</translation>
    </message>
    <message>
        <source>the database is read-only</source>
        <translation>ڈیٹا بیس صرف پڑھنے کے لیے ہے</translation>
    </message>
    <message>
        <source>the disk could not be read or written (%1)</source>
        <translation>ڈسک پڑھی یا لکھی نہیں جا سکی (%1)</translation>
    </message>
    <message>
        <source>the database file is damaged</source>
        <translation>ڈیٹا بیس فائل خراب ہے</translation>
    </message>
    <message>
        <source>the disk is full; free some space and try again</source>
        <translation>ڈسک بھر گئی ہے؛ کچھ جگہ خالی کر کے دوبارہ کوشش کریں</translation>
    </message>
    <message>
        <source>the database file cannot be opened (check the path and its permissions)</source>
        <translation>ڈیٹا بیس فائل کھولی نہیں جا سکتی (راستہ اور اس کی اجازتیں چیک کریں)</translation>
    </message>
    <message>
        <source>a value breaks a rule of the database (%1)</source>
        <translation>ایک قدر ڈیٹا بیس کے ایک اصول کی خلاف ورزی کرتی ہے (%1)</translation>
    </message>
    <message>
        <source>the file is not an SQLite database</source>
        <translation>یہ فائل ⁨SQLite⁩ ڈیٹا بیس نہیں</translation>
    </message>
    <message>
        <source>unknown database error</source>
        <translation>ڈیٹا بیس کی نامعلوم خرابی</translation>
    </message>
    <message>
        <source>%1 has the schema version %2, which no GPU Scout writes: it is another program&apos;s SQLite database or a damaged one. GPU Scout leaves it untouched; choose another file with --database.</source>
        <translation>‏%1 کا اسکیما ورژن %2 ہے، جو کوئی ⁨GPU Scout⁩ نہیں لکھتا: یہ کسی اور پروگرام کا ⁨SQLite⁩ ڈیٹابیس ہے یا خراب ڈیٹابیس۔ ⁨GPU Scout⁩ اسے نہیں چھیڑتا؛ ⁨--database⁩ سے کوئی اور فائل منتخب کریں۔</translation>
    </message>
    <message>
        <source>%1 is another program&apos;s SQLite database (schema version %2, %3); GPU Scout does not write into it. Choose another file with --database.</source>
        <translation>‏%1 کسی اور پروگرام کا ⁨SQLite⁩ ڈیٹابیس ہے (اسکیما ورژن %2، %3)؛ ⁨GPU Scout⁩ اس میں نہیں لکھتا۔ ⁨--database⁩ سے کوئی اور فائل منتخب کریں۔</translation>
    </message>
    <message>
        <source>no tables</source>
        <translation>کوئی ٹیبل نہیں</translation>
    </message>
    <message>
        <source>the tables %1</source>
        <translation>ٹیبل %1</translation>
    </message>
    <message>
        <source>The database has the schema version %1, which no GPU Scout writes. It was left untouched.</source>
        <translation>ڈیٹابیس کا اسکیما ورژن %1 ہے، جو کوئی ⁨GPU Scout⁩ نہیں لکھتا۔ اسے نہیں چھیڑا گیا۔</translation>
    </message>
    <message>
        <source>Cannot read the catalog: source details number %2, named by the offer in row %1, are missing from the database. Import a catalog to replace it.</source>
        <translation>کیٹلاگ پڑھا نہیں جا سکتا: ماخذ کی تفصیلات نمبر %2، جن کا حوالہ قطار %1 کی پیشکش دیتی ہے، ڈیٹابیس میں موجود نہیں۔ اسے بدلنے کے لیے کوئی کیٹلاگ امپورٹ کریں۔</translation>
    </message>
</context>
<context>
    <name>core::Download</name>
    <message>
        <source>&quot;%1&quot; is not a usable address</source>
        <translation>‏&quot;%1&quot; قابلِ استعمال پتا نہیں</translation>
    </message>
    <message>
        <source>The address %1 was refused: GPU Scout fetches only over HTTPS (plain HTTP only from this computer)</source>
        <translation>پتا %1 مسترد کر دیا گیا: ⁨GPU Scout⁩ صرف ⁨HTTPS⁩ پر ڈاؤن لوڈ کرتا ہے (سادہ ⁨HTTP⁩ صرف اسی کمپیوٹر سے)</translation>
    </message>
    <message>
        <source>The address %1 was refused: GPU Scout fetches only https: and file: addresses</source>
        <translation>پتا %1 مسترد کر دیا گیا: ⁨GPU Scout⁩ صرف ⁨https⁩: اور ⁨file⁩: پتوں سے ڈاؤن لوڈ کرتا ہے</translation>
    </message>
    <message>
        <source>%1 redirected to %2, which was refused: GPU Scout follows redirects only to HTTPS addresses</source>
        <translation>‏%1 نے %2 پر ری ڈائریکٹ کیا، جسے مسترد کر دیا گیا: ⁨GPU Scout⁩ صرف ⁨HTTPS⁩ پتوں کی طرف ری ڈائریکٹ قبول کرتا ہے</translation>
    </message>
    <message>
        <source>The download from %1 was cancelled</source>
        <translation>‏%1 سے ڈاؤن لوڈ منسوخ کر دیا گیا</translation>
    </message>
    <message>
        <source>The server answered %1 %2 for %3</source>
        <translation>سرور نے %3 کے لیے %1 %2 جواب دیا</translation>
    </message>
    <message>
        <source>Cannot fetch %1: %2</source>
        <translation>‏%1 حاصل نہیں کیا جا سکتا: %2</translation>
    </message>
    <message>
        <source>The server answered %1 for %2, which GPU Scout does not handle</source>
        <translation>سرور نے %2 کے لیے %1 جواب دیا، جسے ⁨GPU Scout⁩ نہیں سنبھالتا</translation>
    </message>
    <message numerus="yes">
        <source>%1 redirected more than %Ln time(s)</source>
        <translation>
            <numerusform>‏%1 نے %Ln سے زیادہ بار ری ڈائریکٹ کیا</numerusform>
            <numerusform>‏%1 نے %Ln سے زیادہ بار ری ڈائریکٹ کیا</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer from %1 announces %2, more than the limit of %3</source>
        <translation>‏%1 کا جواب %2 کا سائز بتاتا ہے، جو %3 کی حد سے زیادہ ہے</translation>
    </message>
    <message>
        <source>The answer from %1 is larger than the limit of %2</source>
        <translation>‏%1 کا جواب %2 کی حد سے بڑا ہے</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s</source>
        <translation>‏%1 نے %2 سیکنڈ میں جواب نہیں دیا</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>‏%Ln بائٹ</numerusform>
            <numerusform>‏%Ln بائٹس</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The download from %1 was cut off after %2 of %n byte(s)</source>
        <translation>
            <numerusform>‏%1 سے ڈاؤن لوڈ %Ln بائٹ میں سے %2 بائٹس کے بعد منقطع ہو گیا</numerusform>
            <numerusform>‏%1 سے ڈاؤن لوڈ %Ln بائٹس میں سے %2 بائٹس کے بعد منقطع ہو گیا</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 refused: too many requests, try again in %n second(s)</source>
        <translation>
            <numerusform>‏%1 نے انکار کیا: بہت زیادہ درخواستیں، %Ln سیکنڈ بعد دوبارہ کوشش کریں</numerusform>
            <numerusform>‏%1 نے انکار کیا: بہت زیادہ درخواستیں، %Ln سیکنڈ بعد دوبارہ کوشش کریں</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 answered 304 Not Modified although GPU Scout sent no ETag or date to compare with</source>
        <translation>‏%1 نے 304 ⁨Not Modified⁩ جواب دیا حالانکہ ⁨GPU Scout⁩ نے موازنے کے لیے کوئی ⁨ETag⁩ یا تاریخ نہیں بھیجی</translation>
    </message>
    <message>
        <source>Cannot reach %1: you appear to be offline (%2)</source>
        <translation>‏%1 تک نہیں پہنچا جا سکا: لگتا ہے آپ آف لائن ہیں (%2)</translation>
    </message>
    <message>
        <source>%1 did not finish sending within %2 s</source>
        <translation>‏%1 نے %2 سیکنڈ کے اندر بھیجنا مکمل نہیں کیا</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>‏%1 پڑھا نہیں جا سکتا: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: it is %2, more than the %3 GPU Scout reads from one address</source>
        <translation>‏%1 پڑھا نہیں جا سکتا: یہ %2 ہے، جو اس %3 سے زیادہ ہے جو ⁨GPU Scout⁩ ایک پتے سے پڑھتا ہے</translation>
    </message>
    <message>
        <source>%1 sent a compressed answer (%2) that cannot be unpacked: it is damaged, or unpacks to more than GPU Scout accepts</source>
        <translation>‏%1 نے ایک کمپریس شدہ جواب (%2) بھیجا جو کھولا نہیں جا سکتا: یہ خراب ہے، یا کھلنے پر اس سے بڑا ہو جاتا ہے جتنا ⁨GPU Scout⁩ قبول کرتا ہے</translation>
    </message>
</context>
<context>
    <name>core::EcbRates</name>
    <message>
        <source>The ECB rates give the date &quot;%1&quot;, which is not a date.</source>
        <translation>‏⁨ECB⁩ ریٹس میں تاریخ &quot;%1&quot; دی گئی ہے، جو تاریخ نہیں۔</translation>
    </message>
    <message>
        <source>The ECB rate for %1 is &quot;%2&quot;, which is not a positive number.</source>
        <translation>‏%1 کا ⁨ECB⁩ ریٹ &quot;%2&quot; ہے، جو مثبت عدد نہیں۔</translation>
    </message>
    <message>
        <source>The ECB rates list %1 before giving their date.</source>
        <translation>‏⁨ECB⁩ ریٹس تاریخ دینے سے پہلے ہی %1 درج کرتے ہیں۔</translation>
    </message>
    <message>
        <source>The ECB rates are not valid XML: %1 (line %2).</source>
        <translation>‏⁨ECB⁩ ریٹس درست ⁨XML⁩ نہیں: %1 (لائن %2)۔</translation>
    </message>
    <message>
        <source>The document holds no ECB reference rates.</source>
        <translation>اس دستاویز میں ⁨ECB⁩ کے کوئی حوالہ جاتی ریٹس نہیں۔</translation>
    </message>
    <message>
        <source>The ECB rates of %1 give no US dollar rate, so no currency can be converted.</source>
        <translation>‏%1 کے ⁨ECB⁩ ریٹس میں امریکی ڈالر کا ریٹ نہیں، اس لیے کوئی کرنسی تبدیل نہیں کی جا سکتی۔</translation>
    </message>
    <message>
        <source>The bundled currency rates cannot be read: %1</source>
        <translation>ساتھ آنے والے کرنسی ریٹس پڑھے نہیں جا سکتے: %1</translation>
    </message>
    <message>
        <source>European Central Bank euro reference rates (bundled snapshot of eurofxref-daily.xml)</source>
        <translation>یورپی مرکزی بینک کے یورو حوالہ جاتی ریٹس (⁨eurofxref-daily.xml⁩ کا ساتھ آنے والا اسنیپ شاٹ)</translation>
    </message>
    <message>
        <source>The ECB rates give the date %1, which is in the future.</source>
        <translation>‏⁨ECB⁩ کی شرحیں تاریخ %1 دیتی ہیں، جو مستقبل میں ہے۔</translation>
    </message>
    <message>
        <source>The ECB rates list &quot;%1&quot;, which is not a currency code.</source>
        <translation>‏⁨ECB⁩ کی شرحوں میں &quot;%1&quot; درج ہے، جو کرنسی کوڈ نہیں ہے۔</translation>
    </message>
    <message>
        <source>The ECB rate for %1 is %2 per euro, outside the plausible range (%3 to %4).</source>
        <translation>‏%1 کی ⁨ECB⁩ شرح فی یورو %2 ہے، جو قابلِ یقین حد (%3 سے %4) سے باہر ہے۔</translation>
    </message>
</context>
<context>
    <name>core::Engine</name>
    <message>
        <source>The catalog has no model &quot;%1&quot;.</source>
        <translation>کیٹلاگ میں کوئی ماڈل &quot;%1&quot; نہیں۔</translation>
    </message>
    <message>
        <source>no BF16 support</source>
        <translation>‏⁨BF16⁩ سپورٹ نہیں</translation>
    </message>
    <message>
        <source>no on-demand price</source>
        <translation>آن ڈیمانڈ قیمت نہیں</translation>
    </message>
    <message>
        <source>speed unknown: no benchmark and no specs</source>
        <translation>رفتار نامعلوم: نہ بینچ مارک نہ اسپیکس</translation>
    </message>
    <message>
        <source>cannot meet the deadline</source>
        <translation>ڈیڈ لائن پوری نہیں ہو سکتی</translation>
    </message>
    <message>
        <source>lowest monthly cost</source>
        <translation>سب سے کم ماہانہ لاگت</translation>
    </message>
    <message>
        <source>cheapest job</source>
        <translation>سب سے سستی بیچ جاب</translation>
    </message>
    <message>
        <source>cheapest training run</source>
        <translation>سب سے سستی ٹریننگ</translation>
    </message>
    <message>
        <source>fastest</source>
        <translation>سب سے تیز</translation>
    </message>
    <message>
        <source>over budget</source>
        <translation>بجٹ سے زیادہ</translation>
    </message>
    <message>
        <source>tight VRAM fit</source>
        <translation>‏⁨VRAM⁩ میں تنگ فٹ</translation>
    </message>
    <message>
        <source>billing increment unknown</source>
        <translation>بلنگ کا وقفہ نامعلوم</translation>
    </message>
    <message>
        <source>per-second billing</source>
        <translation>فی سیکنڈ بلنگ</translation>
    </message>
    <message>
        <source>per-minute billing</source>
        <translation>فی منٹ بلنگ</translation>
    </message>
    <message>
        <source>hourly billing</source>
        <translation>فی گھنٹہ بلنگ</translation>
    </message>
    <message>
        <source>spot, interruptions included</source>
        <translation>‏⁨spot⁩، رکاوٹوں سمیت</translation>
    </message>
    <message>
        <source>cold start unknown, %1 min assumed</source>
        <translation>کولڈ اسٹارٹ نامعلوم، %1 منٹ فرض کیا گیا</translation>
    </message>
    <message>
        <source>needs more VRAM than its %1 GB</source>
        <translation>اس کے %1 ⁨GB⁩ سے زیادہ ⁨VRAM⁩ درکار ہے</translation>
    </message>
    <message>
        <source>%1% of the bill is unused billed time</source>
        <translation>بل کا %1% حصہ ایسا وقت ہے جس کا بل بنا مگر استعمال نہیں ہوا</translation>
    </message>
    <message numerus="yes">
        <source>%n instance(s) in parallel</source>
        <translation>
            <numerusform>‏%Ln انسٹینس متوازی</numerusform>
            <numerusform>‏%Ln انسٹینسز متوازی</numerusform>
        </translation>
    </message>
    <message>
        <source>slower than the acceptable wait of %1 s per image</source>
        <translation>فی تصویر %1 سیکنڈ کے قابل قبول انتظار سے سست</translation>
    </message>
    <message>
        <source>runs only with part of the weights offloaded to host memory (slower)</source>
        <translation>صرف اس صورت میں چلتا ہے جب ماڈل کے وزن کا کچھ حصہ ہوسٹ میموری میں منتقل کیا جائے (سست)</translation>
    </message>
    <message>
        <source>price from a single unverified source</source>
        <translation>قیمت ایک ہی غیر تصدیق شدہ ماخذ سے</translation>
    </message>
    <message numerus="yes">
        <source>price from a single unverified source older than %Ln day(s)</source>
        <translation>
            <numerusform>قیمت ایک ہی غیر تصدیق شدہ ماخذ سے، %Ln دن سے پرانی</numerusform>
            <numerusform>قیمت ایک ہی غیر تصدیق شدہ ماخذ سے، %Ln دن سے پرانی</numerusform>
        </translation>
    </message>
    <message>
        <source>price from a single unverified source of unknown date</source>
        <translation>قیمت ایک ہی غیر تصدیق شدہ ماخذ سے، تاریخ نامعلوم</translation>
    </message>
    <message>
        <source>ranked after verified and recent prices</source>
        <translation>تصدیق شدہ اور حالیہ قیمتوں کے بعد درجہ</translation>
    </message>
</context>
<context>
    <name>core::ExportFile</name>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>‏%1 فائل ہے، فولڈر نہیں</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>فولڈر %1 موجود نہیں</translation>
    </message>
    <message>
        <source>the folder %1 is not writable</source>
        <translation>فولڈر %1 میں لکھا نہیں جا سکتا</translation>
    </message>
    <message>
        <source>Cannot write &quot;%1&quot;: %2.</source>
        <translation>‏&quot;%1&quot; لکھی نہیں جا سکتی: %2۔</translation>
    </message>
    <message>
        <source>No file name was given for the export.</source>
        <translation>ایکسپورٹ کے لیے فائل کا کوئی نام نہیں دیا گیا۔</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>یہ فولڈر ہے</translation>
    </message>
    <message>
        <source>a CSV export</source>
        <translation>‏⁨CSV⁩ ایکسپورٹ</translation>
    </message>
    <message>
        <source>a PDF report</source>
        <translation>‏⁨PDF⁩ رپورٹ</translation>
    </message>
    <message>
        <source>a PNG image</source>
        <translation>‏⁨PNG⁩ تصویر</translation>
    </message>
    <message>
        <source>an SVG image</source>
        <translation>‏⁨SVG⁩ تصویر</translation>
    </message>
    <message>
        <source>it is a link to %1, which does not exist</source>
        <translation>یہ %1 کا لنک ہے، جو موجود نہیں</translation>
    </message>
    <message>
        <source>it is not a regular file (a device, a pipe or a socket); exports write regular files only</source>
        <translation>یہ عام فائل نہیں (ڈیوائس، پائپ یا ساکٹ)؛ ایکسپورٹ صرف عام فائلیں لکھتے ہیں</translation>
    </message>
    <message>
        <source>it is the database GPU Scout has open; an export would destroy the catalog and your shortlists</source>
        <translation>یہ وہ ڈیٹا بیس ہے جو ⁨GPU Scout⁩ نے کھول رکھا ہے؛ ایکسپورٹ کیٹلاگ اور آپ کی شارٹ لسٹیں مٹا دیتی</translation>
    </message>
    <message>
        <source>it is an SQLite database; an export never replaces a database</source>
        <translation>یہ ⁨SQLite⁩ ڈیٹا بیس ہے؛ ایکسپورٹ کبھی ڈیٹا بیس کی جگہ نہیں لیتی</translation>
    </message>
    <message>
        <source>the file exists and is not %1; choose another name, or replace it with --force</source>
        <translation>فائل موجود ہے اور %1 نہیں؛ کوئی دوسرا نام چنیں، یا ⁨--force⁩ سے اسے بدل دیں</translation>
    </message>
    <message>
        <source>the disk is full (%1 free, the export needs %2)</source>
        <translation>ڈسک بھر گئی ہے (%1 خالی ہیں، ایکسپورٹ کو %2 چاہییں)</translation>
    </message>
    <message>
        <source>not everything could be written (the disk is full, or a limit on file sizes was reached); the file was left as it was</source>
        <translation>سب کچھ نہیں لکھا جا سکا (ڈسک بھر گئی ہے، یا فائل کے سائز کی حد پوری ہو گئی)؛ فائل جیسی تھی ویسی رہنے دی گئی</translation>
    </message>
    <message>
        <source>the disk is full (%1 free)</source>
        <translation>ڈسک بھری ہوئی ہے (%1 خالی)</translation>
    </message>
    <message>
        <source>a catalog written by GPU Scout</source>
        <translation>‏⁨GPU Scout⁩ کا لکھا ہوا کیٹلاگ</translation>
    </message>
    <message>
        <source>it is GPU Scout&apos;s settings file; an export never replaces it</source>
        <translation>یہ ⁨GPU Scout⁩ کی سیٹنگز فائل ہے؛ کوئی ایکسپورٹ اسے کبھی نہیں بدلتی</translation>
    </message>
</context>
<context>
    <name>core::GpuHuntSource</name>
    <message>
        <source>the answer is not a zip archive (QuaZip error %1)</source>
        <translation>جواب ⁨zip⁩ آرکائیو نہیں ہے (⁨QuaZip⁩ خرابی %1)</translation>
    </message>
    <message>
        <source>the entry %1 of the zip cannot be opened (QuaZip error %2)</source>
        <translation>‏⁨zip⁩ کا اندراج %1 کھولا نہیں جا سکا (⁨QuaZip⁩ خرابی %2)</translation>
    </message>
    <message>
        <source>the entry %1 of the zip is damaged (QuaZip error %2)</source>
        <translation>‏⁨zip⁩ کا اندراج %1 خراب ہے (⁨QuaZip⁩ خرابی %2)</translation>
    </message>
    <message>
        <source>the zip holds no CSV file</source>
        <translation>‏⁨zip⁩ میں کوئی ⁨CSV⁩ فائل نہیں</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <translation>‏%1 پڑھا نہیں جا سکا: %2۔</translation>
    </message>
    <message>
        <source>%1 has changed shape: the header lacks the column(s) %2.</source>
        <translation>‏%1 کی شکل بدل گئی ہے: ہیڈر میں کالم %2 نہیں۔</translation>
    </message>
    <message>
        <source>%1 is cut off or not CSV: record %2 has an unterminated quote.</source>
        <translation>‏%1 ادھورا ہے یا ⁨CSV⁩ نہیں: ریکارڈ %2 میں ⁨quote⁩ بند نہیں ہوا۔</translation>
    </message>
    <message>
        <source>the entry %1 would inflate to more than %2</source>
        <translation>اندراج %1 کھلنے پر %2 سے بڑا ہو جائے گا</translation>
    </message>
</context>
<context>
    <name>core::LocalFile</name>
    <message>
        <source>it is a link that leads round a loop of links and never to a file</source>
        <translation>یہ ایسا لنک ہے جو لنکس کے ایک چکر میں گھومتا ہے اور کبھی کسی فائل تک نہیں پہنچتا</translation>
    </message>
    <message>
        <source>it is not a regular file (a device, a pipe or a socket); GPU Scout reads regular files only</source>
        <translation>یہ عام فائل نہیں ہے (ڈیوائس، پائپ یا ساکٹ)؛ ⁨GPU Scout⁩ صرف عام فائلیں پڑھتا ہے</translation>
    </message>
    <message>
        <source>it is a link to %1, which does not exist</source>
        <translation>یہ %1 کا لنک ہے، جو موجود نہیں</translation>
    </message>
    <message>
        <source>it does not exist</source>
        <translation>یہ موجود نہیں</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>یہ ایک فولڈر ہے</translation>
    </message>
    <message>
        <source>you may not read it</source>
        <translation>آپ کو اسے پڑھنے کی اجازت نہیں</translation>
    </message>
</context>
<context>
    <name>core::MeasurementStore</name>
    <message>
        <source>Cannot read your measurements: %1</source>
        <translation>آپ کی پیمائشیں نہیں پڑھی جا سکیں: %1</translation>
    </message>
    <message>
        <source>There is no measurement with id %1.</source>
        <translation>آئی ڈی %1 والی کوئی پیمائش نہیں۔</translation>
    </message>
</context>
<context>
    <name>core::Measurements</name>
    <message>
        <source>gpu: the catalog has no GPU &quot;%1&quot;.</source>
        <translation>‏⁨gpu⁩: کیٹلاگ میں &quot;%1&quot; نامی کوئی ⁨GPU⁩ نہیں۔</translation>
    </message>
    <message>
        <source>model: the catalog has no model &quot;%1&quot;.</source>
        <translation>‏⁨model⁩: کیٹلاگ میں &quot;%1&quot; نامی کوئی ماڈل نہیں۔</translation>
    </message>
    <message>
        <source>Give either seconds per image or iterations per second, not both or neither.</source>
        <translation>یا تو فی تصویر سیکنڈ دیں یا فی سیکنڈ اٹریشنز؛ دونوں نہیں، اور کوئی ایک ضرور۔</translation>
    </message>
    <message>
        <source>seconds per image must be a positive number, not %1.</source>
        <translation>فی تصویر سیکنڈ ایک مثبت عدد ہونا چاہیے، %1 نہیں۔</translation>
    </message>
    <message>
        <source>iterations per second must be a positive number, not %1.</source>
        <translation>فی سیکنڈ اٹریشنز ایک مثبت عدد ہونا چاہیے، %1 نہیں۔</translation>
    </message>
    <message>
        <source>width, height, steps and batch must be positive.</source>
        <translation>‏⁨width⁩، ⁨height⁩، ⁨steps⁩ اور ⁨batch⁩ مثبت ہونے چاہییں۔</translation>
    </message>
    <message>
        <source>software: unknown stack &quot;%1&quot;.</source>
        <translation>‏⁨software⁩: نامعلوم اسٹیک &quot;%1&quot;۔</translation>
    </message>
</context>
<context>
    <name>core::OfferBuilder</name>
    <message>
        <source>%1 × %2 %3 in %4: spot %5, on-demand %6 USD/h</source>
        <translation>‏%1 × %2 %3، %4 میں: ⁨spot⁩ %5، آن ڈیمانڈ %6 ⁨USD/h⁩</translation>
    </message>
    <message numerus="yes">
        <source>%n spot price(s) above the on-demand price were refused (for example %1).</source>
        <translation>
            <numerusform>‏%Ln ⁨spot⁩ قیمت آن ڈیمانڈ قیمت سے زیادہ تھی، اس لیے رد کر دی گئی (مثلاً %1)۔</numerusform>
            <numerusform>‏%Ln ⁨spot⁩ قیمتیں آن ڈیمانڈ قیمت سے زیادہ تھیں، اس لیے رد کر دی گئیں (مثلاً %1)۔</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>core::OfferName</name>
    <message>
        <source>%1 ×%2</source>
        <comment>offer name, GPU count</comment>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>provider (tier)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>provider · GPU</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>offer name · tier</comment>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>core::PdfReport</name>
    <message>
        <source>unknown</source>
        <translation>نامعلوم</translation>
    </message>
    <message>
        <source>per %1</source>
        <translation>ہر %1</translation>
    </message>
    <message>
        <source>%1, minimum %2</source>
        <translation>‏%1، کم از کم %2</translation>
    </message>
    <message>
        <source>Cost a month</source>
        <translation>ماہانہ لاگت</translation>
    </message>
    <message>
        <source>Cost of the job</source>
        <translation>بیچ جاب کی لاگت</translation>
    </message>
    <message>
        <source>Cost of the run</source>
        <translation>ٹریننگ کی لاگت</translation>
    </message>
    <message>
        <source>Created %1 with GPU Scout %2. Catalog %3, generated %4.</source>
        <translation>‏⁨GPU Scout⁩ %2 سے %1 کو تیار کی گئی۔ کیٹلاگ %3، تیار کردہ %4۔</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>ورک لوڈ</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>ماڈل</translation>
    </message>
    <message>
        <source>, gradient checkpointing</source>
        <translation>، گریڈیئنٹ چیک پوائنٹنگ</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>کام</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>حجم</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>‏%1 × %2 پکسلز</translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation>ریزولوشن</translation>
    </message>
    <message>
        <source>Steps and batch</source>
        <translation>اسٹیپس اور بیچ</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>پریسیژن</translation>
    </message>
    <message>
        <source>Spot instances</source>
        <translation>‏⁨Spot⁩ انسٹینسز</translation>
    </message>
    <message>
        <source>allowed for batch and training work, where offered</source>
        <translation>بیچ اور ٹریننگ کے کام کے لیے اجازت ہے، جہاں دستیاب ہوں</translation>
    </message>
    <message>
        <source>not used: on-demand prices</source>
        <translation>استعمال نہیں کیے گئے: آن ڈیمانڈ قیمتیں</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>بجٹ</translation>
    </message>
    <message>
        <source>GPU memory needed</source>
        <translation>درکار ⁨GPU⁩ میموری</translation>
    </message>
    <message>
        <source>%1 GB on each GPU</source>
        <translation>ہر ⁨GPU⁩ پر %1 ⁨GB⁩</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>مفروضات</translation>
    </message>
    <message>
        <source>Cold start</source>
        <translation>کولڈ اسٹارٹ</translation>
    </message>
    <message>
        <source>%1 for every provider</source>
        <translation>ہر فراہم کنندہ کے لیے %1</translation>
    </message>
    <message>
        <source>the provider&apos;s published figure; %1 where none is published</source>
        <translation>فراہم کنندہ کا شائع کردہ وقت؛ جہاں شائع نہ ہو وہاں %1</translation>
    </message>
    <message>
        <source>Model download and load</source>
        <translation>ماڈل کا ڈاؤن لوڈ اور لوڈ</translation>
    </message>
    <message>
        <source>%1 MB/s download without a volume, %2 GB/s from disk to GPU memory</source>
        <translation>والیوم کے بغیر %1 ⁨MB/s⁩ ڈاؤن لوڈ، ڈسک سے ⁨GPU⁩ میموری تک %2 ⁨GB/s⁩</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>اسٹوریج</translation>
    </message>
    <message>
        <source>models kept on a persistent volume where offered, plus %1 GB of extras</source>
        <translation>جہاں دستیاب ہو ماڈلز مستقل والیوم پر رکھے جاتے ہیں، ساتھ %1 ⁨GB⁩ اضافی</translation>
    </message>
    <message>
        <source>no persistent volume: the checkpoint is downloaded every session</source>
        <translation>کوئی مستقل والیوم نہیں: چیک پوائنٹ ہر سیشن میں ڈاؤن لوڈ ہوتا ہے</translation>
    </message>
    <message>
        <source>Spot interruptions</source>
        <translation>‏⁨Spot⁩ رکاوٹیں</translation>
    </message>
    <message>
        <source>Scale-out</source>
        <translation>اسکیل آؤٹ</translation>
    </message>
    <message>
        <source>VRAM headroom</source>
        <translation>‏⁨VRAM⁩ کی گنجائش</translation>
    </message>
    <message>
        <source>a fit with less than %1 % spare memory is tight</source>
        <translation>‏%1 % سے کم فالتو میموری والا فٹ تنگ شمار ہوتا ہے</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>آفرز</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>آفر</translation>
    </message>
    <message>
        <source>Price an hour</source>
        <translation>فی گھنٹہ قیمت</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>بلنگ</translation>
    </message>
    <message>
        <source>%1 spot</source>
        <translation>%1 spot</translation>
    </message>
    <message>
        <source>No offers to report.</source>
        <translation>رپورٹ کرنے کے لیے کوئی آفر نہیں۔</translation>
    </message>
    <message>
        <source>Why each offer stands where it does:</source>
        <translation>ہر آفر اپنے درجے پر کیوں ہے:</translation>
    </message>
    <message>
        <source>Unavailable</source>
        <translation>دستیاب نہیں</translation>
    </message>
    <message>
        <source>These shortlisted offers are no longer in the catalog, so they have no current price or figures:</source>
        <translation>شارٹ لسٹ کی یہ آفرز اب کیٹلاگ میں نہیں، اس لیے ان کی کوئی موجودہ قیمت یا اعداد و شمار نہیں:</translation>
    </message>
    <message>
        <source>unavailable</source>
        <translation>دستیاب نہیں</translation>
    </message>
    <message>
        <source>unavailable (%1)</source>
        <translation>دستیاب نہیں (%1)</translation>
    </message>
    <message>
        <source>Cost of the task</source>
        <translation>کام کی لاگت</translation>
    </message>
    <message>
        <source>What each offer costs for this workload (%1), billing rounding, cold starts, storage and spot risk included.</source>
        <translation>اس ورک لوڈ (%1) کے لیے ہر آفر کی لاگت، بلنگ راؤنڈنگ، کولڈ اسٹارٹس، اسٹوریج اور ⁨spot⁩ کے خطرے سمیت۔</translation>
    </message>
    <message>
        <source>US dollars</source>
        <translation>امریکی ڈالر</translation>
    </message>
    <message>
        <source>Speed and cost</source>
        <translation>رفتار اور لاگت</translation>
    </message>
    <message>
        <source>Seconds per training step against the cost of the run. Lower left is better.</source>
        <translation>فی ٹریننگ اسٹیپ سیکنڈ بمقابلہ ٹریننگ کی لاگت۔ نیچے بائیں جانب بہتر ہے۔</translation>
    </message>
    <message>
        <source>Seconds per image against the cost of 1,000 images (compute only). Lower left is better: the marked offers are the Pareto frontier, where nothing is both cheaper and faster.</source>
        <translation>فی تصویر سیکنڈ بمقابلہ 1,000 تصاویر کی لاگت (صرف کمپیوٹ)۔ نیچے بائیں جانب بہتر ہے: نشان زدہ آفرز پیریٹو فرنٹیئر ہیں، یعنی ان سے بیک وقت سستی اور تیز کوئی آفر نہیں۔</translation>
    </message>
    <message>
        <source>Cost of the run (US dollars)</source>
        <translation>ٹریننگ کی لاگت (امریکی ڈالر)</translation>
    </message>
    <message>
        <source>US dollars per 1,000 images</source>
        <translation>امریکی ڈالر فی 1,000 تصاویر</translation>
    </message>
    <message>
        <source>Seconds per step</source>
        <translation>فی اسٹیپ سیکنڈ</translation>
    </message>
    <message>
        <source>Seconds per image</source>
        <translation>فی تصویر سیکنڈ</translation>
    </message>
    <message>
        <source>Where the money goes</source>
        <translation>پیسہ کہاں جاتا ہے</translation>
    </message>
    <message>
        <source>%1, in US dollars. Rounding waste is time billed but not used: billing increments and minimum charges.</source>
        <translation>‏%1، امریکی ڈالر میں۔ راؤنڈنگ کا ضیاع وہ وقت ہے جس کا بل بنا مگر استعمال نہیں ہوا: بلنگ کے وقفے اور کم از کم چارجز۔</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>کمپیوٹ</translation>
    </message>
    <message>
        <source>Rounding waste</source>
        <translation>راؤنڈنگ کا ضیاع</translation>
    </message>
    <message>
        <source>Spot risk</source>
        <translation>‏⁨Spot⁩ کا خطرہ</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>کل</translation>
    </message>
    <message>
        <source>Where the numbers come from</source>
        <translation>اعداد و شمار کہاں سے آتے ہیں</translation>
    </message>
    <message>
        <source>Price observed</source>
        <translation>قیمت کب دیکھی گئی</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>قیمت کا ماخذ</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>رفتار</translation>
    </message>
    <message>
        <source>unknown date</source>
        <translation>نامعلوم تاریخ</translation>
    </message>
    <message numerus="yes">
        <source>%1 (old: %n days)</source>
        <translation>
            <numerusform>‏%1 (پرانی: %Ln دن)</numerusform>
            <numerusform>‏%1 (پرانی: %Ln دن)</numerusform>
        </translation>
    </message>
    <message>
        <source>estimated from the GPU&apos;s specs: %1</source>
        <translation>‏⁨GPU⁩ کے اسپیکس سے تخمینہ: %1</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>ریکارڈ نہیں</translation>
    </message>
    <message>
        <source>Prices are per hour for the whole instance, converted to US dollars at the catalog&apos;s exchange rates. A price observed more than 30 days before this report is marked old.</source>
        <translation>قیمتیں پورے انسٹینس کی فی گھنٹہ ہیں، کیٹلاگ کی شرحِ مبادلہ پر امریکی ڈالر میں تبدیل شدہ۔ جو قیمت اس رپورٹ سے 30 دن سے زیادہ پہلے دیکھی گئی ہو، اسے پرانی لکھا جاتا ہے۔</translation>
    </message>
    <message>
        <source>What “estimated” means</source>
        <translation>“تخمینی” کا مطلب</translation>
    </message>
    <message>
        <source>A measured speed comes from a published benchmark of that GPU running this model, scaled to the steps, resolution and batch size of the workload. An estimated speed has no benchmark behind it: GPU Scout computes it from the GPU&apos;s FP16 tensor throughput and memory bandwidth with a model fitted to the catalog&apos;s benchmarks. Estimates can be off by a third or more, so treat close results between estimated offers as a tie, and measure before a large job. In the charts, measured figures are solid and estimated ones hatched or hollow.</source>
        <translation>پیمائش شدہ رفتار اسی ⁨GPU⁩ پر یہی ماڈل چلانے کے شائع شدہ بینچ مارک سے آتی ہے، جسے ورک لوڈ کے اسٹیپس، ریزولوشن اور بیچ سائز کے مطابق ڈھالا جاتا ہے۔ تخمینی رفتار کے پیچھے کوئی بینچ مارک نہیں: ⁨GPU Scout⁩ اسے ⁨GPU⁩ کے ⁨FP16⁩ ٹینسر تھرو پٹ اور میموری بینڈوڈتھ سے، کیٹلاگ کے بینچ مارکس پر فٹ کیے گئے ماڈل کے ذریعے نکالتا ہے۔ تخمینے ایک تہائی یا اس سے زیادہ غلط ہو سکتے ہیں، اس لیے تخمینی آفرز کے قریب قریب نتائج کو برابر سمجھیں، اور بڑے کام سے پہلے خود پیمائش کر لیں۔ چارٹس میں پیمائش شدہ اعداد ٹھوس اور تخمینی اعداد دھاری دار یا کھوکھلے دکھائے جاتے ہیں۔</translation>
    </message>
    <message>
        <source>The PDF report needs a QGuiApplication to paint text.</source>
        <translation>‏⁨PDF⁩ رپورٹ کو متن بنانے کے لیے ⁨QGuiApplication⁩ درکار ہے۔</translation>
    </message>
    <message>
        <source>Cloud GPUs for your workload</source>
        <translation>آپ کے ورک لوڈ کے لیے کلاؤڈ ⁨GPUs⁩</translation>
    </message>
    <message>
        <source>the PDF writer could not start</source>
        <translation>‏⁨PDF⁩ رائٹر شروع نہیں ہو سکا</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>صفحہ %1 از %2</translation>
    </message>
    <message>
        <source>Measured speed (a benchmark)</source>
        <translation>پیمائش شدہ رفتار (بینچ مارک)</translation>
    </message>
    <message>
        <source>Estimated speed (from the GPU&apos;s specs)</source>
        <translation>تخمینی رفتار (⁨GPU⁩ کے اسپیکس سے)</translation>
    </message>
    <message>
        <source>Pareto frontier</source>
        <translation>پیریٹو فرنٹیئر</translation>
    </message>
    <message>
        <source>unknown: no price or no speed</source>
        <translation>نامعلوم: قیمت یا رفتار نہیں</translation>
    </message>
    <message>
        <source>No offer in this report has both a price and a speed.</source>
        <translation>اس رپورٹ میں کسی آفر کی قیمت اور رفتار دونوں موجود نہیں۔</translation>
    </message>
    <message numerus="yes">
        <source>%Ln session(s) a month of %1 each</source>
        <translation>
            <numerusform>ماہانہ %Ln سیشن، ہر ایک %1 کا</numerusform>
            <numerusform>ماہانہ %Ln سیشنز، ہر ایک %1 کا</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln image(s) within %1</source>
        <translation>
            <numerusform>‏%1 میں %Ln تصویر</numerusform>
            <numerusform>‏%1 میں %Ln تصاویر</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln image(s), no deadline</source>
        <translation>
            <numerusform>‏%Ln تصویر، کوئی ڈیڈ لائن نہیں</numerusform>
            <numerusform>‏%Ln تصاویر، کوئی ڈیڈ لائن نہیں</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln optimizer step(s), %1%2</source>
        <translation>
            <numerusform>‏%Ln آپٹیمائزر اسٹیپ، %1%2</numerusform>
            <numerusform>‏%Ln آپٹیمائزر اسٹیپس، %1%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %Ln frame(s)</source>
        <translation>
            <numerusform>‏%1، %Ln فریم</numerusform>
            <numerusform>‏%1، %Ln فریمز</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln denoising step(s), batch of %1</source>
        <translation>
            <numerusform>‏%Ln ڈی نوائزنگ اسٹیپ، %1 کا بیچ</numerusform>
            <numerusform>‏%Ln ڈی نوائزنگ اسٹیپس، %1 کا بیچ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 an hour, %Ln minute(s) to resume each</source>
        <translation>
            <numerusform>فی گھنٹہ %1، ہر بار دوبارہ شروع کرنے میں %Ln منٹ</numerusform>
            <numerusform>فی گھنٹہ %1، ہر بار دوبارہ شروع کرنے میں %Ln منٹ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>up to %Ln instance(s) for a batch job; %1 % efficiency per extra GPU in training</source>
        <translation>
            <numerusform>بیچ جاب کے لیے زیادہ سے زیادہ %Ln انسٹینس؛ ٹریننگ میں ہر اضافی ⁨GPU⁩ کی %1 % کارکردگی</numerusform>
            <numerusform>بیچ جاب کے لیے زیادہ سے زیادہ %Ln انسٹینسز؛ ٹریننگ میں ہر اضافی ⁨GPU⁩ کی %1 % کارکردگی</numerusform>
        </translation>
    </message>
    <message>
        <source>your own measurement: %1</source>
        <translation>آپ کی اپنی پیمائش: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln image(s) by %1</source>
        <comment>a batch job&apos;s deadline</comment>
        <translation>
            <numerusform>‏%1 تک %Ln تصویر</numerusform>
            <numerusform>‏%1 تک %Ln تصاویر</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>core::PlanExport</name>
    <message>
        <source>The PDF report needs a QGuiApplication to paint text.</source>
        <translation>‏⁨PDF⁩ رپورٹ کو متن بنانے کے لیے ⁨QGuiApplication⁩ درکار ہے۔</translation>
    </message>
    <message>
        <source>Plan: %1</source>
        <translation>پلان: %1</translation>
    </message>
    <message>
        <source>Monthly total</source>
        <translation>ماہانہ کل</translation>
    </message>
    <message>
        <source>Hours a month</source>
        <translation>ماہانہ گھنٹے</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>فراہم کنندگان</translation>
    </message>
    <message>
        <source>Monthly budget</source>
        <translation>ماہانہ بجٹ</translation>
    </message>
    <message>
        <source>Over budget by</source>
        <translation>بجٹ سے زیادہ، اتنا</translation>
    </message>
    <message>
        <source>Everything at %1</source>
        <translation>سب کچھ %1 پر</translation>
    </message>
    <message>
        <source>Your own GPU, a month</source>
        <translation>آپ کا اپنا ⁨GPU⁩، ماہانہ</translation>
    </message>
    <message>
        <source>Break-even (months)</source>
        <translation>برابری کا نقطہ (مہینے)</translation>
    </message>
    <message>
        <source>never</source>
        <translation>کبھی نہیں</translation>
    </message>
    <message>
        <source>storage (%1 GB)</source>
        <translation>اسٹوریج (%1 ⁨GB⁩)</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>ورک لوڈ</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>فراہم کنندہ</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>گھنٹے</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>لاگت</translation>
    </message>
    <message>
        <source>Costs come from the engine for each offer (docs/engine-model.md); persistent storage is counted once per provider. Purchase prices are launch prices with their sources, never rental figures.</source>
        <translation>لاگتیں ہر آفر کے لیے انجن سے آتی ہیں (⁨docs/engine-model.md⁩)؛ مستقل اسٹوریج ہر فراہم کنندہ کے لیے ایک بار گنا جاتا ہے۔ خریداری کی قیمتیں اپنے ماخذ کے ساتھ لانچ کی قیمتیں ہیں، کبھی کرائے کے اعداد نہیں۔</translation>
    </message>
    <message>
        <source>the PDF writer could not start</source>
        <translation>‏⁨PDF⁩ رائٹر شروع نہیں ہو سکا</translation>
    </message>
</context>
<context>
    <name>core::PlanFormat</name>
    <message>
        <source>%1: the plan format has no such field (known: %2).</source>
        <translation>‏%1: پلان فارمیٹ میں ایسا کوئی فیلڈ نہیں (معلوم: %2)۔</translation>
    </message>
    <message>
        <source>%1 must be a number of at least %2, not %3.</source>
        <translation>‏%1 کم از کم %2 کا عدد ہونا چاہیے، %3 نہیں۔</translation>
    </message>
    <message>
        <source>%1 must be a whole number, not %2.</source>
        <translation>‏%1 ایک پورا عدد ہونا چاہیے، %2 نہیں۔</translation>
    </message>
    <message>
        <source>%1 must be true or false, not %2.</source>
        <translation>‏%1 کو ⁨true⁩ یا ⁨false⁩ ہونا چاہیے، %2 نہیں۔</translation>
    </message>
    <message>
        <source>%1 is required.</source>
        <translation>‏%1 درکار ہے۔</translation>
    </message>
    <message>
        <source>%1 must be a non-empty text, not %2.</source>
        <translation>‏%1 ایک غیر خالی متن ہونا چاہیے، %2 نہیں۔</translation>
    </message>
    <message>
        <source>%1 must be interactive, batch, lora or finetune, not &quot;%2&quot;.</source>
        <translation>‏%1 کو ⁨interactive⁩، ⁨batch⁩، ⁨lora⁩ یا ⁨finetune⁩ ہونا چاہیے، &quot;%2&quot; نہیں۔</translation>
    </message>
    <message>
        <source>%1: the catalog has no model &quot;%2&quot; (known: %3).</source>
        <translation>‏%1: کیٹلاگ میں &quot;%2&quot; نامی کوئی ماڈل نہیں (معلوم: %3)۔</translation>
    </message>
    <message>
        <source>%1 must be one of %2, not &quot;%3&quot;.</source>
        <translation>‏%1 کو %2 میں سے ایک ہونا چاہیے، &quot;%3&quot; نہیں۔</translation>
    </message>
    <message>
        <source>%1: a live session is never put on spot; remove it or use a batch or training task.</source>
        <translation>‏%1: لائیو سیشن کبھی ⁨spot⁩ پر نہیں رکھا جاتا؛ اسے ہٹائیں یا بیچ یا ٹریننگ کا کام استعمال کریں۔</translation>
    </message>
    <message>
        <source>provider: the catalog has no provider &quot;%1&quot;.</source>
        <translation>‏⁨provider⁩: کیٹلاگ میں &quot;%1&quot; نامی کوئی فراہم کنندہ نہیں۔</translation>
    </message>
    <message>
        <source>workloads must be a non-empty list of workload objects (at most %1).</source>
        <translation>‏⁨workloads⁩ کو ورک لوڈ ⁨objects⁩ کی غیر خالی فہرست ہونا چاہیے (زیادہ سے زیادہ %1)۔</translation>
    </message>
    <message>
        <source>%1 must be an object of workload fields.</source>
        <translation>‏%1 کو ورک لوڈ فیلڈز کا ⁨object⁩ ہونا چاہیے۔</translation>
    </message>
    <message>
        <source>%1 is not a plan file: it does not exist or is not a regular file.</source>
        <translation>‏%1 پلان فائل نہیں: یہ موجود نہیں یا عام فائل نہیں۔</translation>
    </message>
    <message>
        <source>%1 is too large for a plan (at most 1 MiB).</source>
        <translation>‏%1 پلان کے لیے بہت بڑی ہے (زیادہ سے زیادہ 1 ⁨MiB⁩)۔</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>‏%1 نہیں پڑھی جا سکی: %2</translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2 at byte %3.</source>
        <translation>‏%1 درست ⁨JSON⁩ نہیں: بائٹ %3 پر %2۔</translation>
    </message>
    <message>
        <source>%1 must hold one JSON object with name and workloads.</source>
        <translation>‏%1 میں ⁨name⁩ اور ⁨workloads⁩ کے ساتھ ایک ⁨JSON object⁩ ہونا چاہیے۔</translation>
    </message>
    <message>
        <source>Explore on demand, render on spot</source>
        <translation>آن ڈیمانڈ پر آزمائیں، ⁨spot⁩ پر رینڈر کریں</translation>
    </message>
    <message>
        <source>%1 must be a date and time with its offset, such as 2026-12-05T17:00:00Z, not &quot;%2&quot;.</source>
        <translation>‏%1 کو اپنے آفسیٹ کے ساتھ تاریخ اور وقت ہونا چاہیے، جیسے ⁨2026-12-05T17:00:00Z⁩، &quot;%2&quot; نہیں۔</translation>
    </message>
</context>
<context>
    <name>core::PlanOptimizer</name>
    <message>
        <source>workload %1 (%2, %3)</source>
        <translation>ورک لوڈ %1 (%2، %3)</translation>
    </message>
    <message>
        <source>The plan &quot;%1&quot; has no workload.</source>
        <translation>پلان &quot;%1&quot; میں کوئی ورک لوڈ نہیں۔</translation>
    </message>
    <message>
        <source>No offer can carry %1: none fits, has a price and a speed, and meets its deadline and acceptable wait.</source>
        <translation>کوئی آفر %1 نہیں اٹھا سکتی: کوئی بھی ایسی نہیں جو فٹ ہو، جس کی قیمت اور رفتار معلوم ہو، اور جو ڈیڈ لائن اور قابلِ قبول انتظار پوری کرے۔</translation>
    </message>
    <message>
        <source>No offer at %1 can carry %2.</source>
        <translation>‏%1 پر کوئی آفر %2 نہیں اٹھا سکتی۔</translation>
    </message>
    <message>
        <source>No single provider can carry every workload of the plan &quot;%1&quot;.</source>
        <translation>کوئی ایک فراہم کنندہ پلان &quot;%1&quot; کے تمام ورک لوڈز نہیں اٹھا سکتا۔</translation>
    </message>
</context>
<context>
    <name>core::PlanStore</name>
    <message>
        <source>Cannot read the saved plans: %1</source>
        <translation>محفوظ پلان نہیں پڑھے جا سکے: %1</translation>
    </message>
    <message>
        <source>There is no saved plan called &quot;%1&quot;.</source>
        <translation>‏&quot;%1&quot; نامی کوئی محفوظ پلان نہیں۔</translation>
    </message>
    <message>
        <source>The saved plan &quot;%1&quot; no longer reads against this catalog: %2</source>
        <translation>محفوظ پلان &quot;%1&quot; اب اس کیٹلاگ کے مطابق نہیں پڑھا جا سکتا: %2</translation>
    </message>
    <message>
        <source>A saved plan needs a name.</source>
        <translation>محفوظ پلان کا نام ہونا ضروری ہے۔</translation>
    </message>
</context>
<context>
    <name>core::Plausibility</name>
    <message>
        <source>It moves the median price of %1 from %2 to %3 USD per GPU-hour (×%4; more than ×%5 needs confirming).</source>
        <translation>یہ %1 کی درمیانی قیمت %2 سے %3 ⁨USD⁩ فی ⁨GPU⁩ گھنٹہ کر دیتا ہے (×%4؛ ×%5 سے زیادہ کی تصدیق درکار ہے)۔</translation>
    </message>
    <message>
        <source>The new catalog holds an implausible value: %1.</source>
        <translation>نئے کیٹلاگ میں ایک ناقابلِ یقین قدر ہے: %1۔</translation>
    </message>
    <message>
        <source>The new catalog differs from the stored one more than an update usually does, so it was not applied:</source>
        <translation>نیا کیٹلاگ محفوظ کیٹلاگ سے اس سے زیادہ مختلف ہے جتنا عام طور پر کسی اپڈیٹ میں ہوتا ہے، اس لیے اسے لاگو نہیں کیا گیا:</translation>
    </message>
    <message>
        <source>It removes %1 of the %2 (%3%; more than %4% needs confirming); %5 would remain.</source>
        <translation>یہ %2 میں سے %1 ہٹا دیتا ہے (%3%؛ %4% سے زیادہ کی تصدیق درکار ہے)؛ %5 باقی رہیں گی۔</translation>
    </message>
    <message numerus="yes">
        <source>%n stored offer(s)</source>
        <translation>
            <numerusform>‏%Ln محفوظ آفر</numerusform>
            <numerusform>‏%Ln محفوظ آفرز</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 no longer lists %2 of the %3 it listed last time (%4%; more than %5% needs confirming).</source>
        <translation>‏%1 اب ان %3 میں سے %2 کی فہرست نہیں دیتا جو اس نے پچھلی بار دی تھیں (%4%؛ %5% سے زیادہ کی تصدیق ضروری ہے)۔</translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s)</source>
        <translation>
            <numerusform>‏%Ln آفر</numerusform>
            <numerusform>‏%Ln آفرز</numerusform>
        </translation>
    </message>
    <message>
        <source>It makes %1 of the %2 of %3 unknown (%4%; more than %5% needs confirming).</source>
        <translation>یہ %3 کی %2 میں سے %1 کو نامعلوم کر دیتا ہے (%4%؛ %5% سے زیادہ کی تصدیق درکار ہے)۔</translation>
    </message>
    <message numerus="yes">
        <source>%n known price(s)</source>
        <translation>
            <numerusform>‏%Ln معلوم قیمت</numerusform>
            <numerusform>‏%Ln معلوم قیمتوں</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>core::PriceHistory</name>
    <message>
        <source>Cannot read the price history: %1</source>
        <translation>قیمتوں کی تاریخ پڑھی نہیں جا سکتی: %1</translation>
    </message>
</context>
<context>
    <name>core::RateStore</name>
    <message>
        <source>Cannot read the stored currency rates: %1</source>
        <translation>محفوظ کرنسی ریٹس پڑھے نہیں جا سکتے: %1</translation>
    </message>
    <message>
        <source>Cannot store the currency rates: %1</source>
        <translation>کرنسی ریٹس محفوظ نہیں کیے جا سکتے: %1</translation>
    </message>
</context>
<context>
    <name>core::RatesFeed</name>
    <message>
        <source>%1; the stored currency rates are unchanged.</source>
        <translation>‏%1؛ محفوظ کرنسی ریٹس میں کوئی تبدیلی نہیں ہوئی۔</translation>
    </message>
    <message>
        <source>European Central Bank euro reference rates, %1</source>
        <translation>یورپی مرکزی بینک کے یورو حوالہ جاتی ریٹس، %1</translation>
    </message>
    <message>
        <source>%1 The stored currency rates are unchanged.</source>
        <translation>‏%1 محفوظ کرنسی ریٹس میں کوئی تبدیلی نہیں ہوئی۔</translation>
    </message>
</context>
<context>
    <name>core::RentOrBuyModel</name>
    <message>
        <source>Choose the GPU you would buy.</source>
        <translation>وہ ⁨GPU⁩ منتخب کریں جو آپ خریدیں گے۔</translation>
    </message>
    <message>
        <source>The resale value (%1 USD) cannot exceed the purchase price (%2 USD).</source>
        <translation>دوبارہ فروخت کی قیمت (%1 ⁨USD⁩) خریداری کی قیمت (%2 ⁨USD⁩) سے زیادہ نہیں ہو سکتی۔</translation>
    </message>
    <message>
        <source>The period before resale must be at least one month, not %1.</source>
        <translation>دوبارہ فروخت سے پہلے کی مدت کم از کم ایک مہینہ ہونی چاہیے، %1 نہیں۔</translation>
    </message>
    <message>
        <source>Your own GPU</source>
        <translation>آپ کا اپنا ⁨GPU⁩</translation>
    </message>
</context>
<context>
    <name>core::RunPodSource</name>
    <message>
        <source>RunPod&apos;s answer is not valid JSON: %1 (at byte %2).</source>
        <translation>‏⁨RunPod⁩ کا جواب درست ⁨JSON⁩ نہیں: %1 (بائٹ %2 پر)۔</translation>
    </message>
    <message>
        <source>RunPod refused the price query: %1.</source>
        <translation>‏⁨RunPod⁩ نے قیمتوں کی درخواست رد کر دی: %1۔</translation>
    </message>
    <message>
        <source>RunPod&apos;s answer has changed shape: data.gpuTypes is not an array.</source>
        <translation>‏⁨RunPod⁩ کے جواب کی شکل بدل گئی ہے: ⁨data.gpuTypes⁩ ایک ⁨array⁩ نہیں۔</translation>
    </message>
    <message>
        <source>RunPod&apos;s answer has changed shape: gpuTypes[%1] field &quot;displayName&quot; is not a string.</source>
        <translation>‏⁨RunPod⁩ کے جواب کی شکل بدل گئی ہے: ⁨gpuTypes⁩[%1] کا فیلڈ &quot;⁨displayName⁩&quot; متن نہیں۔</translation>
    </message>
</context>
<context>
    <name>core::Session</name>
    <message>
        <source>The database %1 is read-only: you can browse and export, but not change the shortlist, import or update.</source>
        <translation>ڈیٹا بیس %1 صرف پڑھنے کے لیے ہے: آپ دیکھ اور ایکسپورٹ کر سکتے ہیں، لیکن شارٹ لسٹ نہیں بدل سکتے، نہ امپورٹ یا اپڈیٹ کر سکتے ہیں۔</translation>
    </message>
</context>
<context>
    <name>core::ShortlistStore</name>
    <message>
        <source>Cannot read the shortlists: %1</source>
        <translation>شارٹ لسٹس پڑھی نہیں جا سکتیں: %1</translation>
    </message>
    <message>
        <source>There is no shortlist called &quot;%1&quot;.</source>
        <translation>‏&quot;%1&quot; نام کی کوئی شارٹ لسٹ نہیں۔</translation>
    </message>
    <message>
        <source>A shortlist needs a name.</source>
        <translation>شارٹ لسٹ کا نام ہونا ضروری ہے۔</translation>
    </message>
    <message>
        <source>Cannot create the shortlist &quot;%1&quot;.</source>
        <translation>شارٹ لسٹ &quot;%1&quot; نہیں بنائی جا سکتی۔</translation>
    </message>
    <message>
        <source>Cannot rename the shortlist to &quot;%1&quot;: a shortlist of that name exists.</source>
        <translation>شارٹ لسٹ کا نام &quot;%1&quot; نہیں رکھا جا سکتا: اس نام کی شارٹ لسٹ پہلے سے موجود ہے۔</translation>
    </message>
    <message>
        <source>My shortlist</source>
        <translation>میری شارٹ لسٹ</translation>
    </message>
</context>
<context>
    <name>core::SkyPilotSource</name>
    <message>
        <source>%1 is empty or not CSV.</source>
        <translation>‏%1 خالی ہے یا ⁨CSV⁩ نہیں۔</translation>
    </message>
    <message>
        <source>%1 has changed shape: the header lacks the column(s) %2.</source>
        <translation>‏%1 کی شکل بدل گئی ہے: ہیڈر میں کالم %2 نہیں۔</translation>
    </message>
    <message>
        <source>%1 is cut off or not CSV: record %2 has an unterminated quote.</source>
        <translation>‏%1 ادھورا ہے یا ⁨CSV⁩ نہیں: ریکارڈ %2 میں ⁨quote⁩ بند نہیں ہوا۔</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU-only price(s) without their host VM in the file were left out (for example %1).</source>
        <translation>
            <numerusform>فائل میں اپنی ⁨host VM⁩ کے بغیر %Ln صرف-⁨GPU⁩ قیمت چھوڑ دی گئی (مثلاً %1)۔</numerusform>
            <numerusform>فائل میں اپنی ⁨host VM⁩ کے بغیر %Ln صرف-⁨GPU⁩ قیمتیں چھوڑ دی گئیں (مثلاً %1)۔</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>core::SourceMerge</name>
    <message>
        <source>%1 listed no offer for a GPU the catalog knows.</source>
        <translation>‏%1 نے کیٹلاگ میں معلوم کسی ⁨GPU⁩ کی کوئی آفر نہیں دی۔</translation>
    </message>
    <message>
        <source>The offers of %1 were refused: %2.</source>
        <translation>‏%1 کی آفرز رد کر دی گئیں: %2۔</translation>
    </message>
</context>
<context>
    <name>core::SourceStateStore</name>
    <message>
        <source>Cannot read what the price sources answered: %1</source>
        <translation>قیمتوں کے ماخذوں کے جوابات پڑھے نہیں جا سکے: %1</translation>
    </message>
    <message>
        <source>Cannot read where the offers came from: %1</source>
        <translation>یہ پڑھا نہیں جا سکا کہ آفرز کہاں سے آئیں: %1</translation>
    </message>
    <message>
        <source>Cannot read the spot interruption data: %1</source>
        <translation>‏⁨spot interruption⁩ کا ڈیٹا پڑھا نہیں جا سکا: %1</translation>
    </message>
</context>
<context>
    <name>core::SourceUpdate</name>
    <message numerus="yes">
        <source>%1 asked GPU Scout to wait after too many requests; try again in %n second(s)</source>
        <translation>
            <numerusform>‏%1 نے بہت زیادہ درخواستوں کے بعد ⁨GPU Scout⁩ کو انتظار کرنے کو کہا؛ %Ln سیکنڈ بعد دوبارہ کوشش کریں</numerusform>
            <numerusform>‏%1 نے بہت زیادہ درخواستوں کے بعد ⁨GPU Scout⁩ کو انتظار کرنے کو کہا؛ %Ln سیکنڈ بعد دوبارہ کوشش کریں</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; nothing was changed.</source>
        <translation>‏%1؛ کچھ نہیں بدلا گیا۔</translation>
    </message>
    <message numerus="yes">
        <source>Stored %n currency rate(s).</source>
        <translation>
            <numerusform>‏%Ln کرنسی ریٹ محفوظ کیا گیا۔</numerusform>
            <numerusform>‏%Ln کرنسی ریٹ محفوظ کیے گئے۔</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has not changed since the last update.</source>
        <translation>‏%1 پچھلی اپ ڈیٹ کے بعد سے نہیں بدلا۔</translation>
    </message>
    <message numerus="yes">
        <source>%1: interruption ranges for %n instance type(s) and region(s).</source>
        <translation>
            <numerusform>‏%1: %Ln ⁨instance type⁩ اور علاقے کی ⁨interruption ranges⁩۔</numerusform>
            <numerusform>‏%1: %Ln ⁨instance types⁩ اور علاقوں کی ⁨interruption ranges⁩۔</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 updated, %3 unchanged, %4 new, %5 no longer listed.</source>
        <translation>‏%1: %2 اپ ڈیٹ، %3 بغیر تبدیلی، %4 نئی، %5 اب فہرست میں نہیں۔</translation>
    </message>
    <message>
        <source>%1 was not applied: its answer changes the catalog more than an update usually does.</source>
        <translation>‏%1 لاگو نہیں کیا گیا: اس کا جواب کیٹلاگ کو اس سے زیادہ بدلتا ہے جتنا عام طور پر کوئی اپ ڈیٹ بدلتی ہے۔</translation>
    </message>
</context>
<context>
    <name>core::SpeedParameterFile</name>
    <message>
        <source>The speed parameters lack the object &quot;%1&quot;.</source>
        <translation>رفتار کے پیرامیٹر میں آبجیکٹ &quot;%1&quot; موجود نہیں۔</translation>
    </message>
    <message>
        <source>In the speed parameters, &quot;%1&quot; must be a positive number.</source>
        <translation>رفتار کے پیرامیٹر میں &quot;%1&quot; کو مثبت عدد ہونا چاہیے۔</translation>
    </message>
    <message>
        <source>In the speed parameters, &quot;%1&quot; must be a whole number from 1 to 4.</source>
        <translation>رفتار کے پیرامیٹر میں &quot;%1&quot; کو 1 سے 4 تک کا پورا عدد ہونا چاہیے۔</translation>
    </message>
    <message>
        <source>The speed parameters are not a JSON object (%1).</source>
        <translation>رفتار کے پیرامیٹر ⁨JSON⁩ آبجیکٹ نہیں ہیں (%1)۔</translation>
    </message>
    <message>
        <source>another value</source>
        <translation>کوئی اور قدر</translation>
    </message>
    <message>
        <source>This is not a speed parameter document of format version %1.</source>
        <translation>یہ فارمیٹ ورژن %1 کی رفتار کے پیرامیٹر کی دستاویز نہیں ہے۔</translation>
    </message>
    <message>
        <source>The speed parameters do not say which catalog they were fitted on (&quot;fitted_on.catalog_version&quot;).</source>
        <translation>رفتار کے پیرامیٹر یہ نہیں بتاتے کہ انہیں کس کیٹلاگ پر فٹ کیا گیا (&quot;⁨fitted_on.catalog_version⁩&quot;)۔</translation>
    </message>
    <message>
        <source>Cannot write the speed parameters to %1: %2.</source>
        <translation>رفتار کے پیرامیٹر %1 میں نہیں لکھے جا سکتے: %2۔</translation>
    </message>
</context>
<context>
    <name>core::TableWriter</name>
    <message>
        <source>Columns not shown (%1): %2. --format csv or json shows every column and whole values.</source>
        <translation>نہ دکھائے گئے کالم (%1): %2۔ ⁨--format csv⁩ یا ⁨json⁩ ہر کالم اور پوری قدریں دکھاتا ہے۔</translation>
    </message>
</context>
<context>
    <name>core::ValueBounds</name>
    <message>
        <source>%1: &quot;%2&quot; is %3, outside the plausible range (more than %4, at most %5)</source>
        <translation>‏%1: &quot;%2&quot; کی قدر %3 ہے، جو قابلِ یقین حد سے باہر ہے (%4 سے زیادہ، زیادہ سے زیادہ %5)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is %3, outside the plausible range (%4 to %5)</source>
        <translation>‏%1: &quot;%2&quot; کی قدر %3 ہے، جو قابلِ یقین حد سے باہر ہے (%4 سے %5 تک)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&quot;refiner&quot; names the model itself; a refiner must be another model</source>
        <translation>‏&quot;⁨refiner⁩&quot; خود اسی ماڈل کا نام ہے؛ ریفائنر کوئی دوسرا ماڈل ہونا چاہیے</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is too long (length %3; the limit is %4)</source>
        <translation>‏%1: &quot;%2&quot; بہت لمبا ہے (لمبائی %3؛ حد %4)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is empty; say where the values come from</source>
        <translation>‏%1: &quot;%2&quot; خالی ہے؛ بتائیں کہ قدریں کہاں سے آئی ہیں</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is %3, a date in the future</source>
        <translation>‏%1: &quot;%2&quot; %3 ہے، مستقبل کی ایک تاریخ</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is %3 %4 an hour, %5 USD per GPU and hour; a plausible price is at least %6 and at most %7 USD per GPU and hour (check the unit: prices are per hour for the whole instance)</source>
        <translation>‏%1: &quot;%2&quot; فی گھنٹہ %3 %4 ہے، یعنی فی ⁨GPU⁩ فی گھنٹہ %5 ⁨USD⁩؛ قابلِ یقین قیمت فی ⁨GPU⁩ فی گھنٹہ کم از کم %6 اور زیادہ سے زیادہ %7 ⁨USD⁩ ہے (اکائی جانچیں: قیمتیں پورے انسٹینس کی فی گھنٹہ ہوتی ہیں)</translation>
    </message>
</context>
<context>
    <name>core::VastAiAdapter</name>
    <message>
        <source>Vast.ai&apos;s answer is not valid JSON: %1 (at byte %2).</source>
        <translation>‏⁨Vast.ai⁩ کا جواب درست ⁨JSON⁩ نہیں: %1 (بائٹ %2 پر)۔</translation>
    </message>
    <message>
        <source>Vast.ai&apos;s answer has changed shape: &quot;offers&quot; is %1, not an array.</source>
        <translation>‏⁨Vast.ai⁩ کے جواب کی ساخت بدل گئی ہے: &quot;⁨offers⁩&quot; %1 ہے، ⁨array⁩ نہیں۔</translation>
    </message>
    <message>
        <source>Vast.ai&apos;s answer has changed shape: it is neither an object nor an array.</source>
        <translation>‏⁨Vast.ai⁩ کے جواب کی ساخت بدل گئی ہے: یہ نہ ⁨object⁩ ہے نہ ⁨array⁩۔</translation>
    </message>
    <message>
        <source>Vast.ai&apos;s answer has changed shape: offers[%1] is %2, not an object.</source>
        <translation>‏⁨Vast.ai⁩ کے جواب کی ساخت بدل گئی ہے: ⁨offers⁩[%1] %2 ہے، ⁨object⁩ نہیں۔</translation>
    </message>
    <message>
        <source>Vast.ai&apos;s answer has changed shape: offers[%1] field &quot;%2&quot; is %3, not %4.</source>
        <translation>‏⁨Vast.ai⁩ کے جواب کی ساخت بدل گئی ہے: ⁨offers⁩[%1] کا فیلڈ &quot;%2&quot; %3 ہے، %4 نہیں۔</translation>
    </message>
    <message>
        <source>Vast.ai&apos;s answer has changed shape: offers[%1] field &quot;min_bid&quot; is %2, not a number.</source>
        <translation>‏⁨Vast.ai⁩ کے جواب کی ساخت بدل گئی ہے: ⁨offers⁩[%1] کا فیلڈ &quot;⁨min_bid⁩&quot; %2 ہے، عدد نہیں۔</translation>
    </message>
</context>
<context>
    <name>core::ViewLink</name>
    <message>
        <source>The link&apos;s %1 must be a whole number of at least %2, not “%3”.</source>
        <translation>لنک میں %1 کم از کم %2 کا پورا عدد ہونا چاہیے، “%3” نہیں۔</translation>
    </message>
    <message>
        <source>The link&apos;s %1 must be a number of at least %2, not “%3”.</source>
        <translation>لنک میں %1 کم از کم %2 کا عدد ہونا چاہیے، “%3” نہیں۔</translation>
    </message>
    <message>
        <source>The link&apos;s %1 must be 0 or 1, not “%2”.</source>
        <translation>لنک میں %1 کو 0 یا 1 ہونا چاہیے، “%2” نہیں۔</translation>
    </message>
    <message>
        <source>The link has no task: it needs task=interactive, batch, lora or finetune.</source>
        <translation>لنک میں کام نہیں ہے: اسے ⁨task=interactive⁩، ⁨batch⁩، ⁨lora⁩ یا ⁨finetune⁩ چاہیے۔</translation>
    </message>
    <message>
        <source>The link&apos;s task “%1” is unknown: use interactive, batch, lora or finetune.</source>
        <translation>لنک کا کام “%1” نامعلوم ہے: ⁨interactive⁩، ⁨batch⁩، ⁨lora⁩ یا ⁨finetune⁩ استعمال کریں۔</translation>
    </message>
    <message>
        <source>The link has no model: it needs model=ID, e.g. sdxl.</source>
        <translation>لنک میں ماڈل نہیں ہے: اسے ⁨model=ID⁩ چاہیے، مثلاً ⁨sdxl⁩۔</translation>
    </message>
    <message>
        <source>The link&apos;s model “%1” is not in the catalog. Known model ids: %2</source>
        <translation>لنک کا ماڈل “%1” کیٹلاگ میں نہیں ہے۔ معلوم ماڈل آئی ڈیز: %2</translation>
    </message>
    <message>
        <source>The link&apos;s %1 must be one of %2, not “%3”.</source>
        <translation>لنک میں %1 کو %2 میں سے ایک ہونا چاہیے، “%3” نہیں۔</translation>
    </message>
    <message>
        <source>The link&apos;s %1 holds “%2”, which is not a provider of the catalog.</source>
        <translation>لنک کے %1 میں “%2” ہے، جو کیٹلاگ کا فراہم کنندہ نہیں ہے۔</translation>
    </message>
    <message>
        <source>The link&apos;s %1 holds “%2”, which is not a GPU of the catalog.</source>
        <translation>لنک کے %1 میں “%2” ہے، جو کیٹلاگ کا ⁨GPU⁩ نہیں ہے۔</translation>
    </message>
    <message>
        <source>The link&apos;s %1 must list some of %2, not “%3”.</source>
        <translation>لنک کے %1 میں %2 میں سے کچھ ہونے چاہییں، “%3” نہیں۔</translation>
    </message>
    <message>
        <source>The link&apos;s %1 holds “%2”, which is not a column key (lower-case letters, digits and _).</source>
        <translation>لنک کے %1 میں “%2” ہے، جو کالم کی کلید نہیں ہے (چھوٹے انگریزی حروف، ہندسے اور _)۔</translation>
    </message>
    <message>
        <source>The link&apos;s order must be asc or desc, not “%1”.</source>
        <translation>لنک میں ⁨order⁩ کو ⁨asc⁩ یا ⁨desc⁩ ہونا چاہیے، “%1” نہیں۔</translation>
    </message>
    <message>
        <source>“%1” is not a GPU Scout link: it must start with gpuscout:view?</source>
        <translation>‏“%1” ⁨GPU Scout⁩ کا لنک نہیں ہے: اسے ⁨gpuscout:view⁩? سے شروع ہونا چاہیے۔</translation>
    </message>
    <message>
        <source>The link gives %1 more than once.</source>
        <translation>لنک %1 ایک سے زیادہ بار دیتا ہے۔</translation>
    </message>
    <message>
        <source>The link has no version: it needs v=%1.</source>
        <translation>لنک میں ورژن نہیں ہے: اسے ⁨v=%1⁩ چاہیے۔</translation>
    </message>
    <message>
        <source>The link is of version “%1”; this GPU Scout reads version %2. A newer GPU Scout may open it.</source>
        <translation>یہ لنک ورژن “%1” کا ہے؛ یہ ⁨GPU Scout⁩ ورژن %2 پڑھتا ہے۔ ⁨GPU Scout⁩ کا نیا ورژن اسے کھول سکتا ہے۔</translation>
    </message>
    <message>
        <source>The link&apos;s deadline must be a date and time with its offset, such as 2026-12-05T17:00:00Z, not “%1”.</source>
        <translation>لنک میں ⁨deadline⁩ کو اپنے آفسیٹ کے ساتھ تاریخ اور وقت ہونا چاہیے، جیسے ⁨2026-12-05T17:00:00Z⁩، “%1” نہیں۔</translation>
    </message>
</context>
<context>
    <name>core::Vocabulary</name>
    <message>
        <source>measured</source>
        <translation>پیمائش شدہ</translation>
    </message>
    <message>
        <source>estimated</source>
        <translation>تخمینی</translation>
    </message>
    <message>
        <source>your measurement</source>
        <translation>آپ کی پیمائش</translation>
    </message>
    <message>
        <source>measured: %1</source>
        <translation>پیمائش شدہ: %1</translation>
    </message>
    <message>
        <source>per second</source>
        <translation>فی سیکنڈ</translation>
    </message>
    <message>
        <source>per minute</source>
        <translation>فی منٹ</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>فی گھنٹہ</translation>
    </message>
    <message>
        <source>Interactive sessions</source>
        <translation>انٹرایکٹو سیشنز</translation>
    </message>
    <message>
        <source>Batch job</source>
        <translation>بیچ جاب</translation>
    </message>
    <message>
        <source>LoRA training</source>
        <translation>‏⁨LoRA⁩ ٹریننگ</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>مکمل فائن ٹیون</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>‏%1 سیکنڈ</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>‏%1 منٹ</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>‏%1 گھنٹے</translation>
    </message>
    <message numerus="yes">
        <source>%Ln minute(s)</source>
        <translation>
            <numerusform>‏%Ln منٹ</numerusform>
            <numerusform>‏%Ln منٹ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln hour(s)</source>
        <translation>
            <numerusform>‏%Ln گھنٹہ</numerusform>
            <numerusform>‏%Ln گھنٹے</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>core::WorkloadStore</name>
    <message>
        <source>Cannot read the saved workloads: %1</source>
        <translation>محفوظ ورک لوڈز پڑھے نہیں جا سکتے: %1</translation>
    </message>
    <message>
        <source>There is no saved workload called &quot;%1&quot;.</source>
        <translation>‏&quot;%1&quot; نام کا کوئی محفوظ ورک لوڈ نہیں۔</translation>
    </message>
    <message>
        <source>The saved workload &quot;%1&quot; is damaged and cannot be used.</source>
        <translation>محفوظ ورک لوڈ &quot;%1&quot; خراب ہے اور استعمال نہیں ہو سکتا۔</translation>
    </message>
    <message>
        <source>A saved workload needs a name.</source>
        <translation>محفوظ ورک لوڈ کا نام ہونا ضروری ہے۔</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Compare rented cloud GPUs for diffusion image generation.</source>
        <translation>ڈفیوژن سے تصویر سازی کے لیے کرائے کے کلاؤڈ GPUs کا موازنہ کریں۔</translation>
    </message>
    <message>
        <source>Use the database at PATH.</source>
        <translation>‏PATH والا ڈیٹا بیس استعمال کریں۔</translation>
    </message>
    <message>
        <source>Show the interface in CODE: en, ur, bn or ro.</source>
        <translation>انٹرفیس CODE زبان میں دکھائیں: en، ur، bn یا ro۔</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;; use en, ur, bn or ro.</source>
        <translation>نامعلوم زبان &quot;%1&quot;؛ en، ur، bn یا ro استعمال کریں۔</translation>
    </message>
    <message>
        <source>GPU Scout</source>
        <translation>GPU Scout</translation>
    </message>
    <message>
        <source>Keep the settings in the INI file at PATH, not in the user&apos;s settings.</source>
        <translation>سیٹنگز صارف کی سیٹنگز کے بجائے PATH پر موجود INI فائل میں رکھیں۔</translation>
    </message>
    <message>
        <source>A gpuscout:view link to open (as View → Copy link to this view gives); a link that cannot be read is explained and the usual view opens.</source>
        <translation>کھولنے کے لیے gpuscout:view لنک (جیسا ویو ← اس ویو کا لنک کاپی کریں دیتا ہے)؛ جو لنک پڑھا نہ جا سکے اس کی وجہ بتائی جاتی ہے اور معمول کا ویو کھلتا ہے۔</translation>
    </message>
    <message>
        <source>compare rented cloud GPUs for diffusion image generation</source>
        <translation>ڈفیوژن سے تصویر سازی کے لیے کرائے کے کلاؤڈ GPUs کا موازنہ</translation>
    </message>
    <message>
        <source>GPU Scout shows side by side what each cloud GPU offer costs and how fast it is for your workload.</source>
        <translation>‏GPU Scout ساتھ ساتھ دکھاتا ہے کہ ہر کلاؤڈ GPU آفر کی قیمت کیا ہے اور وہ آپ کے کام کے لیے کتنی تیز ہے۔</translation>
    </message>
</context>
<context>
    <name>ui::AboutBox</name>
    <message>
        <source>&lt;p&gt;GPU Scout is free software under the MIT licence.&lt;/p&gt;&lt;p&gt;It is built on &lt;a href=&quot;https://www.qt.io&quot;&gt;Qt&lt;/a&gt; %1 (GNU LGPL 3.0) and reads zipped price lists with &lt;a href=&quot;https://github.com/stachenov/quazip&quot;&gt;QuaZip&lt;/a&gt; (GNU LGPL 2.1 with a static-linking exception) and zlib (zlib licence); the Windows and macOS packages carry them, Linux distributions provide them. The PDF report embeds the Noto Nastaliq Urdu and Noto Sans Bengali fonts (SIL Open Font License 1.1).&lt;/p&gt;</source>
        <translation>&lt;p&gt;‏⁨GPU Scout⁩، ⁨MIT⁩ لائسنس کے تحت آزاد سافٹ ویئر ہے۔&lt;/p&gt;&lt;p&gt;یہ &lt;a href=&quot;https://www.qt.io&quot;&gt;⁨Qt⁩&lt;/a&gt; %1 (⁨GNU LGPL 3.0⁩) پر بنا ہے اور ⁨zip⁩ شدہ قیمتوں کی فہرستیں &lt;a href=&quot;https://github.com/stachenov/quazip&quot;&gt;⁨QuaZip⁩&lt;/a&gt; (⁨GNU LGPL 2.1⁩، ⁨static linking⁩ کی استثنا کے ساتھ) اور ⁨zlib⁩ (⁨zlib⁩ لائسنس) سے پڑھتا ہے؛ ⁨Windows⁩ اور ⁨macOS⁩ کے پیکیج انہیں ساتھ رکھتے ہیں، ⁨Linux⁩ ڈسٹری بیوشنز انہیں فراہم کرتی ہیں۔ ⁨PDF⁩ رپورٹ میں ⁨Noto Nastaliq Urdu⁩ اور ⁨Noto Sans Bengali⁩ فونٹس شامل ہیں (⁨SIL Open Font License 1.1⁩)۔&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The licence texts: &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;لائسنسوں کے متن: &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;۔&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ui::ChartPage</name>
    <message>
        <source>save a chart as a .png or .svg file</source>
        <translation>چارٹ کو ⁨png⁩ یا ⁨svg⁩ ایکسٹینشن والی فائل میں محفوظ کریں</translation>
    </message>
    <message>
        <source>the chart is empty</source>
        <translation>چارٹ خالی ہے</translation>
    </message>
    <message>
        <source>A chart made by GPU Scout</source>
        <translation>‏⁨GPU Scout⁩ کا بنایا ہوا چارٹ</translation>
    </message>
    <message>
        <source>the chart could not be drawn</source>
        <translation>چارٹ بنایا نہیں جا سکا</translation>
    </message>
</context>
<context>
    <name>ui::ChartText</name>
    <message>
        <source>%1, %2</source>
        <comment>offer name, region</comment>
        <translation>‏%1، %2</translation>
    </message>
</context>
<context>
    <name>ui::ChartsPanel</name>
    <message>
        <source>PNG image (*.png)</source>
        <translation>‏⁨PNG⁩ تصویر ⁦(*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>‏⁨SVG⁩ ڈرائنگ ⁦(*.svg)</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>چارٹ محفوظ کریں</translation>
    </message>
    <message>
        <source>gpu-scout-chart</source>
        <translation>gpu-scout-chart</translation>
    </message>
    <message>
        <source>Cost of the task</source>
        <translation>کام کی لاگت</translation>
    </message>
    <message>
        <source>Speed against cost</source>
        <translation>رفتار بمقابلہ لاگت</translation>
    </message>
    <message>
        <source>Monthly cost against hours of use</source>
        <translation>ماہانہ لاگت بمقابلہ استعمال کے گھنٹے</translation>
    </message>
    <message>
        <source>Spot against on demand</source>
        <translation>‏⁨Spot⁩ بمقابلہ آن ڈیمانڈ</translation>
    </message>
    <message numerus="yes">
        <source>Chart the shortlisted offers instead of the best %n offer(s) shown in the table</source>
        <translation>
            <numerusform>ٹیبل میں دکھائی گئی بہترین %Ln آفر کے بجائے شارٹ لسٹ کی آفرز کا چارٹ بنائیں</numerusform>
            <numerusform>ٹیبل میں دکھائی گئی بہترین %Ln آفرز کے بجائے شارٹ لسٹ کی آفرز کا چارٹ بنائیں</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the chart on screen as a PNG image or an SVG drawing</source>
        <translation>اسکرین پر موجود چارٹ کو ⁨PNG⁩ تصویر یا ⁨SVG⁩ ڈرائنگ کے طور پر محفوظ کریں</translation>
    </message>
    <message>
        <source>Ch&amp;art:</source>
        <translation>چارٹ (&amp;A):</translation>
    </message>
    <message>
        <source>Shortlist only</source>
        <translation>صرف شارٹ لسٹ</translation>
    </message>
    <message>
        <source>Save chart…</source>
        <translation>چارٹ محفوظ کریں…</translation>
    </message>
</context>
<context>
    <name>ui::CompareDialog</name>
    <message>
        <source>Compare offers</source>
        <translation>آفرز کا موازنہ</translation>
    </message>
    <message>
        <source>For the workload %1</source>
        <translation>ورک لوڈ %1 کے لیے</translation>
    </message>
    <message>
        <source>Shaded rows, with their name in bold, differ between the offers. ✓ marks the best value of a row: the lowest price, cost or time; the highest throughput, VRAM or TFLOPS. An unknown value (—) is never the best, and an offer the workload does not fit is never the best for speed or cost.</source>
        <extracomment>✓ is the mark shown beside the best value of a row</extracomment>
        <translation>سایہ دار قطاریں، جن کا نام بولڈ ہے، آفرز کے درمیان مختلف ہیں۔ ✓ کسی قطار کی بہترین قدر کی نشاندہی کرتا ہے: سب سے کم قیمت، لاگت یا وقت؛ سب سے زیادہ تھرو پٹ، ⁨VRAM⁩ یا ⁨TFLOPS⁩۔ نامعلوم قدر (—) کبھی بہترین نہیں ہوتی، اور جس آفر میں ورک لوڈ فٹ نہ ہو وہ رفتار یا لاگت میں کبھی بہترین نہیں ہوتی۔</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <comment>compare column header: GPU, then provider</comment>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>✓ %1</source>
        <comment>the best value of a compared row</comment>
        <translation>✓ %1</translation>
    </message>
    <message>
        <source>%1, the best of these offers</source>
        <translation>‏%1، ان آفرز میں سب سے بہتر</translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) side by side: scroll sideways to see them all.</source>
        <translation>
            <numerusform>‏%Ln آفر ساتھ ساتھ: سب دیکھنے کے لیے دائیں بائیں اسکرول کریں۔</numerusform>
            <numerusform>‏%Ln آفرز ساتھ ساتھ: سب دیکھنے کے لیے دائیں بائیں اسکرول کریں۔</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::CostBarsChart</name>
    <message>
        <source>Cost a month (%1)</source>
        <translation>ماہانہ لاگت (%1)</translation>
    </message>
    <message>
        <source>Cost of the training run (%1)</source>
        <translation>ٹریننگ کی لاگت (%1)</translation>
    </message>
    <message>
        <source>Monthly cost of the shortlisted offers</source>
        <translation>شارٹ لسٹ کی آفرز کی ماہانہ لاگت</translation>
    </message>
    <message>
        <source>Monthly cost of the best offers in the table</source>
        <translation>ٹیبل کی بہترین آفرز کی ماہانہ لاگت</translation>
    </message>
    <message>
        <source>Cost of the training run on the shortlisted offers</source>
        <translation>شارٹ لسٹ کی آفرز پر ٹریننگ کی لاگت</translation>
    </message>
    <message>
        <source>Cost of the training run on the best offers in the table</source>
        <translation>ٹیبل کی بہترین آفرز پر ٹریننگ کی لاگت</translation>
    </message>
    <message>
        <source>No offers to chart yet.</source>
        <translation>چارٹ کے لیے ابھی کوئی آفر نہیں۔</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>rank. offer</comment>
        <translation>‏%1۔ %2</translation>
    </message>
    <message>
        <source>%1
%2: %3
Speed: %4</source>
        <translation>‏%1
%2: %3
رفتار: %4</translation>
    </message>
    <message>
        <source>None of the shortlisted offers shown in the table has a cost for this workload. Star offers in the table, or clear the filters.</source>
        <translation>ٹیبل میں دکھائی گئی شارٹ لسٹ کی کسی آفر کی اس ورک لوڈ کے لیے لاگت نہیں۔ ٹیبل میں آفرز کو ستارہ لگائیں، یا فلٹرز صاف کریں۔</translation>
    </message>
    <message>
        <source>None of the offers shown in the table has a cost for this workload.</source>
        <translation>ٹیبل میں دکھائی گئی کسی آفر کی اس ورک لوڈ کے لیے لاگت نہیں۔</translation>
    </message>
    <message numerus="yes">
        <source>Cost per %Ln image(s), compute only (%1)</source>
        <translation>
            <numerusform>فی %Ln تصویر لاگت، صرف کمپیوٹ (%1)</numerusform>
            <numerusform>فی %Ln تصاویر لاگت، صرف کمپیوٹ (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cost per %Ln image(s) of the shortlisted offers</source>
        <translation>
            <numerusform>شارٹ لسٹ کی آفرز کی فی %Ln تصویر لاگت</numerusform>
            <numerusform>شارٹ لسٹ کی آفرز کی فی %Ln تصاویر لاگت</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cost per %Ln image(s) of the best offers in the table</source>
        <translation>
            <numerusform>ٹیبل کی بہترین آفرز کی فی %Ln تصویر لاگت</numerusform>
            <numerusform>ٹیبل کی بہترین آفرز کی فی %Ln تصاویر لاگت</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::CurrencyMenu</name>
    <message>
        <source>&amp;Currency</source>
        <translation>کرنسی (&amp;C)</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>کرنسی</translation>
    </message>
    <message>
        <source>1 USD = %1 %2 (%3, %4)</source>
        <translation>‏1 ⁨USD⁩ = %1 %2 (%3، %4)</translation>
    </message>
</context>
<context>
    <name>ui::DetailPane</name>
    <message>
        <source>BF16 support:</source>
        <translation>‏⁨BF16⁩ سپورٹ:</translation>
    </message>
    <message>
        <source>Spot instances:</source>
        <translation>‏⁨Spot⁩ انسٹینسز:</translation>
    </message>
    <message>
        <source>Persistent storage:</source>
        <translation>مستقل اسٹوریج:</translation>
    </message>
    <message>
        <source>Pre-built images:</source>
        <translation>پہلے سے تیار امیجز:</translation>
    </message>
    <message>
        <source>API:</source>
        <translation>API:</translation>
    </message>
    <message>
        <source>Typical cold start:</source>
        <comment>the provider&apos;s published boot time</comment>
        <translation>عام کولڈ اسٹارٹ:</translation>
    </message>
    <message>
        <source>Website:</source>
        <translation>ویب سائٹ:</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>رفتار:</translation>
    </message>
    <message>
        <source>Select an offer to see its costs and features.</source>
        <translation>لاگت اور سہولیات دیکھنے کے لیے کوئی آفر منتخب کریں۔</translation>
    </message>
    <message>
        <source>Instance and GPU</source>
        <translation>انسٹینس اور ⁨GPU⁩</translation>
    </message>
    <message>
        <source>Provider features</source>
        <translation>فراہم کنندہ کی سہولیات</translation>
    </message>
    <message>
        <source>This workload on this GPU</source>
        <translation>اس ⁨GPU⁩ پر یہ ورک لوڈ</translation>
    </message>
    <message>
        <source>Why it ranks here</source>
        <translation>یہ درجہ کیوں</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <comment>GPU at provider</comment>
        <translation>‏%2 پر %1</translation>
    </message>
    <message>
        <source>Rank %1 for: %2</source>
        <translation>درجہ %1، وجوہات: %2</translation>
    </message>
    <message>
        <source>Not ranked for: %1</source>
        <translation>درجہ بندی نہیں ہوئی، وجہ: %1</translation>
    </message>
    <message>
        <source>Independent workers: memory is not pooled and one image is no faster.</source>
        <translation>الگ الگ ورکرز: میموری یکجا نہیں ہوتی اور ایک تصویر تیز نہیں بنتی۔</translation>
    </message>
    <message>
        <source>%1 TFLOPS</source>
        <translation>%1 TFLOPS</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>%1, observed %2 (%3)</source>
        <translation>‏%1، %2 کو دیکھی گئی (%3)</translation>
    </message>
    <message>
        <source>Open the provider&apos;s page in your browser: %1</source>
        <translation>فراہم کنندہ کا صفحہ براؤزر میں کھولیں: %1</translation>
    </message>
    <message>
        <source>%1: the GPU lacks BF16 support</source>
        <translation>‏%1: اس ⁨GPU⁩ میں ⁨BF16⁩ سپورٹ نہیں</translation>
    </message>
    <message>
        <source>%1 s per training step</source>
        <translation>فی ٹریننگ اسٹیپ %1 سیکنڈ</translation>
    </message>
    <message>
        <source>%1 s per image</source>
        <translation>فی تصویر %1 سیکنڈ</translation>
    </message>
    <message>
        <source>Compute only, at the rate used.</source>
        <translation>صرف کمپیوٹ، استعمال شدہ ریٹ پر۔</translation>
    </message>
    <message>
        <source>unknown: the catalog has neither a benchmark nor the specs of this GPU</source>
        <translation>نامعلوم: کیٹلاگ میں اس ⁨GPU⁩ کا نہ بینچ مارک ہے نہ اسپیکس</translation>
    </message>
    <message>
        <source>measured: benchmark series %1</source>
        <translation>پیمائش شدہ: بینچ مارک سیریز %1</translation>
    </message>
    <message>
        <source>estimated from the GPU&apos;s specs by the throughput model</source>
        <translation>تھرو پٹ ماڈل کے ذریعے ⁨GPU⁩ کے اسپیکس سے تخمینہ</translation>
    </message>
    <message>
        <source>Cost of a month of sessions</source>
        <translation>ایک مہینے کے سیشنز کی لاگت</translation>
    </message>
    <message>
        <source>Cost of the job</source>
        <translation>بیچ جاب کی لاگت</translation>
    </message>
    <message>
        <source>Cost of the training run</source>
        <translation>ٹریننگ کی لاگت</translation>
    </message>
    <message>
        <source>no price for this offer</source>
        <translation>اس آفر کی کوئی قیمت نہیں</translation>
    </message>
    <message>
        <source>spot price, observed %1</source>
        <translation>‏⁨spot⁩ قیمت، %1 کو دیکھی گئی</translation>
    </message>
    <message>
        <source>on-demand price, observed %1</source>
        <translation>آن ڈیمانڈ قیمت، %1 کو دیکھی گئی</translation>
    </message>
    <message>
        <source>The cost cannot be computed for this offer: its price or its speed is unknown.</source>
        <translation>اس آفر کی لاگت نہیں نکالی جا سکتی: اس کی قیمت یا رفتار نامعلوم ہے۔</translation>
    </message>
    <message>
        <source>speed unknown</source>
        <translation>رفتار نامعلوم</translation>
    </message>
    <message>
        <source>from a measured speed</source>
        <translation>پیمائش شدہ رفتار سے</translation>
    </message>
    <message>
        <source>from an estimated speed</source>
        <translation>تخمینی رفتار سے</translation>
    </message>
    <message>
        <source>billing increment unknown: no rounding assumed</source>
        <translation>بلنگ کا وقفہ نامعلوم: کوئی راؤنڈنگ فرض نہیں کی گئی</translation>
    </message>
    <message>
        <source>billed %1, minimum %2</source>
        <translation>بلنگ %1، کم از کم %2</translation>
    </message>
    <message>
        <source>%1 per start, models kept on a volume</source>
        <translation>ہر اسٹارٹ پر %1، ماڈلز والیوم پر محفوظ</translation>
    </message>
    <message>
        <source>%1 per start, models downloaded each time</source>
        <translation>ہر اسٹارٹ پر %1، ماڈلز ہر بار ڈاؤن لوڈ</translation>
    </message>
    <message>
        <source>The provider publishes no cold-start figure; an assumption is used.</source>
        <translation>فراہم کنندہ کولڈ اسٹارٹ کا کوئی وقت شائع نہیں کرتا؛ ایک مفروضہ استعمال کیا گیا ہے۔</translation>
    </message>
    <message>
        <source>The provider&apos;s boot time, plus downloading and loading the checkpoint.</source>
        <translation>فراہم کنندہ کا بوٹ ٹائم، نیز چیک پوائنٹ ڈاؤن لوڈ اور لوڈ کرنے کا وقت۔</translation>
    </message>
    <message>
        <source>persistent volume for the models</source>
        <translation>ماڈلز کے لیے مستقل والیوم</translation>
    </message>
    <message>
        <source>no volume used</source>
        <translation>کوئی والیوم استعمال نہیں ہوا</translation>
    </message>
    <message>
        <source>expected re-work after interruptions</source>
        <translation>رکاوٹوں کے بعد متوقع دوبارہ کام</translation>
    </message>
    <message>
        <source>on demand: no interruptions</source>
        <translation>آن ڈیمانڈ: کوئی رکاوٹ نہیں</translation>
    </message>
    <message>
        <source>%1 billed a month</source>
        <translation>ماہانہ %1 کا بل</translation>
    </message>
    <message numerus="yes">
        <source>%Ln instance(s) in parallel, %1 from start to finish</source>
        <translation>
            <numerusform>‏%Ln انسٹینس متوازی، شروع سے آخر تک %1</numerusform>
            <numerusform>‏%Ln انسٹینسز متوازی، شروع سے آخر تک %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 from start to finish</source>
        <translation>شروع سے آخر تک %1</translation>
    </message>
    <message>
        <source>misses the deadline</source>
        <translation>ڈیڈ لائن سے چوک جاتی ہے</translation>
    </message>
    <message>
        <source>over budget</source>
        <translation>بجٹ سے زیادہ</translation>
    </message>
    <message>
        <source>Price history</source>
        <translation>قیمت کی تاریخ</translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation>تفصیلات کاپی کریں (&amp;C)</translation>
    </message>
    <message>
        <source>your measurement, ahead of published figures</source>
        <translation>آپ کی پیمائش، شائع شدہ اعداد سے پہلے</translation>
    </message>
    <message>
        <source>from your measurement</source>
        <translation>آپ کی پیمائش سے</translation>
    </message>
    <message>
        <source>More figures</source>
        <translation>مزید اعداد</translation>
    </message>
    <message>
        <source>%1, date unknown</source>
        <translation>‏%1، تاریخ نامعلوم</translation>
    </message>
    <message>
        <source>%1 of the %2 each GPU has</source>
        <comment>VRAM needed: needed of available</comment>
        <translation>ہر ⁨GPU⁩ کی %2 میں سے %1</translation>
    </message>
</context>
<context>
    <name>ui::ExportActions</name>
    <message>
        <source>Export view as CSV</source>
        <translation>ویو کو ⁨CSV⁩ میں ایکسپورٹ کریں</translation>
    </message>
    <message>
        <source>gpuscout-offers-%1.csv</source>
        <translation>gpuscout-offers-%1.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>‏⁨CSV⁩ فائلیں ⁦(*.csv)</translation>
    </message>
    <message>
        <source>Export shortlist as PDF</source>
        <translation>شارٹ لسٹ کو ⁨PDF⁩ میں ایکسپورٹ کریں</translation>
    </message>
    <message>
        <source>Your shortlist is empty. Star offers in the table first.</source>
        <translation>آپ کی شارٹ لسٹ خالی ہے۔ پہلے ٹیبل میں آفرز کو ستارہ لگائیں۔</translation>
    </message>
    <message>
        <source>gpuscout-shortlist-%1.pdf</source>
        <translation>gpuscout-shortlist-%1.pdf</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>‏⁨PDF⁩ فائلیں ⁦(*.pdf)</translation>
    </message>
</context>
<context>
    <name>ui::FilterChips</name>
    <message>
        <source>Clear this filter</source>
        <translation>یہ فلٹر صاف کریں</translation>
    </message>
    <message>
        <source>Clear the filter %1</source>
        <translation>فلٹر %1 صاف کریں</translation>
    </message>
</context>
<context>
    <name>ui::FilterPanel</name>
    <message>
        <source>Billing</source>
        <translation>بلنگ</translation>
    </message>
    <message>
        <source>Per second</source>
        <translation>فی سیکنڈ</translation>
    </message>
    <message>
        <source>Per minute</source>
        <translation>فی منٹ</translation>
    </message>
    <message>
        <source>Hourly</source>
        <translation>فی گھنٹہ</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>نامعلوم</translation>
    </message>
    <message>
        <source>Show only</source>
        <translation>صرف یہ دکھائیں</translation>
    </message>
    <message>
        <source>Fits the workload</source>
        <translation>ورک لوڈ فٹ ہو</translation>
    </message>
    <message>
        <source>With a spot price</source>
        <translation>‏⁨Spot⁩ قیمت والی</translation>
    </message>
    <message>
        <source>Persistent storage</source>
        <translation>مستقل اسٹوریج</translation>
    </message>
    <message>
        <source>Ready-made diffusion image</source>
        <translation>تیار ڈفیوژن امیج</translation>
    </message>
    <message>
        <source>Prices under 30 days old</source>
        <translation>30 دن سے کم پرانی قیمتیں</translation>
    </message>
    <message>
        <source>On my shortlist</source>
        <translation>میری شارٹ لسٹ میں</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>فراہم کنندگان</translation>
    </message>
    <message>
        <source>Providers to show; none checked shows all</source>
        <translation>دکھانے کے لیے فراہم کنندگان؛ کوئی نشان نہ ہو تو سب دکھائے جاتے ہیں</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>GPUs to show; none checked shows all</source>
        <translation>دکھانے کے لیے ⁨GPUs⁩؛ کوئی نشان نہ ہو تو سب دکھائے جاتے ہیں</translation>
    </message>
    <message>
        <source>&amp;Clear filters</source>
        <translation>فلٹرز صاف کریں (&amp;C)</translation>
    </message>
    <message>
        <source>Rank on equal terms</source>
        <translation>برابر درجہ بندی</translation>
    </message>
    <message>
        <source>Old unverified prices</source>
        <translation>پرانی غیر تصدیق شدہ قیمتیں</translation>
    </message>
    <message>
        <source>By default an offer whose price comes from a single unverified source older than 90 days, or undated, ranks after every offer with a verified or recent price. Check this to rank them all by cost alone.</source>
        <translation>عام طور پر جس آفر کی قیمت 90 دن سے پرانے، یا بغیر تاریخ کے، ایک ہی غیر تصدیق شدہ ماخذ سے ہو، وہ ہر تصدیق شدہ یا حالیہ قیمت والی آفر کے بعد آتی ہے۔ سب کو صرف لاگت سے درجہ دینے کے لیے اسے منتخب کریں۔</translation>
    </message>
</context>
<context>
    <name>ui::FilterText</name>
    <message>
        <source>fits</source>
        <translation>فٹ</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>persistent storage</source>
        <translation>مستقل اسٹوریج</translation>
    </message>
    <message>
        <source>diffusion image</source>
        <translation>ڈفیوژن امیج</translation>
    </message>
    <message>
        <source>fresh prices</source>
        <translation>تازہ قیمتیں</translation>
    </message>
    <message>
        <source>shortlist</source>
        <translation>شارٹ لسٹ</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <comment>a range: from–to</comment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>≥ %1</source>
        <comment>a range: at least</comment>
        <translation>≥ %1</translation>
    </message>
    <message>
        <source>≤ %1</source>
        <comment>a range: at most</comment>
        <translation>≤ %1</translation>
    </message>
    <message>
        <source>s/step %1</source>
        <translation>سیکنڈ فی اسٹیپ %1</translation>
    </message>
    <message>
        <source>s/image %1</source>
        <translation>سیکنڈ فی تصویر %1</translation>
    </message>
    <message>
        <source>per 1,000 images %1</source>
        <translation>فی 1,000 تصاویر %1</translation>
    </message>
    <message>
        <source>total cost %1</source>
        <translation>کل لاگت %1</translation>
    </message>
    <message>
        <source>data age %1</source>
        <translation>ڈیٹا کی عمر %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln day(s)</source>
        <translation>
            <numerusform>‏%Ln دن</numerusform>
            <numerusform>‏%Ln دن</numerusform>
        </translation>
    </message>
    <message>
        <source>VRAM %1</source>
        <translation>VRAM %1</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>price %1</source>
        <translation>قیمت %1</translation>
    </message>
    <message>
        <source>%1/h</source>
        <comment>money per hour</comment>
        <translation>‏%1/گھنٹہ</translation>
    </message>
    <message>
        <source>“%1”</source>
        <comment>search text</comment>
        <translation>“%1”</translation>
    </message>
    <message numerus="yes">
        <source>%n provider(s)</source>
        <translation>
            <numerusform>‏%Ln فراہم کنندہ</numerusform>
            <numerusform>‏%Ln فراہم کنندگان</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU model(s)</source>
        <translation>
            <numerusform>‏%Ln ⁨GPU⁩ ماڈل</numerusform>
            <numerusform>‏%Ln ⁨GPU⁩ ماڈلز</numerusform>
        </translation>
    </message>
    <message>
        <source>billing granularity</source>
        <translation>بلنگ کا وقفہ</translation>
    </message>
    <message>
        <source>old unverified prices ranked equally</source>
        <translation>پرانی غیر تصدیق شدہ قیمتیں برابر درجے پر</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>‏%1 سیکنڈ</translation>
    </message>
</context>
<context>
    <name>ui::Format</name>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 (assumed)</source>
        <translation>‏%1 (فرض شدہ)</translation>
    </message>
    <message numerus="yes">
        <source>per %n s</source>
        <comment>billing increment in seconds</comment>
        <translation>
            <numerusform>ہر %Ln سیکنڈ</numerusform>
            <numerusform>ہر %Ln سیکنڈ</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <comment>no minimum charge</comment>
        <translation>کوئی نہیں</translation>
    </message>
    <message numerus="yes">
        <source>%n h</source>
        <comment>minimum charge in hours</comment>
        <translation>
            <numerusform>‏%Ln گھنٹہ</numerusform>
            <numerusform>‏%Ln گھنٹے</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <comment>minimum charge in minutes</comment>
        <translation>
            <numerusform>‏%Ln منٹ</numerusform>
            <numerusform>‏%Ln منٹ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <comment>minimum charge in seconds</comment>
        <translation>
            <numerusform>‏%Ln سیکنڈ</numerusform>
            <numerusform>‏%Ln سیکنڈ</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ہاں</translation>
    </message>
    <message>
        <source>no</source>
        <translation>نہیں</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>Jupyter / SSH availability</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 (stale)</source>
        <translation>‏%1 (پرانا ڈیٹا)</translation>
    </message>
    <message>
        <source>Batch rendering</source>
        <translation>بیچ رینڈرنگ</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8 بٹ ⁨AdamW⁩</translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <source>%1/h</source>
        <comment>money per hour</comment>
        <translation>‏%1/گھنٹہ</translation>
    </message>
    <message>
        <source>%1/GB-month</source>
        <comment>storage price per GB and month</comment>
        <translation>‏⁨%1/GB⁩-ماہ</translation>
    </message>
    <message numerus="yes">
        <source>%Ln day(s)</source>
        <translation>
            <numerusform>‏%Ln دن</numerusform>
            <numerusform>‏%Ln دن</numerusform>
        </translation>
    </message>
    <message>
        <source>FP8 compute (TensorRT, torchao)</source>
        <translation>‏⁨FP8⁩ کمپیوٹ (⁨TensorRT⁩، ⁨torchao⁩)</translation>
    </message>
    <message>
        <source>FP8 weights, BF16 compute (ComfyUI, Forge)</source>
        <translation>‏⁨FP8⁩ ویٹس، ⁨BF16⁩ کمپیوٹ (⁨ComfyUI⁩، ⁨Forge⁩)</translation>
    </message>
    <message>
        <source>4-bit weights (NF4, GGUF Q4)</source>
        <translation>‏⁨4-bit⁩ ویٹس (⁨NF4⁩، ⁨GGUF Q4⁩)</translation>
    </message>
    <message>
        <source>date unknown</source>
        <translation>تاریخ نامعلوم</translation>
    </message>
</context>
<context>
    <name>ui::LinkActions</name>
    <message>
        <source>Copy &amp;link to this view</source>
        <translation>اس ویو کا لنک کاپی کریں (&amp;L)</translation>
    </message>
    <message>
        <source>Put a gpuscout: link on the clipboard that opens this workload with these filters, sort and columns</source>
        <translation>کلپ بورڈ پر ایک ⁨gpuscout⁩: لنک رکھیں جو یہ ورک لوڈ انہی فلٹرز، ترتیب اور کالمز کے ساتھ کھولتا ہے</translation>
    </message>
    <message>
        <source>Copied a link to this view.</source>
        <translation>اس ویو کا لنک کاپی ہو گیا۔</translation>
    </message>
    <message>
        <source>Open link</source>
        <translation>لنک کھولیں</translation>
    </message>
    <message>
        <source>GPU Scout cannot open this link; the view stays as it was.</source>
        <translation>‏⁨GPU Scout⁩ یہ لنک نہیں کھول سکتا؛ ویو جیسا تھا ویسا ہی رہتا ہے۔</translation>
    </message>
</context>
<context>
    <name>ui::LoadingPage</name>
    <message>
        <source>Loading the catalog…</source>
        <translation>کیٹلاگ لوڈ ہو رہا ہے…</translation>
    </message>
    <message numerus="yes">
        <source>Loading the catalog: %1 of %n offer(s) read…</source>
        <translation>
            <numerusform>کیٹلاگ لوڈ ہو رہا ہے: %Ln میں سے %1 آفر پڑھی گئی…</numerusform>
            <numerusform>کیٹلاگ لوڈ ہو رہا ہے: %Ln میں سے %1 آفرز پڑھی گئیں…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Computing the figures for %n offer(s)…</source>
        <translation>
            <numerusform>‏%Ln آفر کے اعداد و شمار کا حساب ہو رہا ہے…</numerusform>
            <numerusform>‏%Ln آفرز کے اعداد و شمار کا حساب ہو رہا ہے…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::MainWindow</name>
    <message>
        <source>Shortlist</source>
        <translation>شارٹ لسٹ</translation>
    </message>
    <message>
        <source>GPU Scout</source>
        <translation>GPU Scout</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>فائل (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Import catalog…</source>
        <translation>کیٹلاگ امپورٹ کریں (&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Update prices</source>
        <translation>قیمتیں اپ ڈیٹ کریں (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Live provider prices</source>
        <translation>فراہم کنندگان کی لائیو قیمتیں (&amp;L)</translation>
    </message>
    <message>
        <source>Update &amp;currency rates</source>
        <translation>کرنسی ریٹس اپ ڈیٹ کریں (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Export view as CSV…</source>
        <translation>ویو کو ⁨CSV⁩ میں ایکسپورٹ کریں (&amp;E)…</translation>
    </message>
    <message>
        <source>Export shortlist as &amp;PDF report…</source>
        <translation>شارٹ لسٹ کو ⁨PDF⁩ رپورٹ میں ایکسپورٹ کریں (&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>باہر نکلیں (&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>ویو (&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Search offers</source>
        <translation>آفرز تلاش کریں (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Reset columns</source>
        <translation>کالمز ری سیٹ کریں (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Workload</source>
        <translation>ورک لوڈ (&amp;W)</translation>
    </message>
    <message>
        <source>Workload &amp;wizard…</source>
        <translation>ورک لوڈ وزرڈ (&amp;W)…</translation>
    </message>
    <message>
        <source>&amp;Save workload as…</source>
        <translation>ورک لوڈ اس نام سے محفوظ کریں (&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Shortlist</source>
        <translation>شارٹ لسٹ (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Add to or remove from shortlist</source>
        <translation>شارٹ لسٹ میں شامل کریں یا ہٹائیں (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Compare selected offers</source>
        <translation>منتخب آفرز کا موازنہ کریں (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>زبان (&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>مدد (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About GPU Scout</source>
        <translation>‏⁨GPU Scout⁩ کے بارے میں (&amp;A)</translation>
    </message>
    <message>
        <source>Filters</source>
        <translation>فلٹرز</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>تفصیلات</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>چارٹس</translation>
    </message>
    <message>
        <source>Search provider, GPU or region (Ctrl+F)</source>
        <translation>فراہم کنندہ، ⁨GPU⁩ یا ریجن تلاش کریں (⁨Ctrl+F⁩)</translation>
    </message>
    <message>
        <source>Search offers</source>
        <translation>آفرز تلاش کریں</translation>
    </message>
    <message>
        <source>Clear all</source>
        <translation>سب صاف کریں</translation>
    </message>
    <message>
        <source>Clear the search and every filter</source>
        <translation>تلاش اور تمام فلٹرز صاف کریں</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>آفرز</translation>
    </message>
    <message>
        <source>Catalog %1, generated %2 · %3</source>
        <translation>کیٹلاگ %1، تیار کردہ %2 · %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n offer(s) shown</source>
        <translation>
            <numerusform>‏%Ln میں سے %1 آفر دکھائی گئی</numerusform>
            <numerusform>‏%Ln میں سے %1 آفرز دکھائی گئیں</numerusform>
        </translation>
    </message>
    <message>
        <source>The catalog holds no offers. Import a catalog with File → Import catalog…</source>
        <translation>کیٹلاگ میں کوئی آفر نہیں۔ فائل ← کیٹلاگ امپورٹ کریں… سے کیٹلاگ امپورٹ کریں۔</translation>
    </message>
    <message>
        <source>No offer fits this workload. Try a smaller batch or resolution, FP8 precision, gradient checkpointing or an 8-bit optimizer — or clear “Fits the workload” to see every offer.</source>
        <translation>کوئی آفر اس ورک لوڈ کے لیے فٹ نہیں۔ چھوٹا بیچ یا ریزولوشن، ⁨FP8⁩ پریسیژن، گریڈیئنٹ چیک پوائنٹنگ یا 8 بٹ آپٹیمائزر آزمائیں — یا ہر آفر دیکھنے کے لیے “ورک لوڈ فٹ ہو” کا نشان ہٹا دیں۔</translation>
    </message>
    <message numerus="yes">
        <source>No offer matches the search and filters. Clear them to see all %n offer(s).</source>
        <translation>
            <numerusform>کوئی آفر تلاش اور فلٹرز سے مطابقت نہیں رکھتی۔ %Ln آفر دیکھنے کے لیے انہیں صاف کریں۔</numerusform>
            <numerusform>کوئی آفر تلاش اور فلٹرز سے مطابقت نہیں رکھتی۔ تمام %Ln آفرز دیکھنے کے لیے انہیں صاف کریں۔</numerusform>
        </translation>
    </message>
    <message>
        <source>Import catalog</source>
        <translation>کیٹلاگ امپورٹ کریں</translation>
    </message>
    <message>
        <source>GPU Scout catalog (*.json);;All files (*)</source>
        <translation>‏⁨GPU Scout⁩ کیٹلاگ ⁦(*.json);;تمام فائلیں ⁦(*)</translation>
    </message>
    <message>
        <source>Nothing was imported; the catalog, your shortlist and settings are unchanged.

%1</source>
        <translation>کچھ بھی امپورٹ نہیں ہوا؛ کیٹلاگ، آپ کی شارٹ لسٹ اور سیٹنگز میں کوئی تبدیلی نہیں ہوئی۔

%1</translation>
    </message>
    <message>
        <source>Save workload</source>
        <translation>ورک لوڈ محفوظ کریں</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>نام:</translation>
    </message>
    <message>
        <source>Compare offers</source>
        <translation>آفرز کا موازنہ</translation>
    </message>
    <message>
        <source>About GPU Scout</source>
        <translation>‏⁨GPU Scout⁩ کے بارے میں</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GPU Scout %1&lt;/h3&gt;&lt;p&gt;Compare rented cloud GPUs for diffusion image generation: what each offer costs and how fast it is for your workload.&lt;/p&gt;&lt;p&gt;Catalog %2 (%3), published by %4.&lt;/p&gt;</source>
        <translation>‏&lt;h3&gt;⁨GPU Scout⁩ %1&lt;/h3&gt;&lt;p&gt;ڈفیوژن سے تصویر سازی کے لیے کرائے کے کلاؤڈ ⁨GPUs⁩ کا موازنہ کریں: ہر آفر کی لاگت کتنی ہے اور آپ کے ورک لوڈ کے لیے وہ کتنی تیز ہے۔&lt;/p&gt;&lt;p&gt;کیٹلاگ %2 (%3)، ناشر %4۔&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Read-only database · %1</source>
        <translation>صرف پڑھنے والا ڈیٹا بیس · %1</translation>
    </message>
    <message>
        <source>This catalog differs from the one you have more than an update usually does:

%1

Replace your catalog with it anyway?</source>
        <translation>یہ کیٹلاگ آپ کے موجودہ کیٹلاگ سے اس سے زیادہ مختلف ہے جتنا عام طور پر کسی اپڈیٹ میں ہوتا ہے:

%1

کیا پھر بھی اپنا کیٹلاگ اس سے بدل دیں؟</translation>
    </message>
    <message numerus="yes">
        <source>Select at least 2 offers to compare (you selected %n).</source>
        <translation>
            <numerusform>موازنے کے لیے کم از کم 2 آفرز منتخب کریں (آپ نے %Ln منتخب کی)۔</numerusform>
            <numerusform>موازنے کے لیے کم از کم 2 آفرز منتخب کریں (آپ نے %Ln منتخب کیں)۔</numerusform>
        </translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>‏⁨Qt⁩ کے بارے میں (&amp;Q)</translation>
    </message>
    <message>
        <source>Export view as CSV with local &amp;number format…</source>
        <translation>ویو کو مقامی نمبر فارمیٹ کے ساتھ ⁨CSV⁩ میں ایکسپورٹ کریں (&amp;N)…</translation>
    </message>
</context>
<context>
    <name>ui::MeasureDialog</name>
    <message>
        <source>Recorded: from now on the basis for %1 with %2, labelled &quot;your measurement&quot;.</source>
        <translation>محفوظ ہو گیا: اب سے %2 کے ساتھ %1 کی بنیاد، &quot;آپ کی پیمائش&quot; کے لیبل کے ساتھ۔</translation>
    </message>
    <message>
        <source>%1 s per image</source>
        <translation>فی تصویر %1 سیکنڈ</translation>
    </message>
    <message>
        <source>%1 it/s</source>
        <translation>%1 it/s</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>‏%Ln اسٹیپ</numerusform>
            <numerusform>‏%Ln اسٹیپس</numerusform>
        </translation>
    </message>
    <message>
        <source>Removed: the published figures are the basis again.</source>
        <translation>ہٹا دیا گیا: شائع شدہ اعداد پھر سے بنیاد ہیں۔</translation>
    </message>
    <message>
        <source>I measured this…</source>
        <translation>میں نے یہ ناپا…</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>GPU:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>ماڈل:</translation>
    </message>
    <message>
        <source>Where (optional):</source>
        <translation>کہاں (اختیاری):</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>چوڑائی:</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>اونچائی:</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>اسٹیپس:</translation>
    </message>
    <message>
        <source>Batch:</source>
        <translation>بیچ:</translation>
    </message>
    <message>
        <source>Precision:</source>
        <translation>پریسیژن:</translation>
    </message>
    <message>
        <source>Software:</source>
        <translation>سافٹ ویئر:</translation>
    </message>
    <message>
        <source>Measured:</source>
        <translation>پیمائش:</translation>
    </message>
    <message>
        <source>not said</source>
        <translation>نہیں بتایا</translation>
    </message>
    <message>
        <source>seconds per image</source>
        <translation>فی تصویر سیکنڈ</translation>
    </message>
    <message>
        <source>iterations per second</source>
        <translation>فی سیکنڈ اٹریشنز</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>ماڈل</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>سیٹنگز</translation>
    </message>
    <message>
        <source>Your measurement</source>
        <translation>آپ کی پیمائش</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>محفوظ کردہ</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>محفوظ کریں</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>منتخب ہٹائیں</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>بند کریں</translation>
    </message>
</context>
<context>
    <name>ui::ModelPage</name>
    <message>
        <source>Model and quality</source>
        <translation>ماڈل اور کوالٹی</translation>
    </message>
    <message>
        <source>What one generation looks like. Choosing a model fills in its usual resolution and steps.</source>
        <translation>ایک جنریشن کیسی ہوتی ہے۔ ماڈل منتخب کرنے پر اس کی معمول کی ریزولوشن اور اسٹیپس خود بھر جاتے ہیں۔</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>ماڈل (&amp;M):</translation>
    </message>
    <message>
        <source>&amp;Width (pixels):</source>
        <translation>چوڑائی (پکسلز) (&amp;W):</translation>
    </message>
    <message>
        <source>&amp;Height (pixels):</source>
        <translation>اونچائی (پکسلز) (&amp;H):</translation>
    </message>
    <message>
        <source>F&amp;rames per video:</source>
        <translation>فی ویڈیو فریمز (&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Denoising steps:</source>
        <translation>ڈی نوائزنگ اسٹیپس (&amp;D):</translation>
    </message>
    <message>
        <source>Batch si&amp;ze:</source>
        <translation>بیچ سائز (&amp;Z):</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>پریسیژن (&amp;P):</translation>
    </message>
    <message>
        <source>Images generated together in one pass; larger batches need more memory.</source>
        <translation>ایک ہی پاس میں اکٹھی بننے والی تصاویر؛ بڑے بیچ کو زیادہ میموری چاہیے۔</translation>
    </message>
    <message>
        <source>This model is not in the catalog; its speed and memory cannot be computed.</source>
        <translation>یہ ماڈل کیٹلاگ میں نہیں؛ اس کی رفتار اور میموری کا حساب نہیں لگایا جا سکتا۔</translation>
    </message>
    <message numerus="yes">
        <source>An image model with %1 billion parameters. Usual settings: %2 × %3 pixels, %Ln step(s).</source>
        <translation>
            <numerusform>‏%1 ارب پیرامیٹرز والا امیج ماڈل۔ معمول کی سیٹنگز: %2 × %3 پکسلز، %Ln اسٹیپ۔</numerusform>
            <numerusform>‏%1 ارب پیرامیٹرز والا امیج ماڈل۔ معمول کی سیٹنگز: %2 × %3 پکسلز، %Ln اسٹیپس۔</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A video model with %1 billion parameters. Usual settings: %2 × %3 pixels, %4, %Ln step(s).</source>
        <translation>
            <numerusform>‏%1 ارب پیرامیٹرز والا ویڈیو ماڈل۔ معمول کی سیٹنگز: %2 × %3 پکسلز، %4، %Ln اسٹیپ۔</numerusform>
            <numerusform>‏%1 ارب پیرامیٹرز والا ویڈیو ماڈل۔ معمول کی سیٹنگز: %2 × %3 پکسلز، %4، %Ln اسٹیپس۔</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln frame(s)</source>
        <translation>
            <numerusform>‏%Ln فریم</numerusform>
            <numerusform>‏%Ln فریمز</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Offload the text encoders after encoding the prompt</source>
        <translation>پرامپٹ انکوڈ ہونے کے بعد ٹیکسٹ انکوڈرز ہٹا دیں (&amp;O)</translation>
    </message>
    <message>
        <source>Offload the text encoders</source>
        <translation>ٹیکسٹ انکوڈرز ہٹا دیں</translation>
    </message>
    <message>
        <source>Text encoders in FP&amp;8</source>
        <translation>ٹیکسٹ انکوڈرز ⁨FP8⁩ میں (&amp;8)</translation>
    </message>
    <message>
        <source>Text encoders in FP8</source>
        <translation>ٹیکسٹ انکوڈرز ⁨FP8⁩ میں</translation>
    </message>
    <message>
        <source>The T5-XXL text encoder takes about 10 GB in 16 bits. Offloaded (ComfyUI, diffusers&apos; model offload) it leaves the card before the image is made; in FP8 it takes half.</source>
        <translation>‏⁨T5-XXL⁩ ٹیکسٹ انکوڈر 16 بٹ میں تقریباً 10 ⁨GB⁩ لیتا ہے۔ ہٹا دیا جائے (⁨ComfyUI⁩، ⁨diffusers⁩ کا ⁨model offload⁩) تو تصویر بننے سے پہلے کارڈ سے نکل جاتا ہے؛ ⁨FP8⁩ میں آدھی جگہ لیتا ہے۔</translation>
    </message>
    <message>
        <source>The number format of the weights and math. BF16 needs a GPU that supports it. FP8 weights (ComfyUI&apos;s and Forge&apos;s default FP8) and 4-bit weights (NF4, GGUF) halve or quarter the weights&apos; memory and run slightly slower; FP8 compute (TensorRT, torchao) also runs faster on the newest GPUs.</source>
        <translation>ویٹس اور حساب کا نمبر فارمیٹ۔ ⁨BF16⁩ کے لیے ایسا ⁨GPU⁩ چاہیے جو اسے سپورٹ کرے۔ ⁨FP8⁩ ویٹس (⁨ComfyUI⁩ اور ⁨Forge⁩ کا ڈیفالٹ ⁨FP8⁩) اور ⁨4-bit⁩ ویٹس (⁨NF4⁩، ⁨GGUF⁩) ویٹس کی میموری آدھی یا چوتھائی کر دیتے ہیں اور تھوڑا آہستہ چلتے ہیں؛ ⁨FP8⁩ کمپیوٹ (⁨TensorRT⁩، ⁨torchao⁩) نئے ترین ⁨GPUs⁩ پر تیز بھی چلتا ہے۔</translation>
    </message>
    <message>
        <source>At 16 bits its weights alone fill a 24 GB card; FP8 weights (ComfyUI&apos;s and Forge&apos;s default) halve them.</source>
        <translation>16 بٹس میں صرف اس کے ویٹس ہی 24 ⁨GB⁩ کارڈ بھر دیتے ہیں؛ ⁨FP8⁩ ویٹس (⁨ComfyUI⁩ اور ⁨Forge⁩ کا ڈیفالٹ) انہیں آدھا کر دیتے ہیں۔</translation>
    </message>
    <message>
        <source>The model to train and the images it trains on. Choosing a model fills in its usual resolution.</source>
        <translation>تربیت کے لیے ماڈل اور وہ تصاویر جن پر یہ تربیت پاتا ہے۔ ماڈل چننے سے اس کی معمول کی ریزولوشن بھر جاتی ہے۔</translation>
    </message>
</context>
<context>
    <name>ui::MonthlyCostChart</name>
    <message>
        <source>No offers to chart yet.</source>
        <translation>چارٹ کے لیے ابھی کوئی آفر نہیں۔</translation>
    </message>
    <message>
        <source>Star offers in the table to see what each costs a month as your hours of use grow. Shortlisted offers hidden by the filters are not drawn.</source>
        <translation>ٹیبل میں آفرز کو ستارہ لگائیں تاکہ دیکھ سکیں کہ استعمال کے گھنٹے بڑھنے پر ہر ایک کی ماہانہ لاگت کتنی ہوتی ہے۔ فلٹرز سے چھپی شارٹ لسٹ کی آفرز نہیں دکھائی جاتیں۔</translation>
    </message>
    <message>
        <source>None of the shortlisted offers shown in the table has an on-demand price for this model.</source>
        <translation>ٹیبل میں دکھائی گئی شارٹ لسٹ کی کسی آفر کی اس ماڈل کے لیے آن ڈیمانڈ قیمت نہیں۔</translation>
    </message>
    <message>
        <source>Hours used a month, in sessions of %1</source>
        <translation>ماہانہ استعمال کے گھنٹے، %1 کے سیشنز میں</translation>
    </message>
    <message>
        <source>Cost a month (%1)</source>
        <translation>ماہانہ لاگت (%1)</translation>
    </message>
    <message>
        <source>Your workload: %1</source>
        <translation>آپ کا ورک لوڈ: %1</translation>
    </message>
    <message>
        <source>Monthly cost of the shortlisted offers against hours of use</source>
        <translation>شارٹ لسٹ کی آفرز کی ماہانہ لاگت بمقابلہ استعمال کے گھنٹے</translation>
    </message>
    <message>
        <source>%1
%2 a month: %3</source>
        <translation>‏%1
ماہانہ %2: %3</translation>
    </message>
</context>
<context>
    <name>ui::NetworkActions</name>
    <message>
        <source>&amp;Refresh prices on start</source>
        <translation>شروع میں قیمتیں تازہ کریں (&amp;R)</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>کبھی نہیں</translation>
    </message>
    <message numerus="yes">
        <source>When prices are older than %n day(s)</source>
        <translation>
            <numerusform>جب قیمتیں %Ln دن سے پرانی ہوں</numerusform>
            <numerusform>جب قیمتیں %Ln دن سے پرانی ہوں</numerusform>
        </translation>
    </message>
    <message>
        <source>Prices: none is dated, so none counts as fresh</source>
        <translation>قیمتیں: کسی پر تاریخ نہیں، اس لیے کوئی تازہ نہیں گنی جاتی</translation>
    </message>
    <message numerus="yes">
        <source>Prices: median %Ln day(s) old, %1 % older than %2</source>
        <translation>
            <numerusform>قیمتیں: درمیانی عمر %Ln دن، %1 % قیمتیں %2 سے پرانی</numerusform>
            <numerusform>قیمتیں: درمیانی عمر %Ln دن، %1 % قیمتیں %2 سے پرانی</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln day(s)</source>
        <translation>
            <numerusform>‏%Ln دن</numerusform>
            <numerusform>‏%Ln دن</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::OfferColumns</name>
    <message>
        <source>Jupyter / SSH</source>
        <translation>Jupyter / SSH</translation>
    </message>
    <message>
        <source>On your shortlist. Click to add or remove.</source>
        <translation>آپ کی شارٹ لسٹ میں۔ شامل کرنے یا ہٹانے کے لیے کلک کریں۔</translation>
    </message>
    <message>
        <source>Jupyter and SSH access.</source>
        <translation>‏⁨Jupyter⁩ اور ⁨SSH⁩ رسائی۔</translation>
    </message>
    <message>
        <source>Shortlist</source>
        <comment>column: on the shortlist or not</comment>
        <translation>شارٹ لسٹ</translation>
    </message>
</context>
<context>
    <name>ui::OffersModel</name>
    <message>
        <source>No speed: the catalog has neither a benchmark nor the specs of this GPU.</source>
        <translation>رفتار نہیں: کیٹلاگ میں اس ⁨GPU⁩ کا نہ بینچ مارک ہے نہ اسپیکس۔</translation>
    </message>
    <message>
        <source>Measured: %1</source>
        <translation>پیمائش شدہ: %1</translation>
    </message>
    <message>
        <source>Estimated from the GPU&apos;s specs by the throughput model (%1).</source>
        <translation>تھرو پٹ ماڈل کے ذریعے ⁨GPU⁩ کے اسپیکس سے تخمینہ (%1)۔</translation>
    </message>
    <message>
        <source>Observed %1 · %2</source>
        <translation>‏%1 کو دیکھی گئی · %2</translation>
    </message>
    <message>
        <source>The provider publishes no cold-start figure; an assumption is used.</source>
        <translation>فراہم کنندہ کولڈ اسٹارٹ کا کوئی وقت شائع نہیں کرتا؛ ایک مفروضہ استعمال کیا گیا ہے۔</translation>
    </message>
    <message>
        <source>Price: %1, observed %2</source>
        <translation>قیمت: %1، %2 کو دیکھی گئی</translation>
    </message>
    <message>
        <source>On the shortlist</source>
        <translation>شارٹ لسٹ میں ہے</translation>
    </message>
    <message>
        <source>Not on the shortlist</source>
        <translation>شارٹ لسٹ میں نہیں</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>price-change mark, price</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Changed in the last update: it was %1 %2 (observed %3); now %4 %5 (observed %6).</source>
        <translation>پچھلی اپ ڈیٹ میں بدلی: پہلے %1 %2 تھی (%3 کو دیکھی گئی)؛ اب %4 %5 ہے (%6 کو دیکھی گئی)۔</translation>
    </message>
    <message>
        <source>No longer listed by %1 since %2: the offer may be gone.</source>
        <translation>‏%1 نے %2 سے یہ آفر فہرست میں نہیں دی: ہو سکتا ہے یہ اب موجود نہ ہو۔</translation>
    </message>
    <message>
        <source>Your own measurement, ahead of published figures: %1</source>
        <translation>آپ کی اپنی پیمائش، شائع شدہ اعداد سے پہلے: %1</translation>
    </message>
</context>
<context>
    <name>ui::OffersView</name>
    <message>
        <source>Reset columns</source>
        <translation>کالمز ری سیٹ کریں</translation>
    </message>
</context>
<context>
    <name>ui::PlanActions</name>
    <message>
        <source>&amp;Plan the month…</source>
        <translation>مہینے کا پلان بنائیں (&amp;P)…</translation>
    </message>
    <message>
        <source>Combine workloads into a monthly plan, compare providers and buying a card</source>
        <translation>ورک لوڈز کو ماہانہ پلان میں جوڑیں، فراہم کنندگان اور کارڈ خریدنے کا موازنہ کریں</translation>
    </message>
    <message>
        <source>I &amp;measured this…</source>
        <translation>میں نے یہ ناپا (&amp;M)…</translation>
    </message>
    <message>
        <source>Record your own speed for the selected offer&apos;s GPU: it becomes the basis ahead of published figures</source>
        <translation>منتخب آفر کے ⁨GPU⁩ کے لیے اپنی رفتار محفوظ کریں: یہ شائع شدہ اعداد سے پہلے بنیاد بنتی ہے</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation>پلان محفوظ کریں</translation>
    </message>
</context>
<context>
    <name>ui::PlanDialog</name>
    <message>
        <source>Starting values: launch price (MSRP, not a street price) published %1, &lt;a href=&quot;%2&quot;&gt;source&lt;/a&gt;; board power from %3. Enter what you would pay.</source>
        <translation>ابتدائی اقدار: لانچ کی قیمت (⁨MSRP⁩، بازار کی قیمت نہیں)، شائع شدہ %1، &lt;a href=&quot;%2&quot;&gt;ماخذ&lt;/a&gt;؛ بورڈ پاور، ماخذ %3۔ وہ رقم درج کریں جو آپ ادا کریں گے۔</translation>
    </message>
    <message>
        <source>No sourced price for this card: enter what you would pay and its power draw.</source>
        <translation>اس کارڈ کی کوئی ماخذ والی قیمت نہیں: وہ رقم جو آپ ادا کریں گے اور اس کی بجلی کی کھپت درج کریں۔</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1, spot</source>
        <translation>‏%1، ⁨spot⁩</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n instance(s)</source>
        <translation>
            <numerusform>‏%1، %Ln انسٹینس</numerusform>
            <numerusform>‏%1، %Ln انسٹینسز</numerusform>
        </translation>
    </message>
    <message>
        <source>Storage, %1 a month</source>
        <translation>اسٹوریج، %1 ماہانہ</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>کل</translation>
    </message>
    <message>
        <source>This plan cannot be placed: %1</source>
        <translation>یہ پلان کہیں نہیں رکھا جا سکتا: %1</translation>
    </message>
    <message>
        <source>Monthly bill: %1 (%2)</source>
        <translation>ماہانہ بل: %1 (%2)</translation>
    </message>
    <message>
        <source>cheapest mix: %1</source>
        <translation>سب سے سستا امتزاج: %1</translation>
    </message>
    <message>
        <source>everything at %1</source>
        <translation>سب کچھ %1 پر</translation>
    </message>
    <message>
        <source>Everything at one provider (%1): %2, %3 more</source>
        <translation>سب کچھ ایک فراہم کنندہ پر (%1): %2، یعنی %3 زیادہ</translation>
    </message>
    <message>
        <source>Buying the card: %1 a month (electricity %2 plus loss of value)</source>
        <translation>کارڈ خریدنا: %1 ماہانہ (بجلی %2 اور قدر میں کمی)</translation>
    </message>
    <message>
        <source>Owning pays off in month %1 (break-even at %2).</source>
        <translation>اپنا کارڈ مہینہ %1 میں فائدہ دینے لگتا ہے (برابری کا نقطہ %2 پر)۔</translation>
    </message>
    <message>
        <source>Owning never pays off: the electricity alone costs as much as renting.</source>
        <translation>اپنا کارڈ کبھی فائدہ نہیں دیتا: صرف بجلی ہی کرائے جتنی مہنگی ہے۔</translation>
    </message>
    <message>
        <source>The card cannot run every workload of the plan (memory, speed or deadline): renting is still needed for those.</source>
        <translation>کارڈ پلان کے تمام ورک لوڈز نہیں چلا سکتا (میموری، رفتار یا ڈیڈ لائن): ان کے لیے کرایہ پھر بھی درکار ہے۔</translation>
    </message>
    <message>
        <source>Saved plan &quot;%1&quot;: %2 a month, %3 against this one</source>
        <translation>محفوظ پلان &quot;%1&quot;: %2 ماہانہ، اس پلان کے مقابلے میں %3</translation>
    </message>
    <message>
        <source>Over the monthly budget of %1 by %2.</source>
        <translation>‏%1 کے ماہانہ بجٹ سے %2 زیادہ۔</translation>
    </message>
    <message>
        <source>Within the monthly budget of %1.</source>
        <translation>‏%1 کے ماہانہ بجٹ کے اندر۔</translation>
    </message>
    <message>
        <source>Saved plans…</source>
        <translation>محفوظ پلان…</translation>
    </message>
    <message>
        <source>no other plan</source>
        <translation>کوئی دوسرا پلان نہیں</translation>
    </message>
    <message>
        <source>Saved plans</source>
        <translation>محفوظ پلان</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation>پلان محفوظ کریں</translation>
    </message>
    <message>
        <source>Name of the plan:</source>
        <translation>پلان کا نام:</translation>
    </message>
    <message>
        <source>Export plan as CSV</source>
        <translation>پلان ⁨CSV⁩ کے طور پر ایکسپورٹ کریں</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>‏⁨CSV⁩ فائلیں ⁦(*.csv)</translation>
    </message>
    <message>
        <source>Export plan as PDF</source>
        <translation>پلان ⁨PDF⁩ کے طور پر ایکسپورٹ کریں</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>‏⁨PDF⁩ فائلیں ⁦(*.pdf)</translation>
    </message>
    <message>
        <source>Plan the month</source>
        <translation>مہینے کا پلان</translation>
    </message>
    <message>
        <source>Explore on demand, render on spot</source>
        <translation>آن ڈیمانڈ پر آزمائیں، ⁨spot⁩ پر رینڈر کریں</translation>
    </message>
    <message>
        <source>The article&apos;s advice: interactive sessions on demand, the bulk render on spot, a LoRA a month</source>
        <translation>مضمون کا مشورہ: انٹرایکٹو سیشنز آن ڈیمانڈ پر، بڑی رینڈرنگ ⁨spot⁩ پر، ماہانہ ایک ⁨LoRA⁩</translation>
    </message>
    <message>
        <source>Save plan…</source>
        <translation>پلان محفوظ کریں…</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation>موازنہ کریں:</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>ورک لوڈ</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>فراہم کنندہ</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>آفر</translation>
    </message>
    <message>
        <source>Hours a month</source>
        <translation>ماہانہ گھنٹے</translation>
    </message>
    <message>
        <source>Cost a month</source>
        <translation>ماہانہ لاگت</translation>
    </message>
    <message>
        <source>Or buy a card</source>
        <translation>یا کارڈ خریدیں</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>GPU:</translation>
    </message>
    <message>
        <source>Purchase price:</source>
        <translation>خریداری کی قیمت:</translation>
    </message>
    <message>
        <source>Resale value:</source>
        <translation>دوبارہ فروخت کی قیمت:</translation>
    </message>
    <message>
        <source>Sold after (months):</source>
        <translation>اتنے مہینوں بعد فروخت:</translation>
    </message>
    <message>
        <source>Power draw (W):</source>
        <translation>بجلی کی کھپت (⁨W⁩):</translation>
    </message>
    <message>
        <source>Electricity per kWh:</source>
        <translation>بجلی فی ⁨kWh⁩:</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>‏⁨CSV⁩ ایکسپورٹ کریں…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>‏⁨PDF⁩ ایکسپورٹ کریں…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>بند کریں</translation>
    </message>
    <message numerus="yes">
        <source>Owning does not pay off within the card&apos;s life of %Ln month(s).</source>
        <translation>
            <numerusform>کارڈ کی %Ln مہینے کی عمر میں اسے خریدنا فائدہ مند نہیں ہوتا۔</numerusform>
            <numerusform>کارڈ کی %Ln مہینوں کی عمر میں اسے خریدنا فائدہ مند نہیں ہوتا۔</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::PlanEditor</name>
    <message numerus="yes">
        <source>%1, %2: %n session(s) a month, %3 min each</source>
        <translation>
            <numerusform>‏%1، %2: ماہانہ %Ln سیشن، ہر ایک %3 منٹ</numerusform>
            <numerusform>‏%1، %2: ماہانہ %Ln سیشنز، ہر ایک %3 منٹ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2: %Ln image(s)</source>
        <translation>
            <numerusform>‏%1، %2: %Ln تصویر</numerusform>
            <numerusform>‏%1، %2: %Ln تصاویر</numerusform>
        </translation>
    </message>
    <message>
        <source> within %1 h</source>
        <translation>‏، %1 گھنٹے کے اندر</translation>
    </message>
    <message>
        <source>%1, on spot</source>
        <translation>‏%1، ⁨spot⁩ پر</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2: %Ln step(s)</source>
        <translation>
            <numerusform>‏%1، %2: %Ln اسٹیپ</numerusform>
            <numerusform>‏%1، %2: %Ln اسٹیپس</numerusform>
        </translation>
    </message>
    <message>
        <source>Plan name:</source>
        <translation>پلان کا نام:</translation>
    </message>
    <message>
        <source>Monthly budget:</source>
        <translation>ماہانہ بجٹ:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>کوئی نہیں</translation>
    </message>
    <message>
        <source>Provider:</source>
        <translation>فراہم کنندہ:</translation>
    </message>
    <message>
        <source>Cheapest mix of providers</source>
        <translation>فراہم کنندگان کا سب سے سستا امتزاج</translation>
    </message>
    <message>
        <source>Workloads of the month:</source>
        <translation>مہینے کے ورک لوڈز:</translation>
    </message>
    <message>
        <source>Add workload</source>
        <translation>ورک لوڈ شامل کریں</translation>
    </message>
    <message>
        <source>Remove workload</source>
        <translation>ورک لوڈ ہٹائیں</translation>
    </message>
    <message>
        <source>Task:</source>
        <translation>کام:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>ماڈل:</translation>
    </message>
    <message>
        <source>Sessions a month:</source>
        <translation>ماہانہ سیشنز:</translation>
    </message>
    <message>
        <source>Minutes per session:</source>
        <translation>فی سیشن منٹ:</translation>
    </message>
    <message>
        <source>Images:</source>
        <translation>تصاویر:</translation>
    </message>
    <message>
        <source>Deadline (hours):</source>
        <translation>ڈیڈ لائن (گھنٹے):</translation>
    </message>
    <message>
        <source>Training steps:</source>
        <translation>ٹریننگ اسٹیپس:</translation>
    </message>
    <message>
        <source>Allow spot instances</source>
        <translation>‏⁨spot⁩ انسٹینسز کی اجازت دیں</translation>
    </message>
    <message>
        <source> by %1</source>
        <translation>‏، %1 تک</translation>
    </message>
</context>
<context>
    <name>ui::PlanPage</name>
    <message>
        <source>Plan the month</source>
        <translation>مہینے کا پلان</translation>
    </message>
    <message>
        <source>Several workloads placed on offers together, storage counted once per provider. Finish saves the plan and shows its monthly bill against one provider and against buying a card.</source>
        <translation>کئی ورک لوڈز ایک ساتھ آفرز پر رکھے جاتے ہیں، اسٹوریج ہر فراہم کنندہ کے لیے ایک بار گنا جاتا ہے۔ “مکمل کریں” پلان کو محفوظ کرتا ہے اور اس کا ماہانہ بل ایک فراہم کنندہ اور کارڈ خریدنے کے مقابلے میں دکھاتا ہے۔</translation>
    </message>
    <message>
        <source>Explore on demand, render on spot</source>
        <translation>آن ڈیمانڈ پر آزمائیں، ⁨spot⁩ پر رینڈر کریں</translation>
    </message>
    <message>
        <source>The article&apos;s advice: interactive sessions on demand three evenings a week, the bulk render on spot, a LoRA a month.</source>
        <translation>مضمون کا مشورہ: ہفتے میں تین شامیں انٹرایکٹو سیشنز آن ڈیمانڈ پر، بڑی رینڈرنگ ⁨spot⁩ پر، ماہانہ ایک ⁨LoRA⁩۔</translation>
    </message>
</context>
<context>
    <name>ui::PreferencesPage</name>
    <message>
        <source>Preferences</source>
        <translation>ترجیحات</translation>
    </message>
    <message>
        <source>What you accept. Offers outside these limits stay visible and are flagged.</source>
        <translation>آپ کیا قبول کرتے ہیں۔ ان حدود سے باہر کی آفرز نظر آتی رہتی ہیں اور ان پر نشان لگ جاتا ہے۔</translation>
    </message>
    <message>
        <source>Allow &amp;spot (interruptible) instances</source>
        <translation>‏⁨spot⁩ (قابلِ تعطل) انسٹینسز کی اجازت دیں (&amp;S)</translation>
    </message>
    <message>
        <source>Allow spot instances</source>
        <translation>‏⁨spot⁩ انسٹینسز کی اجازت دیں</translation>
    </message>
    <message>
        <source>Spot prices apply to batch jobs and training runs only. Your task is interactive, so sessions are priced on demand whatever you choose here.</source>
        <translation>‏⁨Spot⁩ قیمتیں صرف بیچ جابز اور ٹریننگ پر لاگو ہوتی ہیں۔ آپ کا کام انٹرایکٹو ہے، اس لیے یہاں آپ جو بھی منتخب کریں، سیشنز کی قیمت آن ڈیمانڈ لگائی جاتی ہے۔</translation>
    </message>
    <message>
        <source>Spot prices apply to batch jobs and training runs only. The cost then includes the expected interruptions and the time to resume after each.</source>
        <translation>‏⁨Spot⁩ قیمتیں صرف بیچ جابز اور ٹریننگ پر لاگو ہوتی ہیں۔ اس صورت میں لاگت میں متوقع رکاوٹیں اور ہر رکاوٹ کے بعد دوبارہ شروع ہونے کا وقت شامل ہوتا ہے۔</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>کوئی بجٹ نہیں</translation>
    </message>
    <message>
        <source>The most you want to pay a month. Offers above it are marked over budget.</source>
        <translation>آپ ماہانہ زیادہ سے زیادہ کتنا خرچ کرنا چاہتے ہیں۔ اس سے مہنگی آفرز پر “بجٹ سے زیادہ” کا نشان لگتا ہے۔</translation>
    </message>
    <message>
        <source>The most you want to pay for the whole job. Offers above it are marked over budget.</source>
        <translation>آپ پوری جاب کے لیے زیادہ سے زیادہ کتنا خرچ کرنا چاہتے ہیں۔ اس سے مہنگی آفرز پر “بجٹ سے زیادہ” کا نشان لگتا ہے۔</translation>
    </message>
    <message>
        <source>The most you want to pay for the training run. Offers above it are marked over budget.</source>
        <translation>آپ ٹریننگ کے لیے زیادہ سے زیادہ کتنا خرچ کرنا چاہتے ہیں۔ اس سے مہنگی آفرز پر “بجٹ سے زیادہ” کا نشان لگتا ہے۔</translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation>ریجن (&amp;R):</translation>
    </message>
    <message>
        <source>any region</source>
        <translation>کوئی بھی ریجن</translation>
    </message>
    <message>
        <source>B&amp;udget (USD):</source>
        <translation>بجٹ (⁨USD⁩) (&amp;U):</translation>
    </message>
</context>
<context>
    <name>ui::PriceHistoryView</name>
    <message>
        <source>On-demand</source>
        <translation>آن ڈیمانڈ</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>One observation so far: each catalog update adds the prices it brings.</source>
        <translation>ابھی تک صرف ایک مشاہدہ: کیٹلاگ کی ہر اپ ڈیٹ اپنی قیمتیں شامل کرتی ہے۔</translation>
    </message>
    <message numerus="yes">
        <source>%n observation(s) of this offer&apos;s price.</source>
        <translation>
            <numerusform>اس آفر کی قیمت کا %Ln مشاہدہ۔</numerusform>
            <numerusform>اس آفر کی قیمت کے %Ln مشاہدات۔</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 per hour</source>
        <translation>‏%1 فی گھنٹہ</translation>
    </message>
</context>
<context>
    <name>ui::RangeFilters</name>
    <message>
        <source>Ranges</source>
        <translation>حدود</translation>
    </message>
    <message>
        <source>$ per &amp;1,000 images:</source>
        <translation>فی 1,000 تصاویر $ (&amp;1):</translation>
    </message>
    <message>
        <source>&amp;Total cost ($):</source>
        <translation>کل لاگت ($) (&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Price ($/h):</source>
        <translation>قیمت ($/گھنٹہ) (&amp;P):</translation>
    </message>
    <message>
        <source>–</source>
        <comment>a range: from – to</comment>
        <translation>–</translation>
    </message>
    <message>
        <source>any</source>
        <translation>کوئی بھی</translation>
    </message>
    <message>
        <source>%1, from</source>
        <translation>‏%1، سے</translation>
    </message>
    <message>
        <source>%1, to</source>
        <translation>‏%1، تک</translation>
    </message>
    <message>
        <source>Secon&amp;ds per step:</source>
        <translation>فی اسٹیپ سیکنڈ (&amp;D):</translation>
    </message>
    <message>
        <source>Secon&amp;ds per image:</source>
        <translation>فی تصویر سیکنڈ (&amp;D):</translation>
    </message>
    <message>
        <source>Data age (days):</source>
        <translation>ڈیٹا کی عمر (دن):</translation>
    </message>
    <message>
        <source>VRAM (&amp;GB):</source>
        <translation>VRAM (GB) (&amp;G):</translation>
    </message>
</context>
<context>
    <name>ui::RentOrBuyChart</name>
    <message>
        <source>Cumulative cost, US dollars</source>
        <translation>مجموعی لاگت، امریکی ڈالر</translation>
    </message>
    <message>
        <source>Renting the plan</source>
        <translation>پلان کا کرایہ</translation>
    </message>
    <message>
        <source>Owning the card</source>
        <translation>اپنا کارڈ</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>مہینے</translation>
    </message>
    <message>
        <source>Cumulative cost of renting against owning</source>
        <translation>کرایے بمقابلہ اپنے کارڈ کی مجموعی لاگت</translation>
    </message>
</context>
<context>
    <name>ui::SavedWorkloadsMenu</name>
    <message>
        <source>No saved workloads</source>
        <translation>کوئی محفوظ ورک لوڈ نہیں</translation>
    </message>
    <message>
        <source>Saved workloads</source>
        <translation>محفوظ ورک لوڈز</translation>
    </message>
</context>
<context>
    <name>ui::ShortlistModel</name>
    <message>
        <source>This offer is no longer in the catalog.</source>
        <translation>یہ آفر اب کیٹلاگ میں نہیں۔</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>آفر</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>نوٹ</translation>
    </message>
    <message>
        <source>The workload does not fit in this GPU&apos;s memory.</source>
        <translation>یہ ورک لوڈ اس ⁨GPU⁩ کی میموری میں فٹ نہیں۔</translation>
    </message>
    <message>
        <source>%1 (no longer offered)</source>
        <translation>‏%1 (اب دستیاب نہیں)</translation>
    </message>
    <message>
        <source>%1 (does not fit)</source>
        <comment>offer name</comment>
        <translation>‏%1 (فٹ نہیں)</translation>
    </message>
</context>
<context>
    <name>ui::ShortlistPanel</name>
    <message>
        <source>&amp;Remove</source>
        <translation>ہٹائیں (&amp;R)</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>موازنہ کریں (&amp;M)</translation>
    </message>
    <message>
        <source>Shortlist</source>
        <translation>شارٹ لسٹ</translation>
    </message>
    <message>
        <source>Your shortlist is empty. Star offers in the table (tick their box in the star column, or press Ctrl+D) to keep them here.</source>
        <translation>آپ کی شارٹ لسٹ خالی ہے۔ آفرز کو یہاں رکھنے کے لیے ٹیبل میں انہیں ستارہ لگائیں (ستارے والے کالم میں ان کا خانہ چیک کریں یا ⁨Ctrl+D⁩ دبائیں)۔</translation>
    </message>
    <message>
        <source>Compare the selected offers, or the whole shortlist.</source>
        <translation>منتخب آفرز کا موازنہ کریں، یا پوری شارٹ لسٹ کا۔</translation>
    </message>
    <message>
        <source>A shortlist needs a name: type one, or press Escape to keep “%1”.</source>
        <translation>شارٹ لسٹ کا نام ضروری ہے: کوئی نام لکھیں، یا “%1” رکھنے کے لیے ⁨Escape⁩ دبائیں۔</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>نام بدلیں (&amp;N)…</translation>
    </message>
    <message>
        <source>Rename the shortlist</source>
        <translation>شارٹ لسٹ کا نام بدلیں</translation>
    </message>
    <message>
        <source>Shortlist name</source>
        <translation>شارٹ لسٹ کا نام</translation>
    </message>
</context>
<context>
    <name>ui::SpeedCostChart</name>
    <message>
        <source>No offers to chart yet.</source>
        <translation>چارٹ کے لیے ابھی کوئی آفر نہیں۔</translation>
    </message>
    <message>
        <source>Cost of the training run (%1)</source>
        <translation>ٹریننگ کی لاگت (%1)</translation>
    </message>
    <message>
        <source>Seconds per training step</source>
        <translation>فی ٹریننگ اسٹیپ سیکنڈ</translation>
    </message>
    <message>
        <source>Seconds per image</source>
        <translation>فی تصویر سیکنڈ</translation>
    </message>
    <message>
        <source>%1
%2: %3
%4: %5 (%6)</source>
        <translation>%1
%2: %3
%4: %5 (%6)</translation>
    </message>
    <message>
        <source>None of the offers shown in the table has both a training speed and a cost.</source>
        <translation>ٹیبل میں دکھائی گئی کسی آفر کی ٹریننگ رفتار اور لاگت دونوں موجود نہیں۔</translation>
    </message>
    <message>
        <source>None of the offers shown in the table has both a speed and a cost per image.</source>
        <translation>ٹیبل میں دکھائی گئی کسی آفر کی رفتار اور فی تصویر لاگت دونوں موجود نہیں۔</translation>
    </message>
    <message>
        <source>Pareto frontier (nothing is both cheaper and faster)</source>
        <translation>پیریٹو فرنٹیئر (کوئی آفر بیک وقت اس سے سستی اور تیز نہیں)</translation>
    </message>
    <message>
        <source>Training speed against cost, on log scales: lower left is better</source>
        <translation>ٹریننگ کی رفتار بمقابلہ لاگت، لاگ اسکیل پر: نیچے بائیں جانب بہتر ہے</translation>
    </message>
    <message>
        <source>Speed against cost, on log scales: lower left is better</source>
        <translation>رفتار بمقابلہ لاگت، لاگ اسکیل پر: نیچے بائیں جانب بہتر ہے</translation>
    </message>
    <message numerus="yes">
        <source>Cost per %Ln image(s), compute only (%1)</source>
        <translation>
            <numerusform>فی %Ln تصویر لاگت، صرف کمپیوٹ (%1)</numerusform>
            <numerusform>فی %Ln تصاویر لاگت، صرف کمپیوٹ (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::SpotChart</name>
    <message>
        <source>No offers to chart yet.</source>
        <translation>چارٹ کے لیے ابھی کوئی آفر نہیں۔</translation>
    </message>
    <message>
        <source>None of the offers shown in the table has a spot price.</source>
        <translation>ٹیبل میں دکھائی گئی کسی آفر کی ⁨spot⁩ قیمت نہیں۔</translation>
    </message>
    <message>
        <source>None of the offers shown in the table with a spot price can run this workload.</source>
        <translation>ٹیبل میں دکھائی گئی ⁨spot⁩ قیمت والی کوئی آفر یہ ورک لوڈ نہیں چلا سکتی۔</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>آن ڈیمانڈ</translation>
    </message>
    <message>
        <source>Spot, expected interruptions included</source>
        <translation>‏⁨Spot⁩، متوقع رکاوٹوں سمیت</translation>
    </message>
    <message>
        <source>%1
On demand: %2
Spot: %3</source>
        <translation>‏%1
آن ڈیمانڈ: %2
⁨Spot⁩: %3</translation>
    </message>
    <message>
        <source>Cost of the job (%1)</source>
        <translation>بیچ جاب کی لاگت (%1)</translation>
    </message>
    <message numerus="yes">
        <source>A batch of %Ln image(s): on demand against spot</source>
        <translation>
            <numerusform>‏%Ln تصویر کا بیچ: آن ڈیمانڈ بمقابلہ ⁨spot⁩</numerusform>
            <numerusform>‏%Ln تصاویر کا بیچ: آن ڈیمانڈ بمقابلہ ⁨spot⁩</numerusform>
        </translation>
    </message>
    <message>
        <source>The training run: on demand against spot</source>
        <translation>ٹریننگ: آن ڈیمانڈ بمقابلہ ⁨spot⁩</translation>
    </message>
</context>
<context>
    <name>ui::StalePricesBar</name>
    <message>
        <source>&amp;Update prices now</source>
        <translation>قیمتیں ابھی اپ ڈیٹ کریں (&amp;U)</translation>
    </message>
    <message>
        <source>Fetch the current prices from every public source (File → Update prices).</source>
        <translation>ہر عوامی ماخذ سے موجودہ قیمتیں لائیں (فائل ← قیمتیں اپ ڈیٹ کریں)۔</translation>
    </message>
    <message>
        <source>Hide this message until the next start</source>
        <translation>یہ پیغام اگلی بار شروع ہونے تک چھپائیں</translation>
    </message>
    <message>
        <source>None of these prices carries a date: they may not be what the providers charge today.</source>
        <translation>ان میں سے کسی قیمت پر تاریخ نہیں: ہو سکتا ہے یہ وہ نہ ہوں جو فراہم کنندگان آج لیتے ہیں۔</translation>
    </message>
    <message numerus="yes">
        <source>%Ln day(s)</source>
        <translation>
            <numerusform>‏%Ln دن</numerusform>
            <numerusform>‏%Ln دن</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>These prices are old: half of them are at least %Ln day(s) old, and %1 % are older than %2.</source>
        <translation>
            <numerusform>یہ قیمتیں پرانی ہیں: ان میں سے آدھی کم از کم %Ln دن پرانی ہیں، اور %1 % قیمتیں %2 سے پرانی ہیں۔</numerusform>
            <numerusform>یہ قیمتیں پرانی ہیں: ان میں سے آدھی کم از کم %Ln دن پرانی ہیں، اور %1 % قیمتیں %2 سے پرانی ہیں۔</numerusform>
        </translation>
    </message>
    <message>
        <source>They may not be what the providers charge today.</source>
        <translation>ہو سکتا ہے یہ وہ نہ ہوں جو فراہم کنندگان آج لیتے ہیں۔</translation>
    </message>
</context>
<context>
    <name>ui::SummaryPage</name>
    <message>
        <source>Summary</source>
        <translation>خلاصہ</translation>
    </message>
    <message>
        <source>Finish to compute every offer for this workload. You can change it later in the bar above the table.</source>
        <translation>اس ورک لوڈ کے لیے ہر آفر کا حساب لگانے کے لیے “مکمل کریں” دبائیں۔ آپ اسے بعد میں ٹیبل کے اوپر والی بار میں بدل سکتے ہیں۔</translation>
    </message>
    <message>
        <source>Workload summary</source>
        <translation>ورک لوڈ کا خلاصہ</translation>
    </message>
    <message numerus="yes">
        <source>Model: %1, images of %2 × %3 pixels, %Ln denoising step(s), batch of %4, in %5.</source>
        <translation>
            <numerusform>ماڈل: %1، %2 × %3 پکسلز کی تصاویر، %Ln ڈی نوائزنگ اسٹیپ، %4 کا بیچ، %5 میں۔</numerusform>
            <numerusform>ماڈل: %1، %2 × %3 پکسلز کی تصاویر، %Ln ڈی نوائزنگ اسٹیپس، %4 کا بیچ، %5 میں۔</numerusform>
        </translation>
    </message>
    <message>
        <source>For each offer GPU Scout computes the seconds per image and the monthly bill, with the boot and model load of every session, the provider&apos;s billing rounding and storage.</source>
        <translation>‏⁨GPU Scout⁩ ہر آفر کے لیے فی تصویر سیکنڈ اور ماہانہ بل کا حساب لگاتا ہے، جس میں ہر سیشن کا بوٹ اور ماڈل لوڈ، فراہم کنندہ کی بلنگ راؤنڈنگ اور اسٹوریج شامل ہیں۔</translation>
    </message>
    <message numerus="yes">
        <source>Batch rendering: %Ln image(s), with no deadline.</source>
        <translation>
            <numerusform>بیچ رینڈرنگ: %Ln تصویر، کوئی ڈیڈ لائن نہیں۔</numerusform>
            <numerusform>بیچ رینڈرنگ: %Ln تصاویر، کوئی ڈیڈ لائن نہیں۔</numerusform>
        </translation>
    </message>
    <message>
        <source>For each offer GPU Scout computes the images per hour and the cost of the whole job, spread over as many instances as the deadline needs, each with its own cold start.</source>
        <translation>‏⁨GPU Scout⁩ ہر آفر کے لیے فی گھنٹہ تصاویر اور پوری جاب کی لاگت کا حساب لگاتا ہے، جسے ڈیڈ لائن کے مطابق جتنے انسٹینسز درکار ہوں ان پر تقسیم کیا جاتا ہے، ہر ایک کے اپنے کولڈ اسٹارٹ کے ساتھ۔</translation>
    </message>
    <message>
        <source>For each offer GPU Scout computes the images per hour and the cost of the whole job on one instance, cold start included.</source>
        <translation>‏⁨GPU Scout⁩ ہر آفر کے لیے فی گھنٹہ تصاویر اور ایک انسٹینس پر پوری جاب کی لاگت کا حساب لگاتا ہے، کولڈ اسٹارٹ سمیت۔</translation>
    </message>
    <message numerus="yes">
        <source>LoRA training: %Ln optimizer step(s) with %1.</source>
        <translation>
            <numerusform>‏⁨LoRA⁩ ٹریننگ: %1 کے ساتھ %Ln آپٹیمائزر اسٹیپ۔</numerusform>
            <numerusform>‏⁨LoRA⁩ ٹریننگ: %1 کے ساتھ %Ln آپٹیمائزر اسٹیپس۔</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Full fine-tune: %Ln optimizer step(s) with %1.</source>
        <translation>
            <numerusform>مکمل فائن ٹیون: %1 کے ساتھ %Ln آپٹیمائزر اسٹیپ۔</numerusform>
            <numerusform>مکمل فائن ٹیون: %1 کے ساتھ %Ln آپٹیمائزر اسٹیپس۔</numerusform>
        </translation>
    </message>
    <message>
        <source>Gradient checkpointing is on: less memory, somewhat slower steps.</source>
        <translation>گریڈیئنٹ چیک پوائنٹنگ آن ہے: کم میموری، قدرے سست اسٹیپس۔</translation>
    </message>
    <message>
        <source>Gradient checkpointing is off: faster steps, more memory.</source>
        <translation>گریڈیئنٹ چیک پوائنٹنگ آف ہے: تیز اسٹیپس، زیادہ میموری۔</translation>
    </message>
    <message>
        <source>For each offer GPU Scout computes whether training fits in one GPU&apos;s memory with headroom, the seconds per step and the cost of the run.</source>
        <translation>‏⁨GPU Scout⁩ ہر آفر کے لیے حساب لگاتا ہے کہ آیا ٹریننگ گنجائش کے ساتھ ایک ⁨GPU⁩ کی میموری میں فٹ ہوتی ہے، فی اسٹیپ سیکنڈ اور ٹریننگ کی لاگت۔</translation>
    </message>
    <message>
        <source>Spot is allowed, but interactive sessions are always priced on demand.</source>
        <translation>‏⁨Spot⁩ کی اجازت ہے، لیکن انٹرایکٹو سیشنز کی قیمت ہمیشہ آن ڈیمانڈ لگائی جاتی ہے۔</translation>
    </message>
    <message>
        <source>Only on-demand prices are used.</source>
        <translation>صرف آن ڈیمانڈ قیمتیں استعمال ہوتی ہیں۔</translation>
    </message>
    <message>
        <source>Spot prices are used where offered, with the expected cost of interruptions.</source>
        <translation>جہاں دستیاب ہوں ⁨spot⁩ قیمتیں استعمال ہوتی ہیں، رکاوٹوں کی متوقع لاگت کے ساتھ۔</translation>
    </message>
    <message>
        <source>Offers costing more than %1 are marked over budget.</source>
        <translation>‏%1 سے مہنگی آفرز پر “بجٹ سے زیادہ” کا نشان لگتا ہے۔</translation>
    </message>
    <message>
        <source>No budget limit.</source>
        <translation>بجٹ کی کوئی حد نہیں۔</translation>
    </message>
    <message>
        <source>Any region.</source>
        <translation>کوئی بھی ریجن۔</translation>
    </message>
    <message>
        <source>Region: %1.</source>
        <translation>ریجن: %1۔</translation>
    </message>
    <message numerus="yes">
        <source>Model: %1, videos of %2 at %3 × %4 pixels, %Ln denoising step(s), batch of %5, in %6.</source>
        <translation>
            <numerusform>ماڈل: %1، %3 × %4 پکسلز پر %2 کی ویڈیوز، %Ln ڈی نوائزنگ اسٹیپ، %5 کا بیچ، %6 میں۔</numerusform>
            <numerusform>ماڈل: %1، %3 × %4 پکسلز پر %2 کی ویڈیوز، %Ln ڈی نوائزنگ اسٹیپس، %5 کا بیچ، %6 میں۔</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln frame(s)</source>
        <translation>
            <numerusform>‏%Ln فریم</numerusform>
            <numerusform>‏%Ln فریمز</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Interactive sessions: %Ln session(s) a month of %1 each.</source>
        <translation>
            <numerusform>انٹرایکٹو سیشنز: ماہانہ %Ln سیشن، ہر ایک %1 کا۔</numerusform>
            <numerusform>انٹرایکٹو سیشنز: ماہانہ %Ln سیشنز، ہر ایک %1 کا۔</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Batch rendering: %Ln image(s), finished within %1.</source>
        <translation>
            <numerusform>بیچ رینڈرنگ: %Ln تصویر، %1 میں مکمل۔</numerusform>
            <numerusform>بیچ رینڈرنگ: %Ln تصاویر، %1 میں مکمل۔</numerusform>
        </translation>
    </message>
    <message>
        <source>in FP8</source>
        <translation>‏⁨FP8⁩ میں</translation>
    </message>
    <message>
        <source>in 16 bits</source>
        <translation>16 بٹ میں</translation>
    </message>
    <message>
        <source>Text encoders %1, offloaded once the prompt is encoded.</source>
        <translation>ٹیکسٹ انکوڈرز %1، پرامپٹ انکوڈ ہونے کے بعد ہٹا دیے جاتے ہیں۔</translation>
    </message>
    <message>
        <source>Text encoders %1, kept on the card beside the model.</source>
        <translation>ٹیکسٹ انکوڈرز %1، ماڈل کے ساتھ کارڈ پر رکھے جاتے ہیں۔</translation>
    </message>
    <message numerus="yes">
        <source>Interactive sessions: %Ln session(s) a week of %1 each (%2).</source>
        <translation>
            <numerusform>انٹرایکٹو سیشنز: ہفتے میں %Ln سیشن، ہر ایک %1 کا (%2)۔</numerusform>
            <numerusform>انٹرایکٹو سیشنز: ہفتے میں %Ln سیشنز، ہر ایک %1 کا (%2)۔</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln session(s) a month</source>
        <translation>
            <numerusform>مہینے میں %Ln سیشن</numerusform>
            <numerusform>مہینے میں %Ln سیشنز</numerusform>
        </translation>
    </message>
    <message>
        <source>LoRA training: a run of %1 on each offer with %2; the steps follow from its speed.</source>
        <translation>‏⁨LoRA⁩ ٹریننگ: ہر آفر پر %1 کا رن، %2 کے ساتھ؛ اسٹیپس اس کی رفتار سے طے ہوتے ہیں۔</translation>
    </message>
    <message>
        <source>Full fine-tune: a run of %1 on each offer with %2; the steps follow from its speed.</source>
        <translation>مکمل فائن ٹیون: ہر آفر پر %1 کا رن، %2 کے ساتھ؛ اسٹیپس اس کی رفتار سے طے ہوتے ہیں۔</translation>
    </message>
    <message numerus="yes">
        <source>Batch rendering: %Ln image(s), finished by %1.</source>
        <translation>
            <numerusform>بیچ رینڈرنگ: %Ln تصویر، %1 تک مکمل۔</numerusform>
            <numerusform>بیچ رینڈرنگ: %Ln تصاویر، %1 تک مکمل۔</numerusform>
        </translation>
    </message>
    <message>
        <source>An image should be ready within %1; slower offers rank lower.</source>
        <translation>ہر تصویر %1 کے اندر تیار ہونی چاہیے؛ سست آفرز ترتیب میں نیچے آتی ہیں۔</translation>
    </message>
</context>
<context>
    <name>ui::TaskPage</name>
    <message>
        <source>What will you do?</source>
        <translation>آپ کیا کریں گے؟</translation>
    </message>
    <message>
        <source>The task decides what an offer is measured by: a monthly bill, a job or a training run.</source>
        <translation>کام طے کرتا ہے کہ آفر کو کس پیمانے پر پرکھا جائے: ماہانہ بل، بیچ جاب یا ٹریننگ۔</translation>
    </message>
    <message>
        <source>&amp;Interactive sessions</source>
        <translation>انٹرایکٹو سیشنز (&amp;I)</translation>
    </message>
    <message>
        <source>Work in a web UI or notebook one image at a time; latency and the monthly bill matter.</source>
        <translation>ویب ⁨UI⁩ یا نوٹ بک میں ایک وقت میں ایک تصویر پر کام کریں؛ لیٹنسی اور ماہانہ بل اہم ہیں۔</translation>
    </message>
    <message>
        <source>Ba&amp;tch rendering</source>
        <translation>بیچ رینڈرنگ (&amp;T)</translation>
    </message>
    <message>
        <source>Render many images unattended; cost per image and time to finish matter.</source>
        <translation>بغیر نگرانی کے بہت سی تصاویر رینڈر کریں؛ فی تصویر لاگت اور مکمل ہونے کا وقت اہم ہیں۔</translation>
    </message>
    <message>
        <source>&amp;LoRA training</source>
        <translation>‏⁨LoRA⁩ ٹریننگ (&amp;L)</translation>
    </message>
    <message>
        <source>Train a small adapter on top of the model; needs more memory than generating.</source>
        <translation>ماڈل کے اوپر ایک چھوٹا اڈاپٹر ٹرین کریں؛ تصویر بنانے سے زیادہ میموری چاہیے۔</translation>
    </message>
    <message>
        <source>F&amp;ull fine-tune</source>
        <translation>مکمل فائن ٹیون (&amp;U)</translation>
    </message>
    <message>
        <source>Train all of the model&apos;s weights; needs large-memory data-centre GPUs with BF16.</source>
        <translation>ماڈل کے تمام ویٹس ٹرین کریں؛ ⁨BF16⁩ والے بڑی میموری کے ڈیٹا سینٹر ⁨GPUs⁩ درکار ہیں۔</translation>
    </message>
    <message>
        <source>Or start from a typical user</source>
        <translation>یا کسی عام صارف سے شروع کریں</translation>
    </message>
    <message>
        <source>A plan of &amp;several workloads</source>
        <translation>کئی ورک لوڈز کا پلان (&amp;S)</translation>
    </message>
    <message>
        <source>A month of sessions, renders and training together, such as “Explore on demand, render on spot”: the next page edits them.</source>
        <translation>ایک مہینے کے سیشنز، رینڈرنگ اور ٹریننگ ایک ساتھ، جیسے “آن ڈیمانڈ پر آزمائیں، ⁨spot⁩ پر رینڈر کریں”: اگلا صفحہ انہیں ترتیب دیتا ہے۔</translation>
    </message>
</context>
<context>
    <name>ui::UpdateDialog</name>
    <message>
        <source>Updated</source>
        <translation>اپ ڈیٹ ہو گیا</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>تازہ ترین</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>منسوخ</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>ناکام</translation>
    </message>
    <message>
        <source>You appear to be offline.</source>
        <translation>لگتا ہے آپ آف لائن ہیں۔</translation>
    </message>
    <message>
        <source>%1 refused: too many requests, try again in a minute.</source>
        <translation>‏%1 نے انکار کیا: بہت زیادہ درخواستیں، ایک منٹ بعد دوبارہ کوشش کریں۔</translation>
    </message>
    <message>
        <source>%1 took too long to answer.</source>
        <translation>‏%1 نے جواب دینے میں بہت دیر لگائی۔</translation>
    </message>
    <message>
        <source>Update prices</source>
        <translation>قیمتیں اپ ڈیٹ کریں</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>ماخذ</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>حالت</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>کیا بدلا</translation>
    </message>
    <message numerus="yes">
        <source>Fetching %n source(s)…</source>
        <translation>
            <numerusform>‏%Ln ماخذ لایا جا رہا ہے…</numerusform>
            <numerusform>‏%Ln ماخذ لائے جا رہے ہیں…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n source(s) had not changed.</source>
        <translation>
            <numerusform>‏%Ln ماخذ نہیں بدلا۔</numerusform>
            <numerusform>‏%Ln ماخذ نہیں بدلے۔</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n source(s) failed and changed nothing; the others were applied.</source>
        <translation>
            <numerusform>‏%Ln ماخذ ناکام رہا اور کچھ نہیں بدلا؛ باقی لاگو کر دیے گئے۔</numerusform>
            <numerusform>‏%Ln ماخذ ناکام رہے اور کچھ نہیں بدلا؛ باقی لاگو کر دیے گئے۔</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, %3.</source>
        <translation>‏%1، %2، %3۔</translation>
    </message>
    <message numerus="yes">
        <source>%Ln price(s) changed</source>
        <translation>
            <numerusform>‏%Ln قیمت بدلی</numerusform>
            <numerusform>‏%Ln قیمتیں بدلیں</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln new offer(s)</source>
        <translation>
            <numerusform>‏%Ln نئی آفر</numerusform>
            <numerusform>‏%Ln نئی آفرز</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln no longer listed</source>
        <translation>
            <numerusform>‏%Ln اب فہرست میں نہیں</numerusform>
            <numerusform>‏%Ln اب فہرست میں نہیں</numerusform>
        </translation>
    </message>
    <message>
        <source>Held back</source>
        <translation>روک لیا گیا</translation>
    </message>
    <message>
        <source>&amp;Apply anyway</source>
        <translation>پھر بھی لاگو کریں (&amp;A)</translation>
    </message>
    <message>
        <source>Fetch these sources again and store their answers although they change the catalog more than an update usually does.</source>
        <translation>ان ماخذوں سے دوبارہ حاصل کریں اور ان کے جواب محفوظ کریں، حالانکہ وہ کیٹلاگ کو اس سے زیادہ بدلتے ہیں جتنا عام طور پر کوئی اپ ڈیٹ بدلتی ہے۔</translation>
    </message>
    <message numerus="yes">
        <source>%n source(s) held back: the answer changes the catalog more than an update usually does (listed above); nothing of it was stored.</source>
        <translation>
            <numerusform>‏%Ln ماخذ روک لیا گیا: اس کا جواب کیٹلاگ کو معمول کی اپ ڈیٹ سے زیادہ بدلتا ہے (اوپر درج)؛ اس میں سے کچھ بھی محفوظ نہیں ہوا۔</numerusform>
            <numerusform>‏%Ln ماخذ روک لیے گئے: ان کا جواب کیٹلاگ کو معمول کی اپ ڈیٹ سے زیادہ بدلتا ہے (اوپر درج)؛ اس میں سے کچھ بھی محفوظ نہیں ہوا۔</numerusform>
        </translation>
    </message>
    <message>
        <source>Merging and storing the prices…</source>
        <translation>قیمتیں ملائی اور محفوظ کی جا رہی ہیں…</translation>
    </message>
</context>
<context>
    <name>ui::VolumePage</name>
    <message>
        <source>How much you work</source>
        <translation>آپ کتنا کام کرتے ہیں</translation>
    </message>
    <message>
        <source>Each session is billed on its own: boot, model load and the provider&apos;s rounding included.</source>
        <translation>ہر سیشن کا بل الگ بنتا ہے: بوٹ، ماڈل لوڈ اور فراہم کنندہ کی راؤنڈنگ سمیت۔</translation>
    </message>
    <message>
        <source>How many images</source>
        <translation>کتنی تصاویر</translation>
    </message>
    <message>
        <source>A job may spread over several independent instances to finish in time.</source>
        <translation>وقت پر مکمل کرنے کے لیے جاب کئی الگ الگ انسٹینسز پر تقسیم ہو سکتی ہے۔</translation>
    </message>
    <message>
        <source>How long you train</source>
        <translation>آپ کتنی دیر ٹرین کرتے ہیں</translation>
    </message>
    <message>
        <source>Training memory depends on these options as much as on the model.</source>
        <translation>ٹریننگ کی میموری ماڈل کے ساتھ ساتھ ان آپشنز پر بھی اتنی ہی منحصر ہے۔</translation>
    </message>
    <message>
        <source>&amp;Minutes per session:</source>
        <translation>فی سیشن منٹ (&amp;M):</translation>
    </message>
    <message>
        <source>&amp;Images to render:</source>
        <translation>رینڈر کرنے کی تصاویر (&amp;I):</translation>
    </message>
    <message>
        <source>&amp;Gradient checkpointing</source>
        <translation>گریڈیئنٹ چیک پوائنٹنگ (&amp;G)</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>گریڈیئنٹ چیک پوائنٹنگ</translation>
    </message>
    <message>
        <source>Recomputes activations in the backward pass instead of keeping them: much less memory, somewhat slower steps.</source>
        <translation>ایکٹیویشنز کو محفوظ رکھنے کے بجائے بیک ورڈ پاس میں دوبارہ حساب کرتا ہے: بہت کم میموری، قدرے سست اسٹیپس۔</translation>
    </message>
    <message>
        <source>&amp;Optimizer:</source>
        <translation>آپٹیمائزر (&amp;O):</translation>
    </message>
    <message>
        <source>Keeps two full-precision moments per trained weight: the most memory, the usual reference.</source>
        <translation>ہر ٹرین ہونے والے ویٹ کے لیے دو فل پریسیژن مومنٹس رکھتا ہے: سب سے زیادہ میموری، معمول کا معیار۔</translation>
    </message>
    <message>
        <source>Keeps the same moments in 8 bits: about three quarters less optimizer memory, quality close to AdamW.</source>
        <translation>یہی مومنٹس 8 بٹ میں رکھتا ہے: آپٹیمائزر کی میموری تقریباً تین چوتھائی کم، کوالٹی ⁨AdamW⁩ کے قریب۔</translation>
    </message>
    <message>
        <source>Keeps only factored second moments: the least optimizer memory, often used for full fine-tunes on 24 GB cards.</source>
        <translation>صرف فیکٹر شدہ دوسرے مومنٹس رکھتا ہے: آپٹیمائزر کی سب سے کم میموری، اکثر 24 ⁨GB⁩ کارڈز پر مکمل فائن ٹیون کے لیے استعمال ہوتا ہے۔</translation>
    </message>
    <message>
        <source>Acceptable &amp;wait per image:</source>
        <translation>فی تصویر قابلِ قبول انتظار (&amp;W):</translation>
    </message>
    <message>
        <source> s</source>
        <translation> سیکنڈ</translation>
    </message>
    <message>
        <source>The longest you accept to wait for one image: slower offers rank after every offer within it.</source>
        <translation>ایک تصویر کے لیے زیادہ سے زیادہ قابلِ قبول انتظار: سست آفرز اس کے اندر والی ہر آفر کے بعد آتی ہیں۔</translation>
    </message>
    <message>
        <source>&amp;Sessions:</source>
        <translation>سیشنز (&amp;S):</translation>
    </message>
    <message>
        <source>a week</source>
        <comment>sessions a week</comment>
        <translation>ہفتہ وار</translation>
    </message>
    <message>
        <source>a month</source>
        <comment>sessions a month</comment>
        <translation>ماہانہ</translation>
    </message>
    <message>
        <source>Sessions counted per</source>
        <translation>سیشنز کی گنتی فی</translation>
    </message>
    <message>
        <source>Finish by a deadline</source>
        <translation>ڈیڈ لائن تک مکمل کریں</translation>
    </message>
    <message>
        <source>Deadline, date and time</source>
        <translation>ڈیڈ لائن، تاریخ اور وقت</translation>
    </message>
    <message>
        <source>Unticked: one instance, for as long as it takes. With a deadline the job spreads over as many instances as it needs.</source>
        <translation>نشان کے بغیر: ایک انسٹینس، جتنا وقت بھی لگے۔ ڈیڈ لائن کے ساتھ جاب جتنے انسٹینسز درکار ہوں ان پر تقسیم ہو جاتی ہے۔</translation>
    </message>
    <message>
        <source>&amp;Training run:</source>
        <translation>ٹریننگ رن (&amp;T):</translation>
    </message>
    <message>
        <source>steps</source>
        <comment>a training run given in steps</comment>
        <translation>اسٹیپس</translation>
    </message>
    <message>
        <source>hours</source>
        <comment>a training run given in hours</comment>
        <translation>گھنٹے</translation>
    </message>
    <message>
        <source>Training steps</source>
        <translation>ٹریننگ اسٹیپس</translation>
    </message>
    <message>
        <source>Training hours</source>
        <translation>ٹریننگ کے گھنٹے</translation>
    </message>
    <message>
        <source> h</source>
        <translation> گھنٹے</translation>
    </message>
    <message>
        <source>A run of this many hours on each offer: the steps follow from its speed, the cost from its price.</source>
        <translation>ہر آفر پر اتنے گھنٹوں کا رن: اسٹیپس اس کی رفتار سے، لاگت اس کی قیمت سے طے ہوتی ہے۔</translation>
    </message>
    <message>
        <source>Finish b&amp;y:</source>
        <translation>اس وقت تک مکمل (&amp;Y):</translation>
    </message>
</context>
<context>
    <name>ui::WorkloadBar</name>
    <message>
        <source>Task</source>
        <translation>کام</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>ماڈل</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>پریسیژن</translation>
    </message>
    <message>
        <source>&amp;Batch:</source>
        <translation>بیچ (&amp;B):</translation>
    </message>
    <message>
        <source>&amp;Images:</source>
        <translation>تصاویر (&amp;I):</translation>
    </message>
    <message>
        <source>Use spot prices for batch and training work, with the expected cost of interruptions.</source>
        <translation>بیچ اور ٹریننگ کے کام کے لیے ⁨spot⁩ قیمتیں استعمال کریں، رکاوٹوں کی متوقع لاگت کے ساتھ۔</translation>
    </message>
    <message>
        <source>Saved workloads</source>
        <translation>محفوظ ورک لوڈز</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <comment>task: model and quality — volume</comment>
        <translation>%1: %2 — %3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln image(s)</source>
        <translation>
            <numerusform>‏%Ln تصویر</numerusform>
            <numerusform>‏%Ln تصاویر</numerusform>
        </translation>
    </message>
    <message>
        <source>a week</source>
        <comment>sessions a week</comment>
        <translation>ہفتہ وار</translation>
    </message>
    <message>
        <source>a month</source>
        <comment>sessions a month</comment>
        <translation>ماہانہ</translation>
    </message>
    <message>
        <source>Sessions:</source>
        <translation>سیشنز:</translation>
    </message>
    <message>
        <source>Sessions counted per</source>
        <translation>سیشنز کی گنتی فی</translation>
    </message>
    <message>
        <source>×</source>
        <comment>sessions × minutes</comment>
        <translation>×</translation>
    </message>
    <message>
        <source> min</source>
        <translation> منٹ</translation>
    </message>
    <message>
        <source>Wait ≤</source>
        <comment>acceptable wait per image</comment>
        <translation>انتظار ≤</translation>
    </message>
    <message>
        <source> s</source>
        <translation> سیکنڈ</translation>
    </message>
    <message>
        <source>The longest you accept to wait for one image: slower offers rank after every offer within it.</source>
        <translation>ایک تصویر کے لیے زیادہ سے زیادہ قابلِ قبول انتظار: سست آفرز اس کے اندر والی ہر آفر کے بعد آتی ہیں۔</translation>
    </message>
    <message>
        <source>By:</source>
        <comment>a batch job&apos;s deadline</comment>
        <translation>تک:</translation>
    </message>
    <message>
        <source>Finish the job by this date and time, on as many instances as it needs. Unticked: one instance, for as long as it takes.</source>
        <translation>بیچ جاب اس تاریخ اور وقت تک مکمل کریں، جتنے انسٹینسز درکار ہوں۔ نشان کے بغیر: ایک انسٹینس، جتنا وقت بھی لگے۔</translation>
    </message>
    <message>
        <source>Hours:</source>
        <comment>a training run given in hours</comment>
        <translation>گھنٹے:</translation>
    </message>
    <message>
        <source>Training run given in</source>
        <translation>ٹریننگ رن کی اکائی</translation>
    </message>
    <message>
        <source>Training steps</source>
        <translation>ٹریننگ اسٹیپس</translation>
    </message>
    <message>
        <source>Training hours</source>
        <translation>ٹریننگ کے گھنٹے</translation>
    </message>
    <message>
        <source> h</source>
        <translation> گھنٹے</translation>
    </message>
    <message>
        <source>A run of this many hours on each offer: the steps follow from its speed, the cost from its price.</source>
        <translation>ہر آفر پر اتنے گھنٹوں کا رن: اسٹیپس اس کی رفتار سے، لاگت اس کی قیمت سے طے ہوتی ہے۔</translation>
    </message>
    <message>
        <source>Text encoders</source>
        <translation>ٹیکسٹ انکوڈرز</translation>
    </message>
    <message>
        <source>Where the model&apos;s large text encoders (T5-XXL) live while images are made: it decides whether the model fits.</source>
        <translation>تصاویر بنتے وقت ماڈل کے بڑے ٹیکسٹ انکوڈرز (⁨T5-XXL⁩) کہاں رہتے ہیں: اسی سے طے ہوتا ہے کہ ماڈل فٹ ہوتا ہے یا نہیں۔</translation>
    </message>
    <message>
        <source>&amp;Offloaded after encoding the prompt</source>
        <translation>پرامپٹ انکوڈ ہونے کے بعد ہٹا دیے جائیں (&amp;O)</translation>
    </message>
    <message>
        <source>Stored in &amp;FP8</source>
        <translation>‏⁨FP8⁩ میں محفوظ (&amp;F)</translation>
    </message>
    <message>
        <source>%1×%2</source>
        <comment>width×height</comment>
        <translation>%1×%2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln step(s)</source>
        <translation>
            <numerusform>‏%Ln اسٹیپ</numerusform>
            <numerusform>‏%Ln اسٹیپس</numerusform>
        </translation>
    </message>
    <message>
        <source>batch %1</source>
        <translation>بیچ %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln session(s) a week</source>
        <translation>
            <numerusform>ہفتے میں %Ln سیشن</numerusform>
            <numerusform>ہفتے میں %Ln سیشنز</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln session(s) a month</source>
        <translation>
            <numerusform>مہینے میں %Ln سیشن</numerusform>
            <numerusform>مہینے میں %Ln سیشنز</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 each</source>
        <comment>minutes per session</comment>
        <translation>ہر ایک %1</translation>
    </message>
    <message>
        <source>within %1</source>
        <comment>a batch job&apos;s deadline</comment>
        <translation>‏%1 کے اندر</translation>
    </message>
    <message>
        <source>a run of %1</source>
        <comment>training run length</comment>
        <translation>‏%1 کا رن</translation>
    </message>
    <message numerus="yes">
        <source>%Ln training step(s)</source>
        <translation>
            <numerusform>‏%Ln ٹریننگ اسٹیپ</numerusform>
            <numerusform>‏%Ln ٹریننگ اسٹیپس</numerusform>
        </translation>
    </message>
    <message>
        <source>St&amp;eps:</source>
        <translation>اسٹیپس (&amp;E):</translation>
    </message>
    <message>
        <source>Allow sp&amp;ot</source>
        <translation>‏⁨spot⁩ کی اجازت (&amp;O)</translation>
    </message>
    <message>
        <source>Workload wi&amp;zard…</source>
        <translation>ورک لوڈ وزرڈ (&amp;Z)…</translation>
    </message>
    <message>
        <source>by %1</source>
        <comment>a batch job&apos;s deadline</comment>
        <translation>‏%1 تک</translation>
    </message>
    <message>
        <source>Training steps:</source>
        <comment>a training run given in steps</comment>
        <translation>ٹریننگ اسٹیپس:</translation>
    </message>
    <message>
        <source>spot prices where offered</source>
        <translation>جہاں دستیاب ہوں وہاں ⁨spot⁩ قیمتیں</translation>
    </message>
    <message>
        <source>on-demand prices</source>
        <translation>آن ڈیمانڈ قیمتیں</translation>
    </message>
</context>
<context>
    <name>ui::WorkloadPresets</name>
    <message>
        <source>Interactive &amp;creator</source>
        <translation>انٹرایکٹو تخلیق کار (&amp;C)</translation>
    </message>
    <message>
        <source>Batch &amp;producer</source>
        <translation>بیچ پروڈیوسر (&amp;P)</translation>
    </message>
    <message>
        <source>T&amp;rainer</source>
        <translation>ٹرینر (&amp;R)</translation>
    </message>
    <message>
        <source>SDXL at 1024 × 1024, 30 steps, batches of 4; 50,000 images within 72 hours, spot allowed.</source>
        <translation>‏⁨SDXL⁩، 1024 × 1024 پر، 30 اسٹیپس، 4 کے بیچ؛ 72 گھنٹوں میں 50,000 تصاویر، ⁨spot⁩ کی اجازت۔</translation>
    </message>
    <message>
        <source>An SDXL LoRA: 2,000 steps in BF16 with gradient checkpointing and 8-bit AdamW.</source>
        <translation>‏⁨SDXL LoRA⁩: ⁨BF16⁩ میں 2,000 اسٹیپس، گریڈیئنٹ چیک پوائنٹنگ اور 8 بٹ ⁨AdamW⁩ کے ساتھ۔</translation>
    </message>
    <message>
        <source>SDXL at 1024 × 1024, 30 steps, one image at a time; three evenings a week of an hour each (13 sessions a month).</source>
        <translation>‏⁨SDXL⁩، 1024 × 1024 پر، 30 اسٹیپس، ایک وقت میں ایک تصویر؛ ہفتے میں تین شامیں، ہر ایک ایک گھنٹے کی (مہینے میں 13 سیشنز)۔</translation>
    </message>
</context>
<context>
    <name>ui::WorkloadUnits</name>
    <message numerus="yes">
        <source>= %Ln session(s) a month</source>
        <translation>
            <numerusform>= مہینے میں %Ln سیشن</numerusform>
            <numerusform>= مہینے میں %Ln سیشنز</numerusform>
        </translation>
    </message>
    <message>
        <source>≈ %1 a week</source>
        <comment>sessions a week</comment>
        <translation>≈ ہفتے میں %1</translation>
    </message>
</context>
<context>
    <name>ui::WorkloadWizard</name>
    <message>
        <source>Workload</source>
        <translation>ورک لوڈ</translation>
    </message>
</context>
</TS>
