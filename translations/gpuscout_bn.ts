<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bn">
<context>
    <name>Cli</name>
    <message>
        <source>Unknown GPU &quot;%1&quot;. Known GPU ids: %2</source>
        <translation>অজানা GPU &quot;%1&quot;। পরিচিত GPU আইডি: %2</translation>
    </message>
    <message>
        <source>Unknown provider &quot;%1&quot;. Known provider ids: %2</source>
        <translation>অজানা প্রোভাইডার &quot;%1&quot;। পরিচিত প্রোভাইডার আইডি: %2</translation>
    </message>
    <message>
        <source>unavailable: no longer in the catalog</source>
        <translation>পাওয়া যাচ্ছে না: আর ক্যাটালগে নেই</translation>
    </message>
    <message>
        <source>--model is required.</source>
        <translation>--model দেওয়া আবশ্যক।</translation>
    </message>
    <message>
        <source>Unknown model &quot;%1&quot;. Known model ids: %2</source>
        <translation>অজানা মডেল &quot;%1&quot;। পরিচিত মডেল আইডি: %2</translation>
    </message>
    <message>
        <source>import needs exactly one FILE: gpuscout-cli import FILE</source>
        <translation>import-এর জন্য ঠিক একটি FILE চাই: gpuscout-cli import FILE</translation>
    </message>
    <message>
        <source>Nothing was imported. %1</source>
        <translation>কিছুই ইমপোর্ট হয়নি। %1</translation>
    </message>
    <message>
        <source>List the GPUs of the catalog.</source>
        <translation>ক্যাটালগের GPU-গুলোর তালিকা দেখায়।</translation>
    </message>
    <message>
        <source>List the providers and their features.</source>
        <translation>প্রোভাইডার ও তাদের সুবিধাগুলোর তালিকা দেখায়।</translation>
    </message>
    <message>
        <source>List offers; filter with --gpu, --provider, --min-vram, --max-price, --spot.</source>
        <translation>অফারের তালিকা দেখায়; ফিল্টার করুন --gpu, --provider, --min-vram, --max-price, --spot দিয়ে।</translation>
    </message>
    <message>
        <source>Replace the catalog with the catalog file FILE.</source>
        <translation>ক্যাটালগটি FILE ক্যাটালগ ফাইল দিয়ে বদলে দেয়।</translation>
    </message>
    <message>
        <source>Show which catalog the database holds.</source>
        <translation>ডেটাবেসে কোন ক্যাটালগ আছে তা দেখায়।</translation>
    </message>
    <message>
        <source>Seconds per image of a model on a GPU (--gpu, --model).</source>
        <translation>কোনো GPU-তে একটি মডেলের প্রতি ছবিতে কত সেকেন্ড লাগে (--gpu, --model)।</translation>
    </message>
    <message>
        <source>Rank every offer for a workload (--model, --task and its volume).</source>
        <translation>একটি ওয়ার্কলোডের জন্য সব অফারের ক্রম সাজায় (--model, --task ও তার পরিমাণ)।</translation>
    </message>
    <message>
        <source>Export offers for a workload to --csv FILE and/or --pdf FILE (--top N, default 10, or --shortlist NAME).</source>
        <translation>একটি ওয়ার্কলোডের অফারগুলো --csv FILE এবং/অথবা --pdf FILE-এ এক্সপোর্ট করে (--top N, ডিফল্ট 10, অথবা --shortlist NAME)।</translation>
    </message>
    <message>
        <source>Show the currency rates with source and date; --update fetches them.</source>
        <translation>মুদ্রার বিনিময় হার উৎস ও তারিখসহ দেখায়; --update দিলে নতুন করে আনে।</translation>
    </message>
    <message>
        <source>An offer&apos;s recorded prices (--gpu, --provider).</source>
        <translation>একটি অফারের রেকর্ড করা দামগুলো (--gpu, --provider)।</translation>
    </message>
    <message>
        <source>Use the database at PATH instead of the default.</source>
        <translation>ডিফল্টের বদলে PATH-এর ডেটাবেস ব্যবহার করে।</translation>
    </message>
    <message>
        <source>update, live, rates: fetch from URL instead of the default.</source>
        <translation>update, live, rates: ডিফল্টের বদলে URL থেকে আনে।</translation>
    </message>
    <message>
        <source>rates: fetch the newest ECB reference rates first.</source>
        <translation>rates: আগে ECB-র সর্বশেষ রেফারেন্স হার আনে।</translation>
    </message>
    <message>
        <source>Output format: table, csv or json.</source>
        <translation>আউটপুট ফরম্যাট: table, csv অথবা json।</translation>
    </message>
    <message>
        <source>Only offers of this GPU (id or name).</source>
        <translation>শুধু এই GPU-র অফার (আইডি বা নাম)।</translation>
    </message>
    <message>
        <source>Only offers of this provider (id or name).</source>
        <translation>শুধু এই প্রোভাইডারের অফার (আইডি বা নাম)।</translation>
    </message>
    <message>
        <source>Only GPUs with at least GB of memory.</source>
        <translation>শুধু অন্তত এত GB মেমরির GPU।</translation>
    </message>
    <message>
        <source>Only offers at most USD per hour.</source>
        <translation>শুধু ঘণ্টায় সর্বোচ্চ এত USD-এর অফার।</translation>
    </message>
    <message>
        <source>offers: only offers with a spot price, compared at it; recommend: allow spot for batch and training work.</source>
        <translation>offers: শুধু স্পট দামওয়ালা অফার, স্পট দামেই তুলনা; recommend: ব্যাচ ও ট্রেনিংয়ের কাজে স্পট চলবে।</translation>
    </message>
    <message>
        <source>Diffusion model (id or name), e.g. sdxl, flux1-dev.</source>
        <translation>ডিফিউশন মডেল (আইডি বা নাম), যেমন sdxl, flux1-dev।</translation>
    </message>
    <message>
        <source>interactive, batch, lora or finetune.</source>
        <translation>interactive, batch, lora অথবা finetune।</translation>
    </message>
    <message>
        <source>Image width in pixels (default: the model&apos;s).</source>
        <translation>ছবির প্রস্থ, পিক্সেলে (ডিফল্ট: মডেলেরটি)।</translation>
    </message>
    <message>
        <source>Image height in pixels (default: the model&apos;s).</source>
        <translation>ছবির উচ্চতা, পিক্সেলে (ডিফল্ট: মডেলেরটি)।</translation>
    </message>
    <message>
        <source>Denoising steps (default: the model&apos;s).</source>
        <translation>ডিনয়েজিং ধাপ (ডিফল্ট: মডেলেরটি)।</translation>
    </message>
    <message>
        <source>Images per batch (default 1).</source>
        <translation>প্রতি ব্যাচে ছবি (ডিফল্ট 1)।</translation>
    </message>
    <message>
        <source>Video frames (video models).</source>
        <translation>ভিডিও ফ্রেম (ভিডিও মডেলের জন্য)।</translation>
    </message>
    <message>
        <source>auto (default), measured or estimated.</source>
        <translation>auto (ডিফল্ট), measured অথবা estimated।</translation>
    </message>
    <message>
        <source>batch: number of images (default 1000).</source>
        <translation>batch: ছবির সংখ্যা (ডিফল্ট 1000)।</translation>
    </message>
    <message>
        <source>batch: finish within H hours.</source>
        <translation>batch: H ঘণ্টার মধ্যে শেষ করতে হবে।</translation>
    </message>
    <message>
        <source>interactive: sessions a month (default 12).</source>
        <translation>interactive: মাসে কতগুলো সেশন (ডিফল্ট 12)।</translation>
    </message>
    <message>
        <source>interactive: minutes per session (default 60).</source>
        <translation>interactive: প্রতি সেশনে মিনিট (ডিফল্ট 60)।</translation>
    </message>
    <message>
        <source>lora/finetune: optimizer steps (default 2000).</source>
        <translation>lora/finetune: অপটিমাইজার ধাপ (ডিফল্ট 2000)।</translation>
    </message>
    <message>
        <source>lora/finetune: trade speed for memory.</source>
        <translation>lora/finetune: গতি কিছুটা ছেড়ে মেমরি বাঁচায়।</translation>
    </message>
    <message>
        <source>lora/finetune: adamw (default), adamw8bit or adafactor.</source>
        <translation>lora/finetune: adamw (ডিফল্ট), adamw8bit অথবা adafactor।</translation>
    </message>
    <message>
        <source>Rank offers within USD first.</source>
        <translation>আগে USD-এর মধ্যে থাকা অফারগুলোর ক্রম সাজায়।</translation>
    </message>
    <message>
        <source>Only the N best-ranked offers.</source>
        <translation>শুধু সেরা N-টি অফার।</translation>
    </message>
    <message>
        <source>export: the offers of the saved shortlist NAME.</source>
        <translation>export: সংরক্ষিত বাছাই তালিকা NAME-এর অফারগুলো।</translation>
    </message>
    <message>
        <source>export: write a CSV file (UTF-8, RFC 4180).</source>
        <translation>export: একটি CSV ফাইল লেখে (UTF-8, RFC 4180)।</translation>
    </message>
    <message>
        <source>export: write a PDF report.</source>
        <translation>export: একটি PDF রিপোর্ট লেখে।</translation>
    </message>
    <message>
        <source>export: numbers in the CSV as the locale writes them, not machine-readable.</source>
        <translation>export: CSV-তে সংখ্যা লোকেলের নিয়মে লেখে, মেশিনে পড়ার উপযোগী রূপে নয়।</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>কমান্ড:</translation>
    </message>
    <message>
        <source>Exit status: 0 success, 1 bad input or failed operation, 2 wrong usage.</source>
        <translation>এক্সিট স্ট্যাটাস: 0 সফল, 1 ভুল ইনপুট বা ব্যর্থ অপারেশন, 2 ভুল ব্যবহার।</translation>
    </message>
    <message>
        <source>--%1 needs a number of at least %2, not &quot;%3&quot;.</source>
        <translation>--%1-এর জন্য অন্তত %2 সংখ্যা চাই, &quot;%3&quot; নয়।</translation>
    </message>
    <message>
        <source>--%1 needs a whole number of at least %2, not &quot;%3&quot;.</source>
        <translation>--%1-এর জন্য অন্তত %2 পূর্ণসংখ্যা চাই, &quot;%3&quot; নয়।</translation>
    </message>
    <message>
        <source>GPU Scout: compare rented cloud GPUs for diffusion image generation.</source>
        <translation>GPU Scout: ডিফিউশন মডেলে ছবি তৈরির জন্য ভাড়ার ক্লাউড GPU তুলনা করুন।</translation>
    </message>
    <message>
        <source>What to do; see Commands below.</source>
        <translation>কী করতে হবে; নিচের &quot;কমান্ড&quot; অংশ দেখুন।</translation>
    </message>
    <message>
        <source>Run gpuscout-cli --help for usage.</source>
        <translation>ব্যবহারবিধির জন্য gpuscout-cli --help চালান।</translation>
    </message>
    <message>
        <source>No command given.</source>
        <translation>কোনো কমান্ড দেওয়া হয়নি।</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;. Run gpuscout-cli --help for the list.</source>
        <translation>অজানা কমান্ড &quot;%1&quot;। তালিকার জন্য gpuscout-cli --help চালান।</translation>
    </message>
    <message>
        <source>The option --%1 does not apply to &quot;%2&quot;.</source>
        <translation>--%1 অপশনটি &quot;%2&quot;-এর ক্ষেত্রে খাটে না।</translation>
    </message>
    <message>
        <source>Unknown format &quot;%1&quot;: use table, csv or json.</source>
        <translation>অজানা ফরম্যাট &quot;%1&quot;: table, csv অথবা json ব্যবহার করুন।</translation>
    </message>
    <message>
        <source>--gpu is required.</source>
        <translation>--gpu দেওয়া আবশ্যক।</translation>
    </message>
    <message>
        <source>The catalog holds no benchmark of %1 with %2.</source>
        <translation>ক্যাটালগে %2 সহ %1-এর কোনো বেঞ্চমার্ক নেই।</translation>
    </message>
    <message>
        <source>No estimate for %1: the catalog lacks its FP16 throughput or memory bandwidth, and holds no benchmark of it with %2.</source>
        <translation>%1-এর কোনো অনুমান নেই: ক্যাটালগে এর FP16 থ্রুপুট বা মেমরি ব্যান্ডউইথ নেই, আর %2 সহ এর কোনো বেঞ্চমার্কও নেই।</translation>
    </message>
    <message>
        <source>--task is required: interactive, batch, lora or finetune.</source>
        <translation>--task দেওয়া আবশ্যক: interactive, batch, lora অথবা finetune।</translation>
    </message>
    <message>
        <source>export needs --csv FILE or --pdf FILE (or both).</source>
        <translation>export-এর জন্য --csv FILE অথবা --pdf FILE (বা দুটোই) চাই।</translation>
    </message>
    <message>
        <source>export takes no FILE argument: name the file with --csv or --pdf.</source>
        <translation>export কোনো FILE আর্গুমেন্ট নেয় না: ফাইলের নাম --csv বা --pdf দিয়ে দিন।</translation>
    </message>
    <message>
        <source>Use either --top or --shortlist, not both.</source>
        <translation>--top অথবা --shortlist, যেকোনো একটি দিন, দুটো একসঙ্গে নয়।</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1: %n offer(s).</source>
        <translation>
            <numerusform>%1 লেখা হয়েছে: %Lnটি অফার।</numerusform>
            <numerusform>%1 লেখা হয়েছে: %Lnটি অফার।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1: %n page(s).</source>
        <translation>
            <numerusform>%1 লেখা হয়েছে: %Ln পৃষ্ঠা।</numerusform>
            <numerusform>%1 লেখা হয়েছে: %Ln পৃষ্ঠা।</numerusform>
        </translation>
    </message>
    <message>
        <source>--url needs an address such as https://…, not &quot;%1&quot;.</source>
        <translation>--url-এর জন্য https://… ধরনের ঠিকানা চাই, &quot;%1&quot; নয়।</translation>
    </message>
    <message>
        <source>--url applies to rates --update only.</source>
        <translation>--url শুধু rates --update-এর সঙ্গে খাটে।</translation>
    </message>
    <message>
        <source>history needs --gpu GPU and --provider PROVIDER.</source>
        <translation>history-র জন্য --gpu GPU এবং --provider PROVIDER চাই।</translation>
    </message>
    <message>
        <source>No prices are recorded for %1 on %2.</source>
        <translation>%2-এ %1-এর কোনো দাম রেকর্ড করা নেই।</translation>
    </message>
    <message>
        <source>--basis must be auto, measured or estimated.</source>
        <translation>--basis হতে হবে auto, measured অথবা estimated।</translation>
    </message>
    <message>
        <source>--task must be interactive, batch, lora or finetune.</source>
        <translation>--task হতে হবে interactive, batch, lora অথবা finetune।</translation>
    </message>
    <message>
        <source>generate-catalog needs --count N and --out FILE.</source>
        <translation>generate-catalog-এর জন্য --count N এবং --out FILE দরকার।</translation>
    </message>
    <message>
        <source>Write a synthetic catalog of N offers for scale tests (--count N --out FILE [--seed S]).</source>
        <translation>স্কেল পরীক্ষার জন্য N অফারের একটি কৃত্রিম ক্যাটালগ লেখে (--count N --out FILE [--seed S])।</translation>
    </message>
    <message>
        <source>generate-catalog: number of offers.</source>
        <translation>generate-catalog: অফারের সংখ্যা।</translation>
    </message>
    <message>
        <source>generate-catalog: the file to write.</source>
        <translation>generate-catalog: যে ফাইলে লেখা হবে।</translation>
    </message>
    <message>
        <source>generate-catalog: seed of the price variation (default 1).</source>
        <translation>generate-catalog: দামের তারতম্যের seed (ডিফল্ট 1)।</translation>
    </message>
    <message>
        <source>Messages in CODE: en, ur, bn or ro (default: the system&apos;s language).</source>
        <translation>বার্তা CODE ভাষায়: en, ur, bn বা ro (ডিফল্ট: সিস্টেমের ভাষা)।</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;: use en, ur, bn or ro.</source>
        <translation>অজানা ভাষা &quot;%1&quot;: en, ur, bn বা ro ব্যবহার করুন।</translation>
    </message>
    <message>
        <source>Imported catalog %1: %2, %3, %4, %5.</source>
        <translation>ক্যাটালগ %1 ইমপোর্ট হয়েছে: %2, %3, %4, %5।</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%Lnটি GPU</numerusform>
            <numerusform>%Lnটি GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n provider(s)</source>
        <translation>
            <numerusform>%Lnটি প্রোভাইডার</numerusform>
            <numerusform>%Lnটি প্রোভাইডার</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s)</source>
        <translation>
            <numerusform>%Lnটি অফার</numerusform>
            <numerusform>%Lnটি অফার</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n benchmark(s)</source>
        <translation>
            <numerusform>%Lnটি বেঞ্চমার্ক</numerusform>
            <numerusform>%Lnটি বেঞ্চমার্ক</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote a synthetic catalog of %n offer(s) to %1; import it with gpuscout-cli import.</source>
        <translation>
            <numerusform>%Lnটি অফারের একটি কৃত্রিম ক্যাটালগ %1-এ লেখা হয়েছে; gpuscout-cli import দিয়ে এটি ইমপোর্ট করুন।</numerusform>
            <numerusform>%Lnটি অফারের একটি কৃত্রিম ক্যাটালগ %1-এ লেখা হয়েছে; gpuscout-cli import দিয়ে এটি ইমপোর্ট করুন।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stored %n reference rate(s) of %1.</source>
        <translation>
            <numerusform>%1 তারিখের %Lnটি রেফারেন্স হার সংরক্ষণ করা হয়েছে।</numerusform>
            <numerusform>%1 তারিখের %Lnটি রেফারেন্স হার সংরক্ষণ করা হয়েছে।</numerusform>
        </translation>
    </message>
    <message>
        <source>If the file is right, import it again with --force.</source>
        <translation>ফাইলটি ঠিক থাকলে --force দিয়ে আবার ইমপোর্ট করুন।</translation>
    </message>
    <message>
        <source>List the price sources with their address and last answer.</source>
        <translation>দামের উৎসগুলো তাদের ঠিকানা ও শেষ উত্তরসহ দেখান।</translation>
    </message>
    <message>
        <source>Write the stored catalog as a catalog document to --out FILE.</source>
        <translation>সংরক্ষিত ক্যাটালগটি ক্যাটালগ নথি হিসেবে --out FILE-এ লিখুন।</translation>
    </message>
    <message>
        <source>update: only the source ID (see gpuscout-cli sources).</source>
        <translation>update: শুধু উৎস ID (দেখুন gpuscout-cli sources)।</translation>
    </message>
    <message>
        <source>update: give up on a request after SECONDS in all (default 120).</source>
        <translation>update: একটি অনুরোধে মোট SECONDS পরে হাল ছেড়ে দিন (ডিফল্ট 120)।</translation>
    </message>
    <message>
        <source>update takes no arguments; use --source ID for one source and --url URL for another address.</source>
        <translation>update কোনো আর্গুমেন্ট নেয় না; একটি উৎসের জন্য --source ID এবং অন্য ঠিকানার জন্য --url URL ব্যবহার করুন।</translation>
    </message>
    <message>
        <source>No source &quot;%1&quot;; gpuscout-cli sources lists them: %2</source>
        <translation>&quot;%1&quot; নামে কোনো উৎস নেই; gpuscout-cli sources সেগুলো দেখায়: %2</translation>
    </message>
    <message>
        <source>publish-catalog needs --out FILE.</source>
        <translation>publish-catalog-এর জন্য --out FILE দরকার।</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the catalog (%n offer(s)) to %1.</source>
        <translation>
            <numerusform>ক্যাটালগ (%Lnটি অফার) %1-এ লেখা হয়েছে।</numerusform>
            <numerusform>ক্যাটালগ (%Lnটি অফার) %1-এ লেখা হয়েছে।</numerusform>
        </translation>
    </message>
    <message>
        <source>interactive: acceptable wait per image in seconds (default 10); slower offers rank after every offer within it.</source>
        <translation>interactive: প্রতি ছবিতে গ্রহণযোগ্য অপেক্ষা, সেকেন্ডে (ডিফল্ট 10); এর চেয়ে ধীর অফারগুলো এর মধ্যে থাকা প্রতিটি অফারের পরে স্থান পায়।</translation>
    </message>
    <message>
        <source>Software stack: pytorch (default: diffusers, Forge), torch-compile, tensorrt, a1111 or comfyui.</source>
        <translation>সফটওয়্যার স্ট্যাক: pytorch (ডিফল্ট: diffusers, Forge), torch-compile, tensorrt, a1111 বা comfyui।</translation>
    </message>
    <message>
        <source>Fetch fresh prices from every source, or one (--source ID [--url URL] [--timeout SECONDS] [--force]).</source>
        <translation>প্রতিটি উৎস থেকে, বা একটি থেকে, নতুন দাম আনুন (--source ID [--url URL] [--timeout SECONDS] [--force])।</translation>
    </message>
    <message>
        <source>Nothing of that was stored. If the changes are real, run the update again with --force.</source>
        <translation>এর কিছুই সংরক্ষিত হয়নি। পরিবর্তনগুলো সত্যি হলে --force দিয়ে আবার আপডেট চালান।</translation>
    </message>
    <message>
        <source>Fetch and apply a provider&apos;s live prices: live vast-ai [--url URL] [--force].</source>
        <translation>কোনো প্রদানকারীর লাইভ দাম এনে প্রয়োগ করুন: live vast-ai [--url URL] [--force]।</translation>
    </message>
    <message>
        <source>The cheapest assignment of a plan FILE&apos;s workloads to offers (--provider P pins one provider).</source>
        <translation>প্ল্যান FILE-এর ওয়ার্কলোডগুলো অফারে বসানোর সবচেয়ে সস্তা বিন্যাস (--provider P একটি প্রোভাইডার নির্দিষ্ট করে)।</translation>
    </message>
    <message>
        <source>Your own GPU against the best rental of --plan FILE (--gpu, --purchase-usd, --resale-usd, --months, --watts, --usd-per-kwh).</source>
        <translation>আপনার নিজের GPU বনাম --plan FILE-এর সেরা ভাড়া (--gpu, --purchase-usd, --resale-usd, --months, --watts, --usd-per-kwh)।</translation>
    </message>
    <message>
        <source>Your own measurements: measure add (--gpu, --model, its settings, --seconds-per-image S or --its N), measure list, measure remove ID.</source>
        <translation>আপনার নিজের পরিমাপ: measure add (--gpu, --model, তার সেটিং, --seconds-per-image S অথবা --its N), measure list, measure remove ID।</translation>
    </message>
    <message>
        <source>measure add needs --gpu.</source>
        <translation>measure add-এর জন্য --gpu দরকার।</translation>
    </message>
    <message>
        <source>measure add needs exactly one of --seconds-per-image S or --its N.</source>
        <translation>measure add-এর জন্য --seconds-per-image S অথবা --its N-এর ঠিক একটি দরকার।</translation>
    </message>
    <message>
        <source>Recorded measurement %1: it is now the basis for %2 with %3.</source>
        <translation>পরিমাপ %1 নথিভুক্ত হয়েছে: এখন থেকে %3 সহ %2-এর ভিত্তি এটিই।</translation>
    </message>
    <message>
        <source>measure remove needs the ID of one measurement (see measure list).</source>
        <translation>measure remove-এর জন্য একটি পরিমাপের ID দরকার (দেখুন measure list)।</translation>
    </message>
    <message>
        <source>Removed measurement %1.</source>
        <translation>পরিমাপ %1 সরানো হয়েছে।</translation>
    </message>
    <message>
        <source>measure needs add, list or remove.</source>
        <translation>measure-এর জন্য add, list অথবা remove দরকার।</translation>
    </message>
    <message>
        <source>measure %1 takes no further arguments.</source>
        <translation>measure %1 আর কোনো আর্গুমেন্ট নেয় না।</translation>
    </message>
    <message>
        <source>rent-or-buy needs --%1.</source>
        <translation>rent-or-buy-এর জন্য --%1 দরকার।</translation>
    </message>
    <message>
        <source>rent-or-buy: the plan FILE (JSON, see docs/plans.md).</source>
        <translation>rent-or-buy: প্ল্যান FILE (JSON, দেখুন docs/plans.md)।</translation>
    </message>
    <message>
        <source>rent-or-buy: what the card costs to buy.</source>
        <translation>rent-or-buy: কার্ডটি কিনতে কত দাম।</translation>
    </message>
    <message>
        <source>rent-or-buy: what it fetches when sold after --months (default 0).</source>
        <translation>rent-or-buy: --months পরে বিক্রি করলে কত পাওয়া যায় (ডিফল্ট 0)।</translation>
    </message>
    <message>
        <source>rent-or-buy: months before the card is sold (default 24).</source>
        <translation>rent-or-buy: কার্ড বিক্রির আগে কত মাস (ডিফল্ট 24)।</translation>
    </message>
    <message>
        <source>rent-or-buy: the card&apos;s power draw while working.</source>
        <translation>rent-or-buy: কাজের সময় কার্ডের বিদ্যুৎ খরচ।</translation>
    </message>
    <message>
        <source>rent-or-buy: the electricity price.</source>
        <translation>rent-or-buy: বিদ্যুতের দাম।</translation>
    </message>
    <message>
        <source>measure add: the seconds per image you measured.</source>
        <translation>measure add: আপনার মাপা প্রতি ছবিতে সেকেন্ড।</translation>
    </message>
    <message>
        <source>measure add: the iterations (denoising steps of the batch) per second you measured.</source>
        <translation>measure add: আপনার মাপা প্রতি সেকেন্ডে ইটারেশন (ব্যাচের ডিনয়েজিং ধাপ)।</translation>
    </message>
    <message>
        <source>plan needs one plan FILE (JSON, see docs/plans.md), and optionally a second one to compare it with.</source>
        <translation>plan-এর জন্য একটি প্ল্যান FILE দরকার (JSON, দেখুন docs/plans.md), এবং তুলনার জন্য ইচ্ছা হলে দ্বিতীয় একটি।</translation>
    </message>
    <message>
        <source>rent-or-buy takes no arguments; give the plan with --plan FILE.</source>
        <translation>rent-or-buy কোনো আর্গুমেন্ট নেয় না; প্ল্যানটি --plan FILE দিয়ে দিন।</translation>
    </message>
    <message>
        <source>rent-or-buy needs --purchase-usd and --watts for %1: the bundled table of consumer GPU prices does not list it.</source>
        <translation>%1-এর জন্য rent-or-buy-এর --purchase-usd ও --watts দরকার: সঙ্গে দেওয়া কনজিউমার GPU দামের তালিকায় এটি নেই।</translation>
    </message>
    <message>
        <source>Purchase price %1 USD: the launch price (MSRP) published %2, %3; not a street price.</source>
        <translation>ক্রয়মূল্য %1 USD: লঞ্চের দাম (MSRP), প্রকাশিত %2, %3; বাজারদর নয়।</translation>
    </message>
    <message>
        <source>Power draw %1 W: the board power from %2.</source>
        <translation>বিদ্যুৎ খরচ %1 W: বোর্ড পাওয়ার, সূত্র %2।</translation>
    </message>
    <message>
        <source>lora/finetune: a run of HOURS on each offer instead of --train-steps.</source>
        <translation>lora/finetune: --train-steps-এর বদলে প্রতিটি অফারে HOURS ঘণ্টার রান।</translation>
    </message>
    <message>
        <source>offloaded (default: moved off the GPU once the prompt is encoded) or resident.</source>
        <translation>offloaded (ডিফল্ট: প্রম্পট এনকোড হলেই GPU থেকে সরানো হয়) অথবা resident।</translation>
    </message>
    <message>
        <source>Text encoders stored in FP8 (as ComfyUI&apos;s t5xxl_fp8) instead of 16 bits.</source>
        <translation>টেক্সট এনকোডার ১৬ বিটের বদলে FP8-এ রাখা (ComfyUI-এর t5xxl_fp8-এর মতো)।</translation>
    </message>
    <message>
        <source>Give either --train-steps or --training-hours, not both.</source>
        <translation>--train-steps অথবা --training-hours দিন, দুটোই নয়।</translation>
    </message>
    <message>
        <source>Print the gpuscout: link that opens a workload in the GUI (the workload options, or --link LINK with options that change it).</source>
        <translation>যে gpuscout: লিংক GUI-তে একটি ওয়ার্কলোড খোলে সেটি দেখান (ওয়ার্কলোডের অপশনগুলো, অথবা --link LINK এবং যে অপশনগুলো তা বদলায়)।</translation>
    </message>
    <message>
        <source>recommend, export, link: the workload of a gpuscout:view link (as the GUI&apos;s Copy link to this view gives); workload options given as well override the link&apos;s values.</source>
        <translation>recommend, export, link: একটি gpuscout:view লিংকের ওয়ার্কলোড (GUI-র «এই ভিউয়ের লিংক কপি করুন» যেমন দেয়); সঙ্গে দেওয়া ওয়ার্কলোড অপশনগুলো লিংকের মানের জায়গা নেয়।</translation>
    </message>
    <message>
        <source>options</source>
        <translation>অপশন</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>ব্যবহার: %1</translation>
    </message>
    <message>
        <source>Show a command&apos;s usage, options and example.</source>
        <translation>একটি কমান্ডের ব্যবহার, অপশন ও একটি উদাহরণ দেখায়।</translation>
    </message>
    <message>
        <source>Options of every command:</source>
        <translation>সব কমান্ডের অপশন:</translation>
    </message>
    <message>
        <source>Show this overview, or with a command that command&apos;s help.</source>
        <translation>এই সারসংক্ষেপ দেখায়, অথবা কোনো কমান্ডের সঙ্গে সেই কমান্ডের সাহায্য।</translation>
    </message>
    <message>
        <source>Show the help of every command.</source>
        <translation>সব কমান্ডের সাহায্য দেখায়।</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>সংস্করণ দেখায়।</translation>
    </message>
    <message>
        <source>Run &quot;gpuscout-cli help COMMAND&quot; for a command&apos;s options and an example.</source>
        <translation>কোনো কমান্ডের অপশন ও একটি উদাহরণের জন্য &quot;gpuscout-cli help COMMAND&quot; চালান।</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>অপশন:</translation>
    </message>
    <message>
        <source>Also: --database PATH, --format table|csv|json, --lang CODE.</source>
        <translation>এছাড়া: --database PATH, --format table|csv|json, --lang CODE।</translation>
    </message>
    <message>
        <source>Example:</source>
        <translation>উদাহরণ:</translation>
    </message>
    <message>
        <source>compare rented cloud GPUs for diffusion image generation</source>
        <translation>ডিফিউশন মডেলে ছবি তৈরির জন্য ভাড়ার ক্লাউড GPU তুলনা</translation>
    </message>
    <message>
        <source>gpuscout-cli is the command-line companion of GPU Scout: it lists the catalog&apos;s cloud GPU offers and ranks them by what they cost and how fast they are for a diffusion workload, as the desktop application does. Tables go to standard output as text, CSV or JSON; errors go to standard error.</source>
        <translation>gpuscout-cli হলো GPU Scout-এর কমান্ড-লাইন সঙ্গী: এটি ক্যাটালগের ক্লাউড GPU অফারগুলোর তালিকা দেয় এবং একটি ডিফিউশন ওয়ার্কলোডের জন্য কোনটির খরচ কত ও কোনটি কত দ্রুত সেই অনুযায়ী সাজায়, ডেস্কটপ অ্যাপ্লিকেশনের মতোই। টেবিল স্ট্যান্ডার্ড আউটপুটে টেক্সট, CSV বা JSON হিসেবে যায়; ত্রুটি যায় স্ট্যান্ডার্ড এররে।</translation>
    </message>
    <message>
        <source>live needs one or more sources of live prices: %1</source>
        <translation>live-এর জন্য লাইভ দামের এক বা একাধিক উৎস লাগে: %1</translation>
    </message>
    <message>
        <source>--url needs a single source.</source>
        <translation>--url-এর জন্য একটিমাত্র উৎস লাগে।</translation>
    </message>
    <message>
        <source>import, update, live: apply the new catalog or prices even when they look implausible; export, publish-catalog, generate-catalog: replace an existing file that is not an earlier export.</source>
        <translation>import, update, live: নতুন ক্যাটালগ বা দাম অবিশ্বাস্য মনে হলেও প্রয়োগ করুন; export, publish-catalog, generate-catalog: আগের এক্সপোর্ট নয় এমন বিদ্যমান ফাইলও প্রতিস্থাপন করুন।</translation>
    </message>
    <message>
        <source>fp16 (default), bf16, fp8 (FP8 compute: TensorRT, torchao), fp8-weights (FP8 weights, BF16 compute: ComfyUI, Forge) or nf4 (4-bit weights: NF4, GGUF).</source>
        <translation>fp16 (ডিফল্ট), bf16, fp8 (FP8 গণনা: TensorRT, torchao), fp8-weights (FP8 ওয়েট, BF16 গণনা: ComfyUI, Forge) অথবা nf4 (4-bit ওয়েট: NF4, GGUF)।</translation>
    </message>
    <message numerus="yes">
        <source>Warning: wrote %n offer(s) to %1, but the file is %2 MiB, more than the %3 MiB that import accepts; generate fewer offers to import it.</source>
        <translation>
            <numerusform>সতর্কতা: %Lnটি অফার %1-এ লেখা হয়েছে, কিন্তু ফাইলটি %2 MiB, import যা গ্রহণ করে সেই %3 MiB-এর বেশি; এটি ইমপোর্ট করতে কম অফার তৈরি করুন।</numerusform>
            <numerusform>সতর্কতা: %Lnটি অফার %1-এ লেখা হয়েছে, কিন্তু ফাইলটি %2 MiB, import যা গ্রহণ করে সেই %3 MiB-এর বেশি; এটি ইমপোর্ট করতে কম অফার তৈরি করুন।</numerusform>
        </translation>
    </message>
    <message>
        <source>recommend, export: rank offers whose price comes from a single unverified source older than 90 days, or undated, on equal terms (by default they rank after every verified or recent price).</source>
        <translation>recommend, export: যে অফারের দাম 90 দিনের বেশি পুরোনো, বা তারিখহীন, একটিমাত্র অযাচাইকৃত উৎস থেকে, সেগুলোকে সমান শর্তে ক্রমে রাখুন (নইলে সেগুলো প্রতিটি যাচাইকৃত বা সাম্প্রতিক দামের পরে আসে)।</translation>
    </message>
    <message>
        <source>calibration --write takes at most one PATH.</source>
        <translation>calibration --write সর্বোচ্চ একটি PATH নেয়।</translation>
    </message>
    <message>
        <source>Wrote the speed parameters fitted on catalog %1 to %2.</source>
        <translation>ক্যাটালগ %1-এ ফিট করা গতির প্যারামিটার %2-এ লেখা হয়েছে।</translation>
    </message>
    <message>
        <source>calibration takes a PATH only with --write.</source>
        <translation>calibration শুধু --write-এর সঙ্গে PATH নেয়।</translation>
    </message>
    <message>
        <source>Show how well the speed model predicts GPUs it has not seen (leave one GPU out); --write [PATH] refits the speed parameters and writes them to PATH.</source>
        <translation>গতির মডেল না-দেখা GPU কত ভালো অনুমান করে তা দেখান (একটি GPU বাদ রেখে); --write [PATH] গতির প্যারামিটার আবার ফিট করে PATH-এ লেখে।</translation>
    </message>
    <message>
        <source>calibration: refit the speed parameters on the catalog and write them to the PATH given after the command (default resources/engine/speed-parameters.json, from the source tree).</source>
        <translation>calibration: ক্যাটালগে গতির প্যারামিটার আবার ফিট করে কমান্ডের পরে দেওয়া PATH-এ লিখুন (ডিফল্ট resources/engine/speed-parameters.json, সোর্স ট্রি থেকে)।</translation>
    </message>
    <message>
        <source>--%1 must be one of %2, not &quot;%3&quot;.</source>
        <translation>--%1 %2-এর একটি হতে হবে, &quot;%3&quot; নয়।</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>ড্রাইভ</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>অজানা</translation>
    </message>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>ফোল্ডার</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>সব নির্বাচন করুন (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>বাড়ান (&amp;S)</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>কমান (&amp;D)</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation>আলাদা করুন</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>বন্ধ করুন</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>এখানে দেখুন:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>ফাইলের নাম (&amp;N):</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>ফাইলের ধরন:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>খুলুন (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>সংরক্ষণ করুন (&amp;S)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>খুলুন</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>এই নামে সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>সব ফাইল (*)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>পেছনে</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>সামনে</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>প্যারেন্ট ফোল্ডার</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>নতুন ফোল্ডার তৈরি করুন</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>তালিকা আকারে দেখুন</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>বিস্তারিত দেখুন</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>ফোল্ডার:</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>সাম্প্রতিক স্থান</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>নতুন ফোল্ডার</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>নতুন ফোল্ডার (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>নাম বদলান (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>মুছুন (&amp;D)</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>লুকানো ফাইল দেখান (&amp;H)</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>পেছনে যান</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>সামনে যান</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>প্যারেন্ট ফোল্ডারে যান</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>নতুন ফোল্ডার তৈরি করুন</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>তালিকা আকারে দেখুন</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>বিস্তারিত আকারে দেখুন</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 আগে থেকেই আছে।
আপনি কি এটি প্রতিস্থাপন করতে চান?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>আপনি কি নিশ্চিত যে &apos;%1&apos; মুছে ফেলতে চান?</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
ফোল্ডার পাওয়া যায়নি।
ফোল্ডারের নাম ঠিক দেওয়া হয়েছে কিনা দেখে নিন।</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
ফাইল পাওয়া যায়নি।
ফাইলের নাম ঠিক দেওয়া হয়েছে কিনা দেখে নিন।</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>নাম</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>আকার</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>পরিবর্তনের তারিখ</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>আমার কম্পিউটার</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>কম্পিউটার</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <translation>ধরন</translation>
    </message>
</context>
<context>
    <name>QGuiApplication</name>
    <message>
        <source>QT_LAYOUT_DIRECTION</source>
        <extracomment>Layout direction of the language: translate as &quot;RTL&quot; for right-to-left languages (Urdu), &quot;LTR&quot; otherwise.</extracomment>
        <translation>LTR</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>আগের অবস্থায় ফেরান (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>আবার করুন (&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>কাটুন (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>কপি করুন (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>পেস্ট করুন (&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>মুছুন</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>সব নির্বাচন করুন</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>বিস্তারিত দেখান...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>বিস্তারিত লুকান...</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Qt সম্পর্কে</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ঠিক আছে</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>খুলুন</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>বাতিল</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>বন্ধ করুন</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>প্রয়োগ করুন</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>রিসেট করুন</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>সাহায্য</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>বাদ দিন</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>হ্যাঁ (&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>না (&amp;N)</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>ডিফল্টে ফিরিয়ে নিন</translation>
    </message>
</context>
<context>
    <name>QWizard</name>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; পেছনে (&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>পরবর্তী (&amp;N) &gt;</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>শেষ করুন (&amp;F)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>বাতিল</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>সাহায্য (&amp;H)</translation>
    </message>
</context>
<context>
    <name>core::AwsSpotAdvisorSource</name>
    <message>
        <source>The Spot Advisor data is not valid JSON: %1 (at byte %2).</source>
        <translation>Spot Advisor-এর ডেটা বৈধ JSON নয়: %1 (বাইট %2-এ)।</translation>
    </message>
    <message>
        <source>The Spot Advisor data has changed shape: it needs &quot;ranges&quot; (an array) and &quot;spot_advisor&quot; (an object).</source>
        <translation>Spot Advisor-এর ডেটার গঠন বদলেছে: এতে &quot;ranges&quot; (একটি array) ও &quot;spot_advisor&quot; (একটি object) দরকার।</translation>
    </message>
    <message>
        <source>The Spot Advisor data has changed shape: a range has no usable &quot;index&quot; and &quot;max&quot;.</source>
        <translation>Spot Advisor-এর ডেটার গঠন বদলেছে: একটি range-এ ব্যবহারযোগ্য &quot;index&quot; ও &quot;max&quot; নেই।</translation>
    </message>
    <message>
        <source>The Spot Advisor data lists no instance type with a known interruption range.</source>
        <translation>Spot Advisor-এর ডেটায় জানা বাধার পরিসর সহ কোনো ইনস্ট্যান্সের ধরন নেই।</translation>
    </message>
</context>
<context>
    <name>core::CatalogFeed</name>
    <message>
        <source>%1; the catalog is unchanged.</source>
        <translation>%1; ক্যাটালগ অপরিবর্তিত আছে।</translation>
    </message>
    <message>
        <source>The catalog from %1 was refused: %2; the catalog is unchanged.</source>
        <translation>%1 থেকে আসা ক্যাটালগ গ্রহণ করা হয়নি: %2; ক্যাটালগ অপরিবর্তিত আছে।</translation>
    </message>
    <message>
        <source>The catalog is already up to date with %1.</source>
        <translation>ক্যাটালগ আগে থেকেই %1-এর সঙ্গে হালনাগাদ।</translation>
    </message>
    <message numerus="yes">
        <source>Updated the catalog to version %1 from %2: %Ln offer(s), %3 with a changed price.</source>
        <translation>
            <numerusform>%2 থেকে ক্যাটালগ সংস্করণ %1-এ হালনাগাদ করা হয়েছে: %Lnটি অফার, এর মধ্যে %3টির দাম বদলেছে।</numerusform>
            <numerusform>%2 থেকে ক্যাটালগ সংস্করণ %1-এ হালনাগাদ করা হয়েছে: %Lnটি অফার, এর মধ্যে %3টির দাম বদলেছে।</numerusform>
        </translation>
    </message>
    <message>
        <source>The catalog from %1 was not applied: it differs from the stored one more than an update usually does.</source>
        <translation>%1 থেকে আসা ক্যাটালগ প্রয়োগ করা হয়নি: এটি সংরক্ষিত ক্যাটালগ থেকে সাধারণ আপডেটের চেয়ে বেশি আলাদা।</translation>
    </message>
</context>
<context>
    <name>core::CatalogImporter</name>
    <message>
        <source>catalog: &quot;%1&quot; must be an array</source>
        <translation>ক্যাটালগ: &quot;%1&quot; একটি অ্যারে হতে হবে</translation>
    </message>
    <message>
        <source>catalog: the required field &quot;%1&quot; is missing</source>
        <translation>ক্যাটালগ: আবশ্যক ফিল্ড &quot;%1&quot; নেই</translation>
    </message>
    <message>
        <source>catalog</source>
        <translation>ক্যাটালগ</translation>
    </message>
    <message>
        <source>%1: each entry must be a JSON object</source>
        <translation>%1: প্রতিটি এন্ট্রি একটি JSON অবজেক্ট হতে হবে</translation>
    </message>
    <message>
        <source>the GPU id &quot;%1&quot; appears twice</source>
        <translation>GPU আইডি &quot;%1&quot; দুবার আছে</translation>
    </message>
    <message>
        <source>the provider id &quot;%1&quot; appears twice</source>
        <translation>প্রোভাইডার আইডি &quot;%1&quot; দুবার আছে</translation>
    </message>
    <message>
        <source>neither &quot;on_demand_per_hour&quot; nor &quot;spot_per_hour&quot; is given</source>
        <translation>&quot;on_demand_per_hour&quot; বা &quot;spot_per_hour&quot; কোনোটিই দেওয়া নেই</translation>
    </message>
    <message>
        <source>refers to the unknown provider &quot;%1&quot;</source>
        <translation>অজানা প্রোভাইডার &quot;%1&quot;-এর উল্লেখ আছে</translation>
    </message>
    <message>
        <source>refers to the unknown GPU &quot;%1&quot;</source>
        <translation>অজানা GPU &quot;%1&quot;-এর উল্লেখ আছে</translation>
    </message>
    <message>
        <source>its prices are in %1 but the catalog has no exchange rate for it</source>
        <translation>এর দাম %1-এ দেওয়া, কিন্তু ক্যাটালগে এই মুদ্রার কোনো বিনিময় হার নেই</translation>
    </message>
    <message>
        <source>an offer with the same provider, GPU, count, tier and region appears twice</source>
        <translation>একই প্রোভাইডার, GPU, সংখ্যা, টিয়ার ও অঞ্চলের একটি অফার দুবার আছে</translation>
    </message>
    <message>
        <source>refers to the unknown model &quot;%1&quot;</source>
        <translation>অজানা মডেল &quot;%1&quot;-এর উল্লেখ আছে</translation>
    </message>
    <message>
        <source>the model id &quot;%1&quot; appears twice</source>
        <translation>মডেল আইডি &quot;%1&quot; দুবার আছে</translation>
    </message>
    <message>
        <source>&quot;refiner&quot; is set but &quot;refiner_fraction&quot; is missing</source>
        <translation>&quot;refiner&quot; দেওয়া আছে কিন্তু &quot;refiner_fraction&quot; নেই</translation>
    </message>
    <message>
        <source>models[%1] (%2): refers to the unknown refiner model &quot;%3&quot;</source>
        <translation>models[%1] (%2): অজানা রিফাইনার মডেল &quot;%3&quot;-এর উল্লেখ আছে</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an ISO 4217 currency code</source>
        <translation>&quot;%1&quot; কোনো ISO 4217 মুদ্রা কোড নয়</translation>
    </message>
    <message>
        <source>the currency %1 is listed twice or is USD</source>
        <translation>মুদ্রা %1 দুবার তালিকাভুক্ত, অথবা এটি USD</translation>
    </message>
    <message>
        <source>catalog: the required field &quot;schema_version&quot; is missing</source>
        <translation>ক্যাটালগ: আবশ্যক ফিল্ড &quot;schema_version&quot; নেই</translation>
    </message>
    <message>
        <source>catalog: unknown schema version %1; this version of GPU Scout reads version %2</source>
        <translation>ক্যাটালগ: স্কিমা সংস্করণ %1 অজানা; GPU Scout-এর এই সংস্করণ স্কিমা সংস্করণ %2 পড়ে</translation>
    </message>
    <message>
        <source>catalog: it lists no offers</source>
        <translation>ক্যাটালগ: এতে কোনো অফার নেই</translation>
    </message>
    <message>
        <source>The catalog is not valid JSON: %1 (at byte %2).</source>
        <translation>ক্যাটালগটি বৈধ JSON নয়: %1 (বাইট %2-এ)।</translation>
    </message>
    <message>
        <source>The catalog is not a JSON object.</source>
        <translation>ক্যাটালগটি কোনো JSON অবজেক্ট নয়।</translation>
    </message>
    <message>
        <source>Cannot read the catalog file %1: %2</source>
        <translation>ক্যাটালগ ফাইল %1 পড়া যাচ্ছে না: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the required field &quot;%1&quot; is missing</source>
        <translation>আবশ্যক ফিল্ড &quot;%1&quot; নেই</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid id: &quot;%2&quot; (use lowercase letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;+&apos; and &apos;-&apos;)</source>
        <translation>&quot;%1&quot; কোনো বৈধ আইডি নয়: &quot;%2&quot; (ছোট হাতের অক্ষর, অঙ্ক, &apos;.&apos;, &apos;_&apos;, &apos;+&apos; ও &apos;-&apos; ব্যবহার করুন)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid id: &quot;%2&quot;</source>
        <translation>&quot;%1&quot; কোনো বৈধ আইডি নয়: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is &quot;%2&quot; but must be one of: %3</source>
        <translation>&quot;%1&quot;-এর মান &quot;%2&quot;, কিন্তু এগুলোর একটি হতে হবে: %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a finite number</source>
        <translation>&quot;%1&quot; একটি সসীম সংখ্যা হতে হবে</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must not be negative (it is %2)</source>
        <translation>&quot;%1&quot; ঋণাত্মক হতে পারবে না (এখন %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be greater than zero (it is %2)</source>
        <translation>&quot;%1&quot; শূন্যের চেয়ে বড় হতে হবে (এখন %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must lie between 0 and 1 (it is %2)</source>
        <translation>&quot;%1&quot; ০ থেকে ১-এর মধ্যে হতে হবে (এখন %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number (it is %2)</source>
        <translation>&quot;%1&quot; পূর্ণসংখ্যা হতে হবে (এখন %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date (YYYY-MM-DD, YYYY-MM or YYYY): &quot;%2&quot;</source>
        <translation>&quot;%1&quot; কোনো তারিখ নয় (YYYY-MM-DD, YYYY-MM বা YYYY): &quot;%2&quot;</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; (check its spelling against the catalog format)</source>
        <translation>অজানা ফিল্ড &quot;%1&quot; (ক্যাটালগ ফরম্যাটের সঙ্গে বানান মিলিয়ে দেখুন)</translation>
    </message>
    <message>
        <source>&quot;refiner&quot; names the model itself; a refiner must be another model</source>
        <translation>&quot;refiner&quot; মডেলটির নিজের নাম দিয়েছে; রিফাইনার অবশ্যই অন্য একটি মডেল হতে হবে</translation>
    </message>
    <message>
        <source>catalog: &quot;schema_version&quot; must be the number %1, not %2</source>
        <translation>ক্যাটালগ: &quot;schema_version&quot; অবশ্যই সংখ্যা %1 হতে হবে, %2 নয়</translation>
    </message>
    <message>
        <source>Cannot read the catalog file %1: it does not exist.</source>
        <translation>ক্যাটালগ ফাইল %1 পড়া যাচ্ছে না: এটি নেই।</translation>
    </message>
    <message>
        <source>Cannot read the catalog file %1: it is a folder.</source>
        <translation>ক্যাটালগ ফাইল %1 পড়া যাচ্ছে না: এটি একটি ফোল্ডার।</translation>
    </message>
    <message>
        <source>Cannot read the catalog file %1: it is not a regular file (a device, a pipe or a socket); import reads regular files only.</source>
        <translation>ক্যাটালগ ফাইল %1 পড়া যাচ্ছে না: এটি সাধারণ ফাইল নয় (একটি ডিভাইস, পাইপ বা সকেট); ইমপোর্ট শুধু সাধারণ ফাইল পড়ে।</translation>
    </message>
    <message>
        <source>Cannot read the catalog file %1: it is %2 MiB; a catalog file may be at most %3 MiB.</source>
        <translation>ক্যাটালগ ফাইল %1 পড়া যাচ্ছে না: এটি %2 MiB; একটি ক্যাটালগ ফাইল সর্বোচ্চ %3 MiB হতে পারে।</translation>
    </message>
    <message>
        <source>Cannot read the catalog file %1: it is larger than %2 MiB, the most a catalog file may be.</source>
        <translation>ক্যাটালগ ফাইল %1 পড়া যাচ্ছে না: এটি %2 MiB-এর চেয়ে বড়, যা একটি ক্যাটালগ ফাইলের সর্বোচ্চ সীমা।</translation>
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
        <translation>সংখ্যা %1</translation>
    </message>
    <message>
        <source>the text &quot;%1&quot;</source>
        <translation>লেখা &quot;%1&quot;</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>একটি array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>একটি object</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>কিছুই না</translation>
    </message>
    <message>
        <source>the required field &quot;%1&quot; is null; it needs a value</source>
        <translation>আবশ্যক ফিল্ড &quot;%1&quot; null; এর একটি মান দরকার</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be text, not %2</source>
        <translation>&quot;%1&quot; অবশ্যই লেখা হতে হবে, %2 নয়</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be text or null, not %2</source>
        <translation>&quot;%1&quot; অবশ্যই লেখা বা null হতে হবে, %2 নয়</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a number, not %2</source>
        <translation>&quot;%1&quot; অবশ্যই সংখ্যা হতে হবে, %2 নয়</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a number or null, not %2</source>
        <translation>&quot;%1&quot; অবশ্যই সংখ্যা বা null হতে হবে, %2 নয়</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2, beyond the largest whole number a catalog may hold (%3)</source>
        <translation>&quot;%1&quot; এখন %2, যা একটি ক্যাটালগে রাখা যায় এমন সবচেয়ে বড় পূর্ণসংখ্যার (%3) চেয়ে বেশি</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true, false or null, not %2</source>
        <translation>&quot;%1&quot; অবশ্যই true, false বা null হতে হবে, %2 নয়</translation>
    </message>
    <message>
        <source>The catalog is not strict JSON: a raw control character (byte 0x%1) inside a string at byte %2; write it as an escape (\u00%1) or remove it.</source>
        <translation>ক্যাটালগটি কঠোর JSON নয়: বাইট %2-এ একটি স্ট্রিংয়ের ভেতরে কাঁচা নিয়ন্ত্রণ অক্ষর (বাইট 0x%1); এটি escape হিসেবে (\u00%1) লিখুন বা সরিয়ে দিন।</translation>
    </message>
    <message>
        <source>The catalog is not strict JSON: the escape \u%1 at byte %2 is the first half of a surrogate pair without its second half.</source>
        <translation>ক্যাটালগটি কঠোর JSON নয়: বাইট %2-এর escape \u%1 একটি surrogate জোড়ের প্রথম অর্ধেক, যার দ্বিতীয় অর্ধেক নেই।</translation>
    </message>
    <message>
        <source>The catalog is not strict JSON: the escape \u%1 at byte %2 is the second half of a surrogate pair without its first half.</source>
        <translation>ক্যাটালগটি কঠোর JSON নয়: বাইট %2-এর escape \u%1 একটি surrogate জোড়ের দ্বিতীয় অর্ধেক, যার প্রথম অর্ধেক নেই।</translation>
    </message>
    <message>
        <source>The catalog is not strict JSON: the key &quot;%1&quot; appears twice in one object (the second time at byte %2); each field may be given once.</source>
        <translation>ক্যাটালগটি কঠোর JSON নয়: কী &quot;%1&quot; একই object-এ দুবার এসেছে (দ্বিতীয়বার বাইট %2-এ); প্রতিটি ফিল্ড একবারই দেওয়া যায়।</translation>
    </message>
    <message>
        <source>Cannot read the catalog file %1: %2.</source>
        <translation>ক্যাটালগ ফাইল %1 পড়া যাচ্ছে না: %2।</translation>
    </message>
    <message>
        <source>a PNG image</source>
        <translation>একটি PNG ছবি</translation>
    </message>
    <message>
        <source>a JPEG image</source>
        <translation>একটি JPEG ছবি</translation>
    </message>
    <message>
        <source>a GIF image</source>
        <translation>একটি GIF ছবি</translation>
    </message>
    <message>
        <source>a PDF document</source>
        <translation>একটি PDF নথি</translation>
    </message>
    <message>
        <source>a gzip-compressed file (decompress it first)</source>
        <translation>একটি gzip-সংকুচিত ফাইল (আগে এটি ডিকম্প্রেস করুন)</translation>
    </message>
    <message>
        <source>a ZIP archive (extract the catalog first)</source>
        <translation>একটি ZIP আর্কাইভ (আগে ক্যাটালগটি বের করুন)</translation>
    </message>
    <message>
        <source>an xz-compressed file (decompress it first)</source>
        <translation>একটি xz-সংকুচিত ফাইল (আগে এটি ডিকম্প্রেস করুন)</translation>
    </message>
    <message>
        <source>a bzip2-compressed file (decompress it first)</source>
        <translation>একটি bzip2-সংকুচিত ফাইল (আগে এটি ডিকম্প্রেস করুন)</translation>
    </message>
    <message>
        <source>a zstd-compressed file (decompress it first)</source>
        <translation>একটি zstd-সংকুচিত ফাইল (আগে এটি ডিকম্প্রেস করুন)</translation>
    </message>
    <message>
        <source>a program (an ELF executable)</source>
        <translation>একটি প্রোগ্রাম (একটি ELF এক্সিকিউটেবল)</translation>
    </message>
    <message>
        <source>a Windows program</source>
        <translation>একটি Windows প্রোগ্রাম</translation>
    </message>
    <message>
        <source>an SQLite database</source>
        <translation>একটি SQLite ডেটাবেস</translation>
    </message>
    <message>
        <source>The file is not JSON text: it looks like %1. A catalog is a JSON document in UTF-8.</source>
        <translation>ফাইলটি JSON টেক্সট নয়: এটি দেখতে %1 এর মতো। ক্যাটালগ হলো UTF-8-এ লেখা একটি JSON নথি।</translation>
    </message>
    <message>
        <source>The file is %1 text; a catalog is a JSON document in UTF-8. Save it as UTF-8 and import it again.</source>
        <translation>ফাইলটি %1 টেক্সট; ক্যাটালগ হলো UTF-8-এ লেখা একটি JSON নথি। এটি UTF-8 হিসেবে সংরক্ষণ করে আবার ইমপোর্ট করুন।</translation>
    </message>
    <message>
        <source>The file is not JSON text: it holds binary data (the byte 0x%1 at byte %2). A catalog is a JSON document in UTF-8.</source>
        <translation>ফাইলটি JSON টেক্সট নয়: এতে বাইনারি ডেটা আছে (বাইট %2-এ 0x%1 বাইট)। ক্যাটালগ হলো UTF-8-এ লেখা একটি JSON নথি।</translation>
    </message>
    <message>
        <source>The catalog is not a catalog document: at byte %1 its objects and arrays nest deeper than %2, the most GPU Scout reads.</source>
        <translation>ক্যাটালগটি কোনো ক্যাটালগ নথি নয়: বাইট %1-এ এর অবজেক্ট ও অ্যারে %2 স্তরের চেয়ে গভীরে নেস্টেড, যা GPU Scout সর্বোচ্চ পড়ে।</translation>
    </message>
    <message>
        <source>The catalog is not strict JSON: \%1 at byte %2 is not an escape JSON knows (\&quot; \\ \/ \b \f \n \r \t and \uXXXX are).</source>
        <translation>ক্যাটালগটি কঠোর JSON নয়: বাইট %2-এ \%1 JSON-এর জানা কোনো এস্কেপ নয় (জানা এস্কেপ: \&quot; \\ \/ \b \f \n \r \t এবং \uXXXX)।</translation>
    </message>
    <message>
        <source>The catalog is not strict JSON: the escape \u at byte %1 is not followed by four hex digits.</source>
        <translation>ক্যাটালগটি কঠোর JSON নয়: বাইট %1-এর \u এস্কেপের পরে চারটি হেক্স অঙ্ক নেই।</translation>
    </message>
</context>
<context>
    <name>core::CatalogStore</name>
    <message>
        <source>The catalog was not changed: %1</source>
        <translation>ক্যাটালগ বদলানো হয়নি: %1</translation>
    </message>
    <message>
        <source>The database holds no catalog.</source>
        <translation>ডেটাবেসে কোনো ক্যাটালগ নেই।</translation>
    </message>
    <message>
        <source>The bundled catalog cannot be read: %1</source>
        <translation>সঙ্গে দেওয়া ক্যাটালগটি পড়া যাচ্ছে না: %1</translation>
    </message>
    <message>
        <source>The catalog was not changed: the database %1 is read-only.</source>
        <translation>ক্যাটালগ বদলানো হয়নি: ডেটাবেস %1 শুধু পড়ার জন্য।</translation>
    </message>
    <message>
        <source>The catalog was not changed: %1.</source>
        <translation>ক্যাটালগ বদলানো হয়নি: %1।</translation>
    </message>
    <message>
        <source>The stored catalog in %1 holds an implausible value, so it was not loaded: %2. Import a catalog or run update to replace it.</source>
        <translation>%1-এ সংরক্ষিত ক্যাটালগে একটি অবিশ্বাস্য মান আছে, তাই এটি লোড করা হয়নি: %2। এটি বদলাতে একটি ক্যাটালগ ইমপোর্ট করুন বা update চালান।</translation>
    </message>
</context>
<context>
    <name>core::Columns</name>
    <message>
        <source>Rank</source>
        <translation>ক্রম</translation>
    </message>
    <message>
        <source>Rank for the active workload: 1 is the best by the task&apos;s measure (monthly cost, job cost or training run cost). Offers that do not fit or lack a price or speed are not ranked.</source>
        <translation>সক্রিয় ওয়ার্কলোডে ক্রম: কাজের ধরনের মাপকাঠিতে (মাসিক খরচ, জবের খরচ বা ট্রেনিং রানের খরচ) ১ হলো সেরা। যেসব অফারে ওয়ার্কলোড আঁটে না বা দাম বা গতি নেই, সেগুলো ক্রমে আসে না।</translation>
    </message>
    <message>
        <source>Provider id</source>
        <translation>প্রদানকারীর আইডি</translation>
    </message>
    <message>
        <source>The provider&apos;s id in the catalog.</source>
        <translation>ক্যাটালগে প্রদানকারীর আইডি।</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>প্রোভাইডার</translation>
    </message>
    <message>
        <source>Cloud provider and product tier or instance type.</source>
        <translation>ক্লাউড প্রোভাইডার ও প্রোডাক্ট টিয়ার বা ইনস্ট্যান্সের ধরন।</translation>
    </message>
    <message>
        <source>GPU id</source>
        <translation>GPU আইডি</translation>
    </message>
    <message>
        <source>The GPU&apos;s id in the catalog.</source>
        <translation>ক্যাটালগে GPU-এর আইডি।</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPU model.</source>
        <translation>GPU মডেল।</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU সংখ্যা</translation>
    </message>
    <message>
        <source>GPUs in the instance. They work as independent workers: memory is not pooled and one image is no faster.</source>
        <translation>ইনস্ট্যান্সে GPU-র সংখ্যা। এগুলো আলাদা আলাদা ওয়ার্কার হিসেবে কাজ করে: মেমরি একসঙ্গে যোগ হয় না, আর একটি ছবি এতে দ্রুত হয় না।</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>স্তর</translation>
    </message>
    <message>
        <source>The provider&apos;s product tier or instance type.</source>
        <translation>প্রদানকারীর পণ্যের স্তর বা ইনস্ট্যান্সের ধরন।</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>অঞ্চল</translation>
    </message>
    <message>
        <source>Regions as the provider lists them.</source>
        <translation>প্রোভাইডার যেভাবে অঞ্চলের তালিকা দেয়।</translation>
    </message>
    <message>
        <source>Rate used /h</source>
        <translation>ব্যবহৃত দর /ঘণ্টা</translation>
    </message>
    <message>
        <source>The price of the whole instance per hour that the costs use: on-demand, or spot when spot is allowed and offered.</source>
        <translation>পুরো ইনস্ট্যান্সের ঘণ্টাপ্রতি যে দামে খরচ হিসাব হয়: অন-ডিমান্ড, অথবা স্পট অনুমোদিত ও প্রাপ্য হলে স্পট।</translation>
    </message>
    <message>
        <source>Spot used</source>
        <translation>স্পট ব্যবহৃত</translation>
    </message>
    <message>
        <source>Whether the costs use the spot price.</source>
        <translation>খরচে স্পট দাম ব্যবহৃত কি না।</translation>
    </message>
    <message>
        <source>On-demand /h</source>
        <translation>অন-ডিমান্ড /ঘণ্টা</translation>
    </message>
    <message>
        <source>On-demand price of the whole instance per hour.</source>
        <translation>পুরো ইনস্ট্যান্সের ঘণ্টাপ্রতি অন-ডিমান্ড দাম।</translation>
    </message>
    <message>
        <source>Spot /h</source>
        <translation>স্পট /ঘণ্টা</translation>
    </message>
    <message>
        <source>Spot (interruptible) price of the whole instance per hour.</source>
        <translation>পুরো ইনস্ট্যান্সের ঘণ্টাপ্রতি স্পট (বাধাযোগ্য) দাম।</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>বিলিং</translation>
    </message>
    <message>
        <source>s</source>
        <translation>সে.</translation>
    </message>
    <message>
        <source>How usage is rounded up: per second, per minute or per hour.</source>
        <translation>ব্যবহার কীভাবে ওপরের দিকে পূর্ণ করা হয়: প্রতি সেকেন্ডে, প্রতি মিনিটে বা প্রতি ঘণ্টায়।</translation>
    </message>
    <message>
        <source>Minimum charge</source>
        <translation>ন্যূনতম চার্জ</translation>
    </message>
    <message>
        <source>The least a session is billed.</source>
        <translation>একটি সেশনে কমপক্ষে যত বিল হয়।</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>আঁটে কি না</translation>
    </message>
    <message>
        <source>Whether the workload fits in one GPU&apos;s memory: fits, tight (under 10 % spare) or no. An offer it does not fit is never ranked.</source>
        <translation>ওয়ার্কলোড একটি GPU-এর মেমরিতে আঁটে কি না: আঁটে, টায়টায় (১০ %-এর কম খালি) বা আঁটে না। যে অফারে আঁটে না তার কখনো র‍্যাঙ্ক হয় না।</translation>
    </message>
    <message>
        <source>VRAM needed</source>
        <translation>প্রয়োজনীয় VRAM</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Memory the workload needs on each GPU, in GB.</source>
        <translation>প্রতিটি GPU-তে ওয়ার্কলোডের প্রয়োজনীয় মেমরি, GB-তে।</translation>
    </message>
    <message>
        <source>VRAM</source>
        <translation>VRAM</translation>
    </message>
    <message>
        <source>Memory per GPU, in GB.</source>
        <translation>প্রতি GPU-তে মেমরি, GB-তে।</translation>
    </message>
    <message>
        <source>FP16 TFLOPS</source>
        <translation>FP16 TFLOPS</translation>
    </message>
    <message>
        <source>Dense FP16 tensor throughput per GPU, in TFLOPS (FP32 accumulate): the best single predictor of diffusion speed.</source>
        <translation>প্রতি GPU-র ডেন্স FP16 টেনসর থ্রুপুট, TFLOPS-এ (FP32 অ্যাকুমুলেট): ডিফিউশনের গতি আন্দাজের একক সেরা সূচক।</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>ব্যান্ডউইথ</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>Memory bandwidth per GPU, in GB/s: small batches are bandwidth-bound.</source>
        <translation>প্রতি GPU-র মেমরি ব্যান্ডউইথ, GB/s-এ: ছোট ব্যাচে গতি ব্যান্ডউইথের ওপর নির্ভর করে।</translation>
    </message>
    <message>
        <source>Storage /GB-month</source>
        <translation>স্টোরেজ /GB-মাস</translation>
    </message>
    <message>
        <source>Persistent volume price per GB and month: keeps checkpoints between sessions.</source>
        <translation>স্থায়ী ভলিউমের দাম, প্রতি GB প্রতি মাসে: সেশনের মাঝে চেকপয়েন্ট রেখে দেয়।</translation>
    </message>
    <message>
        <source>Diffusion image</source>
        <translation>ডিফিউশন ইমেজ</translation>
    </message>
    <message>
        <source>Whether the provider offers a ready-made diffusion UI image or template (ComfyUI, Automatic1111, Forge).</source>
        <translation>প্রোভাইডার তৈরি ডিফিউশন UI ইমেজ বা টেমপ্লেট (ComfyUI, Automatic1111, Forge) দেয় কি না।</translation>
    </message>
    <message>
        <source>Jupyter</source>
        <translation>Jupyter</translation>
    </message>
    <message>
        <source>Jupyter access.</source>
        <translation>Jupyter অ্যাক্সেস।</translation>
    </message>
    <message>
        <source>SSH</source>
        <translation>SSH</translation>
    </message>
    <message>
        <source>SSH access.</source>
        <translation>SSH অ্যাক্সেস।</translation>
    </message>
    <message>
        <source>Basis</source>
        <translation>ভিত্তি</translation>
    </message>
    <message>
        <source>s/image</source>
        <translation>সেকেন্ড/ছবি</translation>
    </message>
    <message>
        <source>Seconds per image for the active workload.</source>
        <translation>সক্রিয় ওয়ার্কলোডের জন্য ছবিপ্রতি সেকেন্ড।</translation>
    </message>
    <message>
        <source>s/step</source>
        <translation>সে./ধাপ</translation>
    </message>
    <message>
        <source>Seconds per optimizer step of the training run.</source>
        <translation>ট্রেনিং রানের প্রতি অপটিমাইজার ধাপে সেকেন্ড।</translation>
    </message>
    <message>
        <source>Images/h</source>
        <translation>ছবি/ঘণ্টা</translation>
    </message>
    <message>
        <source>Images per hour from the whole instance, all its GPUs working.</source>
        <translation>পুরো ইনস্ট্যান্সে ঘণ্টায় ছবি, এর সব GPU কাজ করলে।</translation>
    </message>
    <message>
        <source>Per 1,000 images</source>
        <translation>প্রতি ১,০০০ ছবিতে</translation>
    </message>
    <message>
        <source>Compute cost of 1,000 images at the rate used.</source>
        <translation>ব্যবহৃত দরে ১,০০০ ছবির কম্পিউট খরচ।</translation>
    </message>
    <message>
        <source>Cold start</source>
        <translation>কোল্ড স্টার্ট</translation>
    </message>
    <message>
        <source>min</source>
        <translation>মিনিট</translation>
    </message>
    <message>
        <source>From request to first image, in minutes: boot, checkpoint download (unless kept on a volume) and load.</source>
        <translation>অনুরোধ থেকে প্রথম ছবি পর্যন্ত, মিনিটে: বুট, চেকপয়েন্ট ডাউনলোড (ভলিউমে রাখা না থাকলে) ও লোড।</translation>
    </message>
    <message>
        <source>Cold start assumed</source>
        <translation>অনুমিত কোল্ড স্টার্ট</translation>
    </message>
    <message>
        <source>The provider publishes no cold-start figure; an assumption is used.</source>
        <translation>প্রোভাইডার কোল্ড স্টার্টের কোনো হিসাব প্রকাশ করে না; একটি অনুমান ব্যবহার করা হয়েছে।</translation>
    </message>
    <message>
        <source>Instances</source>
        <translation>ইনস্ট্যান্স</translation>
    </message>
    <message>
        <source>Independent instances the cost assumes: a batch job scales out to meet its deadline.</source>
        <translation>খরচে ধরা স্বাধীন ইনস্ট্যান্স: ব্যাচ জব সময়সীমা মানতে ছড়িয়ে পড়ে।</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>কম্পিউট</translation>
    </message>
    <message>
        <source>The cost of the GPU time the work needs.</source>
        <translation>কাজের প্রয়োজনীয় GPU সময়ের খরচ।</translation>
    </message>
    <message>
        <source>Billing rounding</source>
        <translation>বিলিং রাউন্ডিং</translation>
    </message>
    <message>
        <source>What the billing increment and minimum charge add.</source>
        <translation>বিলিং ধাপ ও ন্যূনতম চার্জ যা যোগ করে।</translation>
    </message>
    <message>
        <source>Cold starts</source>
        <translation>কোল্ড স্টার্ট</translation>
    </message>
    <message>
        <source>The billed time of boots and model loads.</source>
        <translation>বুট ও মডেল লোডের বিল করা সময়।</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>স্টোরেজ</translation>
    </message>
    <message>
        <source>The persistent volume that keeps the models.</source>
        <translation>যে স্থায়ী ভলিউম মডেলগুলো রাখে।</translation>
    </message>
    <message>
        <source>Spot interruptions</source>
        <translation>স্পট বাধা</translation>
    </message>
    <message>
        <source>Work redone after spot interruptions.</source>
        <translation>স্পট বাধার পরে আবার করা কাজ।</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>মোট খরচ</translation>
    </message>
    <message>
        <source>What the active workload costs: a month of sessions, the whole batch job, or the training run — billing rounding, cold starts, storage and spot risk included.</source>
        <translation>সক্রিয় ওয়ার্কলোডের খরচ: এক মাসের সেশন, পুরো ব্যাচ জব, বা ট্রেনিং রান — বিলিং রাউন্ডিং, কোল্ড স্টার্ট, স্টোরেজ ও স্পট ঝুঁকিসহ।</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>ঘণ্টা</translation>
    </message>
    <message>
        <source>h</source>
        <translation>ঘণ্টা</translation>
    </message>
    <message>
        <source>Billed hours a month for interactive work; wall-clock hours of the job or the training run.</source>
        <translation>ইন্টারঅ্যাক্টিভ কাজে মাসে বিল করা ঘণ্টা; জব বা ট্রেনিং রানের প্রকৃত ঘণ্টা।</translation>
    </message>
    <message>
        <source>Time to finish</source>
        <translation>শেষ হওয়ার সময়</translation>
    </message>
    <message>
        <source>Wall-clock hours until the batch job or the training run is done, on the instances the cost assumes. Interactive work has none.</source>
        <translation>খরচে ধরা ইনস্ট্যান্সে ব্যাচ জব বা ট্রেনিং রান শেষ হওয়া পর্যন্ত প্রকৃত ঘণ্টা। ইন্টারঅ্যাক্টিভ কাজে এটি নেই।</translation>
    </message>
    <message>
        <source>Meets deadline</source>
        <translation>সময়সীমা মানে</translation>
    </message>
    <message>
        <source>Whether the job finishes by the workload&apos;s deadline.</source>
        <translation>জবটি ওয়ার্কলোডের সময়সীমার মধ্যে শেষ হয় কি না।</translation>
    </message>
    <message>
        <source>Within wait</source>
        <translation>অপেক্ষার মধ্যে</translation>
    </message>
    <message>
        <source>Interactive work: whether an image comes within the acceptable wait.</source>
        <translation>ইন্টারঅ্যাক্টিভ কাজ: একটি ছবি গ্রহণযোগ্য অপেক্ষার মধ্যে আসে কি না।</translation>
    </message>
    <message>
        <source>Within budget</source>
        <translation>বাজেটের মধ্যে</translation>
    </message>
    <message>
        <source>Whether the total cost stays within the budget.</source>
        <translation>মোট খরচ বাজেটের মধ্যে থাকে কি না।</translation>
    </message>
    <message>
        <source>Unverified price</source>
        <translation>অযাচাইকৃত দাম</translation>
    </message>
    <message>
        <source>Whether the price rests on a single unverified source (a transcription, a search index): check it at the provider before you rely on it.</source>
        <translation>দামটি কেবল একটি অযাচাইকৃত উৎসের (কোনো প্রতিলিপি, কোনো সার্চ ইনডেক্স) ওপর নির্ভর করে কি না: ভরসা করার আগে প্রদানকারীর কাছে যাচাই করুন।</translation>
    </message>
    <message>
        <source>Data age</source>
        <translation>ডেটার বয়স</translation>
    </message>
    <message>
        <source>days</source>
        <translation>দিন</translation>
    </message>
    <message>
        <source>Days since the price was observed. Older than 30 days is stale.</source>
        <translation>দাম দেখার পর কত দিন গেছে। ৩০ দিনের বেশি হলে পুরোনো।</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>দামের উৎস</translation>
    </message>
    <message>
        <source>Where the price comes from.</source>
        <translation>দাম কোথা থেকে এসেছে।</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>পর্যবেক্ষিত</translation>
    </message>
    <message>
        <source>When the price was observed (ISO 8601).</source>
        <translation>দাম কখন পর্যবেক্ষণ করা হয়েছে (ISO 8601)।</translation>
    </message>
    <message>
        <source>Benchmark series</source>
        <translation>বেঞ্চমার্ক সিরিজ</translation>
    </message>
    <message>
        <source>The benchmark series a measured speed comes from.</source>
        <translation>যে বেঞ্চমার্ক সিরিজ থেকে পরিমাপিত গতি এসেছে।</translation>
    </message>
    <message>
        <source>Speed source</source>
        <translation>গতির উৎস</translation>
    </message>
    <message>
        <source>Where the speed comes from.</source>
        <translation>গতি কোথা থেকে এসেছে।</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>কেন</translation>
    </message>
    <message>
        <source>Why the offer ranks where it does.</source>
        <translation>অফারটি কেন এই ক্রমে।</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>হ্যাঁ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>না</translation>
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
        <translation>আঁটে</translation>
    </message>
    <message>
        <source>tight</source>
        <comment>the workload barely fits in VRAM</comment>
        <translation>টায়টায়</translation>
    </message>
    <message>
        <source>does not fit</source>
        <comment>the workload does not fit in VRAM</comment>
        <translation>আঁটে না</translation>
    </message>
    <message>
        <source>Not listed since</source>
        <translation>তালিকায় নেই যেদিন থেকে</translation>
    </message>
    <message>
        <source>The day the public source that brought this price stopped listing the offer (ISO 8601): it may be gone. Empty while the source lists it.</source>
        <translation>যে সর্বজনীন উৎস এই দাম এনেছিল, সেটি যেদিন থেকে অফারটি তালিকায় রাখা বন্ধ করেছে (ISO 8601): অফারটি হয়তো আর নেই। উৎস তালিকায় রাখলে ফাঁকা থাকে।</translation>
    </message>
    <message>
        <source>your measurement: what you measured yourself; measured: from a published benchmark of this GPU; estimated: from the GPU&apos;s specs by the throughput model. The tooltip names the source.</source>
        <translation>আপনার পরিমাপ: যা আপনি নিজে মেপেছেন; পরিমাপিত: এই GPU-র প্রকাশিত বেঞ্চমার্ক থেকে; আনুমানিক: থ্রুপুট মডেল দিয়ে GPU-র স্পেসিফিকেশন থেকে। টুলটিপে উৎসের নাম দেওয়া থাকে।</translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation>GPU সংখ্যা:</translation>
    </message>
    <message>
        <source>Region:</source>
        <translation>অঞ্চল:</translation>
    </message>
    <message>
        <source>Rate used:</source>
        <translation>ব্যবহৃত দর:</translation>
    </message>
    <message>
        <source>On-demand price:</source>
        <translation>অন-ডিমান্ড দাম:</translation>
    </message>
    <message>
        <source>Spot price:</source>
        <translation>স্পট দাম:</translation>
    </message>
    <message>
        <source>Billing increment:</source>
        <translation>বিলিং একক:</translation>
    </message>
    <message>
        <source>Minimum charge:</source>
        <translation>ন্যূনতম চার্জ:</translation>
    </message>
    <message>
        <source>Fits:</source>
        <translation>আঁটে কি না:</translation>
    </message>
    <message>
        <source>VRAM needed:</source>
        <translation>প্রয়োজনীয় VRAM:</translation>
    </message>
    <message>
        <source>VRAM per GPU:</source>
        <translation>প্রতি GPU-তে VRAM:</translation>
    </message>
    <message>
        <source>FP16 tensor:</source>
        <translation>FP16 টেনসর:</translation>
    </message>
    <message>
        <source>Memory bandwidth:</source>
        <translation>মেমরি ব্যান্ডউইথ:</translation>
    </message>
    <message>
        <source>Storage price:</source>
        <translation>স্টোরেজের দাম:</translation>
    </message>
    <message>
        <source>Diffusion UI image:</source>
        <translation>ডিফিউশন UI ইমেজ:</translation>
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
        <translation>গতির ভিত্তি:</translation>
    </message>
    <message>
        <source>Images per hour:</source>
        <translation>ঘণ্টায় ছবি:</translation>
    </message>
    <message>
        <source>Per 1,000 images:</source>
        <translation>প্রতি ১,০০০ ছবিতে:</translation>
    </message>
    <message>
        <source>Compute:</source>
        <translation>কম্পিউট:</translation>
    </message>
    <message>
        <source>Billing rounding:</source>
        <translation>বিলিং রাউন্ডিং:</translation>
    </message>
    <message>
        <source>Cold starts:</source>
        <translation>কোল্ড স্টার্ট:</translation>
    </message>
    <message>
        <source>Storage:</source>
        <translation>স্টোরেজ:</translation>
    </message>
    <message>
        <source>Spot risk:</source>
        <translation>স্পট ঝুঁকি:</translation>
    </message>
    <message>
        <source>Total:</source>
        <translation>মোট:</translation>
    </message>
    <message>
        <source>Price source:</source>
        <translation>দামের উৎস:</translation>
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
        <translation>মার্কিন ডলার, যেমন সংরক্ষিত</translation>
    </message>
    <message>
        <source>No rate for %1 is available: the European Central Bank publishes none and the catalog lists none. Prices are shown in US dollars.</source>
        <translation>%1-এর কোনো বিনিময় হার পাওয়া যায়নি: ইউরোপীয় কেন্দ্রীয় ব্যাংক এটি প্রকাশ করে না, ক্যাটালগেও নেই। দাম মার্কিন ডলারে দেখানো হচ্ছে।</translation>
    </message>
    <message>
        <source>No rate for %1 is available. Prices are shown in US dollars.</source>
        <translation>%1-এর কোনো বিনিময় হার পাওয়া যায়নি। দাম মার্কিন ডলারে দেখানো হচ্ছে।</translation>
    </message>
</context>
<context>
    <name>core::Database</name>
    <message>
        <source>A database operation failed: %1</source>
        <translation>ডেটাবেসের একটি অপারেশন ব্যর্থ হয়েছে: %1</translation>
    </message>
    <message>
        <source>Cannot read the catalog: %1</source>
        <translation>ক্যাটালগ পড়া যাচ্ছে না: %1</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the database.</source>
        <translation>ডেটাবেসের জন্য %1 ফোল্ডার তৈরি করা যাচ্ছে না।</translation>
    </message>
    <message>
        <source>Cannot prepare the database %1: %2</source>
        <translation>ডেটাবেস %1 প্রস্তুত করা যাচ্ছে না: %2</translation>
    </message>
    <message>
        <source>The database was written by a newer GPU Scout (schema version %1; this version reads up to %2). It was left untouched.</source>
        <translation>ডেটাবেসটি GPU Scout-এর নতুনতর সংস্করণে লেখা (স্কিমা সংস্করণ %1; এই সংস্করণ %2 পর্যন্ত পড়তে পারে)। এটিতে হাত দেওয়া হয়নি।</translation>
    </message>
    <message>
        <source>Cannot start a database transaction: %1</source>
        <translation>ডেটাবেস ট্রানজ্যাকশন শুরু করা যাচ্ছে না: %1</translation>
    </message>
    <message>
        <source>Cannot save to the database: %1</source>
        <translation>ডেটাবেসে সংরক্ষণ করা যাচ্ছে না: %1</translation>
    </message>
    <message>
        <source>The database path %1 is not a regular file.</source>
        <translation>ডেটাবেসের পাথ %1 সাধারণ ফাইল নয়।</translation>
    </message>
    <message>
        <source>The database %1 does not exist, and read-only it cannot be created.</source>
        <translation>ডেটাবেস %1 নেই, এবং শুধু-পড়া অবস্থায় এটি তৈরি করা যায় না।</translation>
    </message>
    <message>
        <source>Cannot open the database %1: %2.</source>
        <translation>ডেটাবেস %1 খোলা যাচ্ছে না: %2।</translation>
    </message>
    <message>
        <source>Cannot use %1 as GPU Scout&apos;s database: %2.</source>
        <translation>%1 GPU Scout-এর ডেটাবেস হিসেবে ব্যবহার করা যাচ্ছে না: %2।</translation>
    </message>
    <message>
        <source>%1 is another program&apos;s SQLite database (it has the tables %2 and no GPU Scout schema version); GPU Scout does not write into it. Choose another file with --database.</source>
        <translation>%1 অন্য একটি প্রোগ্রামের SQLite ডেটাবেস (এতে %2 টেবিল আছে এবং GPU Scout-এর কোনো স্কিমা সংস্করণ নেই); GPU Scout এতে কিছু লেখে না। --database দিয়ে অন্য একটি ফাইল বেছে নিন।</translation>
    </message>
    <message>
        <source>The database %1 is read-only and has schema version %2; this version of GPU Scout needs version %3, which it cannot write. Make the file writable or use another one.</source>
        <translation>ডেটাবেস %1 শুধু পড়ার জন্য এবং এর স্কিমা সংস্করণ %2; GPU Scout-এর এই সংস্করণের দরকার সংস্করণ %3, যা এটি লিখতে পারে না। ফাইলটি লেখার যোগ্য করুন বা অন্য একটি ব্যবহার করুন।</translation>
    </message>
    <message>
        <source>The database %1 is damaged: its table &quot;%2&quot; is missing. Move the file aside; GPU Scout then starts a new database.</source>
        <translation>ডেটাবেস %1 ক্ষতিগ্রস্ত: এর টেবিল &quot;%2&quot; নেই। ফাইলটি সরিয়ে রাখুন; তারপর GPU Scout একটি নতুন ডেটাবেস শুরু করবে।</translation>
    </message>
    <message>
        <source>another program has the database locked; close it and try again</source>
        <translation>অন্য একটি প্রোগ্রাম ডেটাবেসটি লক করে রেখেছে; সেটি বন্ধ করে আবার চেষ্টা করুন</translation>
    </message>
    <message>
        <source>the database is read-only</source>
        <translation>ডেটাবেসটি শুধু পড়ার জন্য</translation>
    </message>
    <message>
        <source>the disk could not be read or written (%1)</source>
        <translation>ডিস্ক পড়া বা লেখা যায়নি (%1)</translation>
    </message>
    <message>
        <source>the database file is damaged</source>
        <translation>ডেটাবেস ফাইলটি ক্ষতিগ্রস্ত</translation>
    </message>
    <message>
        <source>the disk is full; free some space and try again</source>
        <translation>ডিস্ক ভরে গেছে; কিছু জায়গা খালি করে আবার চেষ্টা করুন</translation>
    </message>
    <message>
        <source>the database file cannot be opened (check the path and its permissions)</source>
        <translation>ডেটাবেস ফাইলটি খোলা যাচ্ছে না (পাথ ও এর অনুমতি দেখুন)</translation>
    </message>
    <message>
        <source>a value breaks a rule of the database (%1)</source>
        <translation>একটি মান ডেটাবেসের একটি নিয়ম ভাঙছে (%1)</translation>
    </message>
    <message>
        <source>the file is not an SQLite database</source>
        <translation>ফাইলটি SQLite ডেটাবেস নয়</translation>
    </message>
    <message>
        <source>unknown database error</source>
        <translation>ডেটাবেসের অজানা ত্রুটি</translation>
    </message>
    <message>
        <source>%1 has the schema version %2, which no GPU Scout writes: it is another program&apos;s SQLite database or a damaged one. GPU Scout leaves it untouched; choose another file with --database.</source>
        <translation>%1-এর স্কিমা সংস্করণ %2, যা কোনো GPU Scout লেখে না: এটি অন্য কোনো প্রোগ্রামের SQLite ডেটাবেস বা একটি ক্ষতিগ্রস্ত ডেটাবেস। GPU Scout এটি অক্ষত রাখে; --database দিয়ে অন্য ফাইল বেছে নিন।</translation>
    </message>
    <message>
        <source>%1 is another program&apos;s SQLite database (schema version %2, %3); GPU Scout does not write into it. Choose another file with --database.</source>
        <translation>%1 অন্য কোনো প্রোগ্রামের SQLite ডেটাবেস (স্কিমা সংস্করণ %2, %3); GPU Scout এতে লেখে না। --database দিয়ে অন্য ফাইল বেছে নিন।</translation>
    </message>
    <message>
        <source>no tables</source>
        <translation>কোনো টেবিল নেই</translation>
    </message>
    <message>
        <source>the tables %1</source>
        <translation>টেবিলগুলো %1</translation>
    </message>
    <message>
        <source>The database has the schema version %1, which no GPU Scout writes. It was left untouched.</source>
        <translation>ডেটাবেসের স্কিমা সংস্করণ %1, যা কোনো GPU Scout লেখে না। এটি অক্ষত রাখা হয়েছে।</translation>
    </message>
    <message>
        <source>Cannot read the catalog: source details number %2, named by the offer in row %1, are missing from the database. Import a catalog to replace it.</source>
        <translation>ক্যাটালগ পড়া যাচ্ছে না: উৎসের বিবরণ নম্বর %2, যার উল্লেখ সারি %1-এর অফারে আছে, ডাটাবেসে নেই। এটি বদলাতে একটি ক্যাটালগ ইমপোর্ট করুন।</translation>
    </message>
</context>
<context>
    <name>core::Download</name>
    <message>
        <source>&quot;%1&quot; is not a usable address</source>
        <translation>&quot;%1&quot; ব্যবহারযোগ্য ঠিকানা নয়</translation>
    </message>
    <message>
        <source>The address %1 was refused: GPU Scout fetches only over HTTPS (plain HTTP only from this computer)</source>
        <translation>%1 ঠিকানাটি গ্রহণ করা হয়নি: GPU Scout শুধু HTTPS দিয়ে আনে (সাধারণ HTTP শুধু এই কম্পিউটার থেকে)</translation>
    </message>
    <message>
        <source>The address %1 was refused: GPU Scout fetches only https: and file: addresses</source>
        <translation>%1 ঠিকানাটি গ্রহণ করা হয়নি: GPU Scout শুধু https: ও file: ঠিকানা থেকে আনে</translation>
    </message>
    <message>
        <source>%1 redirected to %2, which was refused: GPU Scout follows redirects only to HTTPS addresses</source>
        <translation>%1 রিডাইরেক্ট করেছে %2-এ, যা গ্রহণ করা হয়নি: GPU Scout শুধু HTTPS ঠিকানায় রিডাইরেক্ট মানে</translation>
    </message>
    <message>
        <source>The download from %1 was cancelled</source>
        <translation>%1 থেকে ডাউনলোড বাতিল করা হয়েছে</translation>
    </message>
    <message>
        <source>The server answered %1 %2 for %3</source>
        <translation>সার্ভার %3-এর জন্য %1 %2 উত্তর দিয়েছে</translation>
    </message>
    <message>
        <source>Cannot fetch %1: %2</source>
        <translation>%1 আনা যাচ্ছে না: %2</translation>
    </message>
    <message>
        <source>The server answered %1 for %2, which GPU Scout does not handle</source>
        <translation>সার্ভার %2-এর জন্য %1 উত্তর দিয়েছে, যা GPU Scout সামলাতে পারে না</translation>
    </message>
    <message numerus="yes">
        <source>%1 redirected more than %Ln time(s)</source>
        <translation>
            <numerusform>%1 %Ln বারের বেশি রিডাইরেক্ট করেছে</numerusform>
            <numerusform>%1 %Ln বারের বেশি রিডাইরেক্ট করেছে</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer from %1 announces %2, more than the limit of %3</source>
        <translation>%1-এর উত্তর %2-এর ঘোষণা দিচ্ছে, যা %3-এর সীমার বেশি</translation>
    </message>
    <message>
        <source>The answer from %1 is larger than the limit of %2</source>
        <translation>%1-এর উত্তর %2-এর সীমার চেয়ে বড়</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s</source>
        <translation>%1 %2 সেকেন্ডের মধ্যে সাড়া দেয়নি</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%Ln বাইট</numerusform>
            <numerusform>%Ln বাইট</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The download from %1 was cut off after %2 of %n byte(s)</source>
        <translation>
            <numerusform>%1 থেকে ডাউনলোড %Ln বাইটের মধ্যে %2 বাইটের পর কেটে গেছে</numerusform>
            <numerusform>%1 থেকে ডাউনলোড %Ln বাইটের মধ্যে %2 বাইটের পর কেটে গেছে</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 refused: too many requests, try again in %n second(s)</source>
        <translation>
            <numerusform>%1 প্রত্যাখ্যান করেছে: খুব বেশি অনুরোধ, %Ln সেকেন্ড পরে আবার চেষ্টা করুন</numerusform>
            <numerusform>%1 প্রত্যাখ্যান করেছে: খুব বেশি অনুরোধ, %Ln সেকেন্ড পরে আবার চেষ্টা করুন</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 answered 304 Not Modified although GPU Scout sent no ETag or date to compare with</source>
        <translation>%1 304 Not Modified উত্তর দিয়েছে, অথচ GPU Scout তুলনার জন্য কোনো ETag বা তারিখ পাঠায়নি</translation>
    </message>
    <message>
        <source>Cannot reach %1: you appear to be offline (%2)</source>
        <translation>%1-এ পৌঁছানো যায়নি: মনে হচ্ছে আপনি অফলাইনে আছেন (%2)</translation>
    </message>
    <message>
        <source>%1 did not finish sending within %2 s</source>
        <translation>%1 %2 সেকেন্ডের মধ্যে পাঠানো শেষ করেনি</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 পড়া যাচ্ছে না: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: it is %2, more than the %3 GPU Scout reads from one address</source>
        <translation>%1 পড়া যাচ্ছে না: এটি %2, যা GPU Scout একটি ঠিকানা থেকে যতটা পড়ে (%3) তার চেয়ে বেশি</translation>
    </message>
    <message>
        <source>%1 sent a compressed answer (%2) that cannot be unpacked: it is damaged, or unpacks to more than GPU Scout accepts</source>
        <translation>%1 একটি সংকুচিত উত্তর (%2) পাঠিয়েছে যা খোলা যাচ্ছে না: এটি ক্ষতিগ্রস্ত, অথবা খুললে GPU Scout যতটা গ্রহণ করে তার চেয়ে বড় হয়</translation>
    </message>
</context>
<context>
    <name>core::EcbRates</name>
    <message>
        <source>The ECB rates give the date &quot;%1&quot;, which is not a date.</source>
        <translation>ECB হারে তারিখ দেওয়া &quot;%1&quot;, যা কোনো তারিখ নয়।</translation>
    </message>
    <message>
        <source>The ECB rate for %1 is &quot;%2&quot;, which is not a positive number.</source>
        <translation>%1-এর ECB হার &quot;%2&quot;, যা কোনো ধনাত্মক সংখ্যা নয়।</translation>
    </message>
    <message>
        <source>The ECB rates list %1 before giving their date.</source>
        <translation>ECB হারের তালিকায় তারিখের আগেই %1 এসেছে।</translation>
    </message>
    <message>
        <source>The ECB rates are not valid XML: %1 (line %2).</source>
        <translation>ECB হারগুলো বৈধ XML নয়: %1 (লাইন %2)।</translation>
    </message>
    <message>
        <source>The document holds no ECB reference rates.</source>
        <translation>ডকুমেন্টে কোনো ECB রেফারেন্স হার নেই।</translation>
    </message>
    <message>
        <source>The ECB rates of %1 give no US dollar rate, so no currency can be converted.</source>
        <translation>%1-এর ECB হারে মার্কিন ডলারের হার নেই, তাই কোনো মুদ্রাই রূপান্তর করা যাবে না।</translation>
    </message>
    <message>
        <source>The bundled currency rates cannot be read: %1</source>
        <translation>সঙ্গে দেওয়া মুদ্রার বিনিময় হার পড়া যাচ্ছে না: %1</translation>
    </message>
    <message>
        <source>European Central Bank euro reference rates (bundled snapshot of eurofxref-daily.xml)</source>
        <translation>ইউরোপীয় কেন্দ্রীয় ব্যাংকের ইউরো রেফারেন্স হার (eurofxref-daily.xml-এর সঙ্গে দেওয়া কপি)</translation>
    </message>
    <message>
        <source>The ECB rates give the date %1, which is in the future.</source>
        <translation>ECB হারগুলো %1 তারিখ দেয়, যা ভবিষ্যতের।</translation>
    </message>
    <message>
        <source>The ECB rates list &quot;%1&quot;, which is not a currency code.</source>
        <translation>ECB হারগুলোতে &quot;%1&quot; আছে, যা কোনো মুদ্রা কোড নয়।</translation>
    </message>
    <message>
        <source>The ECB rate for %1 is %2 per euro, outside the plausible range (%3 to %4).</source>
        <translation>%1-এর ECB হার প্রতি ইউরোতে %2, যা বিশ্বাসযোগ্য সীমার (%3 থেকে %4) বাইরে।</translation>
    </message>
</context>
<context>
    <name>core::Engine</name>
    <message>
        <source>The catalog has no model &quot;%1&quot;.</source>
        <translation>ক্যাটালগে &quot;%1&quot; নামে কোনো মডেল নেই।</translation>
    </message>
    <message>
        <source>no BF16 support</source>
        <translation>BF16 সাপোর্ট নেই</translation>
    </message>
    <message>
        <source>no on-demand price</source>
        <translation>অন-ডিমান্ড দাম নেই</translation>
    </message>
    <message>
        <source>speed unknown: no benchmark and no specs</source>
        <translation>গতি অজানা: বেঞ্চমার্ক বা স্পেসিফিকেশন নেই</translation>
    </message>
    <message>
        <source>cannot meet the deadline</source>
        <translation>সময়সীমার মধ্যে শেষ করতে পারবে না</translation>
    </message>
    <message>
        <source>lowest monthly cost</source>
        <translation>সবচেয়ে কম মাসিক খরচ</translation>
    </message>
    <message>
        <source>cheapest job</source>
        <translation>সবচেয়ে সস্তা জব</translation>
    </message>
    <message>
        <source>cheapest training run</source>
        <translation>সবচেয়ে সস্তা ট্রেনিং রান</translation>
    </message>
    <message>
        <source>fastest</source>
        <translation>সবচেয়ে দ্রুত</translation>
    </message>
    <message>
        <source>over budget</source>
        <translation>বাজেটের বাইরে</translation>
    </message>
    <message>
        <source>tight VRAM fit</source>
        <translation>VRAM-এ টায়টায় আঁটে</translation>
    </message>
    <message>
        <source>billing increment unknown</source>
        <translation>বিলিং একক অজানা</translation>
    </message>
    <message>
        <source>per-second billing</source>
        <translation>প্রতি সেকেন্ডে বিলিং</translation>
    </message>
    <message>
        <source>per-minute billing</source>
        <translation>প্রতি মিনিটে বিলিং</translation>
    </message>
    <message>
        <source>hourly billing</source>
        <translation>প্রতি ঘণ্টায় বিলিং</translation>
    </message>
    <message>
        <source>spot, interruptions included</source>
        <translation>স্পট, বাধার খরচসহ</translation>
    </message>
    <message>
        <source>cold start unknown, %1 min assumed</source>
        <translation>কোল্ড স্টার্ট অজানা, %1 মিনিট ধরে নেওয়া হয়েছে</translation>
    </message>
    <message>
        <source>needs more VRAM than its %1 GB</source>
        <translation>এর %1 GB-র চেয়ে বেশি VRAM দরকার</translation>
    </message>
    <message>
        <source>%1% of the bill is unused billed time</source>
        <translation>বিলের %1% হলো বিল করা কিন্তু অব্যবহৃত সময়</translation>
    </message>
    <message numerus="yes">
        <source>%n instance(s) in parallel</source>
        <translation>
            <numerusform>%Lnটি ইনস্ট্যান্স সমান্তরালে</numerusform>
            <numerusform>%Lnটি ইনস্ট্যান্স সমান্তরালে</numerusform>
        </translation>
    </message>
    <message>
        <source>slower than the acceptable wait of %1 s per image</source>
        <translation>প্রতি ছবিতে %1 সেকেন্ডের গ্রহণযোগ্য অপেক্ষার চেয়ে ধীর</translation>
    </message>
    <message>
        <source>runs only with part of the weights offloaded to host memory (slower)</source>
        <translation>ওয়েটের একাংশ হোস্ট মেমরিতে সরিয়ে রাখলে তবেই চলে (ধীরতর)</translation>
    </message>
    <message>
        <source>price from a single unverified source</source>
        <translation>দাম একটিমাত্র অযাচাইকৃত উৎস থেকে</translation>
    </message>
    <message numerus="yes">
        <source>price from a single unverified source older than %Ln day(s)</source>
        <translation>
            <numerusform>দাম একটিমাত্র অযাচাইকৃত উৎস থেকে, %Ln দিনের বেশি পুরোনো</numerusform>
            <numerusform>দাম একটিমাত্র অযাচাইকৃত উৎস থেকে, %Ln দিনের বেশি পুরোনো</numerusform>
        </translation>
    </message>
    <message>
        <source>price from a single unverified source of unknown date</source>
        <translation>দাম একটিমাত্র অযাচাইকৃত উৎস থেকে, তারিখ অজানা</translation>
    </message>
    <message>
        <source>ranked after verified and recent prices</source>
        <translation>যাচাইকৃত ও সাম্প্রতিক দামের পরে ক্রমে রাখা</translation>
    </message>
</context>
<context>
    <name>core::ExportFile</name>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 একটি ফাইল, ফোল্ডার নয়</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>%1 ফোল্ডারটি নেই</translation>
    </message>
    <message>
        <source>the folder %1 is not writable</source>
        <translation>%1 ফোল্ডারে লেখা যায় না</translation>
    </message>
    <message>
        <source>Cannot write &quot;%1&quot;: %2.</source>
        <translation>&quot;%1&quot; লেখা যাচ্ছে না: %2।</translation>
    </message>
    <message>
        <source>No file name was given for the export.</source>
        <translation>এক্সপোর্টের জন্য কোনো ফাইলের নাম দেওয়া হয়নি।</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>এটি একটি ফোল্ডার</translation>
    </message>
    <message>
        <source>a CSV export</source>
        <translation>একটি CSV এক্সপোর্ট</translation>
    </message>
    <message>
        <source>a PDF report</source>
        <translation>একটি PDF রিপোর্ট</translation>
    </message>
    <message>
        <source>a PNG image</source>
        <translation>একটি PNG ছবি</translation>
    </message>
    <message>
        <source>an SVG image</source>
        <translation>একটি SVG ছবি</translation>
    </message>
    <message>
        <source>it is a link to %1, which does not exist</source>
        <translation>এটি %1-এর একটি লিংক, যা নেই</translation>
    </message>
    <message>
        <source>it is not a regular file (a device, a pipe or a socket); exports write regular files only</source>
        <translation>এটি সাধারণ ফাইল নয় (একটি ডিভাইস, পাইপ বা সকেট); এক্সপোর্ট শুধু সাধারণ ফাইল লেখে</translation>
    </message>
    <message>
        <source>it is the database GPU Scout has open; an export would destroy the catalog and your shortlists</source>
        <translation>এটি GPU Scout-এর খোলা ডেটাবেস; একটি এক্সপোর্ট ক্যাটালগ ও আপনার বাছাই তালিকা নষ্ট করে দিত</translation>
    </message>
    <message>
        <source>it is an SQLite database; an export never replaces a database</source>
        <translation>এটি একটি SQLite ডেটাবেস; এক্সপোর্ট কখনো ডেটাবেসের জায়গা নেয় না</translation>
    </message>
    <message>
        <source>the file exists and is not %1; choose another name, or replace it with --force</source>
        <translation>ফাইলটি আছে এবং এটি %1 নয়; অন্য নাম বেছে নিন, বা --force দিয়ে এটি বদলান</translation>
    </message>
    <message>
        <source>the disk is full (%1 free, the export needs %2)</source>
        <translation>ডিস্ক ভরে গেছে (%1 খালি, এক্সপোর্টের দরকার %2)</translation>
    </message>
    <message>
        <source>not everything could be written (the disk is full, or a limit on file sizes was reached); the file was left as it was</source>
        <translation>সবকিছু লেখা যায়নি (ডিস্ক পূর্ণ, অথবা ফাইলের আকারের সীমায় পৌঁছেছে); ফাইলটি আগের মতোই রাখা হয়েছে</translation>
    </message>
    <message>
        <source>the disk is full (%1 free)</source>
        <translation>ডিস্ক পূর্ণ (%1 খালি)</translation>
    </message>
    <message>
        <source>a catalog written by GPU Scout</source>
        <translation>GPU Scout-এর লেখা একটি ক্যাটালগ</translation>
    </message>
    <message>
        <source>it is GPU Scout&apos;s settings file; an export never replaces it</source>
        <translation>এটি GPU Scout-এর সেটিংস ফাইল; কোনো এক্সপোর্ট কখনো এটি প্রতিস্থাপন করে না</translation>
    </message>
</context>
<context>
    <name>core::GpuHuntSource</name>
    <message>
        <source>the answer is not a zip archive (QuaZip error %1)</source>
        <translation>উত্তরটি zip আর্কাইভ নয় (QuaZip ত্রুটি %1)</translation>
    </message>
    <message>
        <source>the entry %1 of the zip cannot be opened (QuaZip error %2)</source>
        <translation>zip-এর এন্ট্রি %1 খোলা যায়নি (QuaZip ত্রুটি %2)</translation>
    </message>
    <message>
        <source>the entry %1 of the zip is damaged (QuaZip error %2)</source>
        <translation>zip-এর এন্ট্রি %1 ক্ষতিগ্রস্ত (QuaZip ত্রুটি %2)</translation>
    </message>
    <message>
        <source>the zip holds no CSV file</source>
        <translation>zip-এ কোনো CSV ফাইল নেই</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <translation>%1 পড়া যায়নি: %2।</translation>
    </message>
    <message>
        <source>%1 has changed shape: the header lacks the column(s) %2.</source>
        <translation>%1-এর গঠন বদলেছে: হেডারে কলাম %2 নেই।</translation>
    </message>
    <message>
        <source>%1 is cut off or not CSV: record %2 has an unterminated quote.</source>
        <translation>%1 কাটা পড়েছে বা CSV নয়: রেকর্ড %2-এ একটি quote বন্ধ হয়নি।</translation>
    </message>
    <message>
        <source>the entry %1 would inflate to more than %2</source>
        <translation>এন্ট্রি %1 খুললে %2-এর বেশি হবে</translation>
    </message>
</context>
<context>
    <name>core::LocalFile</name>
    <message>
        <source>it is a link that leads round a loop of links and never to a file</source>
        <translation>এটি এমন একটি লিংক যা লিংকের একটি চক্রে ঘুরতে থাকে, কখনো কোনো ফাইলে পৌঁছায় না</translation>
    </message>
    <message>
        <source>it is not a regular file (a device, a pipe or a socket); GPU Scout reads regular files only</source>
        <translation>এটি সাধারণ ফাইল নয় (একটি ডিভাইস, পাইপ বা সকেট); GPU Scout শুধু সাধারণ ফাইল পড়ে</translation>
    </message>
    <message>
        <source>it is a link to %1, which does not exist</source>
        <translation>এটি %1-এর একটি লিংক, যার অস্তিত্ব নেই</translation>
    </message>
    <message>
        <source>it does not exist</source>
        <translation>এটির অস্তিত্ব নেই</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>এটি একটি ফোল্ডার</translation>
    </message>
    <message>
        <source>you may not read it</source>
        <translation>এটি পড়ার অনুমতি আপনার নেই</translation>
    </message>
</context>
<context>
    <name>core::MeasurementStore</name>
    <message>
        <source>Cannot read your measurements: %1</source>
        <translation>আপনার পরিমাপগুলো পড়া যাচ্ছে না: %1</translation>
    </message>
    <message>
        <source>There is no measurement with id %1.</source>
        <translation>আইডি %1-এর কোনো পরিমাপ নেই।</translation>
    </message>
</context>
<context>
    <name>core::Measurements</name>
    <message>
        <source>gpu: the catalog has no GPU &quot;%1&quot;.</source>
        <translation>gpu: ক্যাটালগে &quot;%1&quot; নামে কোনো GPU নেই।</translation>
    </message>
    <message>
        <source>model: the catalog has no model &quot;%1&quot;.</source>
        <translation>model: ক্যাটালগে &quot;%1&quot; নামে কোনো মডেল নেই।</translation>
    </message>
    <message>
        <source>Give either seconds per image or iterations per second, not both or neither.</source>
        <translation>হয় প্রতি ছবিতে সেকেন্ড, নয় প্রতি সেকেন্ডে ইটারেশন দিন; দুটোই নয়, আবার কোনোটি বাদও নয়।</translation>
    </message>
    <message>
        <source>seconds per image must be a positive number, not %1.</source>
        <translation>প্রতি ছবিতে সেকেন্ড একটি ধনাত্মক সংখ্যা হতে হবে, %1 নয়।</translation>
    </message>
    <message>
        <source>iterations per second must be a positive number, not %1.</source>
        <translation>প্রতি সেকেন্ডে ইটারেশন একটি ধনাত্মক সংখ্যা হতে হবে, %1 নয়।</translation>
    </message>
    <message>
        <source>width, height, steps and batch must be positive.</source>
        <translation>width, height, steps ও batch ধনাত্মক হতে হবে।</translation>
    </message>
    <message>
        <source>software: unknown stack &quot;%1&quot;.</source>
        <translation>software: অজানা স্ট্যাক &quot;%1&quot;।</translation>
    </message>
</context>
<context>
    <name>core::OfferBuilder</name>
    <message>
        <source>%1 × %2 %3 in %4: spot %5, on-demand %6 USD/h</source>
        <translation>%1 × %2 %3, %4-এ: স্পট %5, অন-ডিমান্ড %6 USD/ঘণ্টা</translation>
    </message>
    <message numerus="yes">
        <source>%n spot price(s) above the on-demand price were refused (for example %1).</source>
        <translation>
            <numerusform>অন-ডিমান্ড দামের চেয়ে বেশি %Lnটি স্পট দাম বাতিল করা হয়েছে (যেমন %1)।</numerusform>
            <numerusform>অন-ডিমান্ড দামের চেয়ে বেশি %Lnটি স্পট দাম বাতিল করা হয়েছে (যেমন %1)।</numerusform>
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
        <translation>অজানা</translation>
    </message>
    <message>
        <source>per %1</source>
        <translation>প্রতি %1</translation>
    </message>
    <message>
        <source>%1, minimum %2</source>
        <translation>%1, ন্যূনতম %2</translation>
    </message>
    <message>
        <source>Cost a month</source>
        <translation>মাসিক খরচ</translation>
    </message>
    <message>
        <source>Cost of the job</source>
        <translation>জবের খরচ</translation>
    </message>
    <message>
        <source>Cost of the run</source>
        <translation>রানের খরচ</translation>
    </message>
    <message>
        <source>Created %1 with GPU Scout %2. Catalog %3, generated %4.</source>
        <translation>%1-এ GPU Scout %2 দিয়ে তৈরি। ক্যাটালগ %3, তৈরি %4।</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>ওয়ার্কলোড</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>মডেল</translation>
    </message>
    <message>
        <source>, gradient checkpointing</source>
        <translation>, গ্রেডিয়েন্ট চেকপয়েন্টিং</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>কাজের ধরন</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>পরিমাণ</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 পিক্সেল</translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation>রেজোলিউশন</translation>
    </message>
    <message>
        <source>Steps and batch</source>
        <translation>ধাপ ও ব্যাচ</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>প্রিসিশন</translation>
    </message>
    <message>
        <source>Spot instances</source>
        <translation>স্পট ইনস্ট্যান্স</translation>
    </message>
    <message>
        <source>allowed for batch and training work, where offered</source>
        <translation>ব্যাচ ও ট্রেনিংয়ের কাজে অনুমোদিত, যেখানে পাওয়া যায়</translation>
    </message>
    <message>
        <source>not used: on-demand prices</source>
        <translation>ব্যবহৃত নয়: অন-ডিমান্ড দাম</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>বাজেট</translation>
    </message>
    <message>
        <source>GPU memory needed</source>
        <translation>প্রয়োজনীয় GPU মেমরি</translation>
    </message>
    <message>
        <source>%1 GB on each GPU</source>
        <translation>প্রতিটি GPU-তে %1 GB</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>ধরে নেওয়া বিষয়</translation>
    </message>
    <message>
        <source>Cold start</source>
        <translation>কোল্ড স্টার্ট</translation>
    </message>
    <message>
        <source>%1 for every provider</source>
        <translation>সব প্রোভাইডারের জন্য %1</translation>
    </message>
    <message>
        <source>the provider&apos;s published figure; %1 where none is published</source>
        <translation>প্রোভাইডারের প্রকাশিত হিসাব; যেখানে প্রকাশিত নেই সেখানে %1</translation>
    </message>
    <message>
        <source>Model download and load</source>
        <translation>মডেল ডাউনলোড ও লোড</translation>
    </message>
    <message>
        <source>%1 MB/s download without a volume, %2 GB/s from disk to GPU memory</source>
        <translation>ভলিউম ছাড়া %1 MB/s ডাউনলোড, ডিস্ক থেকে GPU মেমরিতে %2 GB/s</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>স্টোরেজ</translation>
    </message>
    <message>
        <source>models kept on a persistent volume where offered, plus %1 GB of extras</source>
        <translation>যেখানে পাওয়া যায়, মডেল স্থায়ী ভলিউমে রাখা, সঙ্গে বাড়তি %1 GB</translation>
    </message>
    <message>
        <source>no persistent volume: the checkpoint is downloaded every session</source>
        <translation>স্থায়ী ভলিউম নেই: প্রতি সেশনে চেকপয়েন্ট ডাউনলোড হয়</translation>
    </message>
    <message>
        <source>Spot interruptions</source>
        <translation>স্পট বাধা</translation>
    </message>
    <message>
        <source>Scale-out</source>
        <translation>স্কেল-আউট</translation>
    </message>
    <message>
        <source>VRAM headroom</source>
        <translation>VRAM-এর বাড়তি জায়গা</translation>
    </message>
    <message>
        <source>a fit with less than %1 % spare memory is tight</source>
        <translation>%1 %-এর কম খালি মেমরি থাকলে টায়টায় ধরা হয়</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>অফার</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>অফার</translation>
    </message>
    <message>
        <source>Price an hour</source>
        <translation>ঘণ্টায় দাম</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>বিলিং</translation>
    </message>
    <message>
        <source>%1 spot</source>
        <translation>%1 স্পট</translation>
    </message>
    <message>
        <source>No offers to report.</source>
        <translation>রিপোর্টে দেখানোর মতো কোনো অফার নেই।</translation>
    </message>
    <message>
        <source>Why each offer stands where it does:</source>
        <translation>প্রতিটি অফার কেন এই ক্রমে:</translation>
    </message>
    <message>
        <source>Unavailable</source>
        <translation>পাওয়া যাচ্ছে না</translation>
    </message>
    <message>
        <source>These shortlisted offers are no longer in the catalog, so they have no current price or figures:</source>
        <translation>বাছাই তালিকার এই অফারগুলো আর ক্যাটালগে নেই, তাই এদের বর্তমান দাম বা হিসাব নেই:</translation>
    </message>
    <message>
        <source>unavailable</source>
        <translation>পাওয়া যাচ্ছে না</translation>
    </message>
    <message>
        <source>unavailable (%1)</source>
        <translation>পাওয়া যাচ্ছে না (%1)</translation>
    </message>
    <message>
        <source>Cost of the task</source>
        <translation>কাজের ধরন অনুযায়ী খরচ</translation>
    </message>
    <message>
        <source>What each offer costs for this workload (%1), billing rounding, cold starts, storage and spot risk included.</source>
        <translation>এই ওয়ার্কলোডে (%1) প্রতিটি অফারের খরচ, বিলিং রাউন্ডিং, কোল্ড স্টার্ট, স্টোরেজ ও স্পট ঝুঁকিসহ।</translation>
    </message>
    <message>
        <source>US dollars</source>
        <translation>মার্কিন ডলার</translation>
    </message>
    <message>
        <source>Speed and cost</source>
        <translation>গতি ও খরচ</translation>
    </message>
    <message>
        <source>Seconds per training step against the cost of the run. Lower left is better.</source>
        <translation>প্রতি ট্রেনিং ধাপে সেকেন্ড বনাম রানের খরচ। নিচে বাঁয়ে যত, তত ভালো।</translation>
    </message>
    <message>
        <source>Seconds per image against the cost of 1,000 images (compute only). Lower left is better: the marked offers are the Pareto frontier, where nothing is both cheaper and faster.</source>
        <translation>প্রতি ছবিতে সেকেন্ড বনাম ১,০০০ ছবির খরচ (শুধু কম্পিউট)। নিচে বাঁয়ে যত, তত ভালো: চিহ্নিত অফারগুলো প্যারেটো সীমানা — এদের চেয়ে একই সঙ্গে সস্তা ও দ্রুত কোনো অফার নেই।</translation>
    </message>
    <message>
        <source>Cost of the run (US dollars)</source>
        <translation>রানের খরচ (মার্কিন ডলার)</translation>
    </message>
    <message>
        <source>US dollars per 1,000 images</source>
        <translation>প্রতি ১,০০০ ছবিতে মার্কিন ডলার</translation>
    </message>
    <message>
        <source>Seconds per step</source>
        <translation>প্রতি ধাপে সেকেন্ড</translation>
    </message>
    <message>
        <source>Seconds per image</source>
        <translation>প্রতি ছবিতে সেকেন্ড</translation>
    </message>
    <message>
        <source>Where the money goes</source>
        <translation>টাকা কোথায় যায়</translation>
    </message>
    <message>
        <source>%1, in US dollars. Rounding waste is time billed but not used: billing increments and minimum charges.</source>
        <translation>%1, মার্কিন ডলারে। রাউন্ডিংয়ের অপচয় হলো বিল করা কিন্তু অব্যবহৃত সময়: বিলিং একক ও ন্যূনতম চার্জের কারণে।</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>কম্পিউট</translation>
    </message>
    <message>
        <source>Rounding waste</source>
        <translation>রাউন্ডিংয়ের অপচয়</translation>
    </message>
    <message>
        <source>Spot risk</source>
        <translation>স্পট ঝুঁকি</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>মোট</translation>
    </message>
    <message>
        <source>Where the numbers come from</source>
        <translation>সংখ্যাগুলো কোথা থেকে এসেছে</translation>
    </message>
    <message>
        <source>Price observed</source>
        <translation>দাম দেখার তারিখ</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>দামের উৎস</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>গতি</translation>
    </message>
    <message>
        <source>unknown date</source>
        <translation>তারিখ অজানা</translation>
    </message>
    <message numerus="yes">
        <source>%1 (old: %n days)</source>
        <translation>
            <numerusform>%1 (পুরোনো: %Ln দিন)</numerusform>
            <numerusform>%1 (পুরোনো: %Ln দিন)</numerusform>
        </translation>
    </message>
    <message>
        <source>estimated from the GPU&apos;s specs: %1</source>
        <translation>GPU-র স্পেসিফিকেশন থেকে আনুমানিক: %1</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>রেকর্ড করা নেই</translation>
    </message>
    <message>
        <source>Prices are per hour for the whole instance, converted to US dollars at the catalog&apos;s exchange rates. A price observed more than 30 days before this report is marked old.</source>
        <translation>দাম পুরো ইনস্ট্যান্সের ঘণ্টাপ্রতি দাম, ক্যাটালগের বিনিময় হারে মার্কিন ডলারে রূপান্তরিত। এই রিপোর্টের ৩০ দিনের বেশি আগে দেখা দাম পুরোনো হিসেবে চিহ্নিত।</translation>
    </message>
    <message>
        <source>What “estimated” means</source>
        <translation>“আনুমানিক” মানে কী</translation>
    </message>
    <message>
        <source>A measured speed comes from a published benchmark of that GPU running this model, scaled to the steps, resolution and batch size of the workload. An estimated speed has no benchmark behind it: GPU Scout computes it from the GPU&apos;s FP16 tensor throughput and memory bandwidth with a model fitted to the catalog&apos;s benchmarks. Estimates can be off by a third or more, so treat close results between estimated offers as a tie, and measure before a large job. In the charts, measured figures are solid and estimated ones hatched or hollow.</source>
        <translation>পরিমাপিত গতি আসে সেই GPU-তে এই মডেল চালানোর একটি প্রকাশিত বেঞ্চমার্ক থেকে, ওয়ার্কলোডের ধাপ, রেজোলিউশন ও ব্যাচ সাইজ অনুযায়ী মানিয়ে নেওয়া। আনুমানিক গতির পেছনে কোনো বেঞ্চমার্ক নেই: GPU Scout এটি হিসাব করে GPU-র FP16 টেনসর থ্রুপুট ও মেমরি ব্যান্ডউইথ থেকে, ক্যাটালগের বেঞ্চমার্কে মেলানো একটি মডেল দিয়ে। অনুমান এক-তৃতীয়াংশ বা তারও বেশি ভুল হতে পারে, তাই আনুমানিক অফারগুলোর মধ্যে কাছাকাছি ফলকে সমান ধরুন, আর বড় কোনো জব চালানোর আগে নিজে মেপে নিন। চার্টে পরিমাপিত মান ভরাট, আর আনুমানিক মান দাগকাটা বা ফাঁপা।</translation>
    </message>
    <message>
        <source>The PDF report needs a QGuiApplication to paint text.</source>
        <translation>টেক্সট আঁকতে PDF রিপোর্টের একটি QGuiApplication দরকার।</translation>
    </message>
    <message>
        <source>Cloud GPUs for your workload</source>
        <translation>আপনার ওয়ার্কলোডের জন্য ক্লাউড GPU</translation>
    </message>
    <message>
        <source>the PDF writer could not start</source>
        <translation>PDF লেখার ব্যবস্থা চালু হতে পারেনি</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>পৃষ্ঠা %1 / %2</translation>
    </message>
    <message>
        <source>Measured speed (a benchmark)</source>
        <translation>পরিমাপিত গতি (বেঞ্চমার্ক)</translation>
    </message>
    <message>
        <source>Estimated speed (from the GPU&apos;s specs)</source>
        <translation>আনুমানিক গতি (GPU-র স্পেসিফিকেশন থেকে)</translation>
    </message>
    <message>
        <source>Pareto frontier</source>
        <translation>প্যারেটো সীমানা</translation>
    </message>
    <message>
        <source>unknown: no price or no speed</source>
        <translation>অজানা: দাম বা গতি নেই</translation>
    </message>
    <message>
        <source>No offer in this report has both a price and a speed.</source>
        <translation>এই রিপোর্টের কোনো অফারেরই দাম ও গতি দুটোই নেই।</translation>
    </message>
    <message numerus="yes">
        <source>%Ln session(s) a month of %1 each</source>
        <translation>
            <numerusform>মাসে %Lnটি সেশন, প্রতিটি %1 করে</numerusform>
            <numerusform>মাসে %Lnটি সেশন, প্রতিটি %1 করে</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln image(s) within %1</source>
        <translation>
            <numerusform>%Lnটি ছবি, সময়সীমা %1</numerusform>
            <numerusform>%Lnটি ছবি, সময়সীমা %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln image(s), no deadline</source>
        <translation>
            <numerusform>%Lnটি ছবি, কোনো সময়সীমা নেই</numerusform>
            <numerusform>%Lnটি ছবি, কোনো সময়সীমা নেই</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln optimizer step(s), %1%2</source>
        <translation>
            <numerusform>%Lnটি অপটিমাইজার ধাপ, %1%2</numerusform>
            <numerusform>%Lnটি অপটিমাইজার ধাপ, %1%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %Ln frame(s)</source>
        <translation>
            <numerusform>%1, %Lnটি ফ্রেম</numerusform>
            <numerusform>%1, %Lnটি ফ্রেম</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln denoising step(s), batch of %1</source>
        <translation>
            <numerusform>%Lnটি ডিনয়েজিং ধাপ, %1টির ব্যাচ</numerusform>
            <numerusform>%Lnটি ডিনয়েজিং ধাপ, %1টির ব্যাচ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 an hour, %Ln minute(s) to resume each</source>
        <translation>
            <numerusform>ঘণ্টায় %1 বার, প্রতিবার আবার চালু করতে %Ln মিনিট</numerusform>
            <numerusform>ঘণ্টায় %1 বার, প্রতিবার আবার চালু করতে %Ln মিনিট</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>up to %Ln instance(s) for a batch job; %1 % efficiency per extra GPU in training</source>
        <translation>
            <numerusform>ব্যাচ জবে সর্বোচ্চ %Lnটি ইনস্ট্যান্স; ট্রেনিংয়ে প্রতিটি বাড়তি GPU-তে %1 % দক্ষতা</numerusform>
            <numerusform>ব্যাচ জবে সর্বোচ্চ %Lnটি ইনস্ট্যান্স; ট্রেনিংয়ে প্রতিটি বাড়তি GPU-তে %1 % দক্ষতা</numerusform>
        </translation>
    </message>
    <message>
        <source>your own measurement: %1</source>
        <translation>আপনার নিজের পরিমাপ: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln image(s) by %1</source>
        <comment>a batch job&apos;s deadline</comment>
        <translation>
            <numerusform>%Lnটি ছবি, %1-এর মধ্যে</numerusform>
            <numerusform>%Lnটি ছবি, %1-এর মধ্যে</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>core::PlanExport</name>
    <message>
        <source>The PDF report needs a QGuiApplication to paint text.</source>
        <translation>টেক্সট আঁকতে PDF রিপোর্টের একটি QGuiApplication দরকার।</translation>
    </message>
    <message>
        <source>Plan: %1</source>
        <translation>প্ল্যান: %1</translation>
    </message>
    <message>
        <source>Monthly total</source>
        <translation>মাসিক মোট</translation>
    </message>
    <message>
        <source>Hours a month</source>
        <translation>মাসে ঘণ্টা</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>প্রোভাইডার</translation>
    </message>
    <message>
        <source>Monthly budget</source>
        <translation>মাসিক বাজেট</translation>
    </message>
    <message>
        <source>Over budget by</source>
        <translation>বাজেটের বাইরে, এত</translation>
    </message>
    <message>
        <source>Everything at %1</source>
        <translation>সবকিছু %1-এ</translation>
    </message>
    <message>
        <source>Your own GPU, a month</source>
        <translation>আপনার নিজের GPU, মাসে</translation>
    </message>
    <message>
        <source>Break-even (months)</source>
        <translation>ব্রেক-ইভেন (মাস)</translation>
    </message>
    <message>
        <source>never</source>
        <translation>কখনো নয়</translation>
    </message>
    <message>
        <source>storage (%1 GB)</source>
        <translation>স্টোরেজ (%1 GB)</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>ওয়ার্কলোড</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>প্রোভাইডার</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>ঘণ্টা</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>খরচ</translation>
    </message>
    <message>
        <source>Costs come from the engine for each offer (docs/engine-model.md); persistent storage is counted once per provider. Purchase prices are launch prices with their sources, never rental figures.</source>
        <translation>প্রতিটি অফারের খরচ ইঞ্জিন থেকে আসে (docs/engine-model.md); স্থায়ী স্টোরেজ প্রতিটি প্রোভাইডারে একবার গোনা হয়। ক্রয়মূল্য হলো সূত্রসহ লঞ্চের দাম, কখনো ভাড়ার অঙ্ক নয়।</translation>
    </message>
    <message>
        <source>the PDF writer could not start</source>
        <translation>PDF লেখার ব্যবস্থা চালু হতে পারেনি</translation>
    </message>
</context>
<context>
    <name>core::PlanFormat</name>
    <message>
        <source>%1: the plan format has no such field (known: %2).</source>
        <translation>%1: প্ল্যানের ফরম্যাটে এমন কোনো ফিল্ড নেই (জানা: %2)।</translation>
    </message>
    <message>
        <source>%1 must be a number of at least %2, not %3.</source>
        <translation>%1 কমপক্ষে %2-এর একটি সংখ্যা হতে হবে, %3 নয়।</translation>
    </message>
    <message>
        <source>%1 must be a whole number, not %2.</source>
        <translation>%1 একটি পূর্ণসংখ্যা হতে হবে, %2 নয়।</translation>
    </message>
    <message>
        <source>%1 must be true or false, not %2.</source>
        <translation>%1 true অথবা false হতে হবে, %2 নয়।</translation>
    </message>
    <message>
        <source>%1 is required.</source>
        <translation>%1 দরকার।</translation>
    </message>
    <message>
        <source>%1 must be a non-empty text, not %2.</source>
        <translation>%1 একটি খালি নয় এমন লেখা হতে হবে, %2 নয়।</translation>
    </message>
    <message>
        <source>%1 must be interactive, batch, lora or finetune, not &quot;%2&quot;.</source>
        <translation>%1 interactive, batch, lora অথবা finetune হতে হবে, &quot;%2&quot; নয়।</translation>
    </message>
    <message>
        <source>%1: the catalog has no model &quot;%2&quot; (known: %3).</source>
        <translation>%1: ক্যাটালগে &quot;%2&quot; নামে কোনো মডেল নেই (জানা: %3)।</translation>
    </message>
    <message>
        <source>%1 must be one of %2, not &quot;%3&quot;.</source>
        <translation>%1 %2-এর একটি হতে হবে, &quot;%3&quot; নয়।</translation>
    </message>
    <message>
        <source>%1: a live session is never put on spot; remove it or use a batch or training task.</source>
        <translation>%1: লাইভ সেশন কখনো স্পটে চালানো হয় না; এটি সরান অথবা ব্যাচ বা ট্রেনিং কাজের ধরন ব্যবহার করুন।</translation>
    </message>
    <message>
        <source>provider: the catalog has no provider &quot;%1&quot;.</source>
        <translation>provider: ক্যাটালগে &quot;%1&quot; নামে কোনো প্রোভাইডার নেই।</translation>
    </message>
    <message>
        <source>workloads must be a non-empty list of workload objects (at most %1).</source>
        <translation>workloads ওয়ার্কলোড object-এর একটি খালি নয় এমন তালিকা হতে হবে (সর্বোচ্চ %1)।</translation>
    </message>
    <message>
        <source>%1 must be an object of workload fields.</source>
        <translation>%1 ওয়ার্কলোড ফিল্ডের একটি object হতে হবে।</translation>
    </message>
    <message>
        <source>%1 is not a plan file: it does not exist or is not a regular file.</source>
        <translation>%1 প্ল্যান ফাইল নয়: এটি নেই অথবা সাধারণ ফাইল নয়।</translation>
    </message>
    <message>
        <source>%1 is too large for a plan (at most 1 MiB).</source>
        <translation>%1 প্ল্যানের জন্য খুব বড় (সর্বোচ্চ ১ MiB)।</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 পড়া যাচ্ছে না: %2</translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2 at byte %3.</source>
        <translation>%1 বৈধ JSON নয়: বাইট %3-এ %2।</translation>
    </message>
    <message>
        <source>%1 must hold one JSON object with name and workloads.</source>
        <translation>%1-এ name ও workloads সহ একটি JSON object থাকতে হবে।</translation>
    </message>
    <message>
        <source>Explore on demand, render on spot</source>
        <translation>অন-ডিমান্ডে খুঁজে দেখুন, স্পটে রেন্ডার করুন</translation>
    </message>
    <message>
        <source>%1 must be a date and time with its offset, such as 2026-12-05T17:00:00Z, not &quot;%2&quot;.</source>
        <translation>%1 অফসেটসহ একটি তারিখ ও সময় হতে হবে, যেমন 2026-12-05T17:00:00Z, &quot;%2&quot; নয়।</translation>
    </message>
</context>
<context>
    <name>core::PlanOptimizer</name>
    <message>
        <source>workload %1 (%2, %3)</source>
        <translation>ওয়ার্কলোড %1 (%2, %3)</translation>
    </message>
    <message>
        <source>The plan &quot;%1&quot; has no workload.</source>
        <translation>প্ল্যান &quot;%1&quot;-এ কোনো ওয়ার্কলোড নেই।</translation>
    </message>
    <message>
        <source>No offer can carry %1: none fits, has a price and a speed, and meets its deadline and acceptable wait.</source>
        <translation>কোনো অফার %1 চালাতে পারে না: এমন কোনোটি নেই যা আঁটে, যার দাম ও গতি জানা, এবং যা সময়সীমা ও গ্রহণযোগ্য অপেক্ষা মেনে চলে।</translation>
    </message>
    <message>
        <source>No offer at %1 can carry %2.</source>
        <translation>%1-এ কোনো অফার %2 চালাতে পারে না।</translation>
    </message>
    <message>
        <source>No single provider can carry every workload of the plan &quot;%1&quot;.</source>
        <translation>কোনো একক প্রোভাইডার প্ল্যান &quot;%1&quot;-এর সব ওয়ার্কলোড চালাতে পারে না।</translation>
    </message>
</context>
<context>
    <name>core::PlanStore</name>
    <message>
        <source>Cannot read the saved plans: %1</source>
        <translation>সংরক্ষিত প্ল্যানগুলো পড়া যাচ্ছে না: %1</translation>
    </message>
    <message>
        <source>There is no saved plan called &quot;%1&quot;.</source>
        <translation>&quot;%1&quot; নামে কোনো সংরক্ষিত প্ল্যান নেই।</translation>
    </message>
    <message>
        <source>The saved plan &quot;%1&quot; no longer reads against this catalog: %2</source>
        <translation>সংরক্ষিত প্ল্যান &quot;%1&quot; এই ক্যাটালগে আর পড়া যায় না: %2</translation>
    </message>
    <message>
        <source>A saved plan needs a name.</source>
        <translation>সংরক্ষিত প্ল্যানের একটি নাম দরকার।</translation>
    </message>
</context>
<context>
    <name>core::Plausibility</name>
    <message>
        <source>It moves the median price of %1 from %2 to %3 USD per GPU-hour (×%4; more than ×%5 needs confirming).</source>
        <translation>এটি %1-এর মধ্যমা দাম %2 থেকে %3 USD প্রতি GPU-ঘণ্টায় নিয়ে যায় (×%4; ×%5-এর বেশি হলে নিশ্চিত করতে হয়)।</translation>
    </message>
    <message>
        <source>The new catalog holds an implausible value: %1.</source>
        <translation>নতুন ক্যাটালগে একটি অবিশ্বাস্য মান আছে: %1।</translation>
    </message>
    <message>
        <source>The new catalog differs from the stored one more than an update usually does, so it was not applied:</source>
        <translation>নতুন ক্যাটালগটি সংরক্ষিতটির থেকে সাধারণ আপডেটের চেয়ে বেশি আলাদা, তাই এটি প্রয়োগ করা হয়নি:</translation>
    </message>
    <message>
        <source>It removes %1 of the %2 (%3%; more than %4% needs confirming); %5 would remain.</source>
        <translation>এটি %2-এর মধ্যে %1টি সরিয়ে দেয় (%3%; %4%-এর বেশি হলে নিশ্চিত করতে হয়); %5টি থাকবে।</translation>
    </message>
    <message numerus="yes">
        <source>%n stored offer(s)</source>
        <translation>
            <numerusform>%Lnটি সংরক্ষিত অফার</numerusform>
            <numerusform>%Lnটি সংরক্ষিত অফার</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 no longer lists %2 of the %3 it listed last time (%4%; more than %5% needs confirming).</source>
        <translation>%1 গতবার যে %3 দিয়েছিল তার %2টি আর তালিকায় রাখে না (%4%; %5%-এর বেশি হলে নিশ্চিত করতে হয়)।</translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s)</source>
        <translation>
            <numerusform>%Lnটি অফার</numerusform>
            <numerusform>%Lnটি অফার</numerusform>
        </translation>
    </message>
    <message>
        <source>It makes %1 of the %2 of %3 unknown (%4%; more than %5% needs confirming).</source>
        <translation>এটি %3-এর %2-এর মধ্যে %1টি অজানা করে দেয় (%4%; %5%-এর বেশি হলে নিশ্চিত করতে হয়)।</translation>
    </message>
    <message numerus="yes">
        <source>%n known price(s)</source>
        <translation>
            <numerusform>%Lnটি জানা দাম</numerusform>
            <numerusform>%Lnটি জানা দাম</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>core::PriceHistory</name>
    <message>
        <source>Cannot read the price history: %1</source>
        <translation>দামের ইতিহাস পড়া যাচ্ছে না: %1</translation>
    </message>
</context>
<context>
    <name>core::RateStore</name>
    <message>
        <source>Cannot read the stored currency rates: %1</source>
        <translation>সংরক্ষিত মুদ্রার বিনিময় হার পড়া যাচ্ছে না: %1</translation>
    </message>
    <message>
        <source>Cannot store the currency rates: %1</source>
        <translation>মুদ্রার বিনিময় হার সংরক্ষণ করা যাচ্ছে না: %1</translation>
    </message>
</context>
<context>
    <name>core::RatesFeed</name>
    <message>
        <source>%1; the stored currency rates are unchanged.</source>
        <translation>%1; সংরক্ষিত মুদ্রার বিনিময় হার অপরিবর্তিত আছে।</translation>
    </message>
    <message>
        <source>European Central Bank euro reference rates, %1</source>
        <translation>ইউরোপীয় কেন্দ্রীয় ব্যাংকের ইউরো রেফারেন্স হার, %1</translation>
    </message>
    <message>
        <source>%1 The stored currency rates are unchanged.</source>
        <translation>%1 সংরক্ষিত মুদ্রার বিনিময় হার অপরিবর্তিত আছে।</translation>
    </message>
</context>
<context>
    <name>core::RentOrBuyModel</name>
    <message>
        <source>Choose the GPU you would buy.</source>
        <translation>যে GPU কিনবেন সেটি বেছে নিন।</translation>
    </message>
    <message>
        <source>The resale value (%1 USD) cannot exceed the purchase price (%2 USD).</source>
        <translation>পুনর্বিক্রয় মূল্য (%1 USD) ক্রয়মূল্যের (%2 USD) বেশি হতে পারে না।</translation>
    </message>
    <message>
        <source>The period before resale must be at least one month, not %1.</source>
        <translation>পুনর্বিক্রয়ের আগের সময় কমপক্ষে এক মাস হতে হবে, %1 নয়।</translation>
    </message>
    <message>
        <source>Your own GPU</source>
        <translation>আপনার নিজের GPU</translation>
    </message>
</context>
<context>
    <name>core::RunPodSource</name>
    <message>
        <source>RunPod&apos;s answer is not valid JSON: %1 (at byte %2).</source>
        <translation>RunPod-এর উত্তর বৈধ JSON নয়: %1 (বাইট %2-এ)।</translation>
    </message>
    <message>
        <source>RunPod refused the price query: %1.</source>
        <translation>RunPod দামের অনুরোধ প্রত্যাখ্যান করেছে: %1।</translation>
    </message>
    <message>
        <source>RunPod&apos;s answer has changed shape: data.gpuTypes is not an array.</source>
        <translation>RunPod-এর উত্তরের গঠন বদলেছে: data.gpuTypes একটি array নয়।</translation>
    </message>
    <message>
        <source>RunPod&apos;s answer has changed shape: gpuTypes[%1] field &quot;displayName&quot; is not a string.</source>
        <translation>RunPod-এর উত্তরের গঠন বদলেছে: gpuTypes[%1]-এর ফিল্ড &quot;displayName&quot; লেখা নয়।</translation>
    </message>
</context>
<context>
    <name>core::Session</name>
    <message>
        <source>The database %1 is read-only: you can browse and export, but not change the shortlist, import or update.</source>
        <translation>ডেটাবেস %1 শুধু পড়ার জন্য: আপনি দেখতে ও এক্সপোর্ট করতে পারেন, কিন্তু বাছাই তালিকা বদলানো, ইমপোর্ট বা আপডেট করা যাবে না।</translation>
    </message>
</context>
<context>
    <name>core::ShortlistStore</name>
    <message>
        <source>Cannot read the shortlists: %1</source>
        <translation>বাছাই তালিকাগুলো পড়া যাচ্ছে না: %1</translation>
    </message>
    <message>
        <source>There is no shortlist called &quot;%1&quot;.</source>
        <translation>&quot;%1&quot; নামে কোনো বাছাই তালিকা নেই।</translation>
    </message>
    <message>
        <source>A shortlist needs a name.</source>
        <translation>বাছাই তালিকার একটি নাম দরকার।</translation>
    </message>
    <message>
        <source>Cannot create the shortlist &quot;%1&quot;.</source>
        <translation>&quot;%1&quot; বাছাই তালিকা তৈরি করা যাচ্ছে না।</translation>
    </message>
    <message>
        <source>Cannot rename the shortlist to &quot;%1&quot;: a shortlist of that name exists.</source>
        <translation>বাছাই তালিকার নাম &quot;%1&quot; করা যাচ্ছে না: এই নামে একটি বাছাই তালিকা আগেই আছে।</translation>
    </message>
    <message>
        <source>My shortlist</source>
        <translation>আমার বাছাই তালিকা</translation>
    </message>
</context>
<context>
    <name>core::SkyPilotSource</name>
    <message>
        <source>%1 is empty or not CSV.</source>
        <translation>%1 খালি বা CSV নয়।</translation>
    </message>
    <message>
        <source>%1 has changed shape: the header lacks the column(s) %2.</source>
        <translation>%1-এর গঠন বদলেছে: হেডারে কলাম %2 নেই।</translation>
    </message>
    <message>
        <source>%1 is cut off or not CSV: record %2 has an unterminated quote.</source>
        <translation>%1 কাটা পড়েছে বা CSV নয়: রেকর্ড %2-এ একটি quote বন্ধ হয়নি।</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU-only price(s) without their host VM in the file were left out (for example %1).</source>
        <translation>
            <numerusform>ফাইলে হোস্ট VM ছাড়া %Lnটি শুধু-GPU দাম বাদ দেওয়া হয়েছে (যেমন %1)।</numerusform>
            <numerusform>ফাইলে হোস্ট VM ছাড়া %Lnটি শুধু-GPU দাম বাদ দেওয়া হয়েছে (যেমন %1)।</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>core::SourceMerge</name>
    <message>
        <source>%1 listed no offer for a GPU the catalog knows.</source>
        <translation>%1 ক্যাটালগের জানা কোনো GPU-র অফার দেয়নি।</translation>
    </message>
    <message>
        <source>The offers of %1 were refused: %2.</source>
        <translation>%1-এর অফারগুলো প্রত্যাখ্যাত হয়েছে: %2।</translation>
    </message>
</context>
<context>
    <name>core::SourceStateStore</name>
    <message>
        <source>Cannot read what the price sources answered: %1</source>
        <translation>দামের উৎসগুলোর উত্তর পড়া যায়নি: %1</translation>
    </message>
    <message>
        <source>Cannot read where the offers came from: %1</source>
        <translation>অফারগুলো কোথা থেকে এসেছে তা পড়া যায়নি: %1</translation>
    </message>
    <message>
        <source>Cannot read the spot interruption data: %1</source>
        <translation>স্পট বাধার ডেটা পড়া যায়নি: %1</translation>
    </message>
</context>
<context>
    <name>core::SourceUpdate</name>
    <message numerus="yes">
        <source>%1 asked GPU Scout to wait after too many requests; try again in %n second(s)</source>
        <translation>
            <numerusform>খুব বেশি অনুরোধের পর %1 GPU Scout-কে অপেক্ষা করতে বলেছে; %Ln সেকেন্ড পরে আবার চেষ্টা করুন</numerusform>
            <numerusform>খুব বেশি অনুরোধের পর %1 GPU Scout-কে অপেক্ষা করতে বলেছে; %Ln সেকেন্ড পরে আবার চেষ্টা করুন</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; nothing was changed.</source>
        <translation>%1; কিছুই বদলানো হয়নি।</translation>
    </message>
    <message numerus="yes">
        <source>Stored %n currency rate(s).</source>
        <translation>
            <numerusform>%Lnটি মুদ্রা বিনিময় হার সংরক্ষিত হয়েছে।</numerusform>
            <numerusform>%Lnটি মুদ্রা বিনিময় হার সংরক্ষিত হয়েছে।</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has not changed since the last update.</source>
        <translation>শেষ আপডেটের পর থেকে %1 বদলায়নি।</translation>
    </message>
    <message numerus="yes">
        <source>%1: interruption ranges for %n instance type(s) and region(s).</source>
        <translation>
            <numerusform>%1: %Lnটি instance type ও অঞ্চলের interruption range।</numerusform>
            <numerusform>%1: %Lnটি instance type ও অঞ্চলের interruption range।</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 updated, %3 unchanged, %4 new, %5 no longer listed.</source>
        <translation>%1: %2টি হালনাগাদ, %3টি অপরিবর্তিত, %4টি নতুন, %5টি আর তালিকায় নেই।</translation>
    </message>
    <message>
        <source>%1 was not applied: its answer changes the catalog more than an update usually does.</source>
        <translation>%1 প্রয়োগ করা হয়নি: এর উত্তর ক্যাটালগকে সাধারণ আপডেটের চেয়ে বেশি বদলায়।</translation>
    </message>
</context>
<context>
    <name>core::SpeedParameterFile</name>
    <message>
        <source>The speed parameters lack the object &quot;%1&quot;.</source>
        <translation>গতির প্যারামিটারে &quot;%1&quot; অবজেক্টটি নেই।</translation>
    </message>
    <message>
        <source>In the speed parameters, &quot;%1&quot; must be a positive number.</source>
        <translation>গতির প্যারামিটারে &quot;%1&quot; একটি ধনাত্মক সংখ্যা হতে হবে।</translation>
    </message>
    <message>
        <source>In the speed parameters, &quot;%1&quot; must be a whole number from 1 to 4.</source>
        <translation>গতির প্যারামিটারে &quot;%1&quot; 1 থেকে 4-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে।</translation>
    </message>
    <message>
        <source>The speed parameters are not a JSON object (%1).</source>
        <translation>গতির প্যারামিটার কোনো JSON অবজেক্ট নয় (%1)।</translation>
    </message>
    <message>
        <source>another value</source>
        <translation>অন্য একটি মান</translation>
    </message>
    <message>
        <source>This is not a speed parameter document of format version %1.</source>
        <translation>এটি ফরম্যাট সংস্করণ %1-এর গতির প্যারামিটার নথি নয়।</translation>
    </message>
    <message>
        <source>The speed parameters do not say which catalog they were fitted on (&quot;fitted_on.catalog_version&quot;).</source>
        <translation>গতির প্যারামিটার কোন ক্যাটালগে ফিট করা হয়েছে তা বলে না (&quot;fitted_on.catalog_version&quot;)।</translation>
    </message>
    <message>
        <source>Cannot write the speed parameters to %1: %2.</source>
        <translation>গতির প্যারামিটার %1-এ লেখা যাচ্ছে না: %2।</translation>
    </message>
</context>
<context>
    <name>core::TableWriter</name>
    <message>
        <source>Columns not shown (%1): %2. --format csv or json shows every column and whole values.</source>
        <translation>যে কলামগুলো দেখানো হয়নি (%1): %2। --format csv বা json সব কলাম ও পূর্ণ মান দেখায়।</translation>
    </message>
</context>
<context>
    <name>core::ValueBounds</name>
    <message>
        <source>%1: &quot;%2&quot; is %3, outside the plausible range (more than %4, at most %5)</source>
        <translation>%1: &quot;%2&quot; এখন %3, বিশ্বাসযোগ্য সীমার বাইরে (%4-এর বেশি, সর্বোচ্চ %5)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is %3, outside the plausible range (%4 to %5)</source>
        <translation>%1: &quot;%2&quot; এখন %3, বিশ্বাসযোগ্য সীমার বাইরে (%4 থেকে %5)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&quot;refiner&quot; names the model itself; a refiner must be another model</source>
        <translation>&quot;refiner&quot; মডেলটির নিজের নাম দিয়েছে; রিফাইনার অবশ্যই অন্য একটি মডেল হতে হবে</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is too long (length %3; the limit is %4)</source>
        <translation>%1: &quot;%2&quot; খুব দীর্ঘ (দৈর্ঘ্য %3; সীমা %4)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is empty; say where the values come from</source>
        <translation>%1: &quot;%2&quot; খালি; মানগুলো কোথা থেকে এসেছে তা লিখুন</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is %3, a date in the future</source>
        <translation>%1: &quot;%2&quot; হলো %3, ভবিষ্যতের একটি তারিখ</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is %3 %4 an hour, %5 USD per GPU and hour; a plausible price is at least %6 and at most %7 USD per GPU and hour (check the unit: prices are per hour for the whole instance)</source>
        <translation>%1: &quot;%2&quot; হলো ঘণ্টায় %3 %4, প্রতি GPU প্রতি ঘণ্টায় %5 USD; বিশ্বাসযোগ্য দাম প্রতি GPU প্রতি ঘণ্টায় অন্তত %6 এবং সর্বোচ্চ %7 USD (একক যাচাই করুন: দাম পুরো ইনস্ট্যান্সের প্রতি ঘণ্টার)</translation>
    </message>
</context>
<context>
    <name>core::VastAiAdapter</name>
    <message>
        <source>Vast.ai&apos;s answer is not valid JSON: %1 (at byte %2).</source>
        <translation>Vast.ai-এর উত্তর বৈধ JSON নয়: %1 (বাইট %2-এ)।</translation>
    </message>
    <message>
        <source>Vast.ai&apos;s answer has changed shape: &quot;offers&quot; is %1, not an array.</source>
        <translation>Vast.ai-এর উত্তরের গঠন বদলে গেছে: &quot;offers&quot; হলো %1, অ্যারে নয়।</translation>
    </message>
    <message>
        <source>Vast.ai&apos;s answer has changed shape: it is neither an object nor an array.</source>
        <translation>Vast.ai-এর উত্তরের গঠন বদলে গেছে: এটি অবজেক্টও নয়, অ্যারেও নয়।</translation>
    </message>
    <message>
        <source>Vast.ai&apos;s answer has changed shape: offers[%1] is %2, not an object.</source>
        <translation>Vast.ai-এর উত্তরের গঠন বদলে গেছে: offers[%1] হলো %2, অবজেক্ট নয়।</translation>
    </message>
    <message>
        <source>Vast.ai&apos;s answer has changed shape: offers[%1] field &quot;%2&quot; is %3, not %4.</source>
        <translation>Vast.ai-এর উত্তরের গঠন বদলে গেছে: offers[%1]-এর ফিল্ড &quot;%2&quot; হলো %3, %4 নয়।</translation>
    </message>
    <message>
        <source>Vast.ai&apos;s answer has changed shape: offers[%1] field &quot;min_bid&quot; is %2, not a number.</source>
        <translation>Vast.ai-এর উত্তরের গঠন বদলে গেছে: offers[%1]-এর ফিল্ড &quot;min_bid&quot; হলো %2, সংখ্যা নয়।</translation>
    </message>
</context>
<context>
    <name>core::ViewLink</name>
    <message>
        <source>The link&apos;s %1 must be a whole number of at least %2, not “%3”.</source>
        <translation>লিংকের %1 কমপক্ষে %2 মানের একটি পূর্ণসংখ্যা হতে হবে, “%3” নয়।</translation>
    </message>
    <message>
        <source>The link&apos;s %1 must be a number of at least %2, not “%3”.</source>
        <translation>লিংকের %1 কমপক্ষে %2 মানের একটি সংখ্যা হতে হবে, “%3” নয়।</translation>
    </message>
    <message>
        <source>The link&apos;s %1 must be 0 or 1, not “%2”.</source>
        <translation>লিংকের %1 হতে হবে 0 বা 1, “%2” নয়।</translation>
    </message>
    <message>
        <source>The link has no task: it needs task=interactive, batch, lora or finetune.</source>
        <translation>লিংকে কাজের ধরন নেই: এতে task=interactive, batch, lora অথবা finetune লাগবে।</translation>
    </message>
    <message>
        <source>The link&apos;s task “%1” is unknown: use interactive, batch, lora or finetune.</source>
        <translation>লিংকের কাজের ধরন “%1” অজানা: interactive, batch, lora অথবা finetune ব্যবহার করুন।</translation>
    </message>
    <message>
        <source>The link has no model: it needs model=ID, e.g. sdxl.</source>
        <translation>লিংকে কোনো মডেল নেই: এতে model=ID লাগবে, যেমন sdxl।</translation>
    </message>
    <message>
        <source>The link&apos;s model “%1” is not in the catalog. Known model ids: %2</source>
        <translation>লিংকের মডেল “%1” ক্যাটালগে নেই। পরিচিত মডেল আইডি: %2</translation>
    </message>
    <message>
        <source>The link&apos;s %1 must be one of %2, not “%3”.</source>
        <translation>লিংকের %1 হতে হবে %2-এর একটি, “%3” নয়।</translation>
    </message>
    <message>
        <source>The link&apos;s %1 holds “%2”, which is not a provider of the catalog.</source>
        <translation>লিংকের %1-এ আছে “%2”, যা ক্যাটালগের কোনো প্রোভাইডার নয়।</translation>
    </message>
    <message>
        <source>The link&apos;s %1 holds “%2”, which is not a GPU of the catalog.</source>
        <translation>লিংকের %1-এ আছে “%2”, যা ক্যাটালগের কোনো GPU নয়।</translation>
    </message>
    <message>
        <source>The link&apos;s %1 must list some of %2, not “%3”.</source>
        <translation>লিংকের %1-এ থাকতে হবে %2-এর কয়েকটি, “%3” নয়।</translation>
    </message>
    <message>
        <source>The link&apos;s %1 holds “%2”, which is not a column key (lower-case letters, digits and _).</source>
        <translation>লিংকের %1-এ আছে “%2”, যা কোনো কলামের কী নয় (ছোট হাতের ইংরেজি অক্ষর, অঙ্ক ও _)।</translation>
    </message>
    <message>
        <source>The link&apos;s order must be asc or desc, not “%1”.</source>
        <translation>লিংকের order হতে হবে asc অথবা desc, “%1” নয়।</translation>
    </message>
    <message>
        <source>“%1” is not a GPU Scout link: it must start with gpuscout:view?</source>
        <translation>“%1” GPU Scout-এর লিংক নয়: এটি gpuscout:view? দিয়ে শুরু হতে হবে।</translation>
    </message>
    <message>
        <source>The link gives %1 more than once.</source>
        <translation>লিংকে %1 একাধিকবার দেওয়া আছে।</translation>
    </message>
    <message>
        <source>The link has no version: it needs v=%1.</source>
        <translation>লিংকে কোনো সংস্করণ নেই: এতে v=%1 লাগবে।</translation>
    </message>
    <message>
        <source>The link is of version “%1”; this GPU Scout reads version %2. A newer GPU Scout may open it.</source>
        <translation>লিংকটি সংস্করণ “%1”-এর; এই GPU Scout সংস্করণ %2 পড়ে। নতুন কোনো GPU Scout হয়তো এটি খুলতে পারবে।</translation>
    </message>
    <message>
        <source>The link&apos;s deadline must be a date and time with its offset, such as 2026-12-05T17:00:00Z, not “%1”.</source>
        <translation>লিংকের deadline অফসেটসহ একটি তারিখ ও সময় হতে হবে, যেমন 2026-12-05T17:00:00Z, “%1” নয়।</translation>
    </message>
</context>
<context>
    <name>core::Vocabulary</name>
    <message>
        <source>measured</source>
        <translation>পরিমাপিত</translation>
    </message>
    <message>
        <source>estimated</source>
        <translation>আনুমানিক</translation>
    </message>
    <message>
        <source>your measurement</source>
        <translation>আপনার পরিমাপ</translation>
    </message>
    <message>
        <source>measured: %1</source>
        <translation>পরিমাপিত: %1</translation>
    </message>
    <message>
        <source>per second</source>
        <translation>প্রতি সেকেন্ডে</translation>
    </message>
    <message>
        <source>per minute</source>
        <translation>প্রতি মিনিটে</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>প্রতি ঘণ্টায়</translation>
    </message>
    <message>
        <source>Interactive sessions</source>
        <translation>ইন্টারঅ্যাকটিভ সেশন</translation>
    </message>
    <message>
        <source>Batch job</source>
        <translation>ব্যাচ জব</translation>
    </message>
    <message>
        <source>LoRA training</source>
        <translation>LoRA ট্রেনিং</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>পূর্ণ ফাইন-টিউন</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 সেকেন্ড</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 মিনিট</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 ঘণ্টা</translation>
    </message>
    <message numerus="yes">
        <source>%Ln minute(s)</source>
        <translation>
            <numerusform>%Ln মিনিট</numerusform>
            <numerusform>%Ln মিনিট</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln hour(s)</source>
        <translation>
            <numerusform>%Ln ঘণ্টা</numerusform>
            <numerusform>%Ln ঘণ্টা</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>core::WorkloadStore</name>
    <message>
        <source>Cannot read the saved workloads: %1</source>
        <translation>সংরক্ষিত ওয়ার্কলোড পড়া যাচ্ছে না: %1</translation>
    </message>
    <message>
        <source>There is no saved workload called &quot;%1&quot;.</source>
        <translation>&quot;%1&quot; নামে কোনো সংরক্ষিত ওয়ার্কলোড নেই।</translation>
    </message>
    <message>
        <source>The saved workload &quot;%1&quot; is damaged and cannot be used.</source>
        <translation>সংরক্ষিত ওয়ার্কলোড &quot;%1&quot; নষ্ট হয়ে গেছে, ব্যবহার করা যাবে না।</translation>
    </message>
    <message>
        <source>A saved workload needs a name.</source>
        <translation>সংরক্ষিত ওয়ার্কলোডের একটি নাম দরকার।</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Compare rented cloud GPUs for diffusion image generation.</source>
        <translation>ডিফিউশন মডেলে ছবি তৈরির জন্য ভাড়ার ক্লাউড GPU তুলনা করুন।</translation>
    </message>
    <message>
        <source>Use the database at PATH.</source>
        <translation>PATH-এর ডেটাবেস ব্যবহার করুন।</translation>
    </message>
    <message>
        <source>Show the interface in CODE: en, ur, bn or ro.</source>
        <translation>ইন্টারফেস CODE ভাষায় দেখান: en, ur, bn অথবা ro।</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;; use en, ur, bn or ro.</source>
        <translation>অজানা ভাষা &quot;%1&quot;; en, ur, bn অথবা ro ব্যবহার করুন।</translation>
    </message>
    <message>
        <source>GPU Scout</source>
        <translation>GPU Scout</translation>
    </message>
    <message>
        <source>Keep the settings in the INI file at PATH, not in the user&apos;s settings.</source>
        <translation>সেটিংস ব্যবহারকারীর সেটিংসে নয়, PATH-এর INI ফাইলে রাখুন।</translation>
    </message>
    <message>
        <source>A gpuscout:view link to open (as View → Copy link to this view gives); a link that cannot be read is explained and the usual view opens.</source>
        <translation>খোলার জন্য একটি gpuscout:view লিংক (ভিউ → এই ভিউয়ের লিংক কপি করুন যেমন দেয়); যে লিংক পড়া যায় না তার কারণ জানানো হয় এবং সাধারণ ভিউ খোলে।</translation>
    </message>
    <message>
        <source>compare rented cloud GPUs for diffusion image generation</source>
        <translation>ডিফিউশন মডেলে ছবি তৈরির জন্য ভাড়ার ক্লাউড GPU তুলনা</translation>
    </message>
    <message>
        <source>GPU Scout shows side by side what each cloud GPU offer costs and how fast it is for your workload.</source>
        <translation>GPU Scout পাশাপাশি দেখায় প্রতিটি ক্লাউড GPU অফারের খরচ কত এবং আপনার ওয়ার্কলোডের জন্য সেটি কত দ্রুত।</translation>
    </message>
</context>
<context>
    <name>ui::AboutBox</name>
    <message>
        <source>&lt;p&gt;GPU Scout is free software under the MIT licence.&lt;/p&gt;&lt;p&gt;It is built on &lt;a href=&quot;https://www.qt.io&quot;&gt;Qt&lt;/a&gt; %1 (GNU LGPL 3.0) and reads zipped price lists with &lt;a href=&quot;https://github.com/stachenov/quazip&quot;&gt;QuaZip&lt;/a&gt; (GNU LGPL 2.1 with a static-linking exception) and zlib (zlib licence); the Windows and macOS packages carry them, Linux distributions provide them. The PDF report embeds the Noto Nastaliq Urdu and Noto Sans Bengali fonts (SIL Open Font License 1.1).&lt;/p&gt;</source>
        <translation>&lt;p&gt;GPU Scout MIT লাইসেন্সের অধীনে মুক্ত সফটওয়্যার।&lt;/p&gt;&lt;p&gt;এটি &lt;a href=&quot;https://www.qt.io&quot;&gt;Qt&lt;/a&gt; %1 (GNU LGPL 3.0)-এর ওপর তৈরি এবং zip করা দামের তালিকা পড়ে &lt;a href=&quot;https://github.com/stachenov/quazip&quot;&gt;QuaZip&lt;/a&gt; (static linking ব্যতিক্রমসহ GNU LGPL 2.1) ও zlib (zlib লাইসেন্স) দিয়ে; Windows ও macOS প্যাকেজ এগুলো সঙ্গে রাখে, Linux ডিস্ট্রিবিউশন এগুলো সরবরাহ করে। PDF রিপোর্টে Noto Nastaliq Urdu ও Noto Sans Bengali ফন্ট যুক্ত থাকে (SIL Open Font License 1.1)।&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The licence texts: &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;লাইসেন্সের টেক্সট: &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;।&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ui::ChartPage</name>
    <message>
        <source>save a chart as a .png or .svg file</source>
        <translation>একটি চার্ট .png বা .svg ফাইল হিসেবে সংরক্ষণ</translation>
    </message>
    <message>
        <source>the chart is empty</source>
        <translation>চার্টটি খালি</translation>
    </message>
    <message>
        <source>A chart made by GPU Scout</source>
        <translation>GPU Scout-এ তৈরি একটি চার্ট</translation>
    </message>
    <message>
        <source>the chart could not be drawn</source>
        <translation>চার্টটি আঁকা যায়নি</translation>
    </message>
</context>
<context>
    <name>ui::ChartText</name>
    <message>
        <source>%1, %2</source>
        <comment>offer name, region</comment>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>ui::ChartsPanel</name>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG ছবি (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG ড্রয়িং (*.svg)</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>চার্ট সংরক্ষণ</translation>
    </message>
    <message>
        <source>gpu-scout-chart</source>
        <translation>gpu-scout-chart</translation>
    </message>
    <message>
        <source>Cost of the task</source>
        <translation>কাজের ধরন অনুযায়ী খরচ</translation>
    </message>
    <message>
        <source>Speed against cost</source>
        <translation>গতি বনাম খরচ</translation>
    </message>
    <message>
        <source>Monthly cost against hours of use</source>
        <translation>ব্যবহারের ঘণ্টা অনুযায়ী মাসিক খরচ</translation>
    </message>
    <message>
        <source>Spot against on demand</source>
        <translation>স্পট বনাম অন-ডিমান্ড</translation>
    </message>
    <message numerus="yes">
        <source>Chart the shortlisted offers instead of the best %n offer(s) shown in the table</source>
        <translation>
            <numerusform>টেবিলে দেখানো সেরা %Lnটি অফারের বদলে বাছাই তালিকার অফারগুলোর চার্ট দেখান</numerusform>
            <numerusform>টেবিলে দেখানো সেরা %Lnটি অফারের বদলে বাছাই তালিকার অফারগুলোর চার্ট দেখান</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the chart on screen as a PNG image or an SVG drawing</source>
        <translation>পর্দার চার্টটি PNG ছবি বা SVG ড্রয়িং হিসেবে সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>Ch&amp;art:</source>
        <translation>চার্ট (&amp;A):</translation>
    </message>
    <message>
        <source>Shortlist only</source>
        <translation>শুধু বাছাই তালিকা</translation>
    </message>
    <message>
        <source>Save chart…</source>
        <translation>চার্ট সংরক্ষণ…</translation>
    </message>
</context>
<context>
    <name>ui::CompareDialog</name>
    <message>
        <source>Compare offers</source>
        <translation>অফার তুলনা</translation>
    </message>
    <message>
        <source>For the workload %1</source>
        <translation>ওয়ার্কলোড %1-এর জন্য</translation>
    </message>
    <message>
        <source>Shaded rows, with their name in bold, differ between the offers. ✓ marks the best value of a row: the lowest price, cost or time; the highest throughput, VRAM or TFLOPS. An unknown value (—) is never the best, and an offer the workload does not fit is never the best for speed or cost.</source>
        <extracomment>✓ is the mark shown beside the best value of a row</extracomment>
        <translation>যেসব সারি ছায়াযুক্ত ও যাদের নাম মোটা হরফে, সেগুলোতে অফারগুলোর মধ্যে পার্থক্য আছে। ✓ চিহ্ন সারির সেরা মান দেখায়: সবচেয়ে কম দাম, খরচ বা সময়; সবচেয়ে বেশি থ্রুপুট, VRAM বা TFLOPS। অজানা মান (—) কখনো সেরা নয়, আর যে অফারে ওয়ার্কলোড আঁটে না তা গতি বা খরচে কখনো সেরা নয়।</translation>
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
        <translation>%1, এই অফারগুলোর মধ্যে সেরা</translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) side by side: scroll sideways to see them all.</source>
        <translation>
            <numerusform>%Lnটি অফার পাশাপাশি: সব দেখতে পাশে স্ক্রল করুন।</numerusform>
            <numerusform>%Lnটি অফার পাশাপাশি: সব দেখতে পাশে স্ক্রল করুন।</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::CostBarsChart</name>
    <message>
        <source>Cost a month (%1)</source>
        <translation>মাসিক খরচ (%1)</translation>
    </message>
    <message>
        <source>Cost of the training run (%1)</source>
        <translation>ট্রেনিং রানের খরচ (%1)</translation>
    </message>
    <message>
        <source>Monthly cost of the shortlisted offers</source>
        <translation>বাছাই তালিকার অফারগুলোর মাসিক খরচ</translation>
    </message>
    <message>
        <source>Monthly cost of the best offers in the table</source>
        <translation>টেবিলের সেরা অফারগুলোর মাসিক খরচ</translation>
    </message>
    <message>
        <source>Cost of the training run on the shortlisted offers</source>
        <translation>বাছাই তালিকার অফারগুলোতে ট্রেনিং রানের খরচ</translation>
    </message>
    <message>
        <source>Cost of the training run on the best offers in the table</source>
        <translation>টেবিলের সেরা অফারগুলোতে ট্রেনিং রানের খরচ</translation>
    </message>
    <message>
        <source>No offers to chart yet.</source>
        <translation>চার্টে দেখানোর মতো কোনো অফার এখনো নেই।</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>rank. offer</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1
%2: %3
Speed: %4</source>
        <translation>%1
%2: %3
গতি: %4</translation>
    </message>
    <message>
        <source>None of the shortlisted offers shown in the table has a cost for this workload. Star offers in the table, or clear the filters.</source>
        <translation>টেবিলে দেখানো বাছাই তালিকার কোনো অফারেরই এই ওয়ার্কলোডের খরচ নেই। টেবিলে অফারে তারকা দিন, অথবা ফিল্টার সরিয়ে দিন।</translation>
    </message>
    <message>
        <source>None of the offers shown in the table has a cost for this workload.</source>
        <translation>টেবিলে দেখানো কোনো অফারেরই এই ওয়ার্কলোডের খরচ নেই।</translation>
    </message>
    <message numerus="yes">
        <source>Cost per %Ln image(s), compute only (%1)</source>
        <translation>
            <numerusform>প্রতি %Lnটি ছবির খরচ, শুধু কম্পিউট (%1)</numerusform>
            <numerusform>প্রতি %Lnটি ছবির খরচ, শুধু কম্পিউট (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cost per %Ln image(s) of the shortlisted offers</source>
        <translation>
            <numerusform>বাছাই তালিকার অফারগুলোর প্রতি %Lnটি ছবির খরচ</numerusform>
            <numerusform>বাছাই তালিকার অফারগুলোর প্রতি %Lnটি ছবির খরচ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cost per %Ln image(s) of the best offers in the table</source>
        <translation>
            <numerusform>টেবিলের সেরা অফারগুলোর প্রতি %Lnটি ছবির খরচ</numerusform>
            <numerusform>টেবিলের সেরা অফারগুলোর প্রতি %Lnটি ছবির খরচ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::CurrencyMenu</name>
    <message>
        <source>&amp;Currency</source>
        <translation>মুদ্রা (&amp;C)</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>মুদ্রা</translation>
    </message>
    <message>
        <source>1 USD = %1 %2 (%3, %4)</source>
        <translation>১ USD = %1 %2 (%3, %4)</translation>
    </message>
</context>
<context>
    <name>ui::DetailPane</name>
    <message>
        <source>BF16 support:</source>
        <translation>BF16 সাপোর্ট:</translation>
    </message>
    <message>
        <source>Spot instances:</source>
        <translation>স্পট ইনস্ট্যান্স:</translation>
    </message>
    <message>
        <source>Persistent storage:</source>
        <translation>স্থায়ী স্টোরেজ:</translation>
    </message>
    <message>
        <source>Pre-built images:</source>
        <translation>তৈরি ইমেজ:</translation>
    </message>
    <message>
        <source>API:</source>
        <translation>API:</translation>
    </message>
    <message>
        <source>Typical cold start:</source>
        <comment>the provider&apos;s published boot time</comment>
        <translation>সাধারণ কোল্ড স্টার্ট:</translation>
    </message>
    <message>
        <source>Website:</source>
        <translation>ওয়েবসাইট:</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>গতি:</translation>
    </message>
    <message>
        <source>Select an offer to see its costs and features.</source>
        <translation>খরচ ও সুবিধা দেখতে একটি অফার নির্বাচন করুন।</translation>
    </message>
    <message>
        <source>Instance and GPU</source>
        <translation>ইনস্ট্যান্স ও GPU</translation>
    </message>
    <message>
        <source>Provider features</source>
        <translation>প্রোভাইডারের সুবিধা</translation>
    </message>
    <message>
        <source>This workload on this GPU</source>
        <translation>এই GPU-তে এই ওয়ার্কলোড</translation>
    </message>
    <message>
        <source>Why it ranks here</source>
        <translation>কেন এই ক্রমে</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <comment>GPU at provider</comment>
        <translation>%2-এ %1</translation>
    </message>
    <message>
        <source>Rank %1 for: %2</source>
        <translation>ক্রম %1, মাপকাঠি: %2</translation>
    </message>
    <message>
        <source>Not ranked for: %1</source>
        <translation>ক্রমে নেই: %1</translation>
    </message>
    <message>
        <source>Independent workers: memory is not pooled and one image is no faster.</source>
        <translation>আলাদা আলাদা ওয়ার্কার: মেমরি একসঙ্গে যোগ হয় না, আর একটি ছবি এতে দ্রুত হয় না।</translation>
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
        <translation>%1, দেখা হয়েছে %2 (%3)</translation>
    </message>
    <message>
        <source>Open the provider&apos;s page in your browser: %1</source>
        <translation>প্রোভাইডারের পেজ ব্রাউজারে খুলুন: %1</translation>
    </message>
    <message>
        <source>%1: the GPU lacks BF16 support</source>
        <translation>%1: GPU-তে BF16 সাপোর্ট নেই</translation>
    </message>
    <message>
        <source>%1 s per training step</source>
        <translation>প্রতি ট্রেনিং ধাপে %1 সেকেন্ড</translation>
    </message>
    <message>
        <source>%1 s per image</source>
        <translation>প্রতি ছবিতে %1 সেকেন্ড</translation>
    </message>
    <message>
        <source>Compute only, at the rate used.</source>
        <translation>শুধু কম্পিউট, ব্যবহৃত দরে।</translation>
    </message>
    <message>
        <source>unknown: the catalog has neither a benchmark nor the specs of this GPU</source>
        <translation>অজানা: ক্যাটালগে এই GPU-র বেঞ্চমার্ক বা স্পেসিফিকেশন কোনোটিই নেই</translation>
    </message>
    <message>
        <source>measured: benchmark series %1</source>
        <translation>পরিমাপিত: বেঞ্চমার্ক সিরিজ %1</translation>
    </message>
    <message>
        <source>estimated from the GPU&apos;s specs by the throughput model</source>
        <translation>থ্রুপুট মডেল দিয়ে GPU-র স্পেসিফিকেশন থেকে আনুমানিক</translation>
    </message>
    <message>
        <source>Cost of a month of sessions</source>
        <translation>এক মাসের সেশনের খরচ</translation>
    </message>
    <message>
        <source>Cost of the job</source>
        <translation>জবের খরচ</translation>
    </message>
    <message>
        <source>Cost of the training run</source>
        <translation>ট্রেনিং রানের খরচ</translation>
    </message>
    <message>
        <source>no price for this offer</source>
        <translation>এই অফারের কোনো দাম নেই</translation>
    </message>
    <message>
        <source>spot price, observed %1</source>
        <translation>স্পট দাম, দেখা হয়েছে %1</translation>
    </message>
    <message>
        <source>on-demand price, observed %1</source>
        <translation>অন-ডিমান্ড দাম, দেখা হয়েছে %1</translation>
    </message>
    <message>
        <source>The cost cannot be computed for this offer: its price or its speed is unknown.</source>
        <translation>এই অফারের খরচ হিসাব করা যাচ্ছে না: এর দাম বা গতি অজানা।</translation>
    </message>
    <message>
        <source>speed unknown</source>
        <translation>গতি অজানা</translation>
    </message>
    <message>
        <source>from a measured speed</source>
        <translation>পরিমাপিত গতি থেকে</translation>
    </message>
    <message>
        <source>from an estimated speed</source>
        <translation>আনুমানিক গতি থেকে</translation>
    </message>
    <message>
        <source>billing increment unknown: no rounding assumed</source>
        <translation>বিলিং একক অজানা: কোনো রাউন্ডিং ধরা হয়নি</translation>
    </message>
    <message>
        <source>billed %1, minimum %2</source>
        <translation>বিলিং %1, ন্যূনতম %2</translation>
    </message>
    <message>
        <source>%1 per start, models kept on a volume</source>
        <translation>প্রতিবার চালুতে %1, মডেল ভলিউমে রাখা</translation>
    </message>
    <message>
        <source>%1 per start, models downloaded each time</source>
        <translation>প্রতিবার চালুতে %1, মডেল প্রতিবার ডাউনলোড হয়</translation>
    </message>
    <message>
        <source>The provider publishes no cold-start figure; an assumption is used.</source>
        <translation>প্রোভাইডার কোল্ড স্টার্টের কোনো হিসাব প্রকাশ করে না; একটি অনুমান ব্যবহার করা হয়েছে।</translation>
    </message>
    <message>
        <source>The provider&apos;s boot time, plus downloading and loading the checkpoint.</source>
        <translation>প্রোভাইডারের বুট হওয়ার সময়, সঙ্গে চেকপয়েন্ট ডাউনলোড ও লোড।</translation>
    </message>
    <message>
        <source>persistent volume for the models</source>
        <translation>মডেলের জন্য স্থায়ী ভলিউম</translation>
    </message>
    <message>
        <source>no volume used</source>
        <translation>কোনো ভলিউম ব্যবহৃত হয়নি</translation>
    </message>
    <message>
        <source>expected re-work after interruptions</source>
        <translation>বাধার পর আবার কাজের প্রত্যাশিত খরচ</translation>
    </message>
    <message>
        <source>on demand: no interruptions</source>
        <translation>অন-ডিমান্ড: কোনো বাধা নেই</translation>
    </message>
    <message>
        <source>%1 billed a month</source>
        <translation>মাসে %1 বিল হয়</translation>
    </message>
    <message numerus="yes">
        <source>%Ln instance(s) in parallel, %1 from start to finish</source>
        <translation>
            <numerusform>%Lnটি ইনস্ট্যান্স সমান্তরালে, শুরু থেকে শেষ %1</numerusform>
            <numerusform>%Lnটি ইনস্ট্যান্স সমান্তরালে, শুরু থেকে শেষ %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 from start to finish</source>
        <translation>শুরু থেকে শেষ %1</translation>
    </message>
    <message>
        <source>misses the deadline</source>
        <translation>সময়সীমা পেরিয়ে যায়</translation>
    </message>
    <message>
        <source>over budget</source>
        <translation>বাজেটের বাইরে</translation>
    </message>
    <message>
        <source>Price history</source>
        <translation>দামের ইতিহাস</translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation>বিবরণ কপি করুন (&amp;C)</translation>
    </message>
    <message>
        <source>your measurement, ahead of published figures</source>
        <translation>আপনার পরিমাপ, প্রকাশিত অঙ্কের আগে</translation>
    </message>
    <message>
        <source>from your measurement</source>
        <translation>আপনার পরিমাপ থেকে</translation>
    </message>
    <message>
        <source>More figures</source>
        <translation>আরও সংখ্যা</translation>
    </message>
    <message>
        <source>%1, date unknown</source>
        <translation>%1, তারিখ অজানা</translation>
    </message>
    <message>
        <source>%1 of the %2 each GPU has</source>
        <comment>VRAM needed: needed of available</comment>
        <translation>প্রতিটি GPU-র %2-এর মধ্যে %1</translation>
    </message>
</context>
<context>
    <name>ui::ExportActions</name>
    <message>
        <source>Export view as CSV</source>
        <translation>ভিউ CSV হিসেবে এক্সপোর্ট</translation>
    </message>
    <message>
        <source>gpuscout-offers-%1.csv</source>
        <translation>gpuscout-offers-%1.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ফাইল (*.csv)</translation>
    </message>
    <message>
        <source>Export shortlist as PDF</source>
        <translation>বাছাই তালিকা PDF হিসেবে এক্সপোর্ট</translation>
    </message>
    <message>
        <source>Your shortlist is empty. Star offers in the table first.</source>
        <translation>আপনার বাছাই তালিকা খালি। আগে টেবিলে অফারে তারকা দিন।</translation>
    </message>
    <message>
        <source>gpuscout-shortlist-%1.pdf</source>
        <translation>gpuscout-shortlist-%1.pdf</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ফাইল (*.pdf)</translation>
    </message>
</context>
<context>
    <name>ui::FilterChips</name>
    <message>
        <source>Clear this filter</source>
        <translation>এই ফিল্টার সরান</translation>
    </message>
    <message>
        <source>Clear the filter %1</source>
        <translation>ফিল্টার %1 সরান</translation>
    </message>
</context>
<context>
    <name>ui::FilterPanel</name>
    <message>
        <source>Billing</source>
        <translation>বিলিং</translation>
    </message>
    <message>
        <source>Per second</source>
        <translation>প্রতি সেকেন্ডে</translation>
    </message>
    <message>
        <source>Per minute</source>
        <translation>প্রতি মিনিটে</translation>
    </message>
    <message>
        <source>Hourly</source>
        <translation>প্রতি ঘণ্টায়</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>অজানা</translation>
    </message>
    <message>
        <source>Show only</source>
        <translation>শুধু দেখান</translation>
    </message>
    <message>
        <source>Fits the workload</source>
        <translation>ওয়ার্কলোড আঁটে</translation>
    </message>
    <message>
        <source>With a spot price</source>
        <translation>স্পট দামসহ</translation>
    </message>
    <message>
        <source>Persistent storage</source>
        <translation>স্থায়ী স্টোরেজ</translation>
    </message>
    <message>
        <source>Ready-made diffusion image</source>
        <translation>তৈরি ডিফিউশন ইমেজ</translation>
    </message>
    <message>
        <source>Prices under 30 days old</source>
        <translation>৩০ দিনের কম পুরোনো দাম</translation>
    </message>
    <message>
        <source>On my shortlist</source>
        <translation>আমার বাছাই তালিকায়</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>প্রোভাইডার</translation>
    </message>
    <message>
        <source>Providers to show; none checked shows all</source>
        <translation>যেসব প্রোভাইডার দেখাবে; কোনোটি চিহ্নিত না থাকলে সব দেখাবে</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU সংখ্যা</translation>
    </message>
    <message>
        <source>GPUs to show; none checked shows all</source>
        <translation>যেসব GPU দেখাবে; কোনোটি চিহ্নিত না থাকলে সব দেখাবে</translation>
    </message>
    <message>
        <source>&amp;Clear filters</source>
        <translation>ফিল্টার সরান (&amp;C)</translation>
    </message>
    <message>
        <source>Rank on equal terms</source>
        <translation>সমান ক্রম</translation>
    </message>
    <message>
        <source>Old unverified prices</source>
        <translation>পুরোনো অযাচাইকৃত দাম</translation>
    </message>
    <message>
        <source>By default an offer whose price comes from a single unverified source older than 90 days, or undated, ranks after every offer with a verified or recent price. Check this to rank them all by cost alone.</source>
        <translation>সাধারণত যে অফারের দাম ৯০ দিনের বেশি পুরোনো, বা তারিখহীন, একটিমাত্র অযাচাইকৃত উৎস থেকে আসে, সেটি প্রতিটি যাচাইকৃত বা সাম্প্রতিক দামের অফারের পরে আসে। সবগুলোকে শুধু খরচ অনুযায়ী ক্রমে রাখতে এটি চিহ্নিত করুন।</translation>
    </message>
</context>
<context>
    <name>ui::FilterText</name>
    <message>
        <source>fits</source>
        <translation>আঁটে</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>স্পট</translation>
    </message>
    <message>
        <source>persistent storage</source>
        <translation>স্থায়ী স্টোরেজ</translation>
    </message>
    <message>
        <source>diffusion image</source>
        <translation>ডিফিউশন ইমেজ</translation>
    </message>
    <message>
        <source>fresh prices</source>
        <translation>হালনাগাদ দাম</translation>
    </message>
    <message>
        <source>shortlist</source>
        <translation>বাছাই তালিকা</translation>
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
        <translation>সে./ধাপ %1</translation>
    </message>
    <message>
        <source>s/image %1</source>
        <translation>সে./ছবি %1</translation>
    </message>
    <message>
        <source>per 1,000 images %1</source>
        <translation>প্রতি ১,০০০ ছবি %1</translation>
    </message>
    <message>
        <source>total cost %1</source>
        <translation>মোট খরচ %1</translation>
    </message>
    <message>
        <source>data age %1</source>
        <translation>ডেটার বয়স %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln day(s)</source>
        <translation>
            <numerusform>%Ln দিন</numerusform>
            <numerusform>%Ln দিন</numerusform>
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
        <translation>দাম %1</translation>
    </message>
    <message>
        <source>%1/h</source>
        <comment>money per hour</comment>
        <translation>%1/ঘণ্টা</translation>
    </message>
    <message>
        <source>“%1”</source>
        <comment>search text</comment>
        <translation>“%1”</translation>
    </message>
    <message numerus="yes">
        <source>%n provider(s)</source>
        <translation>
            <numerusform>%Lnটি প্রোভাইডার</numerusform>
            <numerusform>%Lnটি প্রোভাইডার</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU model(s)</source>
        <translation>
            <numerusform>%Lnটি GPU মডেল</numerusform>
            <numerusform>%Lnটি GPU মডেল</numerusform>
        </translation>
    </message>
    <message>
        <source>billing granularity</source>
        <translation>বিলিং একক</translation>
    </message>
    <message>
        <source>old unverified prices ranked equally</source>
        <translation>পুরোনো অযাচাইকৃত দাম সমান ক্রমে</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 সে.</translation>
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
        <translation>%1 (ধরে নেওয়া)</translation>
    </message>
    <message numerus="yes">
        <source>per %n s</source>
        <comment>billing increment in seconds</comment>
        <translation>
            <numerusform>প্রতি %Ln সেকেন্ডে</numerusform>
            <numerusform>প্রতি %Ln সেকেন্ডে</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <comment>no minimum charge</comment>
        <translation>নেই</translation>
    </message>
    <message numerus="yes">
        <source>%n h</source>
        <comment>minimum charge in hours</comment>
        <translation>
            <numerusform>%Ln ঘণ্টা</numerusform>
            <numerusform>%Ln ঘণ্টা</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <comment>minimum charge in minutes</comment>
        <translation>
            <numerusform>%Ln মিনিট</numerusform>
            <numerusform>%Ln মিনিট</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <comment>minimum charge in seconds</comment>
        <translation>
            <numerusform>%Ln সেকেন্ড</numerusform>
            <numerusform>%Ln সেকেন্ড</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>হ্যাঁ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>না</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>Jupyter / SSH availability</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 (stale)</source>
        <translation>%1 (পুরোনো)</translation>
    </message>
    <message>
        <source>Batch rendering</source>
        <translation>ব্যাচ রেন্ডারিং</translation>
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
        <translation>৮-বিট AdamW</translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <source>%1/h</source>
        <comment>money per hour</comment>
        <translation>%1/ঘণ্টা</translation>
    </message>
    <message>
        <source>%1/GB-month</source>
        <comment>storage price per GB and month</comment>
        <translation>%1/GB-মাস</translation>
    </message>
    <message numerus="yes">
        <source>%Ln day(s)</source>
        <translation>
            <numerusform>%Ln দিন</numerusform>
            <numerusform>%Ln দিন</numerusform>
        </translation>
    </message>
    <message>
        <source>FP8 compute (TensorRT, torchao)</source>
        <translation>FP8 গণনা (TensorRT, torchao)</translation>
    </message>
    <message>
        <source>FP8 weights, BF16 compute (ComfyUI, Forge)</source>
        <translation>FP8 ওয়েট, BF16 গণনা (ComfyUI, Forge)</translation>
    </message>
    <message>
        <source>4-bit weights (NF4, GGUF Q4)</source>
        <translation>4-bit ওয়েট (NF4, GGUF Q4)</translation>
    </message>
    <message>
        <source>date unknown</source>
        <translation>তারিখ অজানা</translation>
    </message>
</context>
<context>
    <name>ui::LinkActions</name>
    <message>
        <source>Copy &amp;link to this view</source>
        <translation>এই ভিউয়ের লিংক কপি করুন (&amp;L)</translation>
    </message>
    <message>
        <source>Put a gpuscout: link on the clipboard that opens this workload with these filters, sort and columns</source>
        <translation>ক্লিপবোর্ডে একটি gpuscout: লিংক রাখুন, যা এই ওয়ার্কলোড এই ফিল্টার, সাজানো ও কলাম সহ খোলে</translation>
    </message>
    <message>
        <source>Copied a link to this view.</source>
        <translation>এই ভিউয়ের লিংক কপি হয়েছে।</translation>
    </message>
    <message>
        <source>Open link</source>
        <translation>লিংক খুলুন</translation>
    </message>
    <message>
        <source>GPU Scout cannot open this link; the view stays as it was.</source>
        <translation>GPU Scout এই লিংকটি খুলতে পারে না; ভিউ আগের মতোই থাকে।</translation>
    </message>
</context>
<context>
    <name>ui::LoadingPage</name>
    <message>
        <source>Loading the catalog…</source>
        <translation>ক্যাটালগ লোড হচ্ছে…</translation>
    </message>
    <message numerus="yes">
        <source>Loading the catalog: %1 of %n offer(s) read…</source>
        <translation>
            <numerusform>ক্যাটালগ লোড হচ্ছে: %Lnটি অফারের মধ্যে %1টি পড়া হয়েছে…</numerusform>
            <numerusform>ক্যাটালগ লোড হচ্ছে: %Lnটি অফারের মধ্যে %1টি পড়া হয়েছে…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Computing the figures for %n offer(s)…</source>
        <translation>
            <numerusform>%Lnটি অফারের হিসাব করা হচ্ছে…</numerusform>
            <numerusform>%Lnটি অফারের হিসাব করা হচ্ছে…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::MainWindow</name>
    <message>
        <source>Shortlist</source>
        <translation>বাছাই তালিকা</translation>
    </message>
    <message>
        <source>GPU Scout</source>
        <translation>GPU Scout</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ফাইল (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Import catalog…</source>
        <translation>ক্যাটালগ ইমপোর্ট (&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Update prices</source>
        <translation>দাম হালনাগাদ (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Live provider prices</source>
        <translation>প্রোভাইডারের লাইভ দাম (&amp;L)</translation>
    </message>
    <message>
        <source>Update &amp;currency rates</source>
        <translation>মুদ্রার বিনিময় হার হালনাগাদ (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Export view as CSV…</source>
        <translation>ভিউ CSV হিসেবে এক্সপোর্ট (&amp;E)…</translation>
    </message>
    <message>
        <source>Export shortlist as &amp;PDF report…</source>
        <translation>বাছাই তালিকা PDF রিপোর্ট হিসেবে এক্সপোর্ট (&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>প্রস্থান (&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>ভিউ (&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Search offers</source>
        <translation>অফার খুঁজুন (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Reset columns</source>
        <translation>কলাম রিসেট (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Workload</source>
        <translation>ওয়ার্কলোড (&amp;W)</translation>
    </message>
    <message>
        <source>Workload &amp;wizard…</source>
        <translation>ওয়ার্কলোড উইজার্ড (&amp;W)…</translation>
    </message>
    <message>
        <source>&amp;Save workload as…</source>
        <translation>ওয়ার্কলোড এই নামে সংরক্ষণ (&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Shortlist</source>
        <translation>বাছাই তালিকা (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Add to or remove from shortlist</source>
        <translation>বাছাই তালিকায় যোগ বা তালিকা থেকে বাদ (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Compare selected offers</source>
        <translation>নির্বাচিত অফার তুলনা (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>ভাষা (&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>সাহায্য (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About GPU Scout</source>
        <translation>GPU Scout সম্পর্কে (&amp;A)</translation>
    </message>
    <message>
        <source>Filters</source>
        <translation>ফিল্টার</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>বিস্তারিত</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>চার্ট</translation>
    </message>
    <message>
        <source>Search provider, GPU or region (Ctrl+F)</source>
        <translation>প্রোভাইডার, GPU বা অঞ্চল খুঁজুন (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search offers</source>
        <translation>অফার খুঁজুন</translation>
    </message>
    <message>
        <source>Clear all</source>
        <translation>সব সরান</translation>
    </message>
    <message>
        <source>Clear the search and every filter</source>
        <translation>খোঁজ ও সব ফিল্টার সরিয়ে দিন</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>অফার</translation>
    </message>
    <message>
        <source>Catalog %1, generated %2 · %3</source>
        <translation>ক্যাটালগ %1, তৈরি %2 · %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n offer(s) shown</source>
        <translation>
            <numerusform>%Lnটি অফারের মধ্যে %1টি দেখানো হচ্ছে</numerusform>
            <numerusform>%Lnটি অফারের মধ্যে %1টি দেখানো হচ্ছে</numerusform>
        </translation>
    </message>
    <message>
        <source>The catalog holds no offers. Import a catalog with File → Import catalog…</source>
        <translation>ক্যাটালগে কোনো অফার নেই। ফাইল → ক্যাটালগ ইমপোর্ট… দিয়ে একটি ক্যাটালগ ইমপোর্ট করুন</translation>
    </message>
    <message>
        <source>No offer fits this workload. Try a smaller batch or resolution, FP8 precision, gradient checkpointing or an 8-bit optimizer — or clear “Fits the workload” to see every offer.</source>
        <translation>কোনো অফারে এই ওয়ার্কলোড আঁটে না। ছোট ব্যাচ বা রেজোলিউশন, FP8 প্রিসিশন, গ্রেডিয়েন্ট চেকপয়েন্টিং বা ৮-বিট অপটিমাইজার চেষ্টা করুন — অথবা সব অফার দেখতে “ওয়ার্কলোড আঁটে” থেকে টিক তুলে দিন।</translation>
    </message>
    <message numerus="yes">
        <source>No offer matches the search and filters. Clear them to see all %n offer(s).</source>
        <translation>
            <numerusform>খোঁজ ও ফিল্টারের সঙ্গে কোনো অফার মেলে না। সব %Lnটি অফার দেখতে এগুলো সরিয়ে দিন।</numerusform>
            <numerusform>খোঁজ ও ফিল্টারের সঙ্গে কোনো অফার মেলে না। সব %Lnটি অফার দেখতে এগুলো সরিয়ে দিন।</numerusform>
        </translation>
    </message>
    <message>
        <source>Import catalog</source>
        <translation>ক্যাটালগ ইমপোর্ট</translation>
    </message>
    <message>
        <source>GPU Scout catalog (*.json);;All files (*)</source>
        <translation>GPU Scout ক্যাটালগ (*.json);;সব ফাইল (*)</translation>
    </message>
    <message>
        <source>Nothing was imported; the catalog, your shortlist and settings are unchanged.

%1</source>
        <translation>কিছুই ইমপোর্ট হয়নি; ক্যাটালগ, আপনার বাছাই তালিকা ও সেটিংস অপরিবর্তিত আছে।

%1</translation>
    </message>
    <message>
        <source>Save workload</source>
        <translation>ওয়ার্কলোড সংরক্ষণ</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>নাম:</translation>
    </message>
    <message>
        <source>Compare offers</source>
        <translation>অফার তুলনা</translation>
    </message>
    <message>
        <source>About GPU Scout</source>
        <translation>GPU Scout সম্পর্কে</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GPU Scout %1&lt;/h3&gt;&lt;p&gt;Compare rented cloud GPUs for diffusion image generation: what each offer costs and how fast it is for your workload.&lt;/p&gt;&lt;p&gt;Catalog %2 (%3), published by %4.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;GPU Scout %1&lt;/h3&gt;&lt;p&gt;ডিফিউশন মডেলে ছবি তৈরির জন্য ভাড়ার ক্লাউড GPU তুলনা করুন: আপনার ওয়ার্কলোডে প্রতিটি অফারের খরচ কত আর গতি কেমন।&lt;/p&gt;&lt;p&gt;ক্যাটালগ %2 (%3), প্রকাশক %4।&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Read-only database · %1</source>
        <translation>শুধু-পড়া ডেটাবেস · %1</translation>
    </message>
    <message>
        <source>This catalog differs from the one you have more than an update usually does:

%1

Replace your catalog with it anyway?</source>
        <translation>এই ক্যাটালগটি আপনার বর্তমান ক্যাটালগ থেকে সাধারণ আপডেটের চেয়ে বেশি আলাদা:

%1

তবুও আপনার ক্যাটালগ এটি দিয়ে বদলাবেন?</translation>
    </message>
    <message numerus="yes">
        <source>Select at least 2 offers to compare (you selected %n).</source>
        <translation>
            <numerusform>তুলনার জন্য অন্তত ২টি অফার নির্বাচন করুন (আপনি %Lnটি নির্বাচন করেছেন)।</numerusform>
            <numerusform>তুলনার জন্য অন্তত ২টি অফার নির্বাচন করুন (আপনি %Lnটি নির্বাচন করেছেন)।</numerusform>
        </translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt সম্পর্কে (&amp;Q)</translation>
    </message>
    <message>
        <source>Export view as CSV with local &amp;number format…</source>
        <translation>স্থানীয় সংখ্যা-ফরম্যাটে ভিউ CSV হিসেবে এক্সপোর্ট (&amp;N)…</translation>
    </message>
</context>
<context>
    <name>ui::MeasureDialog</name>
    <message>
        <source>Recorded: from now on the basis for %1 with %2, labelled &quot;your measurement&quot;.</source>
        <translation>নথিভুক্ত: এখন থেকে %2 সহ %1-এর ভিত্তি, &quot;আপনার পরিমাপ&quot; লেবেলসহ।</translation>
    </message>
    <message>
        <source>%1 s per image</source>
        <translation>প্রতি ছবিতে %1 সেকেন্ড</translation>
    </message>
    <message>
        <source>%1 it/s</source>
        <translation>%1 it/s</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%Lnটি ধাপ</numerusform>
            <numerusform>%Lnটি ধাপ</numerusform>
        </translation>
    </message>
    <message>
        <source>Removed: the published figures are the basis again.</source>
        <translation>সরানো হয়েছে: প্রকাশিত অঙ্কই আবার ভিত্তি।</translation>
    </message>
    <message>
        <source>I measured this…</source>
        <translation>আমি এটি মেপেছি…</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>GPU:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>মডেল:</translation>
    </message>
    <message>
        <source>Where (optional):</source>
        <translation>কোথায় (ঐচ্ছিক):</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>প্রস্থ:</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>উচ্চতা:</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>ধাপ:</translation>
    </message>
    <message>
        <source>Batch:</source>
        <translation>ব্যাচ:</translation>
    </message>
    <message>
        <source>Precision:</source>
        <translation>প্রিসিশন:</translation>
    </message>
    <message>
        <source>Software:</source>
        <translation>সফটওয়্যার:</translation>
    </message>
    <message>
        <source>Measured:</source>
        <translation>পরিমাপ:</translation>
    </message>
    <message>
        <source>not said</source>
        <translation>বলা নেই</translation>
    </message>
    <message>
        <source>seconds per image</source>
        <translation>প্রতি ছবিতে সেকেন্ড</translation>
    </message>
    <message>
        <source>iterations per second</source>
        <translation>প্রতি সেকেন্ডে ইটারেশন</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>মডেল</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>সেটিং</translation>
    </message>
    <message>
        <source>Your measurement</source>
        <translation>আপনার পরিমাপ</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>নথিভুক্ত</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>নথিভুক্ত করুন</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>নির্বাচিতটি সরান</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>বন্ধ করুন</translation>
    </message>
</context>
<context>
    <name>ui::ModelPage</name>
    <message>
        <source>Model and quality</source>
        <translation>মডেল ও গুণমান</translation>
    </message>
    <message>
        <source>What one generation looks like. Choosing a model fills in its usual resolution and steps.</source>
        <translation>প্রতিটি ছবি কোন সেটিংয়ে তৈরি হবে। মডেল বেছে নিলে তার সাধারণ রেজোলিউশন ও ধাপসংখ্যা নিজে থেকেই বসে যায়।</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>মডেল (&amp;M):</translation>
    </message>
    <message>
        <source>&amp;Width (pixels):</source>
        <translation>প্রস্থ (পিক্সেল) (&amp;W):</translation>
    </message>
    <message>
        <source>&amp;Height (pixels):</source>
        <translation>উচ্চতা (পিক্সেল) (&amp;H):</translation>
    </message>
    <message>
        <source>F&amp;rames per video:</source>
        <translation>প্রতি ভিডিওতে ফ্রেম (&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Denoising steps:</source>
        <translation>ডিনয়েজিং ধাপ (&amp;D):</translation>
    </message>
    <message>
        <source>Batch si&amp;ze:</source>
        <translation>ব্যাচ সাইজ (&amp;Z):</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>প্রিসিশন (&amp;P):</translation>
    </message>
    <message>
        <source>Images generated together in one pass; larger batches need more memory.</source>
        <translation>এক পাসে একসঙ্গে তৈরি হওয়া ছবি; বড় ব্যাচে বেশি মেমরি লাগে।</translation>
    </message>
    <message>
        <source>This model is not in the catalog; its speed and memory cannot be computed.</source>
        <translation>এই মডেল ক্যাটালগে নেই; এর গতি ও মেমরি হিসাব করা যাবে না।</translation>
    </message>
    <message numerus="yes">
        <source>An image model with %1 billion parameters. Usual settings: %2 × %3 pixels, %Ln step(s).</source>
        <translation>
            <numerusform>%1 বিলিয়ন প্যারামিটারের একটি ইমেজ মডেল। সাধারণ সেটিং: %2 × %3 পিক্সেল, %Lnটি ধাপ।</numerusform>
            <numerusform>%1 বিলিয়ন প্যারামিটারের একটি ইমেজ মডেল। সাধারণ সেটিং: %2 × %3 পিক্সেল, %Lnটি ধাপ।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A video model with %1 billion parameters. Usual settings: %2 × %3 pixels, %4, %Ln step(s).</source>
        <translation>
            <numerusform>%1 বিলিয়ন প্যারামিটারের একটি ভিডিও মডেল। সাধারণ সেটিং: %2 × %3 পিক্সেল, %4, %Lnটি ধাপ।</numerusform>
            <numerusform>%1 বিলিয়ন প্যারামিটারের একটি ভিডিও মডেল। সাধারণ সেটিং: %2 × %3 পিক্সেল, %4, %Lnটি ধাপ।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln frame(s)</source>
        <translation>
            <numerusform>%Lnটি ফ্রেম</numerusform>
            <numerusform>%Lnটি ফ্রেম</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Offload the text encoders after encoding the prompt</source>
        <translation>প্রম্পট এনকোড হওয়ার পর টেক্সট এনকোডার সরিয়ে দিন (&amp;O)</translation>
    </message>
    <message>
        <source>Offload the text encoders</source>
        <translation>টেক্সট এনকোডার সরিয়ে দিন</translation>
    </message>
    <message>
        <source>Text encoders in FP&amp;8</source>
        <translation>টেক্সট এনকোডার FP8-এ (&amp;8)</translation>
    </message>
    <message>
        <source>Text encoders in FP8</source>
        <translation>টেক্সট এনকোডার FP8-এ</translation>
    </message>
    <message>
        <source>The T5-XXL text encoder takes about 10 GB in 16 bits. Offloaded (ComfyUI, diffusers&apos; model offload) it leaves the card before the image is made; in FP8 it takes half.</source>
        <translation>T5-XXL টেক্সট এনকোডার ১৬ বিটে প্রায় ১০ GB নেয়। সরিয়ে দিলে (ComfyUI, diffusers-এর model offload) ছবি তৈরির আগেই এটি কার্ড ছেড়ে যায়; FP8-এ এটি অর্ধেক জায়গা নেয়।</translation>
    </message>
    <message>
        <source>The number format of the weights and math. BF16 needs a GPU that supports it. FP8 weights (ComfyUI&apos;s and Forge&apos;s default FP8) and 4-bit weights (NF4, GGUF) halve or quarter the weights&apos; memory and run slightly slower; FP8 compute (TensorRT, torchao) also runs faster on the newest GPUs.</source>
        <translation>ওয়েট ও গণনার সংখ্যা-ফরম্যাট। BF16-এর জন্য এটি সাপোর্ট করে এমন GPU দরকার। FP8 ওয়েট (ComfyUI ও Forge-এর ডিফল্ট FP8) এবং 4-bit ওয়েট (NF4, GGUF) ওয়েটের মেমরি অর্ধেক বা এক-চতুর্থাংশ করে এবং সামান্য ধীরে চলে; FP8 গণনা (TensorRT, torchao) নতুনতম GPU-তে দ্রুতও চলে।</translation>
    </message>
    <message>
        <source>At 16 bits its weights alone fill a 24 GB card; FP8 weights (ComfyUI&apos;s and Forge&apos;s default) halve them.</source>
        <translation>16 বিটে শুধু এর ওয়েটই একটি 24 GB কার্ড ভরে ফেলে; FP8 ওয়েট (ComfyUI ও Forge-এর ডিফল্ট) সেগুলো অর্ধেক করে।</translation>
    </message>
    <message>
        <source>The model to train and the images it trains on. Choosing a model fills in its usual resolution.</source>
        <translation>যে মডেলকে প্রশিক্ষণ দেবেন এবং যে ছবিগুলোতে প্রশিক্ষণ হবে। মডেল বেছে নিলে তার স্বাভাবিক রেজোলিউশন বসে যায়।</translation>
    </message>
</context>
<context>
    <name>ui::MonthlyCostChart</name>
    <message>
        <source>No offers to chart yet.</source>
        <translation>চার্টে দেখানোর মতো কোনো অফার এখনো নেই।</translation>
    </message>
    <message>
        <source>Star offers in the table to see what each costs a month as your hours of use grow. Shortlisted offers hidden by the filters are not drawn.</source>
        <translation>ব্যবহারের ঘণ্টা বাড়লে প্রতিটি অফারের মাসিক খরচ কেমন দাঁড়ায় দেখতে টেবিলে অফারে তারকা দিন। ফিল্টারে লুকানো বাছাই তালিকার অফার আঁকা হয় না।</translation>
    </message>
    <message>
        <source>None of the shortlisted offers shown in the table has an on-demand price for this model.</source>
        <translation>টেবিলে দেখানো বাছাই তালিকার কোনো অফারেরই এই মডেলের জন্য অন-ডিমান্ড দাম নেই।</translation>
    </message>
    <message>
        <source>Hours used a month, in sessions of %1</source>
        <translation>মাসে ব্যবহারের ঘণ্টা, %1-এর সেশনে</translation>
    </message>
    <message>
        <source>Cost a month (%1)</source>
        <translation>মাসিক খরচ (%1)</translation>
    </message>
    <message>
        <source>Your workload: %1</source>
        <translation>আপনার ওয়ার্কলোড: %1</translation>
    </message>
    <message>
        <source>Monthly cost of the shortlisted offers against hours of use</source>
        <translation>ব্যবহারের ঘণ্টা অনুযায়ী বাছাই তালিকার অফারগুলোর মাসিক খরচ</translation>
    </message>
    <message>
        <source>%1
%2 a month: %3</source>
        <translation>%1
মাসে %2: %3</translation>
    </message>
</context>
<context>
    <name>ui::NetworkActions</name>
    <message>
        <source>&amp;Refresh prices on start</source>
        <translation>শুরুতে দাম হালনাগাদ করুন (&amp;R)</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>কখনো না</translation>
    </message>
    <message numerus="yes">
        <source>When prices are older than %n day(s)</source>
        <translation>
            <numerusform>যখন দাম %Ln দিনের বেশি পুরোনো</numerusform>
            <numerusform>যখন দাম %Ln দিনের বেশি পুরোনো</numerusform>
        </translation>
    </message>
    <message>
        <source>Prices: none is dated, so none counts as fresh</source>
        <translation>দাম: কোনোটিতে তারিখ নেই, তাই কোনোটিই নতুন ধরা হয় না</translation>
    </message>
    <message numerus="yes">
        <source>Prices: median %Ln day(s) old, %1 % older than %2</source>
        <translation>
            <numerusform>দাম: মধ্যমা বয়স %Ln দিন, %1 % দাম %2-এর বেশি পুরোনো</numerusform>
            <numerusform>দাম: মধ্যমা বয়স %Ln দিন, %1 % দাম %2-এর বেশি পুরোনো</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln day(s)</source>
        <translation>
            <numerusform>%Ln দিন</numerusform>
            <numerusform>%Ln দিন</numerusform>
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
        <translation>আপনার বাছাই তালিকায় আছে। যোগ বা বাদ দিতে ক্লিক করুন।</translation>
    </message>
    <message>
        <source>Jupyter and SSH access.</source>
        <translation>Jupyter ও SSH অ্যাক্সেস।</translation>
    </message>
    <message>
        <source>Shortlist</source>
        <comment>column: on the shortlist or not</comment>
        <translation>বাছাই তালিকা</translation>
    </message>
</context>
<context>
    <name>ui::OffersModel</name>
    <message>
        <source>No speed: the catalog has neither a benchmark nor the specs of this GPU.</source>
        <translation>গতি নেই: ক্যাটালগে এই GPU-র বেঞ্চমার্ক বা স্পেসিফিকেশন কোনোটিই নেই।</translation>
    </message>
    <message>
        <source>Measured: %1</source>
        <translation>পরিমাপিত: %1</translation>
    </message>
    <message>
        <source>Estimated from the GPU&apos;s specs by the throughput model (%1).</source>
        <translation>থ্রুপুট মডেল দিয়ে GPU-র স্পেসিফিকেশন থেকে আনুমানিক (%1)।</translation>
    </message>
    <message>
        <source>Observed %1 · %2</source>
        <translation>দেখা হয়েছে %1 · %2</translation>
    </message>
    <message>
        <source>The provider publishes no cold-start figure; an assumption is used.</source>
        <translation>প্রোভাইডার কোল্ড স্টার্টের কোনো হিসাব প্রকাশ করে না; একটি অনুমান ব্যবহার করা হয়েছে।</translation>
    </message>
    <message>
        <source>Price: %1, observed %2</source>
        <translation>দাম: %1, দেখা হয়েছে %2</translation>
    </message>
    <message>
        <source>On the shortlist</source>
        <translation>বাছাই তালিকায় আছে</translation>
    </message>
    <message>
        <source>Not on the shortlist</source>
        <translation>বাছাই তালিকায় নেই</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>price-change mark, price</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Changed in the last update: it was %1 %2 (observed %3); now %4 %5 (observed %6).</source>
        <translation>শেষ হালনাগাদে বদলেছে: আগে ছিল %1 %2 (দেখা হয়েছে %3); এখন %4 %5 (দেখা হয়েছে %6)।</translation>
    </message>
    <message>
        <source>No longer listed by %1 since %2: the offer may be gone.</source>
        <translation>%2 থেকে %1 এই অফারটি আর তালিকায় রাখে না: অফারটি হয়তো আর নেই।</translation>
    </message>
    <message>
        <source>Your own measurement, ahead of published figures: %1</source>
        <translation>আপনার নিজের পরিমাপ, প্রকাশিত অঙ্কের আগে: %1</translation>
    </message>
</context>
<context>
    <name>ui::OffersView</name>
    <message>
        <source>Reset columns</source>
        <translation>কলাম রিসেট</translation>
    </message>
</context>
<context>
    <name>ui::PlanActions</name>
    <message>
        <source>&amp;Plan the month…</source>
        <translation>মাসের প্ল্যান (&amp;P)…</translation>
    </message>
    <message>
        <source>Combine workloads into a monthly plan, compare providers and buying a card</source>
        <translation>ওয়ার্কলোডগুলো এক মাসিক প্ল্যানে মেলান, প্রোভাইডার ও কার্ড কেনার তুলনা করুন</translation>
    </message>
    <message>
        <source>I &amp;measured this…</source>
        <translation>আমি এটি মেপেছি (&amp;M)…</translation>
    </message>
    <message>
        <source>Record your own speed for the selected offer&apos;s GPU: it becomes the basis ahead of published figures</source>
        <translation>নির্বাচিত অফারের GPU-র জন্য নিজের গতি নথিভুক্ত করুন: প্রকাশিত অঙ্কের আগে এটিই ভিত্তি হয়</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation>প্ল্যান সংরক্ষণ</translation>
    </message>
</context>
<context>
    <name>ui::PlanDialog</name>
    <message>
        <source>Starting values: launch price (MSRP, not a street price) published %1, &lt;a href=&quot;%2&quot;&gt;source&lt;/a&gt;; board power from %3. Enter what you would pay.</source>
        <translation>শুরুর মান: লঞ্চের দাম (MSRP, বাজারদর নয়), প্রকাশিত %1, &lt;a href=&quot;%2&quot;&gt;সূত্র&lt;/a&gt;; বোর্ড পাওয়ার, সূত্র %3। আপনি যা দেবেন তা লিখুন।</translation>
    </message>
    <message>
        <source>No sourced price for this card: enter what you would pay and its power draw.</source>
        <translation>এই কার্ডের সূত্রসহ কোনো দাম নেই: আপনি যা দেবেন এবং এর বিদ্যুৎ খরচ লিখুন।</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1, spot</source>
        <translation>%1, স্পট</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n instance(s)</source>
        <translation>
            <numerusform>%1, %Lnটি ইনস্ট্যান্স</numerusform>
            <numerusform>%1, %Lnটি ইনস্ট্যান্স</numerusform>
        </translation>
    </message>
    <message>
        <source>Storage, %1 a month</source>
        <translation>স্টোরেজ, মাসে %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>মোট</translation>
    </message>
    <message>
        <source>This plan cannot be placed: %1</source>
        <translation>এই প্ল্যানটি কোথাও বসানো যাচ্ছে না: %1</translation>
    </message>
    <message>
        <source>Monthly bill: %1 (%2)</source>
        <translation>মাসিক বিল: %1 (%2)</translation>
    </message>
    <message>
        <source>cheapest mix: %1</source>
        <translation>সবচেয়ে সস্তা মিশ্রণ: %1</translation>
    </message>
    <message>
        <source>everything at %1</source>
        <translation>সবকিছু %1-এ</translation>
    </message>
    <message>
        <source>Everything at one provider (%1): %2, %3 more</source>
        <translation>সবকিছু এক প্রোভাইডারে (%1): %2, অর্থাৎ %3 বেশি</translation>
    </message>
    <message>
        <source>Buying the card: %1 a month (electricity %2 plus loss of value)</source>
        <translation>কার্ড কেনা: মাসে %1 (বিদ্যুৎ %2 এবং মূল্যহ্রাস)</translation>
    </message>
    <message>
        <source>Owning pays off in month %1 (break-even at %2).</source>
        <translation>নিজের কার্ড %1তম মাসে লাভজনক হয় (ব্রেক-ইভেন %2-এ)।</translation>
    </message>
    <message>
        <source>Owning never pays off: the electricity alone costs as much as renting.</source>
        <translation>নিজের কার্ড কখনো লাভজনক হয় না: শুধু বিদ্যুতেই ভাড়ার সমান খরচ।</translation>
    </message>
    <message>
        <source>The card cannot run every workload of the plan (memory, speed or deadline): renting is still needed for those.</source>
        <translation>কার্ডটি প্ল্যানের সব ওয়ার্কলোড চালাতে পারে না (মেমরি, গতি বা সময়সীমা): সেগুলোর জন্য ভাড়া তবুও লাগবে।</translation>
    </message>
    <message>
        <source>Saved plan &quot;%1&quot;: %2 a month, %3 against this one</source>
        <translation>সংরক্ষিত প্ল্যান &quot;%1&quot;: মাসে %2, এই প্ল্যানের তুলনায় %3</translation>
    </message>
    <message>
        <source>Over the monthly budget of %1 by %2.</source>
        <translation>%1 মাসিক বাজেটের চেয়ে %2 বেশি।</translation>
    </message>
    <message>
        <source>Within the monthly budget of %1.</source>
        <translation>%1 মাসিক বাজেটের মধ্যে।</translation>
    </message>
    <message>
        <source>Saved plans…</source>
        <translation>সংরক্ষিত প্ল্যান…</translation>
    </message>
    <message>
        <source>no other plan</source>
        <translation>অন্য কোনো প্ল্যান নয়</translation>
    </message>
    <message>
        <source>Saved plans</source>
        <translation>সংরক্ষিত প্ল্যান</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation>প্ল্যান সংরক্ষণ</translation>
    </message>
    <message>
        <source>Name of the plan:</source>
        <translation>প্ল্যানের নাম:</translation>
    </message>
    <message>
        <source>Export plan as CSV</source>
        <translation>প্ল্যান CSV হিসেবে এক্সপোর্ট</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ফাইল (*.csv)</translation>
    </message>
    <message>
        <source>Export plan as PDF</source>
        <translation>প্ল্যান PDF হিসেবে এক্সপোর্ট</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ফাইল (*.pdf)</translation>
    </message>
    <message>
        <source>Plan the month</source>
        <translation>মাসের প্ল্যান</translation>
    </message>
    <message>
        <source>Explore on demand, render on spot</source>
        <translation>অন-ডিমান্ডে খুঁজে দেখুন, স্পটে রেন্ডার করুন</translation>
    </message>
    <message>
        <source>The article&apos;s advice: interactive sessions on demand, the bulk render on spot, a LoRA a month</source>
        <translation>প্রবন্ধের পরামর্শ: ইন্টারঅ্যাকটিভ সেশন অন-ডিমান্ডে, বড় রেন্ডার স্পটে, মাসে একটি LoRA</translation>
    </message>
    <message>
        <source>Save plan…</source>
        <translation>প্ল্যান সংরক্ষণ…</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation>তুলনা করুন:</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>ওয়ার্কলোড</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>প্রোভাইডার</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>অফার</translation>
    </message>
    <message>
        <source>Hours a month</source>
        <translation>মাসে ঘণ্টা</translation>
    </message>
    <message>
        <source>Cost a month</source>
        <translation>মাসিক খরচ</translation>
    </message>
    <message>
        <source>Or buy a card</source>
        <translation>অথবা কার্ড কিনুন</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>GPU:</translation>
    </message>
    <message>
        <source>Purchase price:</source>
        <translation>ক্রয়মূল্য:</translation>
    </message>
    <message>
        <source>Resale value:</source>
        <translation>পুনর্বিক্রয় মূল্য:</translation>
    </message>
    <message>
        <source>Sold after (months):</source>
        <translation>বিক্রি কত মাস পরে:</translation>
    </message>
    <message>
        <source>Power draw (W):</source>
        <translation>বিদ্যুৎ খরচ (W):</translation>
    </message>
    <message>
        <source>Electricity per kWh:</source>
        <translation>প্রতি kWh বিদ্যুৎ:</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV এক্সপোর্ট…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>PDF এক্সপোর্ট…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>বন্ধ করুন</translation>
    </message>
    <message numerus="yes">
        <source>Owning does not pay off within the card&apos;s life of %Ln month(s).</source>
        <translation>
            <numerusform>কার্ডের %Ln মাসের আয়ুর মধ্যে কেনার খরচ উঠে আসে না।</numerusform>
            <numerusform>কার্ডের %Ln মাসের আয়ুর মধ্যে কেনার খরচ উঠে আসে না।</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::PlanEditor</name>
    <message numerus="yes">
        <source>%1, %2: %n session(s) a month, %3 min each</source>
        <translation>
            <numerusform>%1, %2: মাসে %Lnটি সেশন, প্রতিটি %3 মিনিট</numerusform>
            <numerusform>%1, %2: মাসে %Lnটি সেশন, প্রতিটি %3 মিনিট</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2: %Ln image(s)</source>
        <translation>
            <numerusform>%1, %2: %Lnটি ছবি</numerusform>
            <numerusform>%1, %2: %Lnটি ছবি</numerusform>
        </translation>
    </message>
    <message>
        <source> within %1 h</source>
        <translation>, %1 ঘণ্টার মধ্যে</translation>
    </message>
    <message>
        <source>%1, on spot</source>
        <translation>%1, স্পটে</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2: %Ln step(s)</source>
        <translation>
            <numerusform>%1, %2: %Lnটি ধাপ</numerusform>
            <numerusform>%1, %2: %Lnটি ধাপ</numerusform>
        </translation>
    </message>
    <message>
        <source>Plan name:</source>
        <translation>প্ল্যানের নাম:</translation>
    </message>
    <message>
        <source>Monthly budget:</source>
        <translation>মাসিক বাজেট:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>নেই</translation>
    </message>
    <message>
        <source>Provider:</source>
        <translation>প্রোভাইডার:</translation>
    </message>
    <message>
        <source>Cheapest mix of providers</source>
        <translation>প্রোভাইডারের সবচেয়ে সস্তা মিশ্রণ</translation>
    </message>
    <message>
        <source>Workloads of the month:</source>
        <translation>মাসের ওয়ার্কলোড:</translation>
    </message>
    <message>
        <source>Add workload</source>
        <translation>ওয়ার্কলোড যোগ করুন</translation>
    </message>
    <message>
        <source>Remove workload</source>
        <translation>ওয়ার্কলোড সরান</translation>
    </message>
    <message>
        <source>Task:</source>
        <translation>কাজের ধরন:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>মডেল:</translation>
    </message>
    <message>
        <source>Sessions a month:</source>
        <translation>মাসে সেশন:</translation>
    </message>
    <message>
        <source>Minutes per session:</source>
        <translation>প্রতি সেশনে মিনিট:</translation>
    </message>
    <message>
        <source>Images:</source>
        <translation>ছবি:</translation>
    </message>
    <message>
        <source>Deadline (hours):</source>
        <translation>সময়সীমা (ঘণ্টা):</translation>
    </message>
    <message>
        <source>Training steps:</source>
        <translation>ট্রেনিং ধাপ:</translation>
    </message>
    <message>
        <source>Allow spot instances</source>
        <translation>স্পট ইনস্ট্যান্স চলবে</translation>
    </message>
    <message>
        <source> by %1</source>
        <translation>, %1-এর মধ্যে</translation>
    </message>
</context>
<context>
    <name>ui::PlanPage</name>
    <message>
        <source>Plan the month</source>
        <translation>মাসের প্ল্যান</translation>
    </message>
    <message>
        <source>Several workloads placed on offers together, storage counted once per provider. Finish saves the plan and shows its monthly bill against one provider and against buying a card.</source>
        <translation>কয়েকটি ওয়ার্কলোড একসঙ্গে অফারে বসানো হয়, স্টোরেজ প্রতিটি প্রোভাইডারে একবার গোনা হয়। “শেষ করুন” প্ল্যানটি সংরক্ষণ করে এবং এর মাসিক বিল এক প্রোভাইডার ও কার্ড কেনার সঙ্গে তুলনা করে দেখায়।</translation>
    </message>
    <message>
        <source>Explore on demand, render on spot</source>
        <translation>অন-ডিমান্ডে খুঁজে দেখুন, স্পটে রেন্ডার করুন</translation>
    </message>
    <message>
        <source>The article&apos;s advice: interactive sessions on demand three evenings a week, the bulk render on spot, a LoRA a month.</source>
        <translation>প্রবন্ধের পরামর্শ: সপ্তাহে তিন সন্ধ্যা ইন্টারঅ্যাকটিভ সেশন অন-ডিমান্ডে, বড় রেন্ডার স্পটে, মাসে একটি LoRA।</translation>
    </message>
</context>
<context>
    <name>ui::PreferencesPage</name>
    <message>
        <source>Preferences</source>
        <translation>পছন্দ</translation>
    </message>
    <message>
        <source>What you accept. Offers outside these limits stay visible and are flagged.</source>
        <translation>আপনি কী মেনে নেবেন। এই সীমার বাইরের অফার দেখা যাবে, তবে চিহ্নিত থাকবে।</translation>
    </message>
    <message>
        <source>Allow &amp;spot (interruptible) instances</source>
        <translation>স্পট (বাধাযোগ্য) ইনস্ট্যান্স চলবে (&amp;S)</translation>
    </message>
    <message>
        <source>Allow spot instances</source>
        <translation>স্পট ইনস্ট্যান্স চলবে</translation>
    </message>
    <message>
        <source>Spot prices apply to batch jobs and training runs only. Your task is interactive, so sessions are priced on demand whatever you choose here.</source>
        <translation>স্পট দাম শুধু ব্যাচ জব ও ট্রেনিং রানে খাটে। আপনার কাজের ধরন ইন্টারঅ্যাকটিভ, তাই এখানে যা-ই বাছুন, সেশনের দাম অন-ডিমান্ড হিসেবেই ধরা হবে।</translation>
    </message>
    <message>
        <source>Spot prices apply to batch jobs and training runs only. The cost then includes the expected interruptions and the time to resume after each.</source>
        <translation>স্পট দাম শুধু ব্যাচ জব ও ট্রেনিং রানে খাটে। তখন খরচে প্রত্যাশিত বাধা আর প্রতিটির পর আবার চালুর সময়ও ধরা হয়।</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>বাজেট নেই</translation>
    </message>
    <message>
        <source>The most you want to pay a month. Offers above it are marked over budget.</source>
        <translation>মাসে আপনি সর্বোচ্চ যত দিতে চান। এর বেশি হলে অফার বাজেটের বাইরে হিসেবে চিহ্নিত হয়।</translation>
    </message>
    <message>
        <source>The most you want to pay for the whole job. Offers above it are marked over budget.</source>
        <translation>পুরো জবে আপনি সর্বোচ্চ যত দিতে চান। এর বেশি হলে অফার বাজেটের বাইরে হিসেবে চিহ্নিত হয়।</translation>
    </message>
    <message>
        <source>The most you want to pay for the training run. Offers above it are marked over budget.</source>
        <translation>ট্রেনিং রানে আপনি সর্বোচ্চ যত দিতে চান। এর বেশি হলে অফার বাজেটের বাইরে হিসেবে চিহ্নিত হয়।</translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation>অঞ্চল (&amp;R):</translation>
    </message>
    <message>
        <source>any region</source>
        <translation>যেকোনো অঞ্চল</translation>
    </message>
    <message>
        <source>B&amp;udget (USD):</source>
        <translation>বাজেট (USD) (&amp;U):</translation>
    </message>
</context>
<context>
    <name>ui::PriceHistoryView</name>
    <message>
        <source>On-demand</source>
        <translation>অন-ডিমান্ড</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>স্পট</translation>
    </message>
    <message>
        <source>One observation so far: each catalog update adds the prices it brings.</source>
        <translation>এখনও একটিমাত্র পর্যবেক্ষণ: ক্যাটালগের প্রতিটি হালনাগাদ তার আনা দাম যোগ করে।</translation>
    </message>
    <message numerus="yes">
        <source>%n observation(s) of this offer&apos;s price.</source>
        <translation>
            <numerusform>এই অফারের দামের %Lnটি পর্যবেক্ষণ।</numerusform>
            <numerusform>এই অফারের দামের %Lnটি পর্যবেক্ষণ।</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 per hour</source>
        <translation>ঘণ্টাপ্রতি %1</translation>
    </message>
</context>
<context>
    <name>ui::RangeFilters</name>
    <message>
        <source>Ranges</source>
        <translation>পরিসর</translation>
    </message>
    <message>
        <source>$ per &amp;1,000 images:</source>
        <translation>প্রতি ১,০০০ ছবিতে $ (&amp;1):</translation>
    </message>
    <message>
        <source>&amp;Total cost ($):</source>
        <translation>মোট খরচ ($) (&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Price ($/h):</source>
        <translation>দাম ($/ঘণ্টা) (&amp;P):</translation>
    </message>
    <message>
        <source>–</source>
        <comment>a range: from – to</comment>
        <translation>–</translation>
    </message>
    <message>
        <source>any</source>
        <translation>যেকোনো</translation>
    </message>
    <message>
        <source>%1, from</source>
        <translation>%1, শুরু</translation>
    </message>
    <message>
        <source>%1, to</source>
        <translation>%1, শেষ</translation>
    </message>
    <message>
        <source>Secon&amp;ds per step:</source>
        <translation>প্রতি ধাপে সেকেন্ড (&amp;D):</translation>
    </message>
    <message>
        <source>Secon&amp;ds per image:</source>
        <translation>প্রতি ছবিতে সেকেন্ড (&amp;D):</translation>
    </message>
    <message>
        <source>Data age (days):</source>
        <translation>ডেটার বয়স (দিন):</translation>
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
        <translation>ক্রমপুঞ্জিত খরচ, মার্কিন ডলার</translation>
    </message>
    <message>
        <source>Renting the plan</source>
        <translation>প্ল্যান ভাড়ায়</translation>
    </message>
    <message>
        <source>Owning the card</source>
        <translation>নিজের কার্ড</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>মাস</translation>
    </message>
    <message>
        <source>Cumulative cost of renting against owning</source>
        <translation>ভাড়া বনাম নিজের কার্ডের ক্রমপুঞ্জিত খরচ</translation>
    </message>
</context>
<context>
    <name>ui::SavedWorkloadsMenu</name>
    <message>
        <source>No saved workloads</source>
        <translation>কোনো সংরক্ষিত ওয়ার্কলোড নেই</translation>
    </message>
    <message>
        <source>Saved workloads</source>
        <translation>সংরক্ষিত ওয়ার্কলোড</translation>
    </message>
</context>
<context>
    <name>ui::ShortlistModel</name>
    <message>
        <source>This offer is no longer in the catalog.</source>
        <translation>এই অফারটি আর ক্যাটালগে নেই।</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>অফার</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>নোট</translation>
    </message>
    <message>
        <source>The workload does not fit in this GPU&apos;s memory.</source>
        <translation>ওয়ার্কলোডটি এই GPU-এর মেমরিতে আঁটে না।</translation>
    </message>
    <message>
        <source>%1 (no longer offered)</source>
        <translation>%1 (আর দেওয়া হয় না)</translation>
    </message>
    <message>
        <source>%1 (does not fit)</source>
        <comment>offer name</comment>
        <translation>%1 (আঁটে না)</translation>
    </message>
</context>
<context>
    <name>ui::ShortlistPanel</name>
    <message>
        <source>&amp;Remove</source>
        <translation>বাদ দিন (&amp;R)</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>তুলনা (&amp;M)</translation>
    </message>
    <message>
        <source>Shortlist</source>
        <translation>বাছাই তালিকা</translation>
    </message>
    <message>
        <source>Your shortlist is empty. Star offers in the table (tick their box in the star column, or press Ctrl+D) to keep them here.</source>
        <translation>আপনার বাছাই তালিকা খালি। টেবিলে অফারে তারকা দিন (তারকা কলামে সেগুলোর ঘরে টিক দিন বা Ctrl+D চাপুন), সেগুলো এখানে থাকবে।</translation>
    </message>
    <message>
        <source>Compare the selected offers, or the whole shortlist.</source>
        <translation>নির্বাচিত অফারগুলো তুলনা করুন, অথবা পুরো বাছাই তালিকা।</translation>
    </message>
    <message>
        <source>A shortlist needs a name: type one, or press Escape to keep “%1”.</source>
        <translation>বাছাই তালিকার একটি নাম লাগবে: একটি নাম লিখুন, অথবা “%1” রাখতে Escape চাপুন।</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>নাম বদলান (&amp;N)…</translation>
    </message>
    <message>
        <source>Rename the shortlist</source>
        <translation>বাছাই তালিকার নাম বদলান</translation>
    </message>
    <message>
        <source>Shortlist name</source>
        <translation>বাছাই তালিকার নাম</translation>
    </message>
</context>
<context>
    <name>ui::SpeedCostChart</name>
    <message>
        <source>No offers to chart yet.</source>
        <translation>চার্টে দেখানোর মতো কোনো অফার এখনো নেই।</translation>
    </message>
    <message>
        <source>Cost of the training run (%1)</source>
        <translation>ট্রেনিং রানের খরচ (%1)</translation>
    </message>
    <message>
        <source>Seconds per training step</source>
        <translation>প্রতি ট্রেনিং ধাপে সেকেন্ড</translation>
    </message>
    <message>
        <source>Seconds per image</source>
        <translation>প্রতি ছবিতে সেকেন্ড</translation>
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
        <translation>টেবিলে দেখানো কোনো অফারেরই ট্রেনিংয়ের গতি ও খরচ দুটোই নেই।</translation>
    </message>
    <message>
        <source>None of the offers shown in the table has both a speed and a cost per image.</source>
        <translation>টেবিলে দেখানো কোনো অফারেরই গতি ও প্রতি ছবির খরচ দুটোই নেই।</translation>
    </message>
    <message>
        <source>Pareto frontier (nothing is both cheaper and faster)</source>
        <translation>প্যারেটো সীমানা (এর চেয়ে একই সঙ্গে সস্তা ও দ্রুত কোনো অফার নেই)</translation>
    </message>
    <message>
        <source>Training speed against cost, on log scales: lower left is better</source>
        <translation>ট্রেনিংয়ের গতি বনাম খরচ, লগ স্কেলে: নিচে বাঁয়ে যত, তত ভালো</translation>
    </message>
    <message>
        <source>Speed against cost, on log scales: lower left is better</source>
        <translation>গতি বনাম খরচ, লগ স্কেলে: নিচে বাঁয়ে যত, তত ভালো</translation>
    </message>
    <message numerus="yes">
        <source>Cost per %Ln image(s), compute only (%1)</source>
        <translation>
            <numerusform>প্রতি %Lnটি ছবির খরচ, শুধু কম্পিউট (%1)</numerusform>
            <numerusform>প্রতি %Lnটি ছবির খরচ, শুধু কম্পিউট (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::SpotChart</name>
    <message>
        <source>No offers to chart yet.</source>
        <translation>চার্টে দেখানোর মতো কোনো অফার এখনো নেই।</translation>
    </message>
    <message>
        <source>None of the offers shown in the table has a spot price.</source>
        <translation>টেবিলে দেখানো কোনো অফারেরই স্পট দাম নেই।</translation>
    </message>
    <message>
        <source>None of the offers shown in the table with a spot price can run this workload.</source>
        <translation>টেবিলে দেখানো স্পট দামওয়ালা কোনো অফারই এই ওয়ার্কলোড চালাতে পারে না।</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>অন-ডিমান্ড</translation>
    </message>
    <message>
        <source>Spot, expected interruptions included</source>
        <translation>স্পট, প্রত্যাশিত বাধাসহ</translation>
    </message>
    <message>
        <source>%1
On demand: %2
Spot: %3</source>
        <translation>%1
অন-ডিমান্ড: %2
স্পট: %3</translation>
    </message>
    <message>
        <source>Cost of the job (%1)</source>
        <translation>জবের খরচ (%1)</translation>
    </message>
    <message numerus="yes">
        <source>A batch of %Ln image(s): on demand against spot</source>
        <translation>
            <numerusform>%Lnটি ছবির একটি ব্যাচ: অন-ডিমান্ড বনাম স্পট</numerusform>
            <numerusform>%Lnটি ছবির একটি ব্যাচ: অন-ডিমান্ড বনাম স্পট</numerusform>
        </translation>
    </message>
    <message>
        <source>The training run: on demand against spot</source>
        <translation>ট্রেনিং রান: অন-ডিমান্ড বনাম স্পট</translation>
    </message>
</context>
<context>
    <name>ui::StalePricesBar</name>
    <message>
        <source>&amp;Update prices now</source>
        <translation>এখনই দাম হালনাগাদ (&amp;U)</translation>
    </message>
    <message>
        <source>Fetch the current prices from every public source (File → Update prices).</source>
        <translation>প্রতিটি সর্বজনীন উৎস থেকে বর্তমান দাম আনুন (ফাইল → দাম হালনাগাদ)।</translation>
    </message>
    <message>
        <source>Hide this message until the next start</source>
        <translation>পরের বার চালু হওয়া পর্যন্ত এই বার্তা লুকান</translation>
    </message>
    <message>
        <source>None of these prices carries a date: they may not be what the providers charge today.</source>
        <translation>এই দামগুলোর কোনোটিতে তারিখ নেই: প্রোভাইডাররা আজ হয়তো এই দাম নেয় না।</translation>
    </message>
    <message numerus="yes">
        <source>%Ln day(s)</source>
        <translation>
            <numerusform>%Ln দিন</numerusform>
            <numerusform>%Ln দিন</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>These prices are old: half of them are at least %Ln day(s) old, and %1 % are older than %2.</source>
        <translation>
            <numerusform>এই দামগুলো পুরোনো: অর্ধেক অন্তত %Ln দিন পুরোনো, আর %1 % দাম %2-এর বেশি পুরোনো।</numerusform>
            <numerusform>এই দামগুলো পুরোনো: অর্ধেক অন্তত %Ln দিন পুরোনো, আর %1 % দাম %2-এর বেশি পুরোনো।</numerusform>
        </translation>
    </message>
    <message>
        <source>They may not be what the providers charge today.</source>
        <translation>প্রোভাইডাররা আজ হয়তো এই দাম নেয় না।</translation>
    </message>
</context>
<context>
    <name>ui::SummaryPage</name>
    <message>
        <source>Summary</source>
        <translation>সারসংক্ষেপ</translation>
    </message>
    <message>
        <source>Finish to compute every offer for this workload. You can change it later in the bar above the table.</source>
        <translation>এই ওয়ার্কলোডে সব অফারের হিসাব করতে &quot;শেষ করুন&quot; চাপুন। পরে টেবিলের ওপরের বারে এটি বদলাতে পারবেন।</translation>
    </message>
    <message>
        <source>Workload summary</source>
        <translation>ওয়ার্কলোডের সারসংক্ষেপ</translation>
    </message>
    <message numerus="yes">
        <source>Model: %1, images of %2 × %3 pixels, %Ln denoising step(s), batch of %4, in %5.</source>
        <translation>
            <numerusform>মডেল: %1, %2 × %3 পিক্সেলের ছবি, %Lnটি ডিনয়েজিং ধাপ, %4টির ব্যাচ, %5-এ।</numerusform>
            <numerusform>মডেল: %1, %2 × %3 পিক্সেলের ছবি, %Lnটি ডিনয়েজিং ধাপ, %4টির ব্যাচ, %5-এ।</numerusform>
        </translation>
    </message>
    <message>
        <source>For each offer GPU Scout computes the seconds per image and the monthly bill, with the boot and model load of every session, the provider&apos;s billing rounding and storage.</source>
        <translation>প্রতিটি অফারের জন্য GPU Scout হিসাব করে প্রতি ছবিতে কত সেকেন্ড আর মাসিক বিল কত, প্রতি সেশনের বুট ও মডেল লোড, প্রোভাইডারের বিলিং রাউন্ডিং ও স্টোরেজসহ।</translation>
    </message>
    <message numerus="yes">
        <source>Batch rendering: %Ln image(s), with no deadline.</source>
        <translation>
            <numerusform>ব্যাচ রেন্ডারিং: %Lnটি ছবি, কোনো সময়সীমা নেই।</numerusform>
            <numerusform>ব্যাচ রেন্ডারিং: %Lnটি ছবি, কোনো সময়সীমা নেই।</numerusform>
        </translation>
    </message>
    <message>
        <source>For each offer GPU Scout computes the images per hour and the cost of the whole job, spread over as many instances as the deadline needs, each with its own cold start.</source>
        <translation>প্রতিটি অফারের জন্য GPU Scout হিসাব করে ঘণ্টায় কতটি ছবি আর পুরো জবের খরচ, সময়সীমা মানতে যতগুলো ইনস্ট্যান্স লাগে ততগুলোতে ভাগ করে, প্রতিটির নিজস্ব কোল্ড স্টার্টসহ।</translation>
    </message>
    <message>
        <source>For each offer GPU Scout computes the images per hour and the cost of the whole job on one instance, cold start included.</source>
        <translation>প্রতিটি অফারের জন্য GPU Scout হিসাব করে ঘণ্টায় কতটি ছবি আর একটি ইনস্ট্যান্সে পুরো জবের খরচ, কোল্ড স্টার্টসহ।</translation>
    </message>
    <message numerus="yes">
        <source>LoRA training: %Ln optimizer step(s) with %1.</source>
        <translation>
            <numerusform>LoRA ট্রেনিং: %1 দিয়ে %Lnটি অপটিমাইজার ধাপ।</numerusform>
            <numerusform>LoRA ট্রেনিং: %1 দিয়ে %Lnটি অপটিমাইজার ধাপ।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Full fine-tune: %Ln optimizer step(s) with %1.</source>
        <translation>
            <numerusform>পূর্ণ ফাইন-টিউন: %1 দিয়ে %Lnটি অপটিমাইজার ধাপ।</numerusform>
            <numerusform>পূর্ণ ফাইন-টিউন: %1 দিয়ে %Lnটি অপটিমাইজার ধাপ।</numerusform>
        </translation>
    </message>
    <message>
        <source>Gradient checkpointing is on: less memory, somewhat slower steps.</source>
        <translation>গ্রেডিয়েন্ট চেকপয়েন্টিং চালু: মেমরি কম লাগে, ধাপ কিছুটা ধীর।</translation>
    </message>
    <message>
        <source>Gradient checkpointing is off: faster steps, more memory.</source>
        <translation>গ্রেডিয়েন্ট চেকপয়েন্টিং বন্ধ: ধাপ দ্রুত, মেমরি বেশি লাগে।</translation>
    </message>
    <message>
        <source>For each offer GPU Scout computes whether training fits in one GPU&apos;s memory with headroom, the seconds per step and the cost of the run.</source>
        <translation>প্রতিটি অফারের জন্য GPU Scout হিসাব করে ট্রেনিং বাড়তি জায়গা রেখে একটি GPU-র মেমরিতে আঁটে কি না, প্রতি ধাপে কত সেকেন্ড আর রানের খরচ কত।</translation>
    </message>
    <message>
        <source>Spot is allowed, but interactive sessions are always priced on demand.</source>
        <translation>স্পট চলবে, তবে ইন্টারঅ্যাকটিভ সেশনের দাম সবসময় অন-ডিমান্ড হিসেবে ধরা হয়।</translation>
    </message>
    <message>
        <source>Only on-demand prices are used.</source>
        <translation>শুধু অন-ডিমান্ড দাম ব্যবহার করা হয়।</translation>
    </message>
    <message>
        <source>Spot prices are used where offered, with the expected cost of interruptions.</source>
        <translation>যেখানে পাওয়া যায় সেখানে স্পট দাম ব্যবহার করা হয়, বাধার প্রত্যাশিত খরচসহ।</translation>
    </message>
    <message>
        <source>Offers costing more than %1 are marked over budget.</source>
        <translation>%1-এর বেশি খরচের অফার বাজেটের বাইরে হিসেবে চিহ্নিত হয়।</translation>
    </message>
    <message>
        <source>No budget limit.</source>
        <translation>বাজেটের কোনো সীমা নেই।</translation>
    </message>
    <message>
        <source>Any region.</source>
        <translation>যেকোনো অঞ্চল।</translation>
    </message>
    <message>
        <source>Region: %1.</source>
        <translation>অঞ্চল: %1।</translation>
    </message>
    <message numerus="yes">
        <source>Model: %1, videos of %2 at %3 × %4 pixels, %Ln denoising step(s), batch of %5, in %6.</source>
        <translation>
            <numerusform>মডেল: %1, %3 × %4 পিক্সেলের ভিডিও, প্রতিটিতে %2, %Lnটি ডিনয়েজিং ধাপ, %5টির ব্যাচ, %6-এ।</numerusform>
            <numerusform>মডেল: %1, %3 × %4 পিক্সেলের ভিডিও, প্রতিটিতে %2, %Lnটি ডিনয়েজিং ধাপ, %5টির ব্যাচ, %6-এ।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln frame(s)</source>
        <translation>
            <numerusform>%Lnটি ফ্রেম</numerusform>
            <numerusform>%Lnটি ফ্রেম</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Interactive sessions: %Ln session(s) a month of %1 each.</source>
        <translation>
            <numerusform>ইন্টারঅ্যাকটিভ সেশন: মাসে %Lnটি সেশন, প্রতিটি %1 করে।</numerusform>
            <numerusform>ইন্টারঅ্যাকটিভ সেশন: মাসে %Lnটি সেশন, প্রতিটি %1 করে।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Batch rendering: %Ln image(s), finished within %1.</source>
        <translation>
            <numerusform>ব্যাচ রেন্ডারিং: %Lnটি ছবি, সময়সীমা %1।</numerusform>
            <numerusform>ব্যাচ রেন্ডারিং: %Lnটি ছবি, সময়সীমা %1।</numerusform>
        </translation>
    </message>
    <message>
        <source>in FP8</source>
        <translation>FP8-এ</translation>
    </message>
    <message>
        <source>in 16 bits</source>
        <translation>১৬ বিটে</translation>
    </message>
    <message>
        <source>Text encoders %1, offloaded once the prompt is encoded.</source>
        <translation>টেক্সট এনকোডার %1, প্রম্পট এনকোড হওয়ার পর সরিয়ে দেওয়া হয়।</translation>
    </message>
    <message>
        <source>Text encoders %1, kept on the card beside the model.</source>
        <translation>টেক্সট এনকোডার %1, মডেলের পাশে কার্ডেই রাখা হয়।</translation>
    </message>
    <message numerus="yes">
        <source>Interactive sessions: %Ln session(s) a week of %1 each (%2).</source>
        <translation>
            <numerusform>ইন্টারঅ্যাকটিভ সেশন: সপ্তাহে %Lnটি সেশন, প্রতিটি %1 (%2)।</numerusform>
            <numerusform>ইন্টারঅ্যাকটিভ সেশন: সপ্তাহে %Lnটি সেশন, প্রতিটি %1 (%2)।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln session(s) a month</source>
        <translation>
            <numerusform>মাসে %Lnটি সেশন</numerusform>
            <numerusform>মাসে %Lnটি সেশন</numerusform>
        </translation>
    </message>
    <message>
        <source>LoRA training: a run of %1 on each offer with %2; the steps follow from its speed.</source>
        <translation>LoRA ট্রেনিং: প্রতিটি অফারে %1-এর রান, %2 দিয়ে; ধাপের সংখ্যা আসে তার গতি থেকে।</translation>
    </message>
    <message>
        <source>Full fine-tune: a run of %1 on each offer with %2; the steps follow from its speed.</source>
        <translation>পূর্ণ ফাইন-টিউন: প্রতিটি অফারে %1-এর রান, %2 দিয়ে; ধাপের সংখ্যা আসে তার গতি থেকে।</translation>
    </message>
    <message numerus="yes">
        <source>Batch rendering: %Ln image(s), finished by %1.</source>
        <translation>
            <numerusform>ব্যাচ রেন্ডারিং: %Lnটি ছবি, %1-এর মধ্যে শেষ।</numerusform>
            <numerusform>ব্যাচ রেন্ডারিং: %Lnটি ছবি, %1-এর মধ্যে শেষ।</numerusform>
        </translation>
    </message>
    <message>
        <source>An image should be ready within %1; slower offers rank lower.</source>
        <translation>প্রতিটি ছবি %1-এর মধ্যে তৈরি হওয়া উচিত; এর চেয়ে ধীর অফার ক্রমে পিছিয়ে থাকে।</translation>
    </message>
</context>
<context>
    <name>ui::TaskPage</name>
    <message>
        <source>What will you do?</source>
        <translation>আপনি কী করবেন?</translation>
    </message>
    <message>
        <source>The task decides what an offer is measured by: a monthly bill, a job or a training run.</source>
        <translation>কাজের ধরন ঠিক করে অফারকে কী দিয়ে মাপা হবে: মাসিক বিল, একটি জব, নাকি একটি ট্রেনিং রান।</translation>
    </message>
    <message>
        <source>&amp;Interactive sessions</source>
        <translation>ইন্টারঅ্যাকটিভ সেশন (&amp;I)</translation>
    </message>
    <message>
        <source>Work in a web UI or notebook one image at a time; latency and the monthly bill matter.</source>
        <translation>ওয়েব UI বা নোটবুকে একটি একটি করে ছবি নিয়ে কাজ; এখানে লেটেন্সি আর মাসিক বিলই আসল।</translation>
    </message>
    <message>
        <source>Ba&amp;tch rendering</source>
        <translation>ব্যাচ রেন্ডারিং (&amp;T)</translation>
    </message>
    <message>
        <source>Render many images unattended; cost per image and time to finish matter.</source>
        <translation>নজরদারি ছাড়াই অনেক ছবি রেন্ডার; এখানে প্রতি ছবির খরচ আর শেষ হওয়ার সময়ই আসল।</translation>
    </message>
    <message>
        <source>&amp;LoRA training</source>
        <translation>LoRA ট্রেনিং (&amp;L)</translation>
    </message>
    <message>
        <source>Train a small adapter on top of the model; needs more memory than generating.</source>
        <translation>মডেলের ওপর একটি ছোট অ্যাডাপ্টার ট্রেন করা; ছবি তৈরির চেয়ে বেশি মেমরি লাগে।</translation>
    </message>
    <message>
        <source>F&amp;ull fine-tune</source>
        <translation>পূর্ণ ফাইন-টিউন (&amp;U)</translation>
    </message>
    <message>
        <source>Train all of the model&apos;s weights; needs large-memory data-centre GPUs with BF16.</source>
        <translation>মডেলের সব ওয়েট ট্রেন করা; BF16-সহ বড় মেমরির ডেটা-সেন্টার GPU লাগে।</translation>
    </message>
    <message>
        <source>Or start from a typical user</source>
        <translation>অথবা একজন সাধারণ ব্যবহারকারীর ধরন থেকে শুরু করুন</translation>
    </message>
    <message>
        <source>A plan of &amp;several workloads</source>
        <translation>কয়েকটি ওয়ার্কলোডের প্ল্যান (&amp;S)</translation>
    </message>
    <message>
        <source>A month of sessions, renders and training together, such as “Explore on demand, render on spot”: the next page edits them.</source>
        <translation>এক মাসের সেশন, রেন্ডার ও ট্রেনিং একসঙ্গে, যেমন “অন-ডিমান্ডে খুঁজে দেখুন, স্পটে রেন্ডার করুন”: পরের পাতায় এগুলো সম্পাদনা করা হয়।</translation>
    </message>
</context>
<context>
    <name>ui::UpdateDialog</name>
    <message>
        <source>Updated</source>
        <translation>হালনাগাদ হয়েছে</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>হালনাগাদই আছে</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>বাতিল</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>ব্যর্থ</translation>
    </message>
    <message>
        <source>You appear to be offline.</source>
        <translation>মনে হচ্ছে আপনি অফলাইনে আছেন।</translation>
    </message>
    <message>
        <source>%1 refused: too many requests, try again in a minute.</source>
        <translation>%1 প্রত্যাখ্যান করেছে: খুব বেশি অনুরোধ, এক মিনিট পরে আবার চেষ্টা করুন।</translation>
    </message>
    <message>
        <source>%1 took too long to answer.</source>
        <translation>%1 উত্তর দিতে খুব বেশি সময় নিয়েছে।</translation>
    </message>
    <message>
        <source>Update prices</source>
        <translation>দাম হালনাগাদ</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>উৎস</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>অবস্থা</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>কী বদলেছে</translation>
    </message>
    <message numerus="yes">
        <source>Fetching %n source(s)…</source>
        <translation>
            <numerusform>%Lnটি উৎস আনা হচ্ছে…</numerusform>
            <numerusform>%Lnটি উৎস আনা হচ্ছে…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n source(s) had not changed.</source>
        <translation>
            <numerusform>%Lnটি উৎস বদলায়নি।</numerusform>
            <numerusform>%Lnটি উৎস বদলায়নি।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n source(s) failed and changed nothing; the others were applied.</source>
        <translation>
            <numerusform>%Lnটি উৎস ব্যর্থ হয়েছে এবং কিছুই বদলায়নি; বাকিগুলো প্রয়োগ করা হয়েছে।</numerusform>
            <numerusform>%Lnটি উৎস ব্যর্থ হয়েছে এবং কিছুই বদলায়নি; বাকিগুলো প্রয়োগ করা হয়েছে।</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, %3.</source>
        <translation>%1, %2, %3।</translation>
    </message>
    <message numerus="yes">
        <source>%Ln price(s) changed</source>
        <translation>
            <numerusform>%Lnটি দাম বদলেছে</numerusform>
            <numerusform>%Lnটি দাম বদলেছে</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln new offer(s)</source>
        <translation>
            <numerusform>%Lnটি নতুন অফার</numerusform>
            <numerusform>%Lnটি নতুন অফার</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln no longer listed</source>
        <translation>
            <numerusform>%Lnটি আর তালিকায় নেই</numerusform>
            <numerusform>%Lnটি আর তালিকায় নেই</numerusform>
        </translation>
    </message>
    <message>
        <source>Held back</source>
        <translation>আটকে রাখা হয়েছে</translation>
    </message>
    <message>
        <source>&amp;Apply anyway</source>
        <translation>তবুও প্রয়োগ করুন (&amp;A)</translation>
    </message>
    <message>
        <source>Fetch these sources again and store their answers although they change the catalog more than an update usually does.</source>
        <translation>এই উৎসগুলো থেকে আবার আনুন এবং তাদের উত্তর সংরক্ষণ করুন, যদিও সেগুলো ক্যাটালগকে সাধারণ আপডেটের চেয়ে বেশি বদলায়।</translation>
    </message>
    <message numerus="yes">
        <source>%n source(s) held back: the answer changes the catalog more than an update usually does (listed above); nothing of it was stored.</source>
        <translation>
            <numerusform>%Lnটি উৎস আটকে রাখা হয়েছে: উত্তরটি ক্যাটালগকে সাধারণ আপডেটের চেয়ে বেশি বদলায় (উপরে তালিকাভুক্ত); এর কিছুই সংরক্ষিত হয়নি।</numerusform>
            <numerusform>%Lnটি উৎস আটকে রাখা হয়েছে: উত্তরগুলো ক্যাটালগকে সাধারণ আপডেটের চেয়ে বেশি বদলায় (উপরে তালিকাভুক্ত); এর কিছুই সংরক্ষিত হয়নি।</numerusform>
        </translation>
    </message>
    <message>
        <source>Merging and storing the prices…</source>
        <translation>দাম মিলিয়ে সংরক্ষণ করা হচ্ছে…</translation>
    </message>
</context>
<context>
    <name>ui::VolumePage</name>
    <message>
        <source>How much you work</source>
        <translation>আপনি কতটা কাজ করেন</translation>
    </message>
    <message>
        <source>Each session is billed on its own: boot, model load and the provider&apos;s rounding included.</source>
        <translation>প্রতিটি সেশনের বিল আলাদা: বুট, মডেল লোড ও প্রোভাইডারের রাউন্ডিংসহ।</translation>
    </message>
    <message>
        <source>How many images</source>
        <translation>কতগুলো ছবি</translation>
    </message>
    <message>
        <source>A job may spread over several independent instances to finish in time.</source>
        <translation>সময়মতো শেষ করতে একটি জব কয়েকটি আলাদা ইনস্ট্যান্সে ভাগ হতে পারে।</translation>
    </message>
    <message>
        <source>How long you train</source>
        <translation>কতক্ষণ ট্রেন করবেন</translation>
    </message>
    <message>
        <source>Training memory depends on these options as much as on the model.</source>
        <translation>ট্রেনিংয়ের মেমরি মডেলের মতোই এই অপশনগুলোর ওপরও নির্ভর করে।</translation>
    </message>
    <message>
        <source>&amp;Minutes per session:</source>
        <translation>প্রতি সেশনে মিনিট (&amp;M):</translation>
    </message>
    <message>
        <source>&amp;Images to render:</source>
        <translation>রেন্ডার করার ছবি (&amp;I):</translation>
    </message>
    <message>
        <source>&amp;Gradient checkpointing</source>
        <translation>গ্রেডিয়েন্ট চেকপয়েন্টিং (&amp;G)</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>গ্রেডিয়েন্ট চেকপয়েন্টিং</translation>
    </message>
    <message>
        <source>Recomputes activations in the backward pass instead of keeping them: much less memory, somewhat slower steps.</source>
        <translation>অ্যাক্টিভেশন রেখে না দিয়ে ব্যাকওয়ার্ড পাসে আবার হিসাব করে: মেমরি অনেক কম লাগে, ধাপ কিছুটা ধীর।</translation>
    </message>
    <message>
        <source>&amp;Optimizer:</source>
        <translation>অপটিমাইজার (&amp;O):</translation>
    </message>
    <message>
        <source>Keeps two full-precision moments per trained weight: the most memory, the usual reference.</source>
        <translation>প্রতিটি ট্রেন করা ওয়েটের জন্য দুটি পূর্ণ-প্রিসিশন মোমেন্ট রাখে: সবচেয়ে বেশি মেমরি, প্রচলিত মানদণ্ড।</translation>
    </message>
    <message>
        <source>Keeps the same moments in 8 bits: about three quarters less optimizer memory, quality close to AdamW.</source>
        <translation>একই মোমেন্টগুলো ৮ বিটে রাখে: অপটিমাইজারের মেমরি প্রায় চার ভাগের তিন ভাগ কম, মান AdamW-এর কাছাকাছি।</translation>
    </message>
    <message>
        <source>Keeps only factored second moments: the least optimizer memory, often used for full fine-tunes on 24 GB cards.</source>
        <translation>শুধু ফ্যাক্টর করা দ্বিতীয় মোমেন্ট রাখে: অপটিমাইজারের মেমরি সবচেয়ে কম, ২৪ GB কার্ডে পূর্ণ ফাইন-টিউনে প্রায়ই ব্যবহৃত হয়।</translation>
    </message>
    <message>
        <source>Acceptable &amp;wait per image:</source>
        <translation>ছবিপ্রতি গ্রহণযোগ্য অপেক্ষা (&amp;W):</translation>
    </message>
    <message>
        <source> s</source>
        <translation> সে.</translation>
    </message>
    <message>
        <source>The longest you accept to wait for one image: slower offers rank after every offer within it.</source>
        <translation>একটি ছবির জন্য আপনি সবচেয়ে বেশি যতক্ষণ অপেক্ষা মেনে নেন: ধীর অফারগুলো এর মধ্যে থাকা প্রতিটি অফারের পরে র‍্যাঙ্ক পায়।</translation>
    </message>
    <message>
        <source>&amp;Sessions:</source>
        <translation>সেশন (&amp;S):</translation>
    </message>
    <message>
        <source>a week</source>
        <comment>sessions a week</comment>
        <translation>সপ্তাহে</translation>
    </message>
    <message>
        <source>a month</source>
        <comment>sessions a month</comment>
        <translation>মাসে</translation>
    </message>
    <message>
        <source>Sessions counted per</source>
        <translation>সেশন গোনা হয় প্রতি</translation>
    </message>
    <message>
        <source>Finish by a deadline</source>
        <translation>সময়সীমার মধ্যে শেষ করুন</translation>
    </message>
    <message>
        <source>Deadline, date and time</source>
        <translation>সময়সীমা, তারিখ ও সময়</translation>
    </message>
    <message>
        <source>Unticked: one instance, for as long as it takes. With a deadline the job spreads over as many instances as it needs.</source>
        <translation>টিক না দিলে: একটি ইনস্ট্যান্স, যত সময়ই লাগুক। সময়সীমা দিলে জবটি যত ইনস্ট্যান্স লাগে ততগুলোতে ভাগ হয়।</translation>
    </message>
    <message>
        <source>&amp;Training run:</source>
        <translation>ট্রেনিং রান (&amp;T):</translation>
    </message>
    <message>
        <source>steps</source>
        <comment>a training run given in steps</comment>
        <translation>ধাপ</translation>
    </message>
    <message>
        <source>hours</source>
        <comment>a training run given in hours</comment>
        <translation>ঘণ্টা</translation>
    </message>
    <message>
        <source>Training steps</source>
        <translation>ট্রেনিং ধাপ</translation>
    </message>
    <message>
        <source>Training hours</source>
        <translation>ট্রেনিংয়ের ঘণ্টা</translation>
    </message>
    <message>
        <source> h</source>
        <translation> ঘণ্টা</translation>
    </message>
    <message>
        <source>A run of this many hours on each offer: the steps follow from its speed, the cost from its price.</source>
        <translation>প্রতিটি অফারে এত ঘণ্টার রান: ধাপ আসে তার গতি থেকে, খরচ তার দাম থেকে।</translation>
    </message>
    <message>
        <source>Finish b&amp;y:</source>
        <translation>এর মধ্যে শেষ (&amp;Y):</translation>
    </message>
</context>
<context>
    <name>ui::WorkloadBar</name>
    <message>
        <source>Task</source>
        <translation>কাজের ধরন</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>মডেল</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>প্রিসিশন</translation>
    </message>
    <message>
        <source>&amp;Batch:</source>
        <translation>ব্যাচ (&amp;B):</translation>
    </message>
    <message>
        <source>&amp;Images:</source>
        <translation>ছবি (&amp;I):</translation>
    </message>
    <message>
        <source>Use spot prices for batch and training work, with the expected cost of interruptions.</source>
        <translation>ব্যাচ ও ট্রেনিংয়ের কাজে স্পট দাম ব্যবহার করুন, বাধার প্রত্যাশিত খরচসহ।</translation>
    </message>
    <message>
        <source>Saved workloads</source>
        <translation>সংরক্ষিত ওয়ার্কলোড</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <comment>task: model and quality — volume</comment>
        <translation>%1: %2 — %3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln image(s)</source>
        <translation>
            <numerusform>%Lnটি ছবি</numerusform>
            <numerusform>%Lnটি ছবি</numerusform>
        </translation>
    </message>
    <message>
        <source>a week</source>
        <comment>sessions a week</comment>
        <translation>সপ্তাহে</translation>
    </message>
    <message>
        <source>a month</source>
        <comment>sessions a month</comment>
        <translation>মাসে</translation>
    </message>
    <message>
        <source>Sessions:</source>
        <translation>সেশন:</translation>
    </message>
    <message>
        <source>Sessions counted per</source>
        <translation>সেশন গোনা হয় প্রতি</translation>
    </message>
    <message>
        <source>×</source>
        <comment>sessions × minutes</comment>
        <translation>×</translation>
    </message>
    <message>
        <source> min</source>
        <translation> মিনিট</translation>
    </message>
    <message>
        <source>Wait ≤</source>
        <comment>acceptable wait per image</comment>
        <translation>অপেক্ষা ≤</translation>
    </message>
    <message>
        <source> s</source>
        <translation> সে.</translation>
    </message>
    <message>
        <source>The longest you accept to wait for one image: slower offers rank after every offer within it.</source>
        <translation>একটি ছবির জন্য আপনি সবচেয়ে বেশি যতক্ষণ অপেক্ষা মেনে নেন: ধীর অফারগুলো এর মধ্যে থাকা প্রতিটি অফারের পরে র‍্যাঙ্ক পায়।</translation>
    </message>
    <message>
        <source>By:</source>
        <comment>a batch job&apos;s deadline</comment>
        <translation>এর মধ্যে:</translation>
    </message>
    <message>
        <source>Finish the job by this date and time, on as many instances as it needs. Unticked: one instance, for as long as it takes.</source>
        <translation>এই তারিখ ও সময়ের মধ্যে জবটি শেষ করুন, যত ইনস্ট্যান্স লাগে। টিক না দিলে: একটি ইনস্ট্যান্স, যত সময়ই লাগুক।</translation>
    </message>
    <message>
        <source>Hours:</source>
        <comment>a training run given in hours</comment>
        <translation>ঘণ্টা:</translation>
    </message>
    <message>
        <source>Training run given in</source>
        <translation>ট্রেনিং রানের একক</translation>
    </message>
    <message>
        <source>Training steps</source>
        <translation>ট্রেনিং ধাপ</translation>
    </message>
    <message>
        <source>Training hours</source>
        <translation>ট্রেনিংয়ের ঘণ্টা</translation>
    </message>
    <message>
        <source> h</source>
        <translation> ঘণ্টা</translation>
    </message>
    <message>
        <source>A run of this many hours on each offer: the steps follow from its speed, the cost from its price.</source>
        <translation>প্রতিটি অফারে এত ঘণ্টার রান: ধাপ আসে তার গতি থেকে, খরচ তার দাম থেকে।</translation>
    </message>
    <message>
        <source>Text encoders</source>
        <translation>টেক্সট এনকোডার</translation>
    </message>
    <message>
        <source>Where the model&apos;s large text encoders (T5-XXL) live while images are made: it decides whether the model fits.</source>
        <translation>ছবি তৈরির সময় মডেলের বড় টেক্সট এনকোডার (T5-XXL) কোথায় থাকে: এটিই ঠিক করে মডেলটি আঁটবে কি না।</translation>
    </message>
    <message>
        <source>&amp;Offloaded after encoding the prompt</source>
        <translation>প্রম্পট এনকোড হওয়ার পর সরিয়ে দেওয়া (&amp;O)</translation>
    </message>
    <message>
        <source>Stored in &amp;FP8</source>
        <translation>FP8-এ রাখা (&amp;F)</translation>
    </message>
    <message>
        <source>%1×%2</source>
        <comment>width×height</comment>
        <translation>%1×%2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln step(s)</source>
        <translation>
            <numerusform>%Lnটি ধাপ</numerusform>
            <numerusform>%Lnটি ধাপ</numerusform>
        </translation>
    </message>
    <message>
        <source>batch %1</source>
        <translation>ব্যাচ %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln session(s) a week</source>
        <translation>
            <numerusform>সপ্তাহে %Lnটি সেশন</numerusform>
            <numerusform>সপ্তাহে %Lnটি সেশন</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln session(s) a month</source>
        <translation>
            <numerusform>মাসে %Lnটি সেশন</numerusform>
            <numerusform>মাসে %Lnটি সেশন</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 each</source>
        <comment>minutes per session</comment>
        <translation>প্রতিটি %1</translation>
    </message>
    <message>
        <source>within %1</source>
        <comment>a batch job&apos;s deadline</comment>
        <translation>%1-এর মধ্যে</translation>
    </message>
    <message>
        <source>a run of %1</source>
        <comment>training run length</comment>
        <translation>%1-এর রান</translation>
    </message>
    <message numerus="yes">
        <source>%Ln training step(s)</source>
        <translation>
            <numerusform>%Lnটি ট্রেনিং ধাপ</numerusform>
            <numerusform>%Lnটি ট্রেনিং ধাপ</numerusform>
        </translation>
    </message>
    <message>
        <source>St&amp;eps:</source>
        <translation>ধাপ (&amp;E):</translation>
    </message>
    <message>
        <source>Allow sp&amp;ot</source>
        <translation>স্পট চলবে (&amp;O)</translation>
    </message>
    <message>
        <source>Workload wi&amp;zard…</source>
        <translation>ওয়ার্কলোড উইজার্ড (&amp;Z)…</translation>
    </message>
    <message>
        <source>by %1</source>
        <comment>a batch job&apos;s deadline</comment>
        <translation>%1-এর মধ্যে</translation>
    </message>
    <message>
        <source>Training steps:</source>
        <comment>a training run given in steps</comment>
        <translation>ট্রেনিং ধাপ:</translation>
    </message>
    <message>
        <source>spot prices where offered</source>
        <translation>যেখানে পাওয়া যায় সেখানে স্পট দাম</translation>
    </message>
    <message>
        <source>on-demand prices</source>
        <translation>অন-ডিমান্ড দাম</translation>
    </message>
</context>
<context>
    <name>ui::WorkloadPresets</name>
    <message>
        <source>Interactive &amp;creator</source>
        <translation>ইন্টারঅ্যাকটিভ ক্রিয়েটর (&amp;C)</translation>
    </message>
    <message>
        <source>Batch &amp;producer</source>
        <translation>ব্যাচ প্রোডিউসার (&amp;P)</translation>
    </message>
    <message>
        <source>T&amp;rainer</source>
        <translation>ট্রেইনার (&amp;R)</translation>
    </message>
    <message>
        <source>SDXL at 1024 × 1024, 30 steps, batches of 4; 50,000 images within 72 hours, spot allowed.</source>
        <translation>SDXL, ১০২৪ × ১০২৪, ৩০ ধাপ, ৪টির ব্যাচ; ৭২ ঘণ্টার মধ্যে ৫০,০০০ ছবি, স্পট চলবে।</translation>
    </message>
    <message>
        <source>An SDXL LoRA: 2,000 steps in BF16 with gradient checkpointing and 8-bit AdamW.</source>
        <translation>একটি SDXL LoRA: BF16-এ ২,০০০ ধাপ, গ্রেডিয়েন্ট চেকপয়েন্টিং ও ৮-বিট AdamW সহ।</translation>
    </message>
    <message>
        <source>SDXL at 1024 × 1024, 30 steps, one image at a time; three evenings a week of an hour each (13 sessions a month).</source>
        <translation>১০২৪ × ১০২৪-এ SDXL, ৩০ ধাপ, একবারে একটি ছবি; সপ্তাহে তিন সন্ধ্যা, প্রতিটি এক ঘণ্টা (মাসে ১৩টি সেশন)।</translation>
    </message>
</context>
<context>
    <name>ui::WorkloadUnits</name>
    <message numerus="yes">
        <source>= %Ln session(s) a month</source>
        <translation>
            <numerusform>= মাসে %Lnটি সেশন</numerusform>
            <numerusform>= মাসে %Lnটি সেশন</numerusform>
        </translation>
    </message>
    <message>
        <source>≈ %1 a week</source>
        <comment>sessions a week</comment>
        <translation>≈ সপ্তাহে %1</translation>
    </message>
</context>
<context>
    <name>ui::WorkloadWizard</name>
    <message>
        <source>Workload</source>
        <translation>ওয়ার্কলোড</translation>
    </message>
</context>
</TS>
