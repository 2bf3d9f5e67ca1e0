<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Cli</name>
    <message>
        <source>Unknown GPU &quot;%1&quot;. Known GPU ids: %2</source>
        <translation>Unknown GPU &quot;%1&quot;. Known GPU ids: %2</translation>
    </message>
    <message>
        <source>Unknown provider &quot;%1&quot;. Known provider ids: %2</source>
        <translation>Unknown provider &quot;%1&quot;. Known provider ids: %2</translation>
    </message>
    <message>
        <source>unavailable: no longer in the catalog</source>
        <translation>unavailable: no longer in the catalog</translation>
    </message>
    <message>
        <source>--model is required.</source>
        <translation>--model is required.</translation>
    </message>
    <message>
        <source>Unknown model &quot;%1&quot;. Known model ids: %2</source>
        <translation>Unknown model &quot;%1&quot;. Known model ids: %2</translation>
    </message>
    <message>
        <source>import needs exactly one FILE: gpuscout-cli import FILE</source>
        <translation>import needs exactly one FILE: gpuscout-cli import FILE</translation>
    </message>
    <message>
        <source>Nothing was imported. %1</source>
        <translation>Nothing was imported. %1</translation>
    </message>
    <message>
        <source>List the GPUs of the catalog.</source>
        <translation>List the GPUs of the catalog.</translation>
    </message>
    <message>
        <source>List the providers and their features.</source>
        <translation>List the providers and their features.</translation>
    </message>
    <message>
        <source>List offers; filter with --gpu, --provider, --min-vram, --max-price, --spot.</source>
        <translation>List offers; filter with --gpu, --provider, --min-vram, --max-price, --spot.</translation>
    </message>
    <message>
        <source>Replace the catalog with the catalog file FILE.</source>
        <translation>Replace the catalog with the catalog file FILE.</translation>
    </message>
    <message>
        <source>Show which catalog the database holds.</source>
        <translation>Show which catalog the database holds.</translation>
    </message>
    <message>
        <source>Seconds per image of a model on a GPU (--gpu, --model).</source>
        <translation>Seconds per image of a model on a GPU (--gpu, --model).</translation>
    </message>
    <message>
        <source>Rank every offer for a workload (--model, --task and its volume).</source>
        <translation>Rank every offer for a workload (--model, --task and its volume).</translation>
    </message>
    <message>
        <source>Export offers for a workload to --csv FILE and/or --pdf FILE (--top N, default 10, or --shortlist NAME).</source>
        <translation>Export offers for a workload to --csv FILE and/or --pdf FILE (--top N, default 10, or --shortlist NAME).</translation>
    </message>
    <message>
        <source>Show the currency rates with source and date; --update fetches them.</source>
        <translation>Show the currency rates with source and date; --update fetches them.</translation>
    </message>
    <message>
        <source>An offer&apos;s recorded prices (--gpu, --provider).</source>
        <translation>An offer&apos;s recorded prices (--gpu, --provider).</translation>
    </message>
    <message>
        <source>Use the database at PATH instead of the default.</source>
        <translation>Use the database at PATH instead of the default.</translation>
    </message>
    <message>
        <source>update, live, rates: fetch from URL instead of the default.</source>
        <translation>update, live, rates: fetch from URL instead of the default.</translation>
    </message>
    <message>
        <source>rates: fetch the newest ECB reference rates first.</source>
        <translation>rates: fetch the newest ECB reference rates first.</translation>
    </message>
    <message>
        <source>Output format: table, csv or json.</source>
        <translation>Output format: table, csv or json.</translation>
    </message>
    <message>
        <source>Only offers of this GPU (id or name).</source>
        <translation>Only offers of this GPU (id or name).</translation>
    </message>
    <message>
        <source>Only offers of this provider (id or name).</source>
        <translation>Only offers of this provider (id or name).</translation>
    </message>
    <message>
        <source>Only GPUs with at least GB of memory.</source>
        <translation>Only GPUs with at least GB of memory.</translation>
    </message>
    <message>
        <source>Only offers at most USD per hour.</source>
        <translation>Only offers at most USD per hour.</translation>
    </message>
    <message>
        <source>offers: only offers with a spot price, compared at it; recommend: allow spot for batch and training work.</source>
        <translation>offers: only offers with a spot price, compared at it; recommend: allow spot for batch and training work.</translation>
    </message>
    <message>
        <source>Diffusion model (id or name), e.g. sdxl, flux1-dev.</source>
        <translation>Diffusion model (id or name), e.g. sdxl, flux1-dev.</translation>
    </message>
    <message>
        <source>interactive, batch, lora or finetune.</source>
        <translation>interactive, batch, lora or finetune.</translation>
    </message>
    <message>
        <source>Image width in pixels (default: the model&apos;s).</source>
        <translation>Image width in pixels (default: the model&apos;s).</translation>
    </message>
    <message>
        <source>Image height in pixels (default: the model&apos;s).</source>
        <translation>Image height in pixels (default: the model&apos;s).</translation>
    </message>
    <message>
        <source>Denoising steps (default: the model&apos;s).</source>
        <translation>Denoising steps (default: the model&apos;s).</translation>
    </message>
    <message>
        <source>Images per batch (default 1).</source>
        <translation>Images per batch (default 1).</translation>
    </message>
    <message>
        <source>Video frames (video models).</source>
        <translation>Video frames (video models).</translation>
    </message>
    <message>
        <source>auto (default), measured or estimated.</source>
        <translation>auto (default), measured or estimated.</translation>
    </message>
    <message>
        <source>batch: number of images (default 1000).</source>
        <translation>batch: number of images (default 1000).</translation>
    </message>
    <message>
        <source>batch: finish within H hours.</source>
        <translation>batch: finish within H hours.</translation>
    </message>
    <message>
        <source>interactive: sessions a month (default 12).</source>
        <translation>interactive: sessions a month (default 12).</translation>
    </message>
    <message>
        <source>interactive: minutes per session (default 60).</source>
        <translation>interactive: minutes per session (default 60).</translation>
    </message>
    <message>
        <source>lora/finetune: optimizer steps (default 2000).</source>
        <translation>lora/finetune: optimizer steps (default 2000).</translation>
    </message>
    <message>
        <source>lora/finetune: trade speed for memory.</source>
        <translation>lora/finetune: trade speed for memory.</translation>
    </message>
    <message>
        <source>lora/finetune: adamw (default), adamw8bit or adafactor.</source>
        <translation>lora/finetune: adamw (default), adamw8bit or adafactor.</translation>
    </message>
    <message>
        <source>Rank offers within USD first.</source>
        <translation>Rank offers within USD first.</translation>
    </message>
    <message>
        <source>Only the N best-ranked offers.</source>
        <translation>Only the N best-ranked offers.</translation>
    </message>
    <message>
        <source>export: the offers of the saved shortlist NAME.</source>
        <translation>export: the offers of the saved shortlist NAME.</translation>
    </message>
    <message>
        <source>export: write a CSV file (UTF-8, RFC 4180).</source>
        <translation>export: write a CSV file (UTF-8, RFC 4180).</translation>
    </message>
    <message>
        <source>export: write a PDF report.</source>
        <translation>export: write a PDF report.</translation>
    </message>
    <message>
        <source>export: numbers in the CSV as the locale writes them, not machine-readable.</source>
        <translation>export: numbers in the CSV as the locale writes them, not machine-readable.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Commands:</translation>
    </message>
    <message>
        <source>Exit status: 0 success, 1 bad input or failed operation, 2 wrong usage.</source>
        <translation>Exit status: 0 success, 1 bad input or failed operation, 2 wrong usage.</translation>
    </message>
    <message>
        <source>--%1 needs a number of at least %2, not &quot;%3&quot;.</source>
        <translation>--%1 needs a number of at least %2, not &quot;%3&quot;.</translation>
    </message>
    <message>
        <source>--%1 needs a whole number of at least %2, not &quot;%3&quot;.</source>
        <translation>--%1 needs a whole number of at least %2, not &quot;%3&quot;.</translation>
    </message>
    <message>
        <source>GPU Scout: compare rented cloud GPUs for diffusion image generation.</source>
        <translation>GPU Scout: compare rented cloud GPUs for diffusion image generation.</translation>
    </message>
    <message>
        <source>What to do; see Commands below.</source>
        <translation>What to do; see Commands below.</translation>
    </message>
    <message>
        <source>Run gpuscout-cli --help for usage.</source>
        <translation>Run gpuscout-cli --help for usage.</translation>
    </message>
    <message>
        <source>No command given.</source>
        <translation>No command given.</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;. Run gpuscout-cli --help for the list.</source>
        <translation>Unknown command &quot;%1&quot;. Run gpuscout-cli --help for the list.</translation>
    </message>
    <message>
        <source>The option --%1 does not apply to &quot;%2&quot;.</source>
        <translation>The option --%1 does not apply to &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Unknown format &quot;%1&quot;: use table, csv or json.</source>
        <translation>Unknown format &quot;%1&quot;: use table, csv or json.</translation>
    </message>
    <message>
        <source>--gpu is required.</source>
        <translation>--gpu is required.</translation>
    </message>
    <message>
        <source>The catalog holds no benchmark of %1 with %2.</source>
        <translation>The catalog holds no benchmark of %1 with %2.</translation>
    </message>
    <message>
        <source>No estimate for %1: the catalog lacks its FP16 throughput or memory bandwidth, and holds no benchmark of it with %2.</source>
        <translation>No estimate for %1: the catalog lacks its FP16 throughput or memory bandwidth, and holds no benchmark of it with %2.</translation>
    </message>
    <message>
        <source>--task is required: interactive, batch, lora or finetune.</source>
        <translation>--task is required: interactive, batch, lora or finetune.</translation>
    </message>
    <message>
        <source>export needs --csv FILE or --pdf FILE (or both).</source>
        <translation>export needs --csv FILE or --pdf FILE (or both).</translation>
    </message>
    <message>
        <source>export takes no FILE argument: name the file with --csv or --pdf.</source>
        <translation>export takes no FILE argument: name the file with --csv or --pdf.</translation>
    </message>
    <message>
        <source>Use either --top or --shortlist, not both.</source>
        <translation>Use either --top or --shortlist, not both.</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1: %n offer(s).</source>
        <translation>
            <numerusform>Wrote %1: %Ln offer.</numerusform>
            <numerusform>Wrote %1: %Ln offers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1: %n page(s).</source>
        <translation>
            <numerusform>Wrote %1: %Ln page.</numerusform>
            <numerusform>Wrote %1: %Ln pages.</numerusform>
        </translation>
    </message>
    <message>
        <source>--url needs an address such as https://…, not &quot;%1&quot;.</source>
        <translation>--url needs an address such as https://…, not &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--url applies to rates --update only.</source>
        <translation>--url applies to rates --update only.</translation>
    </message>
    <message>
        <source>history needs --gpu GPU and --provider PROVIDER.</source>
        <translation>history needs --gpu GPU and --provider PROVIDER.</translation>
    </message>
    <message>
        <source>No prices are recorded for %1 on %2.</source>
        <translation>No prices are recorded for %1 on %2.</translation>
    </message>
    <message>
        <source>--basis must be auto, measured or estimated.</source>
        <translation>--basis must be auto, measured or estimated.</translation>
    </message>
    <message>
        <source>--task must be interactive, batch, lora or finetune.</source>
        <translation>--task must be interactive, batch, lora or finetune.</translation>
    </message>
    <message>
        <source>generate-catalog needs --count N and --out FILE.</source>
        <translation>generate-catalog needs --count N and --out FILE.</translation>
    </message>
    <message>
        <source>Write a synthetic catalog of N offers for scale tests (--count N --out FILE [--seed S]).</source>
        <translation>Write a synthetic catalog of N offers for scale tests (--count N --out FILE [--seed S]).</translation>
    </message>
    <message>
        <source>generate-catalog: number of offers.</source>
        <translation>generate-catalog: number of offers.</translation>
    </message>
    <message>
        <source>generate-catalog: the file to write.</source>
        <translation>generate-catalog: the file to write.</translation>
    </message>
    <message>
        <source>generate-catalog: seed of the price variation (default 1).</source>
        <translation>generate-catalog: seed of the price variation (default 1).</translation>
    </message>
    <message>
        <source>Messages in CODE: en, ur, bn or ro (default: the system&apos;s language).</source>
        <translation>Messages in CODE: en, ur, bn or ro (default: the system&apos;s language).</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;: use en, ur, bn or ro.</source>
        <translation>Unknown language &quot;%1&quot;: use en, ur, bn or ro.</translation>
    </message>
    <message>
        <source>Imported catalog %1: %2, %3, %4, %5.</source>
        <translation>Imported catalog %1: %2, %3, %4, %5.</translation>
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
            <numerusform>%Ln provider</numerusform>
            <numerusform>%Ln providers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s)</source>
        <translation>
            <numerusform>%Ln offer</numerusform>
            <numerusform>%Ln offers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n benchmark(s)</source>
        <translation>
            <numerusform>%Ln benchmark</numerusform>
            <numerusform>%Ln benchmarks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote a synthetic catalog of %n offer(s) to %1; import it with gpuscout-cli import.</source>
        <translation>
            <numerusform>Wrote a synthetic catalog of %Ln offer to %1; import it with gpuscout-cli import.</numerusform>
            <numerusform>Wrote a synthetic catalog of %Ln offers to %1; import it with gpuscout-cli import.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stored %n reference rate(s) of %1.</source>
        <translation>
            <numerusform>Stored %Ln reference rate of %1.</numerusform>
            <numerusform>Stored %Ln reference rates of %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>If the file is right, import it again with --force.</source>
        <translation>If the file is right, import it again with --force.</translation>
    </message>
    <message>
        <source>List the price sources with their address and last answer.</source>
        <translation>List the price sources with their address and last answer.</translation>
    </message>
    <message>
        <source>Write the stored catalog as a catalog document to --out FILE.</source>
        <translation>Write the stored catalog as a catalog document to --out FILE.</translation>
    </message>
    <message>
        <source>update: only the source ID (see gpuscout-cli sources).</source>
        <translation>update: only the source ID (see gpuscout-cli sources).</translation>
    </message>
    <message>
        <source>update: give up on a request after SECONDS in all (default 120).</source>
        <translation>update: give up on a request after SECONDS in all (default 120).</translation>
    </message>
    <message>
        <source>update takes no arguments; use --source ID for one source and --url URL for another address.</source>
        <translation>update takes no arguments; use --source ID for one source and --url URL for another address.</translation>
    </message>
    <message>
        <source>No source &quot;%1&quot;; gpuscout-cli sources lists them: %2</source>
        <translation>No source &quot;%1&quot;; gpuscout-cli sources lists them: %2</translation>
    </message>
    <message>
        <source>publish-catalog needs --out FILE.</source>
        <translation>publish-catalog needs --out FILE.</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the catalog (%n offer(s)) to %1.</source>
        <translation>
            <numerusform>Wrote the catalog (%Ln offer) to %1.</numerusform>
            <numerusform>Wrote the catalog (%Ln offers) to %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>interactive: acceptable wait per image in seconds (default 10); slower offers rank after every offer within it.</source>
        <translation>interactive: acceptable wait per image in seconds (default 10); slower offers rank after every offer within it.</translation>
    </message>
    <message>
        <source>Software stack: pytorch (default: diffusers, Forge), torch-compile, tensorrt, a1111 or comfyui.</source>
        <translation>Software stack: pytorch (default: diffusers, Forge), torch-compile, tensorrt, a1111 or comfyui.</translation>
    </message>
    <message>
        <source>Fetch fresh prices from every source, or one (--source ID [--url URL] [--timeout SECONDS] [--force]).</source>
        <translation>Fetch fresh prices from every source, or one (--source ID [--url URL] [--timeout SECONDS] [--force]).</translation>
    </message>
    <message>
        <source>Nothing of that was stored. If the changes are real, run the update again with --force.</source>
        <translation>Nothing of that was stored. If the changes are real, run the update again with --force.</translation>
    </message>
    <message>
        <source>Fetch and apply a provider&apos;s live prices: live vast-ai [--url URL] [--force].</source>
        <translation>Fetch and apply a provider&apos;s live prices: live vast-ai [--url URL] [--force].</translation>
    </message>
    <message>
        <source>The cheapest assignment of a plan FILE&apos;s workloads to offers (--provider P pins one provider).</source>
        <translation>The cheapest assignment of a plan FILE&apos;s workloads to offers (--provider P pins one provider).</translation>
    </message>
    <message>
        <source>Your own GPU against the best rental of --plan FILE (--gpu, --purchase-usd, --resale-usd, --months, --watts, --usd-per-kwh).</source>
        <translation>Your own GPU against the best rental of --plan FILE (--gpu, --purchase-usd, --resale-usd, --months, --watts, --usd-per-kwh).</translation>
    </message>
    <message>
        <source>Your own measurements: measure add (--gpu, --model, its settings, --seconds-per-image S or --its N), measure list, measure remove ID.</source>
        <translation>Your own measurements: measure add (--gpu, --model, its settings, --seconds-per-image S or --its N), measure list, measure remove ID.</translation>
    </message>
    <message>
        <source>measure add needs --gpu.</source>
        <translation>measure add needs --gpu.</translation>
    </message>
    <message>
        <source>measure add needs exactly one of --seconds-per-image S or --its N.</source>
        <translation>measure add needs exactly one of --seconds-per-image S or --its N.</translation>
    </message>
    <message>
        <source>Recorded measurement %1: it is now the basis for %2 with %3.</source>
        <translation>Recorded measurement %1: it is now the basis for %2 with %3.</translation>
    </message>
    <message>
        <source>measure remove needs the ID of one measurement (see measure list).</source>
        <translation>measure remove needs the ID of one measurement (see measure list).</translation>
    </message>
    <message>
        <source>Removed measurement %1.</source>
        <translation>Removed measurement %1.</translation>
    </message>
    <message>
        <source>measure needs add, list or remove.</source>
        <translation>measure needs add, list or remove.</translation>
    </message>
    <message>
        <source>measure %1 takes no further arguments.</source>
        <translation>measure %1 takes no further arguments.</translation>
    </message>
    <message>
        <source>rent-or-buy needs --%1.</source>
        <translation>rent-or-buy needs --%1.</translation>
    </message>
    <message>
        <source>rent-or-buy: the plan FILE (JSON, see docs/plans.md).</source>
        <translation>rent-or-buy: the plan FILE (JSON, see docs/plans.md).</translation>
    </message>
    <message>
        <source>rent-or-buy: what the card costs to buy.</source>
        <translation>rent-or-buy: what the card costs to buy.</translation>
    </message>
    <message>
        <source>rent-or-buy: what it fetches when sold after --months (default 0).</source>
        <translation>rent-or-buy: what it fetches when sold after --months (default 0).</translation>
    </message>
    <message>
        <source>rent-or-buy: months before the card is sold (default 24).</source>
        <translation>rent-or-buy: months before the card is sold (default 24).</translation>
    </message>
    <message>
        <source>rent-or-buy: the card&apos;s power draw while working.</source>
        <translation>rent-or-buy: the card&apos;s power draw while working.</translation>
    </message>
    <message>
        <source>rent-or-buy: the electricity price.</source>
        <translation>rent-or-buy: the electricity price.</translation>
    </message>
    <message>
        <source>measure add: the seconds per image you measured.</source>
        <translation>measure add: the seconds per image you measured.</translation>
    </message>
    <message>
        <source>measure add: the iterations (denoising steps of the batch) per second you measured.</source>
        <translation>measure add: the iterations (denoising steps of the batch) per second you measured.</translation>
    </message>
    <message>
        <source>plan needs one plan FILE (JSON, see docs/plans.md), and optionally a second one to compare it with.</source>
        <translation>plan needs one plan FILE (JSON, see docs/plans.md), and optionally a second one to compare it with.</translation>
    </message>
    <message>
        <source>rent-or-buy takes no arguments; give the plan with --plan FILE.</source>
        <translation>rent-or-buy takes no arguments; give the plan with --plan FILE.</translation>
    </message>
    <message>
        <source>rent-or-buy needs --purchase-usd and --watts for %1: the bundled table of consumer GPU prices does not list it.</source>
        <translation>rent-or-buy needs --purchase-usd and --watts for %1: the bundled table of consumer GPU prices does not list it.</translation>
    </message>
    <message>
        <source>Purchase price %1 USD: the launch price (MSRP) published %2, %3; not a street price.</source>
        <translation>Purchase price %1 USD: the launch price (MSRP) published %2, %3; not a street price.</translation>
    </message>
    <message>
        <source>Power draw %1 W: the board power from %2.</source>
        <translation>Power draw %1 W: the board power from %2.</translation>
    </message>
    <message>
        <source>lora/finetune: a run of HOURS on each offer instead of --train-steps.</source>
        <translation>lora/finetune: a run of HOURS on each offer instead of --train-steps.</translation>
    </message>
    <message>
        <source>offloaded (default: moved off the GPU once the prompt is encoded) or resident.</source>
        <translation>offloaded (default: moved off the GPU once the prompt is encoded) or resident.</translation>
    </message>
    <message>
        <source>Text encoders stored in FP8 (as ComfyUI&apos;s t5xxl_fp8) instead of 16 bits.</source>
        <translation>Text encoders stored in FP8 (as ComfyUI&apos;s t5xxl_fp8) instead of 16 bits.</translation>
    </message>
    <message>
        <source>Give either --train-steps or --training-hours, not both.</source>
        <translation>Give either --train-steps or --training-hours, not both.</translation>
    </message>
    <message>
        <source>Print the gpuscout: link that opens a workload in the GUI (the workload options, or --link LINK with options that change it).</source>
        <translation>Print the gpuscout: link that opens a workload in the GUI (the workload options, or --link LINK with options that change it).</translation>
    </message>
    <message>
        <source>recommend, export, link: the workload of a gpuscout:view link (as the GUI&apos;s Copy link to this view gives); workload options given as well override the link&apos;s values.</source>
        <translation>recommend, export, link: the workload of a gpuscout:view link (as the GUI&apos;s Copy link to this view gives); workload options given as well override the link&apos;s values.</translation>
    </message>
    <message>
        <source>options</source>
        <translation>options</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>Usage: %1</translation>
    </message>
    <message>
        <source>Show a command&apos;s usage, options and example.</source>
        <translation>Show a command&apos;s usage, options and example.</translation>
    </message>
    <message>
        <source>Options of every command:</source>
        <translation>Options of every command:</translation>
    </message>
    <message>
        <source>Show this overview, or with a command that command&apos;s help.</source>
        <translation>Show this overview, or with a command that command&apos;s help.</translation>
    </message>
    <message>
        <source>Show the help of every command.</source>
        <translation>Show the help of every command.</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>Show the version.</translation>
    </message>
    <message>
        <source>Run &quot;gpuscout-cli help COMMAND&quot; for a command&apos;s options and an example.</source>
        <translation>Run &quot;gpuscout-cli help COMMAND&quot; for a command&apos;s options and an example.</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Options:</translation>
    </message>
    <message>
        <source>Also: --database PATH, --format table|csv|json, --lang CODE.</source>
        <translation>Also: --database PATH, --format table|csv|json, --lang CODE.</translation>
    </message>
    <message>
        <source>Example:</source>
        <translation>Example:</translation>
    </message>
    <message>
        <source>compare rented cloud GPUs for diffusion image generation</source>
        <translation>compare rented cloud GPUs for diffusion image generation</translation>
    </message>
    <message>
        <source>gpuscout-cli is the command-line companion of GPU Scout: it lists the catalog&apos;s cloud GPU offers and ranks them by what they cost and how fast they are for a diffusion workload, as the desktop application does. Tables go to standard output as text, CSV or JSON; errors go to standard error.</source>
        <translation>gpuscout-cli is the command-line companion of GPU Scout: it lists the catalog&apos;s cloud GPU offers and ranks them by what they cost and how fast they are for a diffusion workload, as the desktop application does. Tables go to standard output as text, CSV or JSON; errors go to standard error.</translation>
    </message>
    <message>
        <source>live needs one or more sources of live prices: %1</source>
        <translation>live needs one or more sources of live prices: %1</translation>
    </message>
    <message>
        <source>--url needs a single source.</source>
        <translation>--url needs a single source.</translation>
    </message>
    <message>
        <source>import, update, live: apply the new catalog or prices even when they look implausible; export, publish-catalog, generate-catalog: replace an existing file that is not an earlier export.</source>
        <translation>import, update, live: apply the new catalog or prices even when they look implausible; export, publish-catalog, generate-catalog: replace an existing file that is not an earlier export.</translation>
    </message>
    <message>
        <source>fp16 (default), bf16, fp8 (FP8 compute: TensorRT, torchao), fp8-weights (FP8 weights, BF16 compute: ComfyUI, Forge) or nf4 (4-bit weights: NF4, GGUF).</source>
        <translation>fp16 (default), bf16, fp8 (FP8 compute: TensorRT, torchao), fp8-weights (FP8 weights, BF16 compute: ComfyUI, Forge) or nf4 (4-bit weights: NF4, GGUF).</translation>
    </message>
    <message numerus="yes">
        <source>Warning: wrote %n offer(s) to %1, but the file is %2 MiB, more than the %3 MiB that import accepts; generate fewer offers to import it.</source>
        <translation>
            <numerusform>Warning: wrote %Ln offer to %1, but the file is %2 MiB, more than the %3 MiB that import accepts; generate fewer offers to import it.</numerusform>
            <numerusform>Warning: wrote %Ln offers to %1, but the file is %2 MiB, more than the %3 MiB that import accepts; generate fewer offers to import it.</numerusform>
        </translation>
    </message>
    <message>
        <source>recommend, export: rank offers whose price comes from a single unverified source older than 90 days, or undated, on equal terms (by default they rank after every verified or recent price).</source>
        <translation>recommend, export: rank offers whose price comes from a single unverified source older than 90 days, or undated, on equal terms (by default they rank after every verified or recent price).</translation>
    </message>
    <message>
        <source>calibration --write takes at most one PATH.</source>
        <translation>calibration --write takes at most one PATH.</translation>
    </message>
    <message>
        <source>Wrote the speed parameters fitted on catalog %1 to %2.</source>
        <translation>Wrote the speed parameters fitted on catalog %1 to %2.</translation>
    </message>
    <message>
        <source>calibration takes a PATH only with --write.</source>
        <translation>calibration takes a PATH only with --write.</translation>
    </message>
    <message>
        <source>Show how well the speed model predicts GPUs it has not seen (leave one GPU out); --write [PATH] refits the speed parameters and writes them to PATH.</source>
        <translation>Show how well the speed model predicts GPUs it has not seen (leave one GPU out); --write [PATH] refits the speed parameters and writes them to PATH.</translation>
    </message>
    <message>
        <source>calibration: refit the speed parameters on the catalog and write them to the PATH given after the command (default resources/engine/speed-parameters.json, from the source tree).</source>
        <translation>calibration: refit the speed parameters on the catalog and write them to the PATH given after the command (default resources/engine/speed-parameters.json, from the source tree).</translation>
    </message>
    <message>
        <source>--%1 must be one of %2, not &quot;%3&quot;.</source>
        <translation>--%1 must be one of %2, not &quot;%3&quot;.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>Drive</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unknown</translation>
    </message>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Folder</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Select All</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Step up</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>Step &amp;down</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation>Float</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>Look in:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>File &amp;name:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Files of type:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Save As</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>All Files (*)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Forward</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Parent Directory</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Create New Folder</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>List View</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Detail View</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Directory:</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Recent Places</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>New Folder</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;New Folder</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Rename</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Delete</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Show &amp;hidden files</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Go back</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Go forward</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Go to the parent directory</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Create a New Folder</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Change to list view mode</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Change to detail view mode</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 already exists.
Do you want to replace it?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Are you sure you want to delete &apos;%1&apos;?</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Directory not found.
Please verify the correct directory name was given.</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
File not found.
Please verify the correct file name was given.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Size</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Date Modified</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>My Computer</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <translation>Type</translation>
    </message>
</context>
<context>
    <name>QGuiApplication</name>
    <message>
        <source>QT_LAYOUT_DIRECTION</source>
        <extracomment>Layout direction of the language: translate as &quot;RTL&quot; for right-to-left languages (Urdu), &quot;LTR&quot; otherwise.</extracomment>
        <translation>QT_LAYOUT_DIRECTION</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Cu&amp;t</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copy</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Paste</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Select All</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Show Details...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Hide Details...</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>About Qt</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Apply</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reset</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Help</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Yes</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restore Defaults</translation>
    </message>
</context>
<context>
    <name>QWizard</name>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Back</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Next &gt;</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Finish</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
</context>
<context>
    <name>core::AwsSpotAdvisorSource</name>
    <message>
        <source>The Spot Advisor data is not valid JSON: %1 (at byte %2).</source>
        <translation>The Spot Advisor data is not valid JSON: %1 (at byte %2).</translation>
    </message>
    <message>
        <source>The Spot Advisor data has changed shape: it needs &quot;ranges&quot; (an array) and &quot;spot_advisor&quot; (an object).</source>
        <translation>The Spot Advisor data has changed shape: it needs &quot;ranges&quot; (an array) and &quot;spot_advisor&quot; (an object).</translation>
    </message>
    <message>
        <source>The Spot Advisor data has changed shape: a range has no usable &quot;index&quot; and &quot;max&quot;.</source>
        <translation>The Spot Advisor data has changed shape: a range has no usable &quot;index&quot; and &quot;max&quot;.</translation>
    </message>
    <message>
        <source>The Spot Advisor data lists no instance type with a known interruption range.</source>
        <translation>The Spot Advisor data lists no instance type with a known interruption range.</translation>
    </message>
</context>
<context>
    <name>core::CatalogFeed</name>
    <message>
        <source>%1; the catalog is unchanged.</source>
        <translation>%1; the catalog is unchanged.</translation>
    </message>
    <message>
        <source>The catalog from %1 was refused: %2; the catalog is unchanged.</source>
        <translation>The catalog from %1 was refused: %2; the catalog is unchanged.</translation>
    </message>
    <message>
        <source>The catalog is already up to date with %1.</source>
        <translation>The catalog is already up to date with %1.</translation>
    </message>
    <message numerus="yes">
        <source>Updated the catalog to version %1 from %2: %Ln offer(s), %3 with a changed price.</source>
        <translation>
            <numerusform>Updated the catalog to version %1 from %2: %Ln offer, %3 with a changed price.</numerusform>
            <numerusform>Updated the catalog to version %1 from %2: %Ln offers, %3 with a changed price.</numerusform>
        </translation>
    </message>
    <message>
        <source>The catalog from %1 was not applied: it differs from the stored one more than an update usually does.</source>
        <translation>The catalog from %1 was not applied: it differs from the stored one more than an update usually does.</translation>
    </message>
</context>
<context>
    <name>core::CatalogImporter</name>
    <message>
        <source>catalog: &quot;%1&quot; must be an array</source>
        <translation>catalog: &quot;%1&quot; must be an array</translation>
    </message>
    <message>
        <source>catalog: the required field &quot;%1&quot; is missing</source>
        <translation>catalog: the required field &quot;%1&quot; is missing</translation>
    </message>
    <message>
        <source>catalog</source>
        <translation>catalog</translation>
    </message>
    <message>
        <source>%1: each entry must be a JSON object</source>
        <translation>%1: each entry must be a JSON object</translation>
    </message>
    <message>
        <source>the GPU id &quot;%1&quot; appears twice</source>
        <translation>the GPU id &quot;%1&quot; appears twice</translation>
    </message>
    <message>
        <source>the provider id &quot;%1&quot; appears twice</source>
        <translation>the provider id &quot;%1&quot; appears twice</translation>
    </message>
    <message>
        <source>neither &quot;on_demand_per_hour&quot; nor &quot;spot_per_hour&quot; is given</source>
        <translation>neither &quot;on_demand_per_hour&quot; nor &quot;spot_per_hour&quot; is given</translation>
    </message>
    <message>
        <source>refers to the unknown provider &quot;%1&quot;</source>
        <translation>refers to the unknown provider &quot;%1&quot;</translation>
    </message>
    <message>
        <source>refers to the unknown GPU &quot;%1&quot;</source>
        <translation>refers to the unknown GPU &quot;%1&quot;</translation>
    </message>
    <message>
        <source>its prices are in %1 but the catalog has no exchange rate for it</source>
        <translation>its prices are in %1 but the catalog has no exchange rate for it</translation>
    </message>
    <message>
        <source>an offer with the same provider, GPU, count, tier and region appears twice</source>
        <translation>an offer with the same provider, GPU, count, tier and region appears twice</translation>
    </message>
    <message>
        <source>refers to the unknown model &quot;%1&quot;</source>
        <translation>refers to the unknown model &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the model id &quot;%1&quot; appears twice</source>
        <translation>the model id &quot;%1&quot; appears twice</translation>
    </message>
    <message>
        <source>&quot;refiner&quot; is set but &quot;refiner_fraction&quot; is missing</source>
        <translation>&quot;refiner&quot; is set but &quot;refiner_fraction&quot; is missing</translation>
    </message>
    <message>
        <source>models[%1] (%2): refers to the unknown refiner model &quot;%3&quot;</source>
        <translation>models[%1] (%2): refers to the unknown refiner model &quot;%3&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an ISO 4217 currency code</source>
        <translation>&quot;%1&quot; is not an ISO 4217 currency code</translation>
    </message>
    <message>
        <source>the currency %1 is listed twice or is USD</source>
        <translation>the currency %1 is listed twice or is USD</translation>
    </message>
    <message>
        <source>catalog: the required field &quot;schema_version&quot; is missing</source>
        <translation>catalog: the required field &quot;schema_version&quot; is missing</translation>
    </message>
    <message>
        <source>catalog: unknown schema version %1; this version of GPU Scout reads version %2</source>
        <translation>catalog: unknown schema version %1; this version of GPU Scout reads version %2</translation>
    </message>
    <message>
        <source>catalog: it lists no offers</source>
        <translation>catalog: it lists no offers</translation>
    </message>
    <message>
        <source>The catalog is not valid JSON: %1 (at byte %2).</source>
        <translation>The catalog is not valid JSON: %1 (at byte %2).</translation>
    </message>
    <message>
        <source>The catalog is not a JSON object.</source>
        <translation>The catalog is not a JSON object.</translation>
    </message>
    <message>
        <source>Cannot read the catalog file %1: %2</source>
        <translation>Cannot read the catalog file %1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the required field &quot;%1&quot; is missing</source>
        <translation>the required field &quot;%1&quot; is missing</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid id: &quot;%2&quot; (use lowercase letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;+&apos; and &apos;-&apos;)</source>
        <translation>&quot;%1&quot; is not a valid id: &quot;%2&quot; (use lowercase letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;+&apos; and &apos;-&apos;)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid id: &quot;%2&quot;</source>
        <translation>&quot;%1&quot; is not a valid id: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is &quot;%2&quot; but must be one of: %3</source>
        <translation>&quot;%1&quot; is &quot;%2&quot; but must be one of: %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a finite number</source>
        <translation>&quot;%1&quot; must be a finite number</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must not be negative (it is %2)</source>
        <translation>&quot;%1&quot; must not be negative (it is %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be greater than zero (it is %2)</source>
        <translation>&quot;%1&quot; must be greater than zero (it is %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must lie between 0 and 1 (it is %2)</source>
        <translation>&quot;%1&quot; must lie between 0 and 1 (it is %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number (it is %2)</source>
        <translation>&quot;%1&quot; must be a whole number (it is %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date (YYYY-MM-DD, YYYY-MM or YYYY): &quot;%2&quot;</source>
        <translation>&quot;%1&quot; is not a date (YYYY-MM-DD, YYYY-MM or YYYY): &quot;%2&quot;</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; (check its spelling against the catalog format)</source>
        <translation>unknown field &quot;%1&quot; (check its spelling against the catalog format)</translation>
    </message>
    <message>
        <source>&quot;refiner&quot; names the model itself; a refiner must be another model</source>
        <translation>&quot;refiner&quot; names the model itself; a refiner must be another model</translation>
    </message>
    <message>
        <source>catalog: &quot;schema_version&quot; must be the number %1, not %2</source>
        <translation>catalog: &quot;schema_version&quot; must be the number %1, not %2</translation>
    </message>
    <message>
        <source>Cannot read the catalog file %1: it does not exist.</source>
        <translation>Cannot read the catalog file %1: it does not exist.</translation>
    </message>
    <message>
        <source>Cannot read the catalog file %1: it is a folder.</source>
        <translation>Cannot read the catalog file %1: it is a folder.</translation>
    </message>
    <message>
        <source>Cannot read the catalog file %1: it is not a regular file (a device, a pipe or a socket); import reads regular files only.</source>
        <translation>Cannot read the catalog file %1: it is not a regular file (a device, a pipe or a socket); import reads regular files only.</translation>
    </message>
    <message>
        <source>Cannot read the catalog file %1: it is %2 MiB; a catalog file may be at most %3 MiB.</source>
        <translation>Cannot read the catalog file %1: it is %2 MiB; a catalog file may be at most %3 MiB.</translation>
    </message>
    <message>
        <source>Cannot read the catalog file %1: it is larger than %2 MiB, the most a catalog file may be.</source>
        <translation>Cannot read the catalog file %1: it is larger than %2 MiB, the most a catalog file may be.</translation>
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
        <translation>the number %1</translation>
    </message>
    <message>
        <source>the text &quot;%1&quot;</source>
        <translation>the text &quot;%1&quot;</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>an array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>an object</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>the required field &quot;%1&quot; is null; it needs a value</source>
        <translation>the required field &quot;%1&quot; is null; it needs a value</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be text, not %2</source>
        <translation>&quot;%1&quot; must be text, not %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be text or null, not %2</source>
        <translation>&quot;%1&quot; must be text or null, not %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a number, not %2</source>
        <translation>&quot;%1&quot; must be a number, not %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a number or null, not %2</source>
        <translation>&quot;%1&quot; must be a number or null, not %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2, beyond the largest whole number a catalog may hold (%3)</source>
        <translation>&quot;%1&quot; is %2, beyond the largest whole number a catalog may hold (%3)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true, false or null, not %2</source>
        <translation>&quot;%1&quot; must be true, false or null, not %2</translation>
    </message>
    <message>
        <source>The catalog is not strict JSON: a raw control character (byte 0x%1) inside a string at byte %2; write it as an escape (\u00%1) or remove it.</source>
        <translation>The catalog is not strict JSON: a raw control character (byte 0x%1) inside a string at byte %2; write it as an escape (\u00%1) or remove it.</translation>
    </message>
    <message>
        <source>The catalog is not strict JSON: the escape \u%1 at byte %2 is the first half of a surrogate pair without its second half.</source>
        <translation>The catalog is not strict JSON: the escape \u%1 at byte %2 is the first half of a surrogate pair without its second half.</translation>
    </message>
    <message>
        <source>The catalog is not strict JSON: the escape \u%1 at byte %2 is the second half of a surrogate pair without its first half.</source>
        <translation>The catalog is not strict JSON: the escape \u%1 at byte %2 is the second half of a surrogate pair without its first half.</translation>
    </message>
    <message>
        <source>The catalog is not strict JSON: the key &quot;%1&quot; appears twice in one object (the second time at byte %2); each field may be given once.</source>
        <translation>The catalog is not strict JSON: the key &quot;%1&quot; appears twice in one object (the second time at byte %2); each field may be given once.</translation>
    </message>
    <message>
        <source>Cannot read the catalog file %1: %2.</source>
        <translation>Cannot read the catalog file %1: %2.</translation>
    </message>
    <message>
        <source>a PNG image</source>
        <translation>a PNG image</translation>
    </message>
    <message>
        <source>a JPEG image</source>
        <translation>a JPEG image</translation>
    </message>
    <message>
        <source>a GIF image</source>
        <translation>a GIF image</translation>
    </message>
    <message>
        <source>a PDF document</source>
        <translation>a PDF document</translation>
    </message>
    <message>
        <source>a gzip-compressed file (decompress it first)</source>
        <translation>a gzip-compressed file (decompress it first)</translation>
    </message>
    <message>
        <source>a ZIP archive (extract the catalog first)</source>
        <translation>a ZIP archive (extract the catalog first)</translation>
    </message>
    <message>
        <source>an xz-compressed file (decompress it first)</source>
        <translation>an xz-compressed file (decompress it first)</translation>
    </message>
    <message>
        <source>a bzip2-compressed file (decompress it first)</source>
        <translation>a bzip2-compressed file (decompress it first)</translation>
    </message>
    <message>
        <source>a zstd-compressed file (decompress it first)</source>
        <translation>a zstd-compressed file (decompress it first)</translation>
    </message>
    <message>
        <source>a program (an ELF executable)</source>
        <translation>a program (an ELF executable)</translation>
    </message>
    <message>
        <source>a Windows program</source>
        <translation>a Windows program</translation>
    </message>
    <message>
        <source>an SQLite database</source>
        <translation>an SQLite database</translation>
    </message>
    <message>
        <source>The file is not JSON text: it looks like %1. A catalog is a JSON document in UTF-8.</source>
        <translation>The file is not JSON text: it looks like %1. A catalog is a JSON document in UTF-8.</translation>
    </message>
    <message>
        <source>The file is %1 text; a catalog is a JSON document in UTF-8. Save it as UTF-8 and import it again.</source>
        <translation>The file is %1 text; a catalog is a JSON document in UTF-8. Save it as UTF-8 and import it again.</translation>
    </message>
    <message>
        <source>The file is not JSON text: it holds binary data (the byte 0x%1 at byte %2). A catalog is a JSON document in UTF-8.</source>
        <translation>The file is not JSON text: it holds binary data (the byte 0x%1 at byte %2). A catalog is a JSON document in UTF-8.</translation>
    </message>
    <message>
        <source>The catalog is not a catalog document: at byte %1 its objects and arrays nest deeper than %2, the most GPU Scout reads.</source>
        <translation>The catalog is not a catalog document: at byte %1 its objects and arrays nest deeper than %2, the most GPU Scout reads.</translation>
    </message>
    <message>
        <source>The catalog is not strict JSON: \%1 at byte %2 is not an escape JSON knows (\&quot; \\ \/ \b \f \n \r \t and \uXXXX are).</source>
        <translation>The catalog is not strict JSON: \%1 at byte %2 is not an escape JSON knows (\&quot; \\ \/ \b \f \n \r \t and \uXXXX are).</translation>
    </message>
    <message>
        <source>The catalog is not strict JSON: the escape \u at byte %1 is not followed by four hex digits.</source>
        <translation>The catalog is not strict JSON: the escape \u at byte %1 is not followed by four hex digits.</translation>
    </message>
</context>
<context>
    <name>core::CatalogStore</name>
    <message>
        <source>The catalog was not changed: %1</source>
        <translation>The catalog was not changed: %1</translation>
    </message>
    <message>
        <source>The database holds no catalog.</source>
        <translation>The database holds no catalog.</translation>
    </message>
    <message>
        <source>The bundled catalog cannot be read: %1</source>
        <translation>The bundled catalog cannot be read: %1</translation>
    </message>
    <message>
        <source>The catalog was not changed: the database %1 is read-only.</source>
        <translation>The catalog was not changed: the database %1 is read-only.</translation>
    </message>
    <message>
        <source>The catalog was not changed: %1.</source>
        <translation>The catalog was not changed: %1.</translation>
    </message>
    <message>
        <source>The stored catalog in %1 holds an implausible value, so it was not loaded: %2. Import a catalog or run update to replace it.</source>
        <translation>The stored catalog in %1 holds an implausible value, so it was not loaded: %2. Import a catalog or run update to replace it.</translation>
    </message>
</context>
<context>
    <name>core::Columns</name>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Rank for the active workload: 1 is the best by the task&apos;s measure (monthly cost, job cost or training run cost). Offers that do not fit or lack a price or speed are not ranked.</source>
        <translation>Rank for the active workload: 1 is the best by the task&apos;s measure (monthly cost, job cost or training run cost). Offers that do not fit or lack a price or speed are not ranked.</translation>
    </message>
    <message>
        <source>Provider id</source>
        <translation>Provider id</translation>
    </message>
    <message>
        <source>The provider&apos;s id in the catalog.</source>
        <translation>The provider&apos;s id in the catalog.</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <source>Cloud provider and product tier or instance type.</source>
        <translation>Cloud provider and product tier or instance type.</translation>
    </message>
    <message>
        <source>GPU id</source>
        <translation>GPU id</translation>
    </message>
    <message>
        <source>The GPU&apos;s id in the catalog.</source>
        <translation>The GPU&apos;s id in the catalog.</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPU model.</source>
        <translation>GPU model.</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>GPUs in the instance. They work as independent workers: memory is not pooled and one image is no faster.</source>
        <translation>GPUs in the instance. They work as independent workers: memory is not pooled and one image is no faster.</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Tier</translation>
    </message>
    <message>
        <source>The provider&apos;s product tier or instance type.</source>
        <translation>The provider&apos;s product tier or instance type.</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Regions as the provider lists them.</source>
        <translation>Regions as the provider lists them.</translation>
    </message>
    <message>
        <source>Rate used /h</source>
        <translation>Rate used /h</translation>
    </message>
    <message>
        <source>The price of the whole instance per hour that the costs use: on-demand, or spot when spot is allowed and offered.</source>
        <translation>The price of the whole instance per hour that the costs use: on-demand, or spot when spot is allowed and offered.</translation>
    </message>
    <message>
        <source>Spot used</source>
        <translation>Spot used</translation>
    </message>
    <message>
        <source>Whether the costs use the spot price.</source>
        <translation>Whether the costs use the spot price.</translation>
    </message>
    <message>
        <source>On-demand /h</source>
        <translation>On-demand /h</translation>
    </message>
    <message>
        <source>On-demand price of the whole instance per hour.</source>
        <translation>On-demand price of the whole instance per hour.</translation>
    </message>
    <message>
        <source>Spot /h</source>
        <translation>Spot /h</translation>
    </message>
    <message>
        <source>Spot (interruptible) price of the whole instance per hour.</source>
        <translation>Spot (interruptible) price of the whole instance per hour.</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>Billing</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>How usage is rounded up: per second, per minute or per hour.</source>
        <translation>How usage is rounded up: per second, per minute or per hour.</translation>
    </message>
    <message>
        <source>Minimum charge</source>
        <translation>Minimum charge</translation>
    </message>
    <message>
        <source>The least a session is billed.</source>
        <translation>The least a session is billed.</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Fits</translation>
    </message>
    <message>
        <source>Whether the workload fits in one GPU&apos;s memory: fits, tight (under 10 % spare) or no. An offer it does not fit is never ranked.</source>
        <translation>Whether the workload fits in one GPU&apos;s memory: fits, tight (under 10 % spare) or no. An offer it does not fit is never ranked.</translation>
    </message>
    <message>
        <source>VRAM needed</source>
        <translation>VRAM needed</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Memory the workload needs on each GPU, in GB.</source>
        <translation>Memory the workload needs on each GPU, in GB.</translation>
    </message>
    <message>
        <source>VRAM</source>
        <translation>VRAM</translation>
    </message>
    <message>
        <source>Memory per GPU, in GB.</source>
        <translation>Memory per GPU, in GB.</translation>
    </message>
    <message>
        <source>FP16 TFLOPS</source>
        <translation>FP16 TFLOPS</translation>
    </message>
    <message>
        <source>Dense FP16 tensor throughput per GPU, in TFLOPS (FP32 accumulate): the best single predictor of diffusion speed.</source>
        <translation>Dense FP16 tensor throughput per GPU, in TFLOPS (FP32 accumulate): the best single predictor of diffusion speed.</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Bandwidth</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>Memory bandwidth per GPU, in GB/s: small batches are bandwidth-bound.</source>
        <translation>Memory bandwidth per GPU, in GB/s: small batches are bandwidth-bound.</translation>
    </message>
    <message>
        <source>Storage /GB-month</source>
        <translation>Storage /GB-month</translation>
    </message>
    <message>
        <source>Persistent volume price per GB and month: keeps checkpoints between sessions.</source>
        <translation>Persistent volume price per GB and month: keeps checkpoints between sessions.</translation>
    </message>
    <message>
        <source>Diffusion image</source>
        <translation>Diffusion image</translation>
    </message>
    <message>
        <source>Whether the provider offers a ready-made diffusion UI image or template (ComfyUI, Automatic1111, Forge).</source>
        <translation>Whether the provider offers a ready-made diffusion UI image or template (ComfyUI, Automatic1111, Forge).</translation>
    </message>
    <message>
        <source>Jupyter</source>
        <translation>Jupyter</translation>
    </message>
    <message>
        <source>Jupyter access.</source>
        <translation>Jupyter access.</translation>
    </message>
    <message>
        <source>SSH</source>
        <translation>SSH</translation>
    </message>
    <message>
        <source>SSH access.</source>
        <translation>SSH access.</translation>
    </message>
    <message>
        <source>Basis</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>s/image</source>
        <translation>s/image</translation>
    </message>
    <message>
        <source>Seconds per image for the active workload.</source>
        <translation>Seconds per image for the active workload.</translation>
    </message>
    <message>
        <source>s/step</source>
        <translation>s/step</translation>
    </message>
    <message>
        <source>Seconds per optimizer step of the training run.</source>
        <translation>Seconds per optimizer step of the training run.</translation>
    </message>
    <message>
        <source>Images/h</source>
        <translation>Images/h</translation>
    </message>
    <message>
        <source>Images per hour from the whole instance, all its GPUs working.</source>
        <translation>Images per hour from the whole instance, all its GPUs working.</translation>
    </message>
    <message>
        <source>Per 1,000 images</source>
        <translation>Per 1,000 images</translation>
    </message>
    <message>
        <source>Compute cost of 1,000 images at the rate used.</source>
        <translation>Compute cost of 1,000 images at the rate used.</translation>
    </message>
    <message>
        <source>Cold start</source>
        <translation>Cold start</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>From request to first image, in minutes: boot, checkpoint download (unless kept on a volume) and load.</source>
        <translation>From request to first image, in minutes: boot, checkpoint download (unless kept on a volume) and load.</translation>
    </message>
    <message>
        <source>Cold start assumed</source>
        <translation>Cold start assumed</translation>
    </message>
    <message>
        <source>The provider publishes no cold-start figure; an assumption is used.</source>
        <translation>The provider publishes no cold-start figure; an assumption is used.</translation>
    </message>
    <message>
        <source>Instances</source>
        <translation>Instances</translation>
    </message>
    <message>
        <source>Independent instances the cost assumes: a batch job scales out to meet its deadline.</source>
        <translation>Independent instances the cost assumes: a batch job scales out to meet its deadline.</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Compute</translation>
    </message>
    <message>
        <source>The cost of the GPU time the work needs.</source>
        <translation>The cost of the GPU time the work needs.</translation>
    </message>
    <message>
        <source>Billing rounding</source>
        <translation>Billing rounding</translation>
    </message>
    <message>
        <source>What the billing increment and minimum charge add.</source>
        <translation>What the billing increment and minimum charge add.</translation>
    </message>
    <message>
        <source>Cold starts</source>
        <translation>Cold starts</translation>
    </message>
    <message>
        <source>The billed time of boots and model loads.</source>
        <translation>The billed time of boots and model loads.</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Storage</translation>
    </message>
    <message>
        <source>The persistent volume that keeps the models.</source>
        <translation>The persistent volume that keeps the models.</translation>
    </message>
    <message>
        <source>Spot interruptions</source>
        <translation>Spot interruptions</translation>
    </message>
    <message>
        <source>Work redone after spot interruptions.</source>
        <translation>Work redone after spot interruptions.</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>Total cost</translation>
    </message>
    <message>
        <source>What the active workload costs: a month of sessions, the whole batch job, or the training run — billing rounding, cold starts, storage and spot risk included.</source>
        <translation>What the active workload costs: a month of sessions, the whole batch job, or the training run — billing rounding, cold starts, storage and spot risk included.</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Hours</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>Billed hours a month for interactive work; wall-clock hours of the job or the training run.</source>
        <translation>Billed hours a month for interactive work; wall-clock hours of the job or the training run.</translation>
    </message>
    <message>
        <source>Time to finish</source>
        <translation>Time to finish</translation>
    </message>
    <message>
        <source>Wall-clock hours until the batch job or the training run is done, on the instances the cost assumes. Interactive work has none.</source>
        <translation>Wall-clock hours until the batch job or the training run is done, on the instances the cost assumes. Interactive work has none.</translation>
    </message>
    <message>
        <source>Meets deadline</source>
        <translation>Meets deadline</translation>
    </message>
    <message>
        <source>Whether the job finishes by the workload&apos;s deadline.</source>
        <translation>Whether the job finishes by the workload&apos;s deadline.</translation>
    </message>
    <message>
        <source>Within wait</source>
        <translation>Within wait</translation>
    </message>
    <message>
        <source>Interactive work: whether an image comes within the acceptable wait.</source>
        <translation>Interactive work: whether an image comes within the acceptable wait.</translation>
    </message>
    <message>
        <source>Within budget</source>
        <translation>Within budget</translation>
    </message>
    <message>
        <source>Whether the total cost stays within the budget.</source>
        <translation>Whether the total cost stays within the budget.</translation>
    </message>
    <message>
        <source>Unverified price</source>
        <translation>Unverified price</translation>
    </message>
    <message>
        <source>Whether the price rests on a single unverified source (a transcription, a search index): check it at the provider before you rely on it.</source>
        <translation>Whether the price rests on a single unverified source (a transcription, a search index): check it at the provider before you rely on it.</translation>
    </message>
    <message>
        <source>Data age</source>
        <translation>Data age</translation>
    </message>
    <message>
        <source>days</source>
        <translation>days</translation>
    </message>
    <message>
        <source>Days since the price was observed. Older than 30 days is stale.</source>
        <translation>Days since the price was observed. Older than 30 days is stale.</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>Price source</translation>
    </message>
    <message>
        <source>Where the price comes from.</source>
        <translation>Where the price comes from.</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>Observed</translation>
    </message>
    <message>
        <source>When the price was observed (ISO 8601).</source>
        <translation>When the price was observed (ISO 8601).</translation>
    </message>
    <message>
        <source>Benchmark series</source>
        <translation>Benchmark series</translation>
    </message>
    <message>
        <source>The benchmark series a measured speed comes from.</source>
        <translation>The benchmark series a measured speed comes from.</translation>
    </message>
    <message>
        <source>Speed source</source>
        <translation>Speed source</translation>
    </message>
    <message>
        <source>Where the speed comes from.</source>
        <translation>Where the speed comes from.</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Why</translation>
    </message>
    <message>
        <source>Why the offer ranks where it does.</source>
        <translation>Why the offer ranks where it does.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
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
        <translation>fits</translation>
    </message>
    <message>
        <source>tight</source>
        <comment>the workload barely fits in VRAM</comment>
        <translation>tight</translation>
    </message>
    <message>
        <source>does not fit</source>
        <comment>the workload does not fit in VRAM</comment>
        <translation>does not fit</translation>
    </message>
    <message>
        <source>Not listed since</source>
        <translation>Not listed since</translation>
    </message>
    <message>
        <source>The day the public source that brought this price stopped listing the offer (ISO 8601): it may be gone. Empty while the source lists it.</source>
        <translation>The day the public source that brought this price stopped listing the offer (ISO 8601): it may be gone. Empty while the source lists it.</translation>
    </message>
    <message>
        <source>your measurement: what you measured yourself; measured: from a published benchmark of this GPU; estimated: from the GPU&apos;s specs by the throughput model. The tooltip names the source.</source>
        <translation>your measurement: what you measured yourself; measured: from a published benchmark of this GPU; estimated: from the GPU&apos;s specs by the throughput model. The tooltip names the source.</translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation>GPUs:</translation>
    </message>
    <message>
        <source>Region:</source>
        <translation>Region:</translation>
    </message>
    <message>
        <source>Rate used:</source>
        <translation>Rate used:</translation>
    </message>
    <message>
        <source>On-demand price:</source>
        <translation>On-demand price:</translation>
    </message>
    <message>
        <source>Spot price:</source>
        <translation>Spot price:</translation>
    </message>
    <message>
        <source>Billing increment:</source>
        <translation>Billing increment:</translation>
    </message>
    <message>
        <source>Minimum charge:</source>
        <translation>Minimum charge:</translation>
    </message>
    <message>
        <source>Fits:</source>
        <translation>Fits:</translation>
    </message>
    <message>
        <source>VRAM needed:</source>
        <translation>VRAM needed:</translation>
    </message>
    <message>
        <source>VRAM per GPU:</source>
        <translation>VRAM per GPU:</translation>
    </message>
    <message>
        <source>FP16 tensor:</source>
        <translation>FP16 tensor:</translation>
    </message>
    <message>
        <source>Memory bandwidth:</source>
        <translation>Memory bandwidth:</translation>
    </message>
    <message>
        <source>Storage price:</source>
        <translation>Storage price:</translation>
    </message>
    <message>
        <source>Diffusion UI image:</source>
        <translation>Diffusion UI image:</translation>
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
        <translation>Speed basis:</translation>
    </message>
    <message>
        <source>Images per hour:</source>
        <translation>Images per hour:</translation>
    </message>
    <message>
        <source>Per 1,000 images:</source>
        <translation>Per 1,000 images:</translation>
    </message>
    <message>
        <source>Compute:</source>
        <translation>Compute:</translation>
    </message>
    <message>
        <source>Billing rounding:</source>
        <translation>Billing rounding:</translation>
    </message>
    <message>
        <source>Cold starts:</source>
        <translation>Cold starts:</translation>
    </message>
    <message>
        <source>Storage:</source>
        <translation>Storage:</translation>
    </message>
    <message>
        <source>Spot risk:</source>
        <translation>Spot risk:</translation>
    </message>
    <message>
        <source>Total:</source>
        <translation>Total:</translation>
    </message>
    <message>
        <source>Price source:</source>
        <translation>Price source:</translation>
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
        <translation>US dollars, as stored</translation>
    </message>
    <message>
        <source>No rate for %1 is available: the European Central Bank publishes none and the catalog lists none. Prices are shown in US dollars.</source>
        <translation>No rate for %1 is available: the European Central Bank publishes none and the catalog lists none. Prices are shown in US dollars.</translation>
    </message>
    <message>
        <source>No rate for %1 is available. Prices are shown in US dollars.</source>
        <translation>No rate for %1 is available. Prices are shown in US dollars.</translation>
    </message>
</context>
<context>
    <name>core::Database</name>
    <message>
        <source>A database operation failed: %1</source>
        <translation>A database operation failed: %1</translation>
    </message>
    <message>
        <source>Cannot read the catalog: %1</source>
        <translation>Cannot read the catalog: %1</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the database.</source>
        <translation>Cannot create the folder %1 for the database.</translation>
    </message>
    <message>
        <source>Cannot prepare the database %1: %2</source>
        <translation>Cannot prepare the database %1: %2</translation>
    </message>
    <message>
        <source>The database was written by a newer GPU Scout (schema version %1; this version reads up to %2). It was left untouched.</source>
        <translation>The database was written by a newer GPU Scout (schema version %1; this version reads up to %2). It was left untouched.</translation>
    </message>
    <message>
        <source>Cannot start a database transaction: %1</source>
        <translation>Cannot start a database transaction: %1</translation>
    </message>
    <message>
        <source>Cannot save to the database: %1</source>
        <translation>Cannot save to the database: %1</translation>
    </message>
    <message>
        <source>The database path %1 is not a regular file.</source>
        <translation>The database path %1 is not a regular file.</translation>
    </message>
    <message>
        <source>The database %1 does not exist, and read-only it cannot be created.</source>
        <translation>The database %1 does not exist, and read-only it cannot be created.</translation>
    </message>
    <message>
        <source>Cannot open the database %1: %2.</source>
        <translation>Cannot open the database %1: %2.</translation>
    </message>
    <message>
        <source>Cannot use %1 as GPU Scout&apos;s database: %2.</source>
        <translation>Cannot use %1 as GPU Scout&apos;s database: %2.</translation>
    </message>
    <message>
        <source>%1 is another program&apos;s SQLite database (it has the tables %2 and no GPU Scout schema version); GPU Scout does not write into it. Choose another file with --database.</source>
        <translation>%1 is another program&apos;s SQLite database (it has the tables %2 and no GPU Scout schema version); GPU Scout does not write into it. Choose another file with --database.</translation>
    </message>
    <message>
        <source>The database %1 is read-only and has schema version %2; this version of GPU Scout needs version %3, which it cannot write. Make the file writable or use another one.</source>
        <translation>The database %1 is read-only and has schema version %2; this version of GPU Scout needs version %3, which it cannot write. Make the file writable or use another one.</translation>
    </message>
    <message>
        <source>The database %1 is damaged: its table &quot;%2&quot; is missing. Move the file aside; GPU Scout then starts a new database.</source>
        <translation>The database %1 is damaged: its table &quot;%2&quot; is missing. Move the file aside; GPU Scout then starts a new database.</translation>
    </message>
    <message>
        <source>another program has the database locked; close it and try again</source>
        <translation>another program has the database locked; close it and try again</translation>
    </message>
    <message>
        <source>the database is read-only</source>
        <translation>the database is read-only</translation>
    </message>
    <message>
        <source>the disk could not be read or written (%1)</source>
        <translation>the disk could not be read or written (%1)</translation>
    </message>
    <message>
        <source>the database file is damaged</source>
        <translation>the database file is damaged</translation>
    </message>
    <message>
        <source>the disk is full; free some space and try again</source>
        <translation>the disk is full; free some space and try again</translation>
    </message>
    <message>
        <source>the database file cannot be opened (check the path and its permissions)</source>
        <translation>the database file cannot be opened (check the path and its permissions)</translation>
    </message>
    <message>
        <source>a value breaks a rule of the database (%1)</source>
        <translation>a value breaks a rule of the database (%1)</translation>
    </message>
    <message>
        <source>the file is not an SQLite database</source>
        <translation>the file is not an SQLite database</translation>
    </message>
    <message>
        <source>unknown database error</source>
        <translation>unknown database error</translation>
    </message>
    <message>
        <source>%1 has the schema version %2, which no GPU Scout writes: it is another program&apos;s SQLite database or a damaged one. GPU Scout leaves it untouched; choose another file with --database.</source>
        <translation>%1 has the schema version %2, which no GPU Scout writes: it is another program&apos;s SQLite database or a damaged one. GPU Scout leaves it untouched; choose another file with --database.</translation>
    </message>
    <message>
        <source>%1 is another program&apos;s SQLite database (schema version %2, %3); GPU Scout does not write into it. Choose another file with --database.</source>
        <translation>%1 is another program&apos;s SQLite database (schema version %2, %3); GPU Scout does not write into it. Choose another file with --database.</translation>
    </message>
    <message>
        <source>no tables</source>
        <translation>no tables</translation>
    </message>
    <message>
        <source>the tables %1</source>
        <translation>the tables %1</translation>
    </message>
    <message>
        <source>The database has the schema version %1, which no GPU Scout writes. It was left untouched.</source>
        <translation>The database has the schema version %1, which no GPU Scout writes. It was left untouched.</translation>
    </message>
    <message>
        <source>Cannot read the catalog: source details number %2, named by the offer in row %1, are missing from the database. Import a catalog to replace it.</source>
        <translation>Cannot read the catalog: source details number %2, named by the offer in row %1, are missing from the database. Import a catalog to replace it.</translation>
    </message>
</context>
<context>
    <name>core::Download</name>
    <message>
        <source>&quot;%1&quot; is not a usable address</source>
        <translation>&quot;%1&quot; is not a usable address</translation>
    </message>
    <message>
        <source>The address %1 was refused: GPU Scout fetches only over HTTPS (plain HTTP only from this computer)</source>
        <translation>The address %1 was refused: GPU Scout fetches only over HTTPS (plain HTTP only from this computer)</translation>
    </message>
    <message>
        <source>The address %1 was refused: GPU Scout fetches only https: and file: addresses</source>
        <translation>The address %1 was refused: GPU Scout fetches only https: and file: addresses</translation>
    </message>
    <message>
        <source>%1 redirected to %2, which was refused: GPU Scout follows redirects only to HTTPS addresses</source>
        <translation>%1 redirected to %2, which was refused: GPU Scout follows redirects only to HTTPS addresses</translation>
    </message>
    <message>
        <source>The download from %1 was cancelled</source>
        <translation>The download from %1 was cancelled</translation>
    </message>
    <message>
        <source>The server answered %1 %2 for %3</source>
        <translation>The server answered %1 %2 for %3</translation>
    </message>
    <message>
        <source>Cannot fetch %1: %2</source>
        <translation>Cannot fetch %1: %2</translation>
    </message>
    <message>
        <source>The server answered %1 for %2, which GPU Scout does not handle</source>
        <translation>The server answered %1 for %2, which GPU Scout does not handle</translation>
    </message>
    <message numerus="yes">
        <source>%1 redirected more than %Ln time(s)</source>
        <translation>
            <numerusform>%1 redirected more than %Ln time</numerusform>
            <numerusform>%1 redirected more than %Ln times</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer from %1 announces %2, more than the limit of %3</source>
        <translation>The answer from %1 announces %2, more than the limit of %3</translation>
    </message>
    <message>
        <source>The answer from %1 is larger than the limit of %2</source>
        <translation>The answer from %1 is larger than the limit of %2</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s</source>
        <translation>%1 did not answer within %2 s</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%Ln byte</numerusform>
            <numerusform>%Ln bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The download from %1 was cut off after %2 of %n byte(s)</source>
        <translation>
            <numerusform>The download from %1 was cut off after %2 of %Ln byte</numerusform>
            <numerusform>The download from %1 was cut off after %2 of %Ln bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 refused: too many requests, try again in %n second(s)</source>
        <translation>
            <numerusform>%1 refused: too many requests, try again in %Ln second</numerusform>
            <numerusform>%1 refused: too many requests, try again in %Ln seconds</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 answered 304 Not Modified although GPU Scout sent no ETag or date to compare with</source>
        <translation>%1 answered 304 Not Modified although GPU Scout sent no ETag or date to compare with</translation>
    </message>
    <message>
        <source>Cannot reach %1: you appear to be offline (%2)</source>
        <translation>Cannot reach %1: you appear to be offline (%2)</translation>
    </message>
    <message>
        <source>%1 did not finish sending within %2 s</source>
        <translation>%1 did not finish sending within %2 s</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Cannot read %1: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: it is %2, more than the %3 GPU Scout reads from one address</source>
        <translation>Cannot read %1: it is %2, more than the %3 GPU Scout reads from one address</translation>
    </message>
    <message>
        <source>%1 sent a compressed answer (%2) that cannot be unpacked: it is damaged, or unpacks to more than GPU Scout accepts</source>
        <translation>%1 sent a compressed answer (%2) that cannot be unpacked: it is damaged, or unpacks to more than GPU Scout accepts</translation>
    </message>
</context>
<context>
    <name>core::EcbRates</name>
    <message>
        <source>The ECB rates give the date &quot;%1&quot;, which is not a date.</source>
        <translation>The ECB rates give the date &quot;%1&quot;, which is not a date.</translation>
    </message>
    <message>
        <source>The ECB rate for %1 is &quot;%2&quot;, which is not a positive number.</source>
        <translation>The ECB rate for %1 is &quot;%2&quot;, which is not a positive number.</translation>
    </message>
    <message>
        <source>The ECB rates list %1 before giving their date.</source>
        <translation>The ECB rates list %1 before giving their date.</translation>
    </message>
    <message>
        <source>The ECB rates are not valid XML: %1 (line %2).</source>
        <translation>The ECB rates are not valid XML: %1 (line %2).</translation>
    </message>
    <message>
        <source>The document holds no ECB reference rates.</source>
        <translation>The document holds no ECB reference rates.</translation>
    </message>
    <message>
        <source>The ECB rates of %1 give no US dollar rate, so no currency can be converted.</source>
        <translation>The ECB rates of %1 give no US dollar rate, so no currency can be converted.</translation>
    </message>
    <message>
        <source>The bundled currency rates cannot be read: %1</source>
        <translation>The bundled currency rates cannot be read: %1</translation>
    </message>
    <message>
        <source>European Central Bank euro reference rates (bundled snapshot of eurofxref-daily.xml)</source>
        <translation>European Central Bank euro reference rates (bundled snapshot of eurofxref-daily.xml)</translation>
    </message>
    <message>
        <source>The ECB rates give the date %1, which is in the future.</source>
        <translation>The ECB rates give the date %1, which is in the future.</translation>
    </message>
    <message>
        <source>The ECB rates list &quot;%1&quot;, which is not a currency code.</source>
        <translation>The ECB rates list &quot;%1&quot;, which is not a currency code.</translation>
    </message>
    <message>
        <source>The ECB rate for %1 is %2 per euro, outside the plausible range (%3 to %4).</source>
        <translation>The ECB rate for %1 is %2 per euro, outside the plausible range (%3 to %4).</translation>
    </message>
</context>
<context>
    <name>core::Engine</name>
    <message>
        <source>The catalog has no model &quot;%1&quot;.</source>
        <translation>The catalog has no model &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>no BF16 support</source>
        <translation>no BF16 support</translation>
    </message>
    <message>
        <source>no on-demand price</source>
        <translation>no on-demand price</translation>
    </message>
    <message>
        <source>speed unknown: no benchmark and no specs</source>
        <translation>speed unknown: no benchmark and no specs</translation>
    </message>
    <message>
        <source>cannot meet the deadline</source>
        <translation>cannot meet the deadline</translation>
    </message>
    <message>
        <source>lowest monthly cost</source>
        <translation>lowest monthly cost</translation>
    </message>
    <message>
        <source>cheapest job</source>
        <translation>cheapest job</translation>
    </message>
    <message>
        <source>cheapest training run</source>
        <translation>cheapest training run</translation>
    </message>
    <message>
        <source>fastest</source>
        <translation>fastest</translation>
    </message>
    <message>
        <source>over budget</source>
        <translation>over budget</translation>
    </message>
    <message>
        <source>tight VRAM fit</source>
        <translation>tight VRAM fit</translation>
    </message>
    <message>
        <source>billing increment unknown</source>
        <translation>billing increment unknown</translation>
    </message>
    <message>
        <source>per-second billing</source>
        <translation>per-second billing</translation>
    </message>
    <message>
        <source>per-minute billing</source>
        <translation>per-minute billing</translation>
    </message>
    <message>
        <source>hourly billing</source>
        <translation>hourly billing</translation>
    </message>
    <message>
        <source>spot, interruptions included</source>
        <translation>spot, interruptions included</translation>
    </message>
    <message>
        <source>cold start unknown, %1 min assumed</source>
        <translation>cold start unknown, %1 min assumed</translation>
    </message>
    <message>
        <source>needs more VRAM than its %1 GB</source>
        <translation>needs more VRAM than its %1 GB</translation>
    </message>
    <message>
        <source>%1% of the bill is unused billed time</source>
        <translation>%1% of the bill is unused billed time</translation>
    </message>
    <message numerus="yes">
        <source>%n instance(s) in parallel</source>
        <translation>
            <numerusform>%Ln instance in parallel</numerusform>
            <numerusform>%Ln instances in parallel</numerusform>
        </translation>
    </message>
    <message>
        <source>slower than the acceptable wait of %1 s per image</source>
        <translation>slower than the acceptable wait of %1 s per image</translation>
    </message>
    <message>
        <source>runs only with part of the weights offloaded to host memory (slower)</source>
        <translation>runs only with part of the weights offloaded to host memory (slower)</translation>
    </message>
    <message>
        <source>price from a single unverified source</source>
        <translation>price from a single unverified source</translation>
    </message>
    <message numerus="yes">
        <source>price from a single unverified source older than %Ln day(s)</source>
        <translation>
            <numerusform>price from a single unverified source older than %Ln day</numerusform>
            <numerusform>price from a single unverified source older than %Ln days</numerusform>
        </translation>
    </message>
    <message>
        <source>price from a single unverified source of unknown date</source>
        <translation>price from a single unverified source of unknown date</translation>
    </message>
    <message>
        <source>ranked after verified and recent prices</source>
        <translation>ranked after verified and recent prices</translation>
    </message>
</context>
<context>
    <name>core::ExportFile</name>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 is a file, not a folder</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>the folder %1 does not exist</translation>
    </message>
    <message>
        <source>the folder %1 is not writable</source>
        <translation>the folder %1 is not writable</translation>
    </message>
    <message>
        <source>Cannot write &quot;%1&quot;: %2.</source>
        <translation>Cannot write &quot;%1&quot;: %2.</translation>
    </message>
    <message>
        <source>No file name was given for the export.</source>
        <translation>No file name was given for the export.</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>it is a folder</translation>
    </message>
    <message>
        <source>a CSV export</source>
        <translation>a CSV export</translation>
    </message>
    <message>
        <source>a PDF report</source>
        <translation>a PDF report</translation>
    </message>
    <message>
        <source>a PNG image</source>
        <translation>a PNG image</translation>
    </message>
    <message>
        <source>an SVG image</source>
        <translation>an SVG image</translation>
    </message>
    <message>
        <source>it is a link to %1, which does not exist</source>
        <translation>it is a link to %1, which does not exist</translation>
    </message>
    <message>
        <source>it is not a regular file (a device, a pipe or a socket); exports write regular files only</source>
        <translation>it is not a regular file (a device, a pipe or a socket); exports write regular files only</translation>
    </message>
    <message>
        <source>it is the database GPU Scout has open; an export would destroy the catalog and your shortlists</source>
        <translation>it is the database GPU Scout has open; an export would destroy the catalog and your shortlists</translation>
    </message>
    <message>
        <source>it is an SQLite database; an export never replaces a database</source>
        <translation>it is an SQLite database; an export never replaces a database</translation>
    </message>
    <message>
        <source>the file exists and is not %1; choose another name, or replace it with --force</source>
        <translation>the file exists and is not %1; choose another name, or replace it with --force</translation>
    </message>
    <message>
        <source>the disk is full (%1 free, the export needs %2)</source>
        <translation>the disk is full (%1 free, the export needs %2)</translation>
    </message>
    <message>
        <source>not everything could be written (the disk is full, or a limit on file sizes was reached); the file was left as it was</source>
        <translation>not everything could be written (the disk is full, or a limit on file sizes was reached); the file was left as it was</translation>
    </message>
    <message>
        <source>the disk is full (%1 free)</source>
        <translation>the disk is full (%1 free)</translation>
    </message>
    <message>
        <source>a catalog written by GPU Scout</source>
        <translation>a catalog written by GPU Scout</translation>
    </message>
    <message>
        <source>it is GPU Scout&apos;s settings file; an export never replaces it</source>
        <translation>it is GPU Scout&apos;s settings file; an export never replaces it</translation>
    </message>
</context>
<context>
    <name>core::GpuHuntSource</name>
    <message>
        <source>the answer is not a zip archive (QuaZip error %1)</source>
        <translation>the answer is not a zip archive (QuaZip error %1)</translation>
    </message>
    <message>
        <source>the entry %1 of the zip cannot be opened (QuaZip error %2)</source>
        <translation>the entry %1 of the zip cannot be opened (QuaZip error %2)</translation>
    </message>
    <message>
        <source>the entry %1 of the zip is damaged (QuaZip error %2)</source>
        <translation>the entry %1 of the zip is damaged (QuaZip error %2)</translation>
    </message>
    <message>
        <source>the zip holds no CSV file</source>
        <translation>the zip holds no CSV file</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <translation>%1 cannot be read: %2.</translation>
    </message>
    <message>
        <source>%1 has changed shape: the header lacks the column(s) %2.</source>
        <translation>%1 has changed shape: the header lacks the column(s) %2.</translation>
    </message>
    <message>
        <source>%1 is cut off or not CSV: record %2 has an unterminated quote.</source>
        <translation>%1 is cut off or not CSV: record %2 has an unterminated quote.</translation>
    </message>
    <message>
        <source>the entry %1 would inflate to more than %2</source>
        <translation>the entry %1 would inflate to more than %2</translation>
    </message>
</context>
<context>
    <name>core::LocalFile</name>
    <message>
        <source>it is a link that leads round a loop of links and never to a file</source>
        <translation>it is a link that leads round a loop of links and never to a file</translation>
    </message>
    <message>
        <source>it is not a regular file (a device, a pipe or a socket); GPU Scout reads regular files only</source>
        <translation>it is not a regular file (a device, a pipe or a socket); GPU Scout reads regular files only</translation>
    </message>
    <message>
        <source>it is a link to %1, which does not exist</source>
        <translation>it is a link to %1, which does not exist</translation>
    </message>
    <message>
        <source>it does not exist</source>
        <translation>it does not exist</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>it is a folder</translation>
    </message>
    <message>
        <source>you may not read it</source>
        <translation>you may not read it</translation>
    </message>
</context>
<context>
    <name>core::MeasurementStore</name>
    <message>
        <source>Cannot read your measurements: %1</source>
        <translation>Cannot read your measurements: %1</translation>
    </message>
    <message>
        <source>There is no measurement with id %1.</source>
        <translation>There is no measurement with id %1.</translation>
    </message>
</context>
<context>
    <name>core::Measurements</name>
    <message>
        <source>gpu: the catalog has no GPU &quot;%1&quot;.</source>
        <translation>gpu: the catalog has no GPU &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>model: the catalog has no model &quot;%1&quot;.</source>
        <translation>model: the catalog has no model &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Give either seconds per image or iterations per second, not both or neither.</source>
        <translation>Give either seconds per image or iterations per second, not both or neither.</translation>
    </message>
    <message>
        <source>seconds per image must be a positive number, not %1.</source>
        <translation>seconds per image must be a positive number, not %1.</translation>
    </message>
    <message>
        <source>iterations per second must be a positive number, not %1.</source>
        <translation>iterations per second must be a positive number, not %1.</translation>
    </message>
    <message>
        <source>width, height, steps and batch must be positive.</source>
        <translation>width, height, steps and batch must be positive.</translation>
    </message>
    <message>
        <source>software: unknown stack &quot;%1&quot;.</source>
        <translation>software: unknown stack &quot;%1&quot;.</translation>
    </message>
</context>
<context>
    <name>core::OfferBuilder</name>
    <message>
        <source>%1 × %2 %3 in %4: spot %5, on-demand %6 USD/h</source>
        <translation>%1 × %2 %3 in %4: spot %5, on-demand %6 USD/h</translation>
    </message>
    <message numerus="yes">
        <source>%n spot price(s) above the on-demand price were refused (for example %1).</source>
        <translation>
            <numerusform>%Ln spot price above the on-demand price were refused (for example %1).</numerusform>
            <numerusform>%Ln spot prices above the on-demand price were refused (for example %1).</numerusform>
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
        <translation>unknown</translation>
    </message>
    <message>
        <source>per %1</source>
        <translation>per %1</translation>
    </message>
    <message>
        <source>%1, minimum %2</source>
        <translation>%1, minimum %2</translation>
    </message>
    <message>
        <source>Cost a month</source>
        <translation>Cost a month</translation>
    </message>
    <message>
        <source>Cost of the job</source>
        <translation>Cost of the job</translation>
    </message>
    <message>
        <source>Cost of the run</source>
        <translation>Cost of the run</translation>
    </message>
    <message>
        <source>Created %1 with GPU Scout %2. Catalog %3, generated %4.</source>
        <translation>Created %1 with GPU Scout %2. Catalog %3, generated %4.</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>, gradient checkpointing</source>
        <translation>, gradient checkpointing</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Task</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 pixels</translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation>Resolution</translation>
    </message>
    <message>
        <source>Steps and batch</source>
        <translation>Steps and batch</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precision</translation>
    </message>
    <message>
        <source>Spot instances</source>
        <translation>Spot instances</translation>
    </message>
    <message>
        <source>allowed for batch and training work, where offered</source>
        <translation>allowed for batch and training work, where offered</translation>
    </message>
    <message>
        <source>not used: on-demand prices</source>
        <translation>not used: on-demand prices</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>GPU memory needed</source>
        <translation>GPU memory needed</translation>
    </message>
    <message>
        <source>%1 GB on each GPU</source>
        <translation>%1 GB on each GPU</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Assumptions</translation>
    </message>
    <message>
        <source>Cold start</source>
        <translation>Cold start</translation>
    </message>
    <message>
        <source>%1 for every provider</source>
        <translation>%1 for every provider</translation>
    </message>
    <message>
        <source>the provider&apos;s published figure; %1 where none is published</source>
        <translation>the provider&apos;s published figure; %1 where none is published</translation>
    </message>
    <message>
        <source>Model download and load</source>
        <translation>Model download and load</translation>
    </message>
    <message>
        <source>%1 MB/s download without a volume, %2 GB/s from disk to GPU memory</source>
        <translation>%1 MB/s download without a volume, %2 GB/s from disk to GPU memory</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Storage</translation>
    </message>
    <message>
        <source>models kept on a persistent volume where offered, plus %1 GB of extras</source>
        <translation>models kept on a persistent volume where offered, plus %1 GB of extras</translation>
    </message>
    <message>
        <source>no persistent volume: the checkpoint is downloaded every session</source>
        <translation>no persistent volume: the checkpoint is downloaded every session</translation>
    </message>
    <message>
        <source>Spot interruptions</source>
        <translation>Spot interruptions</translation>
    </message>
    <message>
        <source>Scale-out</source>
        <translation>Scale-out</translation>
    </message>
    <message>
        <source>VRAM headroom</source>
        <translation>VRAM headroom</translation>
    </message>
    <message>
        <source>a fit with less than %1 % spare memory is tight</source>
        <translation>a fit with less than %1 % spare memory is tight</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>Offers</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Offer</translation>
    </message>
    <message>
        <source>Price an hour</source>
        <translation>Price an hour</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>Billing</translation>
    </message>
    <message>
        <source>%1 spot</source>
        <translation>%1 spot</translation>
    </message>
    <message>
        <source>No offers to report.</source>
        <translation>No offers to report.</translation>
    </message>
    <message>
        <source>Why each offer stands where it does:</source>
        <translation>Why each offer stands where it does:</translation>
    </message>
    <message>
        <source>Unavailable</source>
        <translation>Unavailable</translation>
    </message>
    <message>
        <source>These shortlisted offers are no longer in the catalog, so they have no current price or figures:</source>
        <translation>These shortlisted offers are no longer in the catalog, so they have no current price or figures:</translation>
    </message>
    <message>
        <source>unavailable</source>
        <translation>unavailable</translation>
    </message>
    <message>
        <source>unavailable (%1)</source>
        <translation>unavailable (%1)</translation>
    </message>
    <message>
        <source>Cost of the task</source>
        <translation>Cost of the task</translation>
    </message>
    <message>
        <source>What each offer costs for this workload (%1), billing rounding, cold starts, storage and spot risk included.</source>
        <translation>What each offer costs for this workload (%1), billing rounding, cold starts, storage and spot risk included.</translation>
    </message>
    <message>
        <source>US dollars</source>
        <translation>US dollars</translation>
    </message>
    <message>
        <source>Speed and cost</source>
        <translation>Speed and cost</translation>
    </message>
    <message>
        <source>Seconds per training step against the cost of the run. Lower left is better.</source>
        <translation>Seconds per training step against the cost of the run. Lower left is better.</translation>
    </message>
    <message>
        <source>Seconds per image against the cost of 1,000 images (compute only). Lower left is better: the marked offers are the Pareto frontier, where nothing is both cheaper and faster.</source>
        <translation>Seconds per image against the cost of 1,000 images (compute only). Lower left is better: the marked offers are the Pareto frontier, where nothing is both cheaper and faster.</translation>
    </message>
    <message>
        <source>Cost of the run (US dollars)</source>
        <translation>Cost of the run (US dollars)</translation>
    </message>
    <message>
        <source>US dollars per 1,000 images</source>
        <translation>US dollars per 1,000 images</translation>
    </message>
    <message>
        <source>Seconds per step</source>
        <translation>Seconds per step</translation>
    </message>
    <message>
        <source>Seconds per image</source>
        <translation>Seconds per image</translation>
    </message>
    <message>
        <source>Where the money goes</source>
        <translation>Where the money goes</translation>
    </message>
    <message>
        <source>%1, in US dollars. Rounding waste is time billed but not used: billing increments and minimum charges.</source>
        <translation>%1, in US dollars. Rounding waste is time billed but not used: billing increments and minimum charges.</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Compute</translation>
    </message>
    <message>
        <source>Rounding waste</source>
        <translation>Rounding waste</translation>
    </message>
    <message>
        <source>Spot risk</source>
        <translation>Spot risk</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Where the numbers come from</source>
        <translation>Where the numbers come from</translation>
    </message>
    <message>
        <source>Price observed</source>
        <translation>Price observed</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>Price source</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Speed</translation>
    </message>
    <message>
        <source>unknown date</source>
        <translation>unknown date</translation>
    </message>
    <message numerus="yes">
        <source>%1 (old: %n days)</source>
        <translation>
            <numerusform>%1 (old: %Ln days)</numerusform>
            <numerusform>%1 (old: %Ln days)</numerusform>
        </translation>
    </message>
    <message>
        <source>estimated from the GPU&apos;s specs: %1</source>
        <translation>estimated from the GPU&apos;s specs: %1</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>not recorded</translation>
    </message>
    <message>
        <source>Prices are per hour for the whole instance, converted to US dollars at the catalog&apos;s exchange rates. A price observed more than 30 days before this report is marked old.</source>
        <translation>Prices are per hour for the whole instance, converted to US dollars at the catalog&apos;s exchange rates. A price observed more than 30 days before this report is marked old.</translation>
    </message>
    <message>
        <source>What “estimated” means</source>
        <translation>What “estimated” means</translation>
    </message>
    <message>
        <source>A measured speed comes from a published benchmark of that GPU running this model, scaled to the steps, resolution and batch size of the workload. An estimated speed has no benchmark behind it: GPU Scout computes it from the GPU&apos;s FP16 tensor throughput and memory bandwidth with a model fitted to the catalog&apos;s benchmarks. Estimates can be off by a third or more, so treat close results between estimated offers as a tie, and measure before a large job. In the charts, measured figures are solid and estimated ones hatched or hollow.</source>
        <translation>A measured speed comes from a published benchmark of that GPU running this model, scaled to the steps, resolution and batch size of the workload. An estimated speed has no benchmark behind it: GPU Scout computes it from the GPU&apos;s FP16 tensor throughput and memory bandwidth with a model fitted to the catalog&apos;s benchmarks. Estimates can be off by a third or more, so treat close results between estimated offers as a tie, and measure before a large job. In the charts, measured figures are solid and estimated ones hatched or hollow.</translation>
    </message>
    <message>
        <source>The PDF report needs a QGuiApplication to paint text.</source>
        <translation>The PDF report needs a QGuiApplication to paint text.</translation>
    </message>
    <message>
        <source>Cloud GPUs for your workload</source>
        <translation>Cloud GPUs for your workload</translation>
    </message>
    <message>
        <source>the PDF writer could not start</source>
        <translation>the PDF writer could not start</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 of %2</translation>
    </message>
    <message>
        <source>Measured speed (a benchmark)</source>
        <translation>Measured speed (a benchmark)</translation>
    </message>
    <message>
        <source>Estimated speed (from the GPU&apos;s specs)</source>
        <translation>Estimated speed (from the GPU&apos;s specs)</translation>
    </message>
    <message>
        <source>Pareto frontier</source>
        <translation>Pareto frontier</translation>
    </message>
    <message>
        <source>unknown: no price or no speed</source>
        <translation>unknown: no price or no speed</translation>
    </message>
    <message>
        <source>No offer in this report has both a price and a speed.</source>
        <translation>No offer in this report has both a price and a speed.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln session(s) a month of %1 each</source>
        <translation>
            <numerusform>%Ln session a month of %1 each</numerusform>
            <numerusform>%Ln sessions a month of %1 each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln image(s) within %1</source>
        <translation>
            <numerusform>%Ln image within %1</numerusform>
            <numerusform>%Ln images within %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln image(s), no deadline</source>
        <translation>
            <numerusform>%Ln image, no deadline</numerusform>
            <numerusform>%Ln images, no deadline</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln optimizer step(s), %1%2</source>
        <translation>
            <numerusform>%Ln optimizer step, %1%2</numerusform>
            <numerusform>%Ln optimizer steps, %1%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %Ln frame(s)</source>
        <translation>
            <numerusform>%1, %Ln frame</numerusform>
            <numerusform>%1, %Ln frames</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln denoising step(s), batch of %1</source>
        <translation>
            <numerusform>%Ln denoising step, batch of %1</numerusform>
            <numerusform>%Ln denoising steps, batch of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 an hour, %Ln minute(s) to resume each</source>
        <translation>
            <numerusform>%1 an hour, %Ln minute to resume each</numerusform>
            <numerusform>%1 an hour, %Ln minutes to resume each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>up to %Ln instance(s) for a batch job; %1 % efficiency per extra GPU in training</source>
        <translation>
            <numerusform>up to %Ln instance for a batch job; %1 % efficiency per extra GPU in training</numerusform>
            <numerusform>up to %Ln instances for a batch job; %1 % efficiency per extra GPU in training</numerusform>
        </translation>
    </message>
    <message>
        <source>your own measurement: %1</source>
        <translation>your own measurement: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln image(s) by %1</source>
        <comment>a batch job&apos;s deadline</comment>
        <translation>
            <numerusform>%Ln image by %1</numerusform>
            <numerusform>%Ln images by %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>core::PlanExport</name>
    <message>
        <source>The PDF report needs a QGuiApplication to paint text.</source>
        <translation>The PDF report needs a QGuiApplication to paint text.</translation>
    </message>
    <message>
        <source>Plan: %1</source>
        <translation>Plan: %1</translation>
    </message>
    <message>
        <source>Monthly total</source>
        <translation>Monthly total</translation>
    </message>
    <message>
        <source>Hours a month</source>
        <translation>Hours a month</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>Providers</translation>
    </message>
    <message>
        <source>Monthly budget</source>
        <translation>Monthly budget</translation>
    </message>
    <message>
        <source>Over budget by</source>
        <translation>Over budget by</translation>
    </message>
    <message>
        <source>Everything at %1</source>
        <translation>Everything at %1</translation>
    </message>
    <message>
        <source>Your own GPU, a month</source>
        <translation>Your own GPU, a month</translation>
    </message>
    <message>
        <source>Break-even (months)</source>
        <translation>Break-even (months)</translation>
    </message>
    <message>
        <source>never</source>
        <translation>never</translation>
    </message>
    <message>
        <source>storage (%1 GB)</source>
        <translation>storage (%1 GB)</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Hours</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <source>Costs come from the engine for each offer (docs/engine-model.md); persistent storage is counted once per provider. Purchase prices are launch prices with their sources, never rental figures.</source>
        <translation>Costs come from the engine for each offer (docs/engine-model.md); persistent storage is counted once per provider. Purchase prices are launch prices with their sources, never rental figures.</translation>
    </message>
    <message>
        <source>the PDF writer could not start</source>
        <translation>the PDF writer could not start</translation>
    </message>
</context>
<context>
    <name>core::PlanFormat</name>
    <message>
        <source>%1: the plan format has no such field (known: %2).</source>
        <translation>%1: the plan format has no such field (known: %2).</translation>
    </message>
    <message>
        <source>%1 must be a number of at least %2, not %3.</source>
        <translation>%1 must be a number of at least %2, not %3.</translation>
    </message>
    <message>
        <source>%1 must be a whole number, not %2.</source>
        <translation>%1 must be a whole number, not %2.</translation>
    </message>
    <message>
        <source>%1 must be true or false, not %2.</source>
        <translation>%1 must be true or false, not %2.</translation>
    </message>
    <message>
        <source>%1 is required.</source>
        <translation>%1 is required.</translation>
    </message>
    <message>
        <source>%1 must be a non-empty text, not %2.</source>
        <translation>%1 must be a non-empty text, not %2.</translation>
    </message>
    <message>
        <source>%1 must be interactive, batch, lora or finetune, not &quot;%2&quot;.</source>
        <translation>%1 must be interactive, batch, lora or finetune, not &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>%1: the catalog has no model &quot;%2&quot; (known: %3).</source>
        <translation>%1: the catalog has no model &quot;%2&quot; (known: %3).</translation>
    </message>
    <message>
        <source>%1 must be one of %2, not &quot;%3&quot;.</source>
        <translation>%1 must be one of %2, not &quot;%3&quot;.</translation>
    </message>
    <message>
        <source>%1: a live session is never put on spot; remove it or use a batch or training task.</source>
        <translation>%1: a live session is never put on spot; remove it or use a batch or training task.</translation>
    </message>
    <message>
        <source>provider: the catalog has no provider &quot;%1&quot;.</source>
        <translation>provider: the catalog has no provider &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>workloads must be a non-empty list of workload objects (at most %1).</source>
        <translation>workloads must be a non-empty list of workload objects (at most %1).</translation>
    </message>
    <message>
        <source>%1 must be an object of workload fields.</source>
        <translation>%1 must be an object of workload fields.</translation>
    </message>
    <message>
        <source>%1 is not a plan file: it does not exist or is not a regular file.</source>
        <translation>%1 is not a plan file: it does not exist or is not a regular file.</translation>
    </message>
    <message>
        <source>%1 is too large for a plan (at most 1 MiB).</source>
        <translation>%1 is too large for a plan (at most 1 MiB).</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Cannot read %1: %2</translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2 at byte %3.</source>
        <translation>%1 is not valid JSON: %2 at byte %3.</translation>
    </message>
    <message>
        <source>%1 must hold one JSON object with name and workloads.</source>
        <translation>%1 must hold one JSON object with name and workloads.</translation>
    </message>
    <message>
        <source>Explore on demand, render on spot</source>
        <translation>Explore on demand, render on spot</translation>
    </message>
    <message>
        <source>%1 must be a date and time with its offset, such as 2026-12-05T17:00:00Z, not &quot;%2&quot;.</source>
        <translation>%1 must be a date and time with its offset, such as 2026-12-05T17:00:00Z, not &quot;%2&quot;.</translation>
    </message>
</context>
<context>
    <name>core::PlanOptimizer</name>
    <message>
        <source>workload %1 (%2, %3)</source>
        <translation>workload %1 (%2, %3)</translation>
    </message>
    <message>
        <source>The plan &quot;%1&quot; has no workload.</source>
        <translation>The plan &quot;%1&quot; has no workload.</translation>
    </message>
    <message>
        <source>No offer can carry %1: none fits, has a price and a speed, and meets its deadline and acceptable wait.</source>
        <translation>No offer can carry %1: none fits, has a price and a speed, and meets its deadline and acceptable wait.</translation>
    </message>
    <message>
        <source>No offer at %1 can carry %2.</source>
        <translation>No offer at %1 can carry %2.</translation>
    </message>
    <message>
        <source>No single provider can carry every workload of the plan &quot;%1&quot;.</source>
        <translation>No single provider can carry every workload of the plan &quot;%1&quot;.</translation>
    </message>
</context>
<context>
    <name>core::PlanStore</name>
    <message>
        <source>Cannot read the saved plans: %1</source>
        <translation>Cannot read the saved plans: %1</translation>
    </message>
    <message>
        <source>There is no saved plan called &quot;%1&quot;.</source>
        <translation>There is no saved plan called &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The saved plan &quot;%1&quot; no longer reads against this catalog: %2</source>
        <translation>The saved plan &quot;%1&quot; no longer reads against this catalog: %2</translation>
    </message>
    <message>
        <source>A saved plan needs a name.</source>
        <translation>A saved plan needs a name.</translation>
    </message>
</context>
<context>
    <name>core::Plausibility</name>
    <message>
        <source>It moves the median price of %1 from %2 to %3 USD per GPU-hour (×%4; more than ×%5 needs confirming).</source>
        <translation>It moves the median price of %1 from %2 to %3 USD per GPU-hour (×%4; more than ×%5 needs confirming).</translation>
    </message>
    <message>
        <source>The new catalog holds an implausible value: %1.</source>
        <translation>The new catalog holds an implausible value: %1.</translation>
    </message>
    <message>
        <source>The new catalog differs from the stored one more than an update usually does, so it was not applied:</source>
        <translation>The new catalog differs from the stored one more than an update usually does, so it was not applied:</translation>
    </message>
    <message>
        <source>It removes %1 of the %2 (%3%; more than %4% needs confirming); %5 would remain.</source>
        <translation>It removes %1 of the %2 (%3%; more than %4% needs confirming); %5 would remain.</translation>
    </message>
    <message numerus="yes">
        <source>%n stored offer(s)</source>
        <translation>
            <numerusform>%Ln stored offer</numerusform>
            <numerusform>%Ln stored offers</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 no longer lists %2 of the %3 it listed last time (%4%; more than %5% needs confirming).</source>
        <translation>%1 no longer lists %2 of the %3 it listed last time (%4%; more than %5% needs confirming).</translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s)</source>
        <translation>
            <numerusform>%Ln offer</numerusform>
            <numerusform>%Ln offers</numerusform>
        </translation>
    </message>
    <message>
        <source>It makes %1 of the %2 of %3 unknown (%4%; more than %5% needs confirming).</source>
        <translation>It makes %1 of the %2 of %3 unknown (%4%; more than %5% needs confirming).</translation>
    </message>
    <message numerus="yes">
        <source>%n known price(s)</source>
        <translation>
            <numerusform>%Ln known price</numerusform>
            <numerusform>%Ln known prices</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>core::PriceHistory</name>
    <message>
        <source>Cannot read the price history: %1</source>
        <translation>Cannot read the price history: %1</translation>
    </message>
</context>
<context>
    <name>core::RateStore</name>
    <message>
        <source>Cannot read the stored currency rates: %1</source>
        <translation>Cannot read the stored currency rates: %1</translation>
    </message>
    <message>
        <source>Cannot store the currency rates: %1</source>
        <translation>Cannot store the currency rates: %1</translation>
    </message>
</context>
<context>
    <name>core::RatesFeed</name>
    <message>
        <source>%1; the stored currency rates are unchanged.</source>
        <translation>%1; the stored currency rates are unchanged.</translation>
    </message>
    <message>
        <source>European Central Bank euro reference rates, %1</source>
        <translation>European Central Bank euro reference rates, %1</translation>
    </message>
    <message>
        <source>%1 The stored currency rates are unchanged.</source>
        <translation>%1 The stored currency rates are unchanged.</translation>
    </message>
</context>
<context>
    <name>core::RentOrBuyModel</name>
    <message>
        <source>Choose the GPU you would buy.</source>
        <translation>Choose the GPU you would buy.</translation>
    </message>
    <message>
        <source>The resale value (%1 USD) cannot exceed the purchase price (%2 USD).</source>
        <translation>The resale value (%1 USD) cannot exceed the purchase price (%2 USD).</translation>
    </message>
    <message>
        <source>The period before resale must be at least one month, not %1.</source>
        <translation>The period before resale must be at least one month, not %1.</translation>
    </message>
    <message>
        <source>Your own GPU</source>
        <translation>Your own GPU</translation>
    </message>
</context>
<context>
    <name>core::RunPodSource</name>
    <message>
        <source>RunPod&apos;s answer is not valid JSON: %1 (at byte %2).</source>
        <translation>RunPod&apos;s answer is not valid JSON: %1 (at byte %2).</translation>
    </message>
    <message>
        <source>RunPod refused the price query: %1.</source>
        <translation>RunPod refused the price query: %1.</translation>
    </message>
    <message>
        <source>RunPod&apos;s answer has changed shape: data.gpuTypes is not an array.</source>
        <translation>RunPod&apos;s answer has changed shape: data.gpuTypes is not an array.</translation>
    </message>
    <message>
        <source>RunPod&apos;s answer has changed shape: gpuTypes[%1] field &quot;displayName&quot; is not a string.</source>
        <translation>RunPod&apos;s answer has changed shape: gpuTypes[%1] field &quot;displayName&quot; is not a string.</translation>
    </message>
</context>
<context>
    <name>core::Session</name>
    <message>
        <source>The database %1 is read-only: you can browse and export, but not change the shortlist, import or update.</source>
        <translation>The database %1 is read-only: you can browse and export, but not change the shortlist, import or update.</translation>
    </message>
</context>
<context>
    <name>core::ShortlistStore</name>
    <message>
        <source>Cannot read the shortlists: %1</source>
        <translation>Cannot read the shortlists: %1</translation>
    </message>
    <message>
        <source>There is no shortlist called &quot;%1&quot;.</source>
        <translation>There is no shortlist called &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>A shortlist needs a name.</source>
        <translation>A shortlist needs a name.</translation>
    </message>
    <message>
        <source>Cannot create the shortlist &quot;%1&quot;.</source>
        <translation>Cannot create the shortlist &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Cannot rename the shortlist to &quot;%1&quot;: a shortlist of that name exists.</source>
        <translation>Cannot rename the shortlist to &quot;%1&quot;: a shortlist of that name exists.</translation>
    </message>
    <message>
        <source>My shortlist</source>
        <translation>My shortlist</translation>
    </message>
</context>
<context>
    <name>core::SkyPilotSource</name>
    <message>
        <source>%1 is empty or not CSV.</source>
        <translation>%1 is empty or not CSV.</translation>
    </message>
    <message>
        <source>%1 has changed shape: the header lacks the column(s) %2.</source>
        <translation>%1 has changed shape: the header lacks the column(s) %2.</translation>
    </message>
    <message>
        <source>%1 is cut off or not CSV: record %2 has an unterminated quote.</source>
        <translation>%1 is cut off or not CSV: record %2 has an unterminated quote.</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU-only price(s) without their host VM in the file were left out (for example %1).</source>
        <translation>
            <numerusform>%Ln GPU-only price without their host VM in the file were left out (for example %1).</numerusform>
            <numerusform>%Ln GPU-only prices without their host VM in the file were left out (for example %1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>core::SourceMerge</name>
    <message>
        <source>%1 listed no offer for a GPU the catalog knows.</source>
        <translation>%1 listed no offer for a GPU the catalog knows.</translation>
    </message>
    <message>
        <source>The offers of %1 were refused: %2.</source>
        <translation>The offers of %1 were refused: %2.</translation>
    </message>
</context>
<context>
    <name>core::SourceStateStore</name>
    <message>
        <source>Cannot read what the price sources answered: %1</source>
        <translation>Cannot read what the price sources answered: %1</translation>
    </message>
    <message>
        <source>Cannot read where the offers came from: %1</source>
        <translation>Cannot read where the offers came from: %1</translation>
    </message>
    <message>
        <source>Cannot read the spot interruption data: %1</source>
        <translation>Cannot read the spot interruption data: %1</translation>
    </message>
</context>
<context>
    <name>core::SourceUpdate</name>
    <message numerus="yes">
        <source>%1 asked GPU Scout to wait after too many requests; try again in %n second(s)</source>
        <translation>
            <numerusform>%1 asked GPU Scout to wait after too many requests; try again in %Ln second</numerusform>
            <numerusform>%1 asked GPU Scout to wait after too many requests; try again in %Ln seconds</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; nothing was changed.</source>
        <translation>%1; nothing was changed.</translation>
    </message>
    <message numerus="yes">
        <source>Stored %n currency rate(s).</source>
        <translation>
            <numerusform>Stored %Ln currency rate.</numerusform>
            <numerusform>Stored %Ln currency rates.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has not changed since the last update.</source>
        <translation>%1 has not changed since the last update.</translation>
    </message>
    <message numerus="yes">
        <source>%1: interruption ranges for %n instance type(s) and region(s).</source>
        <translation>
            <numerusform>%1: interruption ranges for %Ln instance type and region.</numerusform>
            <numerusform>%1: interruption ranges for %Ln instance types and regions.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 updated, %3 unchanged, %4 new, %5 no longer listed.</source>
        <translation>%1: %2 updated, %3 unchanged, %4 new, %5 no longer listed.</translation>
    </message>
    <message>
        <source>%1 was not applied: its answer changes the catalog more than an update usually does.</source>
        <translation>%1 was not applied: its answer changes the catalog more than an update usually does.</translation>
    </message>
</context>
<context>
    <name>core::SpeedParameterFile</name>
    <message>
        <source>The speed parameters lack the object &quot;%1&quot;.</source>
        <translation>The speed parameters lack the object &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>In the speed parameters, &quot;%1&quot; must be a positive number.</source>
        <translation>In the speed parameters, &quot;%1&quot; must be a positive number.</translation>
    </message>
    <message>
        <source>In the speed parameters, &quot;%1&quot; must be a whole number from 1 to 4.</source>
        <translation>In the speed parameters, &quot;%1&quot; must be a whole number from 1 to 4.</translation>
    </message>
    <message>
        <source>The speed parameters are not a JSON object (%1).</source>
        <translation>The speed parameters are not a JSON object (%1).</translation>
    </message>
    <message>
        <source>another value</source>
        <translation>another value</translation>
    </message>
    <message>
        <source>This is not a speed parameter document of format version %1.</source>
        <translation>This is not a speed parameter document of format version %1.</translation>
    </message>
    <message>
        <source>The speed parameters do not say which catalog they were fitted on (&quot;fitted_on.catalog_version&quot;).</source>
        <translation>The speed parameters do not say which catalog they were fitted on (&quot;fitted_on.catalog_version&quot;).</translation>
    </message>
    <message>
        <source>Cannot write the speed parameters to %1: %2.</source>
        <translation>Cannot write the speed parameters to %1: %2.</translation>
    </message>
</context>
<context>
    <name>core::TableWriter</name>
    <message>
        <source>Columns not shown (%1): %2. --format csv or json shows every column and whole values.</source>
        <translation>Columns not shown (%1): %2. --format csv or json shows every column and whole values.</translation>
    </message>
</context>
<context>
    <name>core::ValueBounds</name>
    <message>
        <source>%1: &quot;%2&quot; is %3, outside the plausible range (more than %4, at most %5)</source>
        <translation>%1: &quot;%2&quot; is %3, outside the plausible range (more than %4, at most %5)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is %3, outside the plausible range (%4 to %5)</source>
        <translation>%1: &quot;%2&quot; is %3, outside the plausible range (%4 to %5)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&quot;refiner&quot; names the model itself; a refiner must be another model</source>
        <translation>&quot;refiner&quot; names the model itself; a refiner must be another model</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is too long (length %3; the limit is %4)</source>
        <translation>%1: &quot;%2&quot; is too long (length %3; the limit is %4)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is empty; say where the values come from</source>
        <translation>%1: &quot;%2&quot; is empty; say where the values come from</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is %3, a date in the future</source>
        <translation>%1: &quot;%2&quot; is %3, a date in the future</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is %3 %4 an hour, %5 USD per GPU and hour; a plausible price is at least %6 and at most %7 USD per GPU and hour (check the unit: prices are per hour for the whole instance)</source>
        <translation>%1: &quot;%2&quot; is %3 %4 an hour, %5 USD per GPU and hour; a plausible price is at least %6 and at most %7 USD per GPU and hour (check the unit: prices are per hour for the whole instance)</translation>
    </message>
</context>
<context>
    <name>core::VastAiAdapter</name>
    <message>
        <source>Vast.ai&apos;s answer is not valid JSON: %1 (at byte %2).</source>
        <translation>Vast.ai&apos;s answer is not valid JSON: %1 (at byte %2).</translation>
    </message>
    <message>
        <source>Vast.ai&apos;s answer has changed shape: &quot;offers&quot; is %1, not an array.</source>
        <translation>Vast.ai&apos;s answer has changed shape: &quot;offers&quot; is %1, not an array.</translation>
    </message>
    <message>
        <source>Vast.ai&apos;s answer has changed shape: it is neither an object nor an array.</source>
        <translation>Vast.ai&apos;s answer has changed shape: it is neither an object nor an array.</translation>
    </message>
    <message>
        <source>Vast.ai&apos;s answer has changed shape: offers[%1] is %2, not an object.</source>
        <translation>Vast.ai&apos;s answer has changed shape: offers[%1] is %2, not an object.</translation>
    </message>
    <message>
        <source>Vast.ai&apos;s answer has changed shape: offers[%1] field &quot;%2&quot; is %3, not %4.</source>
        <translation>Vast.ai&apos;s answer has changed shape: offers[%1] field &quot;%2&quot; is %3, not %4.</translation>
    </message>
    <message>
        <source>Vast.ai&apos;s answer has changed shape: offers[%1] field &quot;min_bid&quot; is %2, not a number.</source>
        <translation>Vast.ai&apos;s answer has changed shape: offers[%1] field &quot;min_bid&quot; is %2, not a number.</translation>
    </message>
</context>
<context>
    <name>core::ViewLink</name>
    <message>
        <source>The link&apos;s %1 must be a whole number of at least %2, not “%3”.</source>
        <translation>The link&apos;s %1 must be a whole number of at least %2, not “%3”.</translation>
    </message>
    <message>
        <source>The link&apos;s %1 must be a number of at least %2, not “%3”.</source>
        <translation>The link&apos;s %1 must be a number of at least %2, not “%3”.</translation>
    </message>
    <message>
        <source>The link&apos;s %1 must be 0 or 1, not “%2”.</source>
        <translation>The link&apos;s %1 must be 0 or 1, not “%2”.</translation>
    </message>
    <message>
        <source>The link has no task: it needs task=interactive, batch, lora or finetune.</source>
        <translation>The link has no task: it needs task=interactive, batch, lora or finetune.</translation>
    </message>
    <message>
        <source>The link&apos;s task “%1” is unknown: use interactive, batch, lora or finetune.</source>
        <translation>The link&apos;s task “%1” is unknown: use interactive, batch, lora or finetune.</translation>
    </message>
    <message>
        <source>The link has no model: it needs model=ID, e.g. sdxl.</source>
        <translation>The link has no model: it needs model=ID, e.g. sdxl.</translation>
    </message>
    <message>
        <source>The link&apos;s model “%1” is not in the catalog. Known model ids: %2</source>
        <translation>The link&apos;s model “%1” is not in the catalog. Known model ids: %2</translation>
    </message>
    <message>
        <source>The link&apos;s %1 must be one of %2, not “%3”.</source>
        <translation>The link&apos;s %1 must be one of %2, not “%3”.</translation>
    </message>
    <message>
        <source>The link&apos;s %1 holds “%2”, which is not a provider of the catalog.</source>
        <translation>The link&apos;s %1 holds “%2”, which is not a provider of the catalog.</translation>
    </message>
    <message>
        <source>The link&apos;s %1 holds “%2”, which is not a GPU of the catalog.</source>
        <translation>The link&apos;s %1 holds “%2”, which is not a GPU of the catalog.</translation>
    </message>
    <message>
        <source>The link&apos;s %1 must list some of %2, not “%3”.</source>
        <translation>The link&apos;s %1 must list some of %2, not “%3”.</translation>
    </message>
    <message>
        <source>The link&apos;s %1 holds “%2”, which is not a column key (lower-case letters, digits and _).</source>
        <translation>The link&apos;s %1 holds “%2”, which is not a column key (lower-case letters, digits and _).</translation>
    </message>
    <message>
        <source>The link&apos;s order must be asc or desc, not “%1”.</source>
        <translation>The link&apos;s order must be asc or desc, not “%1”.</translation>
    </message>
    <message>
        <source>“%1” is not a GPU Scout link: it must start with gpuscout:view?</source>
        <translation>“%1” is not a GPU Scout link: it must start with gpuscout:view?</translation>
    </message>
    <message>
        <source>The link gives %1 more than once.</source>
        <translation>The link gives %1 more than once.</translation>
    </message>
    <message>
        <source>The link has no version: it needs v=%1.</source>
        <translation>The link has no version: it needs v=%1.</translation>
    </message>
    <message>
        <source>The link is of version “%1”; this GPU Scout reads version %2. A newer GPU Scout may open it.</source>
        <translation>The link is of version “%1”; this GPU Scout reads version %2. A newer GPU Scout may open it.</translation>
    </message>
    <message>
        <source>The link&apos;s deadline must be a date and time with its offset, such as 2026-12-05T17:00:00Z, not “%1”.</source>
        <translation>The link&apos;s deadline must be a date and time with its offset, such as 2026-12-05T17:00:00Z, not “%1”.</translation>
    </message>
</context>
<context>
    <name>core::Vocabulary</name>
    <message>
        <source>measured</source>
        <translation>measured</translation>
    </message>
    <message>
        <source>estimated</source>
        <translation>estimated</translation>
    </message>
    <message>
        <source>your measurement</source>
        <translation>your measurement</translation>
    </message>
    <message>
        <source>measured: %1</source>
        <translation>measured: %1</translation>
    </message>
    <message>
        <source>per second</source>
        <translation>per second</translation>
    </message>
    <message>
        <source>per minute</source>
        <translation>per minute</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>per hour</translation>
    </message>
    <message>
        <source>Interactive sessions</source>
        <translation>Interactive sessions</translation>
    </message>
    <message>
        <source>Batch job</source>
        <translation>Batch job</translation>
    </message>
    <message>
        <source>LoRA training</source>
        <translation>LoRA training</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>Full fine-tune</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message numerus="yes">
        <source>%Ln minute(s)</source>
        <translation>
            <numerusform>%Ln minute</numerusform>
            <numerusform>%Ln minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln hour(s)</source>
        <translation>
            <numerusform>%Ln hour</numerusform>
            <numerusform>%Ln hours</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>core::WorkloadStore</name>
    <message>
        <source>Cannot read the saved workloads: %1</source>
        <translation>Cannot read the saved workloads: %1</translation>
    </message>
    <message>
        <source>There is no saved workload called &quot;%1&quot;.</source>
        <translation>There is no saved workload called &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The saved workload &quot;%1&quot; is damaged and cannot be used.</source>
        <translation>The saved workload &quot;%1&quot; is damaged and cannot be used.</translation>
    </message>
    <message>
        <source>A saved workload needs a name.</source>
        <translation>A saved workload needs a name.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Compare rented cloud GPUs for diffusion image generation.</source>
        <translation>Compare rented cloud GPUs for diffusion image generation.</translation>
    </message>
    <message>
        <source>Use the database at PATH.</source>
        <translation>Use the database at PATH.</translation>
    </message>
    <message>
        <source>Show the interface in CODE: en, ur, bn or ro.</source>
        <translation>Show the interface in CODE: en, ur, bn or ro.</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;; use en, ur, bn or ro.</source>
        <translation>Unknown language &quot;%1&quot;; use en, ur, bn or ro.</translation>
    </message>
    <message>
        <source>GPU Scout</source>
        <translation>GPU Scout</translation>
    </message>
    <message>
        <source>Keep the settings in the INI file at PATH, not in the user&apos;s settings.</source>
        <translation>Keep the settings in the INI file at PATH, not in the user&apos;s settings.</translation>
    </message>
    <message>
        <source>A gpuscout:view link to open (as View → Copy link to this view gives); a link that cannot be read is explained and the usual view opens.</source>
        <translation>A gpuscout:view link to open (as View → Copy link to this view gives); a link that cannot be read is explained and the usual view opens.</translation>
    </message>
    <message>
        <source>compare rented cloud GPUs for diffusion image generation</source>
        <translation>compare rented cloud GPUs for diffusion image generation</translation>
    </message>
    <message>
        <source>GPU Scout shows side by side what each cloud GPU offer costs and how fast it is for your workload.</source>
        <translation>GPU Scout shows side by side what each cloud GPU offer costs and how fast it is for your workload.</translation>
    </message>
</context>
<context>
    <name>ui::AboutBox</name>
    <message>
        <source>&lt;p&gt;GPU Scout is free software under the MIT licence.&lt;/p&gt;&lt;p&gt;It is built on &lt;a href=&quot;https://www.qt.io&quot;&gt;Qt&lt;/a&gt; %1 (GNU LGPL 3.0) and reads zipped price lists with &lt;a href=&quot;https://github.com/stachenov/quazip&quot;&gt;QuaZip&lt;/a&gt; (GNU LGPL 2.1 with a static-linking exception) and zlib (zlib licence); the Windows and macOS packages carry them, Linux distributions provide them. The PDF report embeds the Noto Nastaliq Urdu and Noto Sans Bengali fonts (SIL Open Font License 1.1).&lt;/p&gt;</source>
        <translation>&lt;p&gt;GPU Scout is free software under the MIT licence.&lt;/p&gt;&lt;p&gt;It is built on &lt;a href=&quot;https://www.qt.io&quot;&gt;Qt&lt;/a&gt; %1 (GNU LGPL 3.0) and reads zipped price lists with &lt;a href=&quot;https://github.com/stachenov/quazip&quot;&gt;QuaZip&lt;/a&gt; (GNU LGPL 2.1 with a static-linking exception) and zlib (zlib licence); the Windows and macOS packages carry them, Linux distributions provide them. The PDF report embeds the Noto Nastaliq Urdu and Noto Sans Bengali fonts (SIL Open Font License 1.1).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The licence texts: &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;The licence texts: &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ui::ChartPage</name>
    <message>
        <source>save a chart as a .png or .svg file</source>
        <translation>save a chart as a .png or .svg file</translation>
    </message>
    <message>
        <source>the chart is empty</source>
        <translation>the chart is empty</translation>
    </message>
    <message>
        <source>A chart made by GPU Scout</source>
        <translation>A chart made by GPU Scout</translation>
    </message>
    <message>
        <source>the chart could not be drawn</source>
        <translation>the chart could not be drawn</translation>
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
        <translation>PNG image (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG drawing (*.svg)</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>Save chart</translation>
    </message>
    <message>
        <source>gpu-scout-chart</source>
        <translation>gpu-scout-chart</translation>
    </message>
    <message>
        <source>Cost of the task</source>
        <translation>Cost of the task</translation>
    </message>
    <message>
        <source>Speed against cost</source>
        <translation>Speed against cost</translation>
    </message>
    <message>
        <source>Monthly cost against hours of use</source>
        <translation>Monthly cost against hours of use</translation>
    </message>
    <message>
        <source>Spot against on demand</source>
        <translation>Spot against on demand</translation>
    </message>
    <message numerus="yes">
        <source>Chart the shortlisted offers instead of the best %n offer(s) shown in the table</source>
        <translation>
            <numerusform>Chart the shortlisted offers instead of the best %Ln offer shown in the table</numerusform>
            <numerusform>Chart the shortlisted offers instead of the best %Ln offers shown in the table</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the chart on screen as a PNG image or an SVG drawing</source>
        <translation>Save the chart on screen as a PNG image or an SVG drawing</translation>
    </message>
    <message>
        <source>Ch&amp;art:</source>
        <translation>Ch&amp;art:</translation>
    </message>
    <message>
        <source>Shortlist only</source>
        <translation>Shortlist only</translation>
    </message>
    <message>
        <source>Save chart…</source>
        <translation>Save chart…</translation>
    </message>
</context>
<context>
    <name>ui::CompareDialog</name>
    <message>
        <source>Compare offers</source>
        <translation>Compare offers</translation>
    </message>
    <message>
        <source>For the workload %1</source>
        <translation>For the workload %1</translation>
    </message>
    <message>
        <source>Shaded rows, with their name in bold, differ between the offers. ✓ marks the best value of a row: the lowest price, cost or time; the highest throughput, VRAM or TFLOPS. An unknown value (—) is never the best, and an offer the workload does not fit is never the best for speed or cost.</source>
        <extracomment>✓ is the mark shown beside the best value of a row</extracomment>
        <translation>Shaded rows, with their name in bold, differ between the offers. ✓ marks the best value of a row: the lowest price, cost or time; the highest throughput, VRAM or TFLOPS. An unknown value (—) is never the best, and an offer the workload does not fit is never the best for speed or cost.</translation>
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
        <translation>%1, the best of these offers</translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) side by side: scroll sideways to see them all.</source>
        <translation>
            <numerusform>%Ln offer side by side: scroll sideways to see them all.</numerusform>
            <numerusform>%Ln offers side by side: scroll sideways to see them all.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::CostBarsChart</name>
    <message>
        <source>Cost a month (%1)</source>
        <translation>Cost a month (%1)</translation>
    </message>
    <message>
        <source>Cost of the training run (%1)</source>
        <translation>Cost of the training run (%1)</translation>
    </message>
    <message>
        <source>Monthly cost of the shortlisted offers</source>
        <translation>Monthly cost of the shortlisted offers</translation>
    </message>
    <message>
        <source>Monthly cost of the best offers in the table</source>
        <translation>Monthly cost of the best offers in the table</translation>
    </message>
    <message>
        <source>Cost of the training run on the shortlisted offers</source>
        <translation>Cost of the training run on the shortlisted offers</translation>
    </message>
    <message>
        <source>Cost of the training run on the best offers in the table</source>
        <translation>Cost of the training run on the best offers in the table</translation>
    </message>
    <message>
        <source>No offers to chart yet.</source>
        <translation>No offers to chart yet.</translation>
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
Speed: %4</translation>
    </message>
    <message>
        <source>None of the shortlisted offers shown in the table has a cost for this workload. Star offers in the table, or clear the filters.</source>
        <translation>None of the shortlisted offers shown in the table has a cost for this workload. Star offers in the table, or clear the filters.</translation>
    </message>
    <message>
        <source>None of the offers shown in the table has a cost for this workload.</source>
        <translation>None of the offers shown in the table has a cost for this workload.</translation>
    </message>
    <message numerus="yes">
        <source>Cost per %Ln image(s), compute only (%1)</source>
        <translation>
            <numerusform>Cost per %Ln image, compute only (%1)</numerusform>
            <numerusform>Cost per %Ln images, compute only (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cost per %Ln image(s) of the shortlisted offers</source>
        <translation>
            <numerusform>Cost per %Ln image of the shortlisted offers</numerusform>
            <numerusform>Cost per %Ln images of the shortlisted offers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cost per %Ln image(s) of the best offers in the table</source>
        <translation>
            <numerusform>Cost per %Ln image of the best offers in the table</numerusform>
            <numerusform>Cost per %Ln images of the best offers in the table</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::CurrencyMenu</name>
    <message>
        <source>&amp;Currency</source>
        <translation>&amp;Currency</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Currency</translation>
    </message>
    <message>
        <source>1 USD = %1 %2 (%3, %4)</source>
        <translation>1 USD = %1 %2 (%3, %4)</translation>
    </message>
</context>
<context>
    <name>ui::DetailPane</name>
    <message>
        <source>BF16 support:</source>
        <translation>BF16 support:</translation>
    </message>
    <message>
        <source>Spot instances:</source>
        <translation>Spot instances:</translation>
    </message>
    <message>
        <source>Persistent storage:</source>
        <translation>Persistent storage:</translation>
    </message>
    <message>
        <source>Pre-built images:</source>
        <translation>Pre-built images:</translation>
    </message>
    <message>
        <source>API:</source>
        <translation>API:</translation>
    </message>
    <message>
        <source>Typical cold start:</source>
        <comment>the provider&apos;s published boot time</comment>
        <translation>Typical cold start:</translation>
    </message>
    <message>
        <source>Website:</source>
        <translation>Website:</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Speed:</translation>
    </message>
    <message>
        <source>Select an offer to see its costs and features.</source>
        <translation>Select an offer to see its costs and features.</translation>
    </message>
    <message>
        <source>Instance and GPU</source>
        <translation>Instance and GPU</translation>
    </message>
    <message>
        <source>Provider features</source>
        <translation>Provider features</translation>
    </message>
    <message>
        <source>This workload on this GPU</source>
        <translation>This workload on this GPU</translation>
    </message>
    <message>
        <source>Why it ranks here</source>
        <translation>Why it ranks here</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <comment>GPU at provider</comment>
        <translation>%1 at %2</translation>
    </message>
    <message>
        <source>Rank %1 for: %2</source>
        <translation>Rank %1 for: %2</translation>
    </message>
    <message>
        <source>Not ranked for: %1</source>
        <translation>Not ranked for: %1</translation>
    </message>
    <message>
        <source>Independent workers: memory is not pooled and one image is no faster.</source>
        <translation>Independent workers: memory is not pooled and one image is no faster.</translation>
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
        <translation>%1, observed %2 (%3)</translation>
    </message>
    <message>
        <source>Open the provider&apos;s page in your browser: %1</source>
        <translation>Open the provider&apos;s page in your browser: %1</translation>
    </message>
    <message>
        <source>%1: the GPU lacks BF16 support</source>
        <translation>%1: the GPU lacks BF16 support</translation>
    </message>
    <message>
        <source>%1 s per training step</source>
        <translation>%1 s per training step</translation>
    </message>
    <message>
        <source>%1 s per image</source>
        <translation>%1 s per image</translation>
    </message>
    <message>
        <source>Compute only, at the rate used.</source>
        <translation>Compute only, at the rate used.</translation>
    </message>
    <message>
        <source>unknown: the catalog has neither a benchmark nor the specs of this GPU</source>
        <translation>unknown: the catalog has neither a benchmark nor the specs of this GPU</translation>
    </message>
    <message>
        <source>measured: benchmark series %1</source>
        <translation>measured: benchmark series %1</translation>
    </message>
    <message>
        <source>estimated from the GPU&apos;s specs by the throughput model</source>
        <translation>estimated from the GPU&apos;s specs by the throughput model</translation>
    </message>
    <message>
        <source>Cost of a month of sessions</source>
        <translation>Cost of a month of sessions</translation>
    </message>
    <message>
        <source>Cost of the job</source>
        <translation>Cost of the job</translation>
    </message>
    <message>
        <source>Cost of the training run</source>
        <translation>Cost of the training run</translation>
    </message>
    <message>
        <source>no price for this offer</source>
        <translation>no price for this offer</translation>
    </message>
    <message>
        <source>spot price, observed %1</source>
        <translation>spot price, observed %1</translation>
    </message>
    <message>
        <source>on-demand price, observed %1</source>
        <translation>on-demand price, observed %1</translation>
    </message>
    <message>
        <source>The cost cannot be computed for this offer: its price or its speed is unknown.</source>
        <translation>The cost cannot be computed for this offer: its price or its speed is unknown.</translation>
    </message>
    <message>
        <source>speed unknown</source>
        <translation>speed unknown</translation>
    </message>
    <message>
        <source>from a measured speed</source>
        <translation>from a measured speed</translation>
    </message>
    <message>
        <source>from an estimated speed</source>
        <translation>from an estimated speed</translation>
    </message>
    <message>
        <source>billing increment unknown: no rounding assumed</source>
        <translation>billing increment unknown: no rounding assumed</translation>
    </message>
    <message>
        <source>billed %1, minimum %2</source>
        <translation>billed %1, minimum %2</translation>
    </message>
    <message>
        <source>%1 per start, models kept on a volume</source>
        <translation>%1 per start, models kept on a volume</translation>
    </message>
    <message>
        <source>%1 per start, models downloaded each time</source>
        <translation>%1 per start, models downloaded each time</translation>
    </message>
    <message>
        <source>The provider publishes no cold-start figure; an assumption is used.</source>
        <translation>The provider publishes no cold-start figure; an assumption is used.</translation>
    </message>
    <message>
        <source>The provider&apos;s boot time, plus downloading and loading the checkpoint.</source>
        <translation>The provider&apos;s boot time, plus downloading and loading the checkpoint.</translation>
    </message>
    <message>
        <source>persistent volume for the models</source>
        <translation>persistent volume for the models</translation>
    </message>
    <message>
        <source>no volume used</source>
        <translation>no volume used</translation>
    </message>
    <message>
        <source>expected re-work after interruptions</source>
        <translation>expected re-work after interruptions</translation>
    </message>
    <message>
        <source>on demand: no interruptions</source>
        <translation>on demand: no interruptions</translation>
    </message>
    <message>
        <source>%1 billed a month</source>
        <translation>%1 billed a month</translation>
    </message>
    <message numerus="yes">
        <source>%Ln instance(s) in parallel, %1 from start to finish</source>
        <translation>
            <numerusform>%Ln instance in parallel, %1 from start to finish</numerusform>
            <numerusform>%Ln instances in parallel, %1 from start to finish</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 from start to finish</source>
        <translation>%1 from start to finish</translation>
    </message>
    <message>
        <source>misses the deadline</source>
        <translation>misses the deadline</translation>
    </message>
    <message>
        <source>over budget</source>
        <translation>over budget</translation>
    </message>
    <message>
        <source>Price history</source>
        <translation>Price history</translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation>&amp;Copy details</translation>
    </message>
    <message>
        <source>your measurement, ahead of published figures</source>
        <translation>your measurement, ahead of published figures</translation>
    </message>
    <message>
        <source>from your measurement</source>
        <translation>from your measurement</translation>
    </message>
    <message>
        <source>More figures</source>
        <translation>More figures</translation>
    </message>
    <message>
        <source>%1, date unknown</source>
        <translation>%1, date unknown</translation>
    </message>
    <message>
        <source>%1 of the %2 each GPU has</source>
        <comment>VRAM needed: needed of available</comment>
        <translation>%1 of the %2 each GPU has</translation>
    </message>
</context>
<context>
    <name>ui::ExportActions</name>
    <message>
        <source>Export view as CSV</source>
        <translation>Export view as CSV</translation>
    </message>
    <message>
        <source>gpuscout-offers-%1.csv</source>
        <translation>gpuscout-offers-%1.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <source>Export shortlist as PDF</source>
        <translation>Export shortlist as PDF</translation>
    </message>
    <message>
        <source>Your shortlist is empty. Star offers in the table first.</source>
        <translation>Your shortlist is empty. Star offers in the table first.</translation>
    </message>
    <message>
        <source>gpuscout-shortlist-%1.pdf</source>
        <translation>gpuscout-shortlist-%1.pdf</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
</context>
<context>
    <name>ui::FilterChips</name>
    <message>
        <source>Clear this filter</source>
        <translation>Clear this filter</translation>
    </message>
    <message>
        <source>Clear the filter %1</source>
        <translation>Clear the filter %1</translation>
    </message>
</context>
<context>
    <name>ui::FilterPanel</name>
    <message>
        <source>Billing</source>
        <translation>Billing</translation>
    </message>
    <message>
        <source>Per second</source>
        <translation>Per second</translation>
    </message>
    <message>
        <source>Per minute</source>
        <translation>Per minute</translation>
    </message>
    <message>
        <source>Hourly</source>
        <translation>Hourly</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unknown</translation>
    </message>
    <message>
        <source>Show only</source>
        <translation>Show only</translation>
    </message>
    <message>
        <source>Fits the workload</source>
        <translation>Fits the workload</translation>
    </message>
    <message>
        <source>With a spot price</source>
        <translation>With a spot price</translation>
    </message>
    <message>
        <source>Persistent storage</source>
        <translation>Persistent storage</translation>
    </message>
    <message>
        <source>Ready-made diffusion image</source>
        <translation>Ready-made diffusion image</translation>
    </message>
    <message>
        <source>Prices under 30 days old</source>
        <translation>Prices under 30 days old</translation>
    </message>
    <message>
        <source>On my shortlist</source>
        <translation>On my shortlist</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>Providers</translation>
    </message>
    <message>
        <source>Providers to show; none checked shows all</source>
        <translation>Providers to show; none checked shows all</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>GPUs to show; none checked shows all</source>
        <translation>GPUs to show; none checked shows all</translation>
    </message>
    <message>
        <source>&amp;Clear filters</source>
        <translation>&amp;Clear filters</translation>
    </message>
    <message>
        <source>Rank on equal terms</source>
        <translation>Rank on equal terms</translation>
    </message>
    <message>
        <source>Old unverified prices</source>
        <translation>Old unverified prices</translation>
    </message>
    <message>
        <source>By default an offer whose price comes from a single unverified source older than 90 days, or undated, ranks after every offer with a verified or recent price. Check this to rank them all by cost alone.</source>
        <translation>By default an offer whose price comes from a single unverified source older than 90 days, or undated, ranks after every offer with a verified or recent price. Check this to rank them all by cost alone.</translation>
    </message>
</context>
<context>
    <name>ui::FilterText</name>
    <message>
        <source>fits</source>
        <translation>fits</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>persistent storage</source>
        <translation>persistent storage</translation>
    </message>
    <message>
        <source>diffusion image</source>
        <translation>diffusion image</translation>
    </message>
    <message>
        <source>fresh prices</source>
        <translation>fresh prices</translation>
    </message>
    <message>
        <source>shortlist</source>
        <translation>shortlist</translation>
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
        <translation>s/step %1</translation>
    </message>
    <message>
        <source>s/image %1</source>
        <translation>s/image %1</translation>
    </message>
    <message>
        <source>per 1,000 images %1</source>
        <translation>per 1,000 images %1</translation>
    </message>
    <message>
        <source>total cost %1</source>
        <translation>total cost %1</translation>
    </message>
    <message>
        <source>data age %1</source>
        <translation>data age %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln day(s)</source>
        <translation>
            <numerusform>%Ln day</numerusform>
            <numerusform>%Ln days</numerusform>
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
        <translation>price %1</translation>
    </message>
    <message>
        <source>%1/h</source>
        <comment>money per hour</comment>
        <translation>%1/h</translation>
    </message>
    <message>
        <source>“%1”</source>
        <comment>search text</comment>
        <translation>“%1”</translation>
    </message>
    <message numerus="yes">
        <source>%n provider(s)</source>
        <translation>
            <numerusform>%Ln provider</numerusform>
            <numerusform>%Ln providers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU model(s)</source>
        <translation>
            <numerusform>%Ln GPU model</numerusform>
            <numerusform>%Ln GPU models</numerusform>
        </translation>
    </message>
    <message>
        <source>billing granularity</source>
        <translation>billing granularity</translation>
    </message>
    <message>
        <source>old unverified prices ranked equally</source>
        <translation>old unverified prices ranked equally</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
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
        <translation>%1 (assumed)</translation>
    </message>
    <message numerus="yes">
        <source>per %n s</source>
        <comment>billing increment in seconds</comment>
        <translation>
            <numerusform>per %Ln s</numerusform>
            <numerusform>per %Ln s</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <comment>no minimum charge</comment>
        <translation>none</translation>
    </message>
    <message numerus="yes">
        <source>%n h</source>
        <comment>minimum charge in hours</comment>
        <translation>
            <numerusform>%Ln h</numerusform>
            <numerusform>%Ln h</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <comment>minimum charge in minutes</comment>
        <translation>
            <numerusform>%Ln min</numerusform>
            <numerusform>%Ln min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <comment>minimum charge in seconds</comment>
        <translation>
            <numerusform>%Ln s</numerusform>
            <numerusform>%Ln s</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>Jupyter / SSH availability</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 (stale)</source>
        <translation>%1 (stale)</translation>
    </message>
    <message>
        <source>Batch rendering</source>
        <translation>Batch rendering</translation>
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
        <translation>8-bit AdamW</translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <source>%1/h</source>
        <comment>money per hour</comment>
        <translation>%1/h</translation>
    </message>
    <message>
        <source>%1/GB-month</source>
        <comment>storage price per GB and month</comment>
        <translation>%1/GB-month</translation>
    </message>
    <message numerus="yes">
        <source>%Ln day(s)</source>
        <translation>
            <numerusform>%Ln day</numerusform>
            <numerusform>%Ln days</numerusform>
        </translation>
    </message>
    <message>
        <source>FP8 compute (TensorRT, torchao)</source>
        <translation>FP8 compute (TensorRT, torchao)</translation>
    </message>
    <message>
        <source>FP8 weights, BF16 compute (ComfyUI, Forge)</source>
        <translation>FP8 weights, BF16 compute (ComfyUI, Forge)</translation>
    </message>
    <message>
        <source>4-bit weights (NF4, GGUF Q4)</source>
        <translation>4-bit weights (NF4, GGUF Q4)</translation>
    </message>
    <message>
        <source>date unknown</source>
        <translation>date unknown</translation>
    </message>
</context>
<context>
    <name>ui::LinkActions</name>
    <message>
        <source>Copy &amp;link to this view</source>
        <translation>Copy &amp;link to this view</translation>
    </message>
    <message>
        <source>Put a gpuscout: link on the clipboard that opens this workload with these filters, sort and columns</source>
        <translation>Put a gpuscout: link on the clipboard that opens this workload with these filters, sort and columns</translation>
    </message>
    <message>
        <source>Copied a link to this view.</source>
        <translation>Copied a link to this view.</translation>
    </message>
    <message>
        <source>Open link</source>
        <translation>Open link</translation>
    </message>
    <message>
        <source>GPU Scout cannot open this link; the view stays as it was.</source>
        <translation>GPU Scout cannot open this link; the view stays as it was.</translation>
    </message>
</context>
<context>
    <name>ui::LoadingPage</name>
    <message>
        <source>Loading the catalog…</source>
        <translation>Loading the catalog…</translation>
    </message>
    <message numerus="yes">
        <source>Loading the catalog: %1 of %n offer(s) read…</source>
        <translation>
            <numerusform>Loading the catalog: %1 of %Ln offer read…</numerusform>
            <numerusform>Loading the catalog: %1 of %Ln offers read…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Computing the figures for %n offer(s)…</source>
        <translation>
            <numerusform>Computing the figures for %Ln offer…</numerusform>
            <numerusform>Computing the figures for %Ln offers…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::MainWindow</name>
    <message>
        <source>Shortlist</source>
        <translation>Shortlist</translation>
    </message>
    <message>
        <source>GPU Scout</source>
        <translation>GPU Scout</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Import catalog…</source>
        <translation>&amp;Import catalog…</translation>
    </message>
    <message>
        <source>&amp;Update prices</source>
        <translation>&amp;Update prices</translation>
    </message>
    <message>
        <source>&amp;Live provider prices</source>
        <translation>&amp;Live provider prices</translation>
    </message>
    <message>
        <source>Update &amp;currency rates</source>
        <translation>Update &amp;currency rates</translation>
    </message>
    <message>
        <source>&amp;Export view as CSV…</source>
        <translation>&amp;Export view as CSV…</translation>
    </message>
    <message>
        <source>Export shortlist as &amp;PDF report…</source>
        <translation>Export shortlist as &amp;PDF report…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Search offers</source>
        <translation>&amp;Search offers</translation>
    </message>
    <message>
        <source>&amp;Reset columns</source>
        <translation>&amp;Reset columns</translation>
    </message>
    <message>
        <source>&amp;Workload</source>
        <translation>&amp;Workload</translation>
    </message>
    <message>
        <source>Workload &amp;wizard…</source>
        <translation>Workload &amp;wizard…</translation>
    </message>
    <message>
        <source>&amp;Save workload as…</source>
        <translation>&amp;Save workload as…</translation>
    </message>
    <message>
        <source>&amp;Shortlist</source>
        <translation>&amp;Shortlist</translation>
    </message>
    <message>
        <source>&amp;Add to or remove from shortlist</source>
        <translation>&amp;Add to or remove from shortlist</translation>
    </message>
    <message>
        <source>&amp;Compare selected offers</source>
        <translation>&amp;Compare selected offers</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;About GPU Scout</source>
        <translation>&amp;About GPU Scout</translation>
    </message>
    <message>
        <source>Filters</source>
        <translation>Filters</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Charts</translation>
    </message>
    <message>
        <source>Search provider, GPU or region (Ctrl+F)</source>
        <translation>Search provider, GPU or region (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search offers</source>
        <translation>Search offers</translation>
    </message>
    <message>
        <source>Clear all</source>
        <translation>Clear all</translation>
    </message>
    <message>
        <source>Clear the search and every filter</source>
        <translation>Clear the search and every filter</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>Offers</translation>
    </message>
    <message>
        <source>Catalog %1, generated %2 · %3</source>
        <translation>Catalog %1, generated %2 · %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n offer(s) shown</source>
        <translation>
            <numerusform>%1 of %Ln offer shown</numerusform>
            <numerusform>%1 of %Ln offers shown</numerusform>
        </translation>
    </message>
    <message>
        <source>The catalog holds no offers. Import a catalog with File → Import catalog…</source>
        <translation>The catalog holds no offers. Import a catalog with File → Import catalog…</translation>
    </message>
    <message>
        <source>No offer fits this workload. Try a smaller batch or resolution, FP8 precision, gradient checkpointing or an 8-bit optimizer — or clear “Fits the workload” to see every offer.</source>
        <translation>No offer fits this workload. Try a smaller batch or resolution, FP8 precision, gradient checkpointing or an 8-bit optimizer — or clear “Fits the workload” to see every offer.</translation>
    </message>
    <message numerus="yes">
        <source>No offer matches the search and filters. Clear them to see all %n offer(s).</source>
        <translation>
            <numerusform>No offer matches the search and filters. Clear them to see all %Ln offer.</numerusform>
            <numerusform>No offer matches the search and filters. Clear them to see all %Ln offers.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import catalog</source>
        <translation>Import catalog</translation>
    </message>
    <message>
        <source>GPU Scout catalog (*.json);;All files (*)</source>
        <translation>GPU Scout catalog (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>Nothing was imported; the catalog, your shortlist and settings are unchanged.

%1</source>
        <translation>Nothing was imported; the catalog, your shortlist and settings are unchanged.

%1</translation>
    </message>
    <message>
        <source>Save workload</source>
        <translation>Save workload</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Compare offers</source>
        <translation>Compare offers</translation>
    </message>
    <message>
        <source>About GPU Scout</source>
        <translation>About GPU Scout</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GPU Scout %1&lt;/h3&gt;&lt;p&gt;Compare rented cloud GPUs for diffusion image generation: what each offer costs and how fast it is for your workload.&lt;/p&gt;&lt;p&gt;Catalog %2 (%3), published by %4.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;GPU Scout %1&lt;/h3&gt;&lt;p&gt;Compare rented cloud GPUs for diffusion image generation: what each offer costs and how fast it is for your workload.&lt;/p&gt;&lt;p&gt;Catalog %2 (%3), published by %4.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Read-only database · %1</source>
        <translation>Read-only database · %1</translation>
    </message>
    <message>
        <source>This catalog differs from the one you have more than an update usually does:

%1

Replace your catalog with it anyway?</source>
        <translation>This catalog differs from the one you have more than an update usually does:

%1

Replace your catalog with it anyway?</translation>
    </message>
    <message numerus="yes">
        <source>Select at least 2 offers to compare (you selected %n).</source>
        <translation>
            <numerusform>Select at least 2 offers to compare (you selected %Ln).</numerusform>
            <numerusform>Select at least 2 offers to compare (you selected %Ln).</numerusform>
        </translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>About &amp;Qt</translation>
    </message>
    <message>
        <source>Export view as CSV with local &amp;number format…</source>
        <translation>Export view as CSV with local &amp;number format…</translation>
    </message>
</context>
<context>
    <name>ui::MeasureDialog</name>
    <message>
        <source>Recorded: from now on the basis for %1 with %2, labelled &quot;your measurement&quot;.</source>
        <translation>Recorded: from now on the basis for %1 with %2, labelled &quot;your measurement&quot;.</translation>
    </message>
    <message>
        <source>%1 s per image</source>
        <translation>%1 s per image</translation>
    </message>
    <message>
        <source>%1 it/s</source>
        <translation>%1 it/s</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%Ln step</numerusform>
            <numerusform>%Ln steps</numerusform>
        </translation>
    </message>
    <message>
        <source>Removed: the published figures are the basis again.</source>
        <translation>Removed: the published figures are the basis again.</translation>
    </message>
    <message>
        <source>I measured this…</source>
        <translation>I measured this…</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>GPU:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Model:</translation>
    </message>
    <message>
        <source>Where (optional):</source>
        <translation>Where (optional):</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Width:</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>Height:</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>Steps:</translation>
    </message>
    <message>
        <source>Batch:</source>
        <translation>Batch:</translation>
    </message>
    <message>
        <source>Precision:</source>
        <translation>Precision:</translation>
    </message>
    <message>
        <source>Software:</source>
        <translation>Software:</translation>
    </message>
    <message>
        <source>Measured:</source>
        <translation>Measured:</translation>
    </message>
    <message>
        <source>not said</source>
        <translation>not said</translation>
    </message>
    <message>
        <source>seconds per image</source>
        <translation>seconds per image</translation>
    </message>
    <message>
        <source>iterations per second</source>
        <translation>iterations per second</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Your measurement</source>
        <translation>Your measurement</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Recorded</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Record</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Remove selected</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>ui::ModelPage</name>
    <message>
        <source>Model and quality</source>
        <translation>Model and quality</translation>
    </message>
    <message>
        <source>What one generation looks like. Choosing a model fills in its usual resolution and steps.</source>
        <translation>What one generation looks like. Choosing a model fills in its usual resolution and steps.</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Model:</translation>
    </message>
    <message>
        <source>&amp;Width (pixels):</source>
        <translation>&amp;Width (pixels):</translation>
    </message>
    <message>
        <source>&amp;Height (pixels):</source>
        <translation>&amp;Height (pixels):</translation>
    </message>
    <message>
        <source>F&amp;rames per video:</source>
        <translation>F&amp;rames per video:</translation>
    </message>
    <message>
        <source>&amp;Denoising steps:</source>
        <translation>&amp;Denoising steps:</translation>
    </message>
    <message>
        <source>Batch si&amp;ze:</source>
        <translation>Batch si&amp;ze:</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>&amp;Precision:</translation>
    </message>
    <message>
        <source>Images generated together in one pass; larger batches need more memory.</source>
        <translation>Images generated together in one pass; larger batches need more memory.</translation>
    </message>
    <message>
        <source>This model is not in the catalog; its speed and memory cannot be computed.</source>
        <translation>This model is not in the catalog; its speed and memory cannot be computed.</translation>
    </message>
    <message numerus="yes">
        <source>An image model with %1 billion parameters. Usual settings: %2 × %3 pixels, %Ln step(s).</source>
        <translation>
            <numerusform>An image model with %1 billion parameters. Usual settings: %2 × %3 pixels, %Ln step.</numerusform>
            <numerusform>An image model with %1 billion parameters. Usual settings: %2 × %3 pixels, %Ln steps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A video model with %1 billion parameters. Usual settings: %2 × %3 pixels, %4, %Ln step(s).</source>
        <translation>
            <numerusform>A video model with %1 billion parameters. Usual settings: %2 × %3 pixels, %4, %Ln step.</numerusform>
            <numerusform>A video model with %1 billion parameters. Usual settings: %2 × %3 pixels, %4, %Ln steps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln frame(s)</source>
        <translation>
            <numerusform>%Ln frame</numerusform>
            <numerusform>%Ln frames</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Offload the text encoders after encoding the prompt</source>
        <translation>&amp;Offload the text encoders after encoding the prompt</translation>
    </message>
    <message>
        <source>Offload the text encoders</source>
        <translation>Offload the text encoders</translation>
    </message>
    <message>
        <source>Text encoders in FP&amp;8</source>
        <translation>Text encoders in FP&amp;8</translation>
    </message>
    <message>
        <source>Text encoders in FP8</source>
        <translation>Text encoders in FP8</translation>
    </message>
    <message>
        <source>The T5-XXL text encoder takes about 10 GB in 16 bits. Offloaded (ComfyUI, diffusers&apos; model offload) it leaves the card before the image is made; in FP8 it takes half.</source>
        <translation>The T5-XXL text encoder takes about 10 GB in 16 bits. Offloaded (ComfyUI, diffusers&apos; model offload) it leaves the card before the image is made; in FP8 it takes half.</translation>
    </message>
    <message>
        <source>The number format of the weights and math. BF16 needs a GPU that supports it. FP8 weights (ComfyUI&apos;s and Forge&apos;s default FP8) and 4-bit weights (NF4, GGUF) halve or quarter the weights&apos; memory and run slightly slower; FP8 compute (TensorRT, torchao) also runs faster on the newest GPUs.</source>
        <translation>The number format of the weights and math. BF16 needs a GPU that supports it. FP8 weights (ComfyUI&apos;s and Forge&apos;s default FP8) and 4-bit weights (NF4, GGUF) halve or quarter the weights&apos; memory and run slightly slower; FP8 compute (TensorRT, torchao) also runs faster on the newest GPUs.</translation>
    </message>
    <message>
        <source>At 16 bits its weights alone fill a 24 GB card; FP8 weights (ComfyUI&apos;s and Forge&apos;s default) halve them.</source>
        <translation>At 16 bits its weights alone fill a 24 GB card; FP8 weights (ComfyUI&apos;s and Forge&apos;s default) halve them.</translation>
    </message>
    <message>
        <source>The model to train and the images it trains on. Choosing a model fills in its usual resolution.</source>
        <translation>The model to train and the images it trains on. Choosing a model fills in its usual resolution.</translation>
    </message>
</context>
<context>
    <name>ui::MonthlyCostChart</name>
    <message>
        <source>No offers to chart yet.</source>
        <translation>No offers to chart yet.</translation>
    </message>
    <message>
        <source>Star offers in the table to see what each costs a month as your hours of use grow. Shortlisted offers hidden by the filters are not drawn.</source>
        <translation>Star offers in the table to see what each costs a month as your hours of use grow. Shortlisted offers hidden by the filters are not drawn.</translation>
    </message>
    <message>
        <source>None of the shortlisted offers shown in the table has an on-demand price for this model.</source>
        <translation>None of the shortlisted offers shown in the table has an on-demand price for this model.</translation>
    </message>
    <message>
        <source>Hours used a month, in sessions of %1</source>
        <translation>Hours used a month, in sessions of %1</translation>
    </message>
    <message>
        <source>Cost a month (%1)</source>
        <translation>Cost a month (%1)</translation>
    </message>
    <message>
        <source>Your workload: %1</source>
        <translation>Your workload: %1</translation>
    </message>
    <message>
        <source>Monthly cost of the shortlisted offers against hours of use</source>
        <translation>Monthly cost of the shortlisted offers against hours of use</translation>
    </message>
    <message>
        <source>%1
%2 a month: %3</source>
        <translation>%1
%2 a month: %3</translation>
    </message>
</context>
<context>
    <name>ui::NetworkActions</name>
    <message>
        <source>&amp;Refresh prices on start</source>
        <translation>&amp;Refresh prices on start</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Never</translation>
    </message>
    <message numerus="yes">
        <source>When prices are older than %n day(s)</source>
        <translation>
            <numerusform>When prices are older than %Ln day</numerusform>
            <numerusform>When prices are older than %Ln days</numerusform>
        </translation>
    </message>
    <message>
        <source>Prices: none is dated, so none counts as fresh</source>
        <translation>Prices: none is dated, so none counts as fresh</translation>
    </message>
    <message numerus="yes">
        <source>Prices: median %Ln day(s) old, %1 % older than %2</source>
        <translation>
            <numerusform>Prices: median %Ln day old, %1 % older than %2</numerusform>
            <numerusform>Prices: median %Ln days old, %1 % older than %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln day(s)</source>
        <translation>
            <numerusform>%Ln day</numerusform>
            <numerusform>%Ln days</numerusform>
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
        <translation>On your shortlist. Click to add or remove.</translation>
    </message>
    <message>
        <source>Jupyter and SSH access.</source>
        <translation>Jupyter and SSH access.</translation>
    </message>
    <message>
        <source>Shortlist</source>
        <comment>column: on the shortlist or not</comment>
        <translation>Shortlist</translation>
    </message>
</context>
<context>
    <name>ui::OffersModel</name>
    <message>
        <source>No speed: the catalog has neither a benchmark nor the specs of this GPU.</source>
        <translation>No speed: the catalog has neither a benchmark nor the specs of this GPU.</translation>
    </message>
    <message>
        <source>Measured: %1</source>
        <translation>Measured: %1</translation>
    </message>
    <message>
        <source>Estimated from the GPU&apos;s specs by the throughput model (%1).</source>
        <translation>Estimated from the GPU&apos;s specs by the throughput model (%1).</translation>
    </message>
    <message>
        <source>Observed %1 · %2</source>
        <translation>Observed %1 · %2</translation>
    </message>
    <message>
        <source>The provider publishes no cold-start figure; an assumption is used.</source>
        <translation>The provider publishes no cold-start figure; an assumption is used.</translation>
    </message>
    <message>
        <source>Price: %1, observed %2</source>
        <translation>Price: %1, observed %2</translation>
    </message>
    <message>
        <source>On the shortlist</source>
        <translation>On the shortlist</translation>
    </message>
    <message>
        <source>Not on the shortlist</source>
        <translation>Not on the shortlist</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>price-change mark, price</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Changed in the last update: it was %1 %2 (observed %3); now %4 %5 (observed %6).</source>
        <translation>Changed in the last update: it was %1 %2 (observed %3); now %4 %5 (observed %6).</translation>
    </message>
    <message>
        <source>No longer listed by %1 since %2: the offer may be gone.</source>
        <translation>No longer listed by %1 since %2: the offer may be gone.</translation>
    </message>
    <message>
        <source>Your own measurement, ahead of published figures: %1</source>
        <translation>Your own measurement, ahead of published figures: %1</translation>
    </message>
</context>
<context>
    <name>ui::OffersView</name>
    <message>
        <source>Reset columns</source>
        <translation>Reset columns</translation>
    </message>
</context>
<context>
    <name>ui::PlanActions</name>
    <message>
        <source>&amp;Plan the month…</source>
        <translation>&amp;Plan the month…</translation>
    </message>
    <message>
        <source>Combine workloads into a monthly plan, compare providers and buying a card</source>
        <translation>Combine workloads into a monthly plan, compare providers and buying a card</translation>
    </message>
    <message>
        <source>I &amp;measured this…</source>
        <translation>I &amp;measured this…</translation>
    </message>
    <message>
        <source>Record your own speed for the selected offer&apos;s GPU: it becomes the basis ahead of published figures</source>
        <translation>Record your own speed for the selected offer&apos;s GPU: it becomes the basis ahead of published figures</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation>Save plan</translation>
    </message>
</context>
<context>
    <name>ui::PlanDialog</name>
    <message>
        <source>Starting values: launch price (MSRP, not a street price) published %1, &lt;a href=&quot;%2&quot;&gt;source&lt;/a&gt;; board power from %3. Enter what you would pay.</source>
        <translation>Starting values: launch price (MSRP, not a street price) published %1, &lt;a href=&quot;%2&quot;&gt;source&lt;/a&gt;; board power from %3. Enter what you would pay.</translation>
    </message>
    <message>
        <source>No sourced price for this card: enter what you would pay and its power draw.</source>
        <translation>No sourced price for this card: enter what you would pay and its power draw.</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1, spot</source>
        <translation>%1, spot</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n instance(s)</source>
        <translation>
            <numerusform>%1, %Ln instance</numerusform>
            <numerusform>%1, %Ln instances</numerusform>
        </translation>
    </message>
    <message>
        <source>Storage, %1 a month</source>
        <translation>Storage, %1 a month</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>This plan cannot be placed: %1</source>
        <translation>This plan cannot be placed: %1</translation>
    </message>
    <message>
        <source>Monthly bill: %1 (%2)</source>
        <translation>Monthly bill: %1 (%2)</translation>
    </message>
    <message>
        <source>cheapest mix: %1</source>
        <translation>cheapest mix: %1</translation>
    </message>
    <message>
        <source>everything at %1</source>
        <translation>everything at %1</translation>
    </message>
    <message>
        <source>Everything at one provider (%1): %2, %3 more</source>
        <translation>Everything at one provider (%1): %2, %3 more</translation>
    </message>
    <message>
        <source>Buying the card: %1 a month (electricity %2 plus loss of value)</source>
        <translation>Buying the card: %1 a month (electricity %2 plus loss of value)</translation>
    </message>
    <message>
        <source>Owning pays off in month %1 (break-even at %2).</source>
        <translation>Owning pays off in month %1 (break-even at %2).</translation>
    </message>
    <message>
        <source>Owning never pays off: the electricity alone costs as much as renting.</source>
        <translation>Owning never pays off: the electricity alone costs as much as renting.</translation>
    </message>
    <message>
        <source>The card cannot run every workload of the plan (memory, speed or deadline): renting is still needed for those.</source>
        <translation>The card cannot run every workload of the plan (memory, speed or deadline): renting is still needed for those.</translation>
    </message>
    <message>
        <source>Saved plan &quot;%1&quot;: %2 a month, %3 against this one</source>
        <translation>Saved plan &quot;%1&quot;: %2 a month, %3 against this one</translation>
    </message>
    <message>
        <source>Over the monthly budget of %1 by %2.</source>
        <translation>Over the monthly budget of %1 by %2.</translation>
    </message>
    <message>
        <source>Within the monthly budget of %1.</source>
        <translation>Within the monthly budget of %1.</translation>
    </message>
    <message>
        <source>Saved plans…</source>
        <translation>Saved plans…</translation>
    </message>
    <message>
        <source>no other plan</source>
        <translation>no other plan</translation>
    </message>
    <message>
        <source>Saved plans</source>
        <translation>Saved plans</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation>Save plan</translation>
    </message>
    <message>
        <source>Name of the plan:</source>
        <translation>Name of the plan:</translation>
    </message>
    <message>
        <source>Export plan as CSV</source>
        <translation>Export plan as CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <source>Export plan as PDF</source>
        <translation>Export plan as PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <source>Plan the month</source>
        <translation>Plan the month</translation>
    </message>
    <message>
        <source>Explore on demand, render on spot</source>
        <translation>Explore on demand, render on spot</translation>
    </message>
    <message>
        <source>The article&apos;s advice: interactive sessions on demand, the bulk render on spot, a LoRA a month</source>
        <translation>The article&apos;s advice: interactive sessions on demand, the bulk render on spot, a LoRA a month</translation>
    </message>
    <message>
        <source>Save plan…</source>
        <translation>Save plan…</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation>Compare with:</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Offer</translation>
    </message>
    <message>
        <source>Hours a month</source>
        <translation>Hours a month</translation>
    </message>
    <message>
        <source>Cost a month</source>
        <translation>Cost a month</translation>
    </message>
    <message>
        <source>Or buy a card</source>
        <translation>Or buy a card</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>GPU:</translation>
    </message>
    <message>
        <source>Purchase price:</source>
        <translation>Purchase price:</translation>
    </message>
    <message>
        <source>Resale value:</source>
        <translation>Resale value:</translation>
    </message>
    <message>
        <source>Sold after (months):</source>
        <translation>Sold after (months):</translation>
    </message>
    <message>
        <source>Power draw (W):</source>
        <translation>Power draw (W):</translation>
    </message>
    <message>
        <source>Electricity per kWh:</source>
        <translation>Electricity per kWh:</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Export CSV…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>Export PDF…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message numerus="yes">
        <source>Owning does not pay off within the card&apos;s life of %Ln month(s).</source>
        <translation>
            <numerusform>Owning does not pay off within the card&apos;s life of %Ln month.</numerusform>
            <numerusform>Owning does not pay off within the card&apos;s life of %Ln months.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::PlanEditor</name>
    <message numerus="yes">
        <source>%1, %2: %n session(s) a month, %3 min each</source>
        <translation>
            <numerusform>%1, %2: %Ln session a month, %3 min each</numerusform>
            <numerusform>%1, %2: %Ln sessions a month, %3 min each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2: %Ln image(s)</source>
        <translation>
            <numerusform>%1, %2: %Ln image</numerusform>
            <numerusform>%1, %2: %Ln images</numerusform>
        </translation>
    </message>
    <message>
        <source> within %1 h</source>
        <translation> within %1 h</translation>
    </message>
    <message>
        <source>%1, on spot</source>
        <translation>%1, on spot</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2: %Ln step(s)</source>
        <translation>
            <numerusform>%1, %2: %Ln step</numerusform>
            <numerusform>%1, %2: %Ln steps</numerusform>
        </translation>
    </message>
    <message>
        <source>Plan name:</source>
        <translation>Plan name:</translation>
    </message>
    <message>
        <source>Monthly budget:</source>
        <translation>Monthly budget:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Provider:</source>
        <translation>Provider:</translation>
    </message>
    <message>
        <source>Cheapest mix of providers</source>
        <translation>Cheapest mix of providers</translation>
    </message>
    <message>
        <source>Workloads of the month:</source>
        <translation>Workloads of the month:</translation>
    </message>
    <message>
        <source>Add workload</source>
        <translation>Add workload</translation>
    </message>
    <message>
        <source>Remove workload</source>
        <translation>Remove workload</translation>
    </message>
    <message>
        <source>Task:</source>
        <translation>Task:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Model:</translation>
    </message>
    <message>
        <source>Sessions a month:</source>
        <translation>Sessions a month:</translation>
    </message>
    <message>
        <source>Minutes per session:</source>
        <translation>Minutes per session:</translation>
    </message>
    <message>
        <source>Images:</source>
        <translation>Images:</translation>
    </message>
    <message>
        <source>Deadline (hours):</source>
        <translation>Deadline (hours):</translation>
    </message>
    <message>
        <source>Training steps:</source>
        <translation>Training steps:</translation>
    </message>
    <message>
        <source>Allow spot instances</source>
        <translation>Allow spot instances</translation>
    </message>
    <message>
        <source> by %1</source>
        <translation> by %1</translation>
    </message>
</context>
<context>
    <name>ui::PlanPage</name>
    <message>
        <source>Plan the month</source>
        <translation>Plan the month</translation>
    </message>
    <message>
        <source>Several workloads placed on offers together, storage counted once per provider. Finish saves the plan and shows its monthly bill against one provider and against buying a card.</source>
        <translation>Several workloads placed on offers together, storage counted once per provider. Finish saves the plan and shows its monthly bill against one provider and against buying a card.</translation>
    </message>
    <message>
        <source>Explore on demand, render on spot</source>
        <translation>Explore on demand, render on spot</translation>
    </message>
    <message>
        <source>The article&apos;s advice: interactive sessions on demand three evenings a week, the bulk render on spot, a LoRA a month.</source>
        <translation>The article&apos;s advice: interactive sessions on demand three evenings a week, the bulk render on spot, a LoRA a month.</translation>
    </message>
</context>
<context>
    <name>ui::PreferencesPage</name>
    <message>
        <source>Preferences</source>
        <translation>Preferences</translation>
    </message>
    <message>
        <source>What you accept. Offers outside these limits stay visible and are flagged.</source>
        <translation>What you accept. Offers outside these limits stay visible and are flagged.</translation>
    </message>
    <message>
        <source>Allow &amp;spot (interruptible) instances</source>
        <translation>Allow &amp;spot (interruptible) instances</translation>
    </message>
    <message>
        <source>Allow spot instances</source>
        <translation>Allow spot instances</translation>
    </message>
    <message>
        <source>Spot prices apply to batch jobs and training runs only. Your task is interactive, so sessions are priced on demand whatever you choose here.</source>
        <translation>Spot prices apply to batch jobs and training runs only. Your task is interactive, so sessions are priced on demand whatever you choose here.</translation>
    </message>
    <message>
        <source>Spot prices apply to batch jobs and training runs only. The cost then includes the expected interruptions and the time to resume after each.</source>
        <translation>Spot prices apply to batch jobs and training runs only. The cost then includes the expected interruptions and the time to resume after each.</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>no budget</translation>
    </message>
    <message>
        <source>The most you want to pay a month. Offers above it are marked over budget.</source>
        <translation>The most you want to pay a month. Offers above it are marked over budget.</translation>
    </message>
    <message>
        <source>The most you want to pay for the whole job. Offers above it are marked over budget.</source>
        <translation>The most you want to pay for the whole job. Offers above it are marked over budget.</translation>
    </message>
    <message>
        <source>The most you want to pay for the training run. Offers above it are marked over budget.</source>
        <translation>The most you want to pay for the training run. Offers above it are marked over budget.</translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation>&amp;Region:</translation>
    </message>
    <message>
        <source>any region</source>
        <translation>any region</translation>
    </message>
    <message>
        <source>B&amp;udget (USD):</source>
        <translation>B&amp;udget (USD):</translation>
    </message>
</context>
<context>
    <name>ui::PriceHistoryView</name>
    <message>
        <source>On-demand</source>
        <translation>On-demand</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>One observation so far: each catalog update adds the prices it brings.</source>
        <translation>One observation so far: each catalog update adds the prices it brings.</translation>
    </message>
    <message numerus="yes">
        <source>%n observation(s) of this offer&apos;s price.</source>
        <translation>
            <numerusform>%Ln observation of this offer&apos;s price.</numerusform>
            <numerusform>%Ln observations of this offer&apos;s price.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 per hour</source>
        <translation>%1 per hour</translation>
    </message>
</context>
<context>
    <name>ui::RangeFilters</name>
    <message>
        <source>Ranges</source>
        <translation>Ranges</translation>
    </message>
    <message>
        <source>$ per &amp;1,000 images:</source>
        <translation>$ per &amp;1,000 images:</translation>
    </message>
    <message>
        <source>&amp;Total cost ($):</source>
        <translation>&amp;Total cost ($):</translation>
    </message>
    <message>
        <source>&amp;Price ($/h):</source>
        <translation>&amp;Price ($/h):</translation>
    </message>
    <message>
        <source>–</source>
        <comment>a range: from – to</comment>
        <translation>–</translation>
    </message>
    <message>
        <source>any</source>
        <translation>any</translation>
    </message>
    <message>
        <source>%1, from</source>
        <translation>%1, from</translation>
    </message>
    <message>
        <source>%1, to</source>
        <translation>%1, to</translation>
    </message>
    <message>
        <source>Secon&amp;ds per step:</source>
        <translation>Secon&amp;ds per step:</translation>
    </message>
    <message>
        <source>Secon&amp;ds per image:</source>
        <translation>Secon&amp;ds per image:</translation>
    </message>
    <message>
        <source>Data age (days):</source>
        <translation>Data age (days):</translation>
    </message>
    <message>
        <source>VRAM (&amp;GB):</source>
        <translation>VRAM (&amp;GB):</translation>
    </message>
</context>
<context>
    <name>ui::RentOrBuyChart</name>
    <message>
        <source>Cumulative cost, US dollars</source>
        <translation>Cumulative cost, US dollars</translation>
    </message>
    <message>
        <source>Renting the plan</source>
        <translation>Renting the plan</translation>
    </message>
    <message>
        <source>Owning the card</source>
        <translation>Owning the card</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>Months</translation>
    </message>
    <message>
        <source>Cumulative cost of renting against owning</source>
        <translation>Cumulative cost of renting against owning</translation>
    </message>
</context>
<context>
    <name>ui::SavedWorkloadsMenu</name>
    <message>
        <source>No saved workloads</source>
        <translation>No saved workloads</translation>
    </message>
    <message>
        <source>Saved workloads</source>
        <translation>Saved workloads</translation>
    </message>
</context>
<context>
    <name>ui::ShortlistModel</name>
    <message>
        <source>This offer is no longer in the catalog.</source>
        <translation>This offer is no longer in the catalog.</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Offer</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>The workload does not fit in this GPU&apos;s memory.</source>
        <translation>The workload does not fit in this GPU&apos;s memory.</translation>
    </message>
    <message>
        <source>%1 (no longer offered)</source>
        <translation>%1 (no longer offered)</translation>
    </message>
    <message>
        <source>%1 (does not fit)</source>
        <comment>offer name</comment>
        <translation>%1 (does not fit)</translation>
    </message>
</context>
<context>
    <name>ui::ShortlistPanel</name>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Remove</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>Co&amp;mpare</translation>
    </message>
    <message>
        <source>Shortlist</source>
        <translation>Shortlist</translation>
    </message>
    <message>
        <source>Your shortlist is empty. Star offers in the table (tick their box in the star column, or press Ctrl+D) to keep them here.</source>
        <translation>Your shortlist is empty. Star offers in the table (tick their box in the star column, or press Ctrl+D) to keep them here.</translation>
    </message>
    <message>
        <source>Compare the selected offers, or the whole shortlist.</source>
        <translation>Compare the selected offers, or the whole shortlist.</translation>
    </message>
    <message>
        <source>A shortlist needs a name: type one, or press Escape to keep “%1”.</source>
        <translation>A shortlist needs a name: type one, or press Escape to keep “%1”.</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>Re&amp;name…</translation>
    </message>
    <message>
        <source>Rename the shortlist</source>
        <translation>Rename the shortlist</translation>
    </message>
    <message>
        <source>Shortlist name</source>
        <translation>Shortlist name</translation>
    </message>
</context>
<context>
    <name>ui::SpeedCostChart</name>
    <message>
        <source>No offers to chart yet.</source>
        <translation>No offers to chart yet.</translation>
    </message>
    <message>
        <source>Cost of the training run (%1)</source>
        <translation>Cost of the training run (%1)</translation>
    </message>
    <message>
        <source>Seconds per training step</source>
        <translation>Seconds per training step</translation>
    </message>
    <message>
        <source>Seconds per image</source>
        <translation>Seconds per image</translation>
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
        <translation>None of the offers shown in the table has both a training speed and a cost.</translation>
    </message>
    <message>
        <source>None of the offers shown in the table has both a speed and a cost per image.</source>
        <translation>None of the offers shown in the table has both a speed and a cost per image.</translation>
    </message>
    <message>
        <source>Pareto frontier (nothing is both cheaper and faster)</source>
        <translation>Pareto frontier (nothing is both cheaper and faster)</translation>
    </message>
    <message>
        <source>Training speed against cost, on log scales: lower left is better</source>
        <translation>Training speed against cost, on log scales: lower left is better</translation>
    </message>
    <message>
        <source>Speed against cost, on log scales: lower left is better</source>
        <translation>Speed against cost, on log scales: lower left is better</translation>
    </message>
    <message numerus="yes">
        <source>Cost per %Ln image(s), compute only (%1)</source>
        <translation>
            <numerusform>Cost per %Ln image, compute only (%1)</numerusform>
            <numerusform>Cost per %Ln images, compute only (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::SpotChart</name>
    <message>
        <source>No offers to chart yet.</source>
        <translation>No offers to chart yet.</translation>
    </message>
    <message>
        <source>None of the offers shown in the table has a spot price.</source>
        <translation>None of the offers shown in the table has a spot price.</translation>
    </message>
    <message>
        <source>None of the offers shown in the table with a spot price can run this workload.</source>
        <translation>None of the offers shown in the table with a spot price can run this workload.</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>On demand</translation>
    </message>
    <message>
        <source>Spot, expected interruptions included</source>
        <translation>Spot, expected interruptions included</translation>
    </message>
    <message>
        <source>%1
On demand: %2
Spot: %3</source>
        <translation>%1
On demand: %2
Spot: %3</translation>
    </message>
    <message>
        <source>Cost of the job (%1)</source>
        <translation>Cost of the job (%1)</translation>
    </message>
    <message numerus="yes">
        <source>A batch of %Ln image(s): on demand against spot</source>
        <translation>
            <numerusform>A batch of %Ln image: on demand against spot</numerusform>
            <numerusform>A batch of %Ln images: on demand against spot</numerusform>
        </translation>
    </message>
    <message>
        <source>The training run: on demand against spot</source>
        <translation>The training run: on demand against spot</translation>
    </message>
</context>
<context>
    <name>ui::StalePricesBar</name>
    <message>
        <source>&amp;Update prices now</source>
        <translation>&amp;Update prices now</translation>
    </message>
    <message>
        <source>Fetch the current prices from every public source (File → Update prices).</source>
        <translation>Fetch the current prices from every public source (File → Update prices).</translation>
    </message>
    <message>
        <source>Hide this message until the next start</source>
        <translation>Hide this message until the next start</translation>
    </message>
    <message>
        <source>None of these prices carries a date: they may not be what the providers charge today.</source>
        <translation>None of these prices carries a date: they may not be what the providers charge today.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln day(s)</source>
        <translation>
            <numerusform>%Ln day</numerusform>
            <numerusform>%Ln days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>These prices are old: half of them are at least %Ln day(s) old, and %1 % are older than %2.</source>
        <translation>
            <numerusform>These prices are old: half of them are at least %Ln day old, and %1 % are older than %2.</numerusform>
            <numerusform>These prices are old: half of them are at least %Ln days old, and %1 % are older than %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>They may not be what the providers charge today.</source>
        <translation>They may not be what the providers charge today.</translation>
    </message>
</context>
<context>
    <name>ui::SummaryPage</name>
    <message>
        <source>Summary</source>
        <translation>Summary</translation>
    </message>
    <message>
        <source>Finish to compute every offer for this workload. You can change it later in the bar above the table.</source>
        <translation>Finish to compute every offer for this workload. You can change it later in the bar above the table.</translation>
    </message>
    <message>
        <source>Workload summary</source>
        <translation>Workload summary</translation>
    </message>
    <message numerus="yes">
        <source>Model: %1, images of %2 × %3 pixels, %Ln denoising step(s), batch of %4, in %5.</source>
        <translation>
            <numerusform>Model: %1, images of %2 × %3 pixels, %Ln denoising step, batch of %4, in %5.</numerusform>
            <numerusform>Model: %1, images of %2 × %3 pixels, %Ln denoising steps, batch of %4, in %5.</numerusform>
        </translation>
    </message>
    <message>
        <source>For each offer GPU Scout computes the seconds per image and the monthly bill, with the boot and model load of every session, the provider&apos;s billing rounding and storage.</source>
        <translation>For each offer GPU Scout computes the seconds per image and the monthly bill, with the boot and model load of every session, the provider&apos;s billing rounding and storage.</translation>
    </message>
    <message numerus="yes">
        <source>Batch rendering: %Ln image(s), with no deadline.</source>
        <translation>
            <numerusform>Batch rendering: %Ln image, with no deadline.</numerusform>
            <numerusform>Batch rendering: %Ln images, with no deadline.</numerusform>
        </translation>
    </message>
    <message>
        <source>For each offer GPU Scout computes the images per hour and the cost of the whole job, spread over as many instances as the deadline needs, each with its own cold start.</source>
        <translation>For each offer GPU Scout computes the images per hour and the cost of the whole job, spread over as many instances as the deadline needs, each with its own cold start.</translation>
    </message>
    <message>
        <source>For each offer GPU Scout computes the images per hour and the cost of the whole job on one instance, cold start included.</source>
        <translation>For each offer GPU Scout computes the images per hour and the cost of the whole job on one instance, cold start included.</translation>
    </message>
    <message numerus="yes">
        <source>LoRA training: %Ln optimizer step(s) with %1.</source>
        <translation>
            <numerusform>LoRA training: %Ln optimizer step with %1.</numerusform>
            <numerusform>LoRA training: %Ln optimizer steps with %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Full fine-tune: %Ln optimizer step(s) with %1.</source>
        <translation>
            <numerusform>Full fine-tune: %Ln optimizer step with %1.</numerusform>
            <numerusform>Full fine-tune: %Ln optimizer steps with %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Gradient checkpointing is on: less memory, somewhat slower steps.</source>
        <translation>Gradient checkpointing is on: less memory, somewhat slower steps.</translation>
    </message>
    <message>
        <source>Gradient checkpointing is off: faster steps, more memory.</source>
        <translation>Gradient checkpointing is off: faster steps, more memory.</translation>
    </message>
    <message>
        <source>For each offer GPU Scout computes whether training fits in one GPU&apos;s memory with headroom, the seconds per step and the cost of the run.</source>
        <translation>For each offer GPU Scout computes whether training fits in one GPU&apos;s memory with headroom, the seconds per step and the cost of the run.</translation>
    </message>
    <message>
        <source>Spot is allowed, but interactive sessions are always priced on demand.</source>
        <translation>Spot is allowed, but interactive sessions are always priced on demand.</translation>
    </message>
    <message>
        <source>Only on-demand prices are used.</source>
        <translation>Only on-demand prices are used.</translation>
    </message>
    <message>
        <source>Spot prices are used where offered, with the expected cost of interruptions.</source>
        <translation>Spot prices are used where offered, with the expected cost of interruptions.</translation>
    </message>
    <message>
        <source>Offers costing more than %1 are marked over budget.</source>
        <translation>Offers costing more than %1 are marked over budget.</translation>
    </message>
    <message>
        <source>No budget limit.</source>
        <translation>No budget limit.</translation>
    </message>
    <message>
        <source>Any region.</source>
        <translation>Any region.</translation>
    </message>
    <message>
        <source>Region: %1.</source>
        <translation>Region: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Model: %1, videos of %2 at %3 × %4 pixels, %Ln denoising step(s), batch of %5, in %6.</source>
        <translation>
            <numerusform>Model: %1, videos of %2 at %3 × %4 pixels, %Ln denoising step, batch of %5, in %6.</numerusform>
            <numerusform>Model: %1, videos of %2 at %3 × %4 pixels, %Ln denoising steps, batch of %5, in %6.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln frame(s)</source>
        <translation>
            <numerusform>%Ln frame</numerusform>
            <numerusform>%Ln frames</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Interactive sessions: %Ln session(s) a month of %1 each.</source>
        <translation>
            <numerusform>Interactive sessions: %Ln session a month of %1 each.</numerusform>
            <numerusform>Interactive sessions: %Ln sessions a month of %1 each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Batch rendering: %Ln image(s), finished within %1.</source>
        <translation>
            <numerusform>Batch rendering: %Ln image, finished within %1.</numerusform>
            <numerusform>Batch rendering: %Ln images, finished within %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>in FP8</source>
        <translation>in FP8</translation>
    </message>
    <message>
        <source>in 16 bits</source>
        <translation>in 16 bits</translation>
    </message>
    <message>
        <source>Text encoders %1, offloaded once the prompt is encoded.</source>
        <translation>Text encoders %1, offloaded once the prompt is encoded.</translation>
    </message>
    <message>
        <source>Text encoders %1, kept on the card beside the model.</source>
        <translation>Text encoders %1, kept on the card beside the model.</translation>
    </message>
    <message numerus="yes">
        <source>Interactive sessions: %Ln session(s) a week of %1 each (%2).</source>
        <translation>
            <numerusform>Interactive sessions: %Ln session a week of %1 each (%2).</numerusform>
            <numerusform>Interactive sessions: %Ln sessions a week of %1 each (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln session(s) a month</source>
        <translation>
            <numerusform>%Ln session a month</numerusform>
            <numerusform>%Ln sessions a month</numerusform>
        </translation>
    </message>
    <message>
        <source>LoRA training: a run of %1 on each offer with %2; the steps follow from its speed.</source>
        <translation>LoRA training: a run of %1 on each offer with %2; the steps follow from its speed.</translation>
    </message>
    <message>
        <source>Full fine-tune: a run of %1 on each offer with %2; the steps follow from its speed.</source>
        <translation>Full fine-tune: a run of %1 on each offer with %2; the steps follow from its speed.</translation>
    </message>
    <message numerus="yes">
        <source>Batch rendering: %Ln image(s), finished by %1.</source>
        <translation>
            <numerusform>Batch rendering: %Ln image, finished by %1.</numerusform>
            <numerusform>Batch rendering: %Ln images, finished by %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>An image should be ready within %1; slower offers rank lower.</source>
        <translation>An image should be ready within %1; slower offers rank lower.</translation>
    </message>
</context>
<context>
    <name>ui::TaskPage</name>
    <message>
        <source>What will you do?</source>
        <translation>What will you do?</translation>
    </message>
    <message>
        <source>The task decides what an offer is measured by: a monthly bill, a job or a training run.</source>
        <translation>The task decides what an offer is measured by: a monthly bill, a job or a training run.</translation>
    </message>
    <message>
        <source>&amp;Interactive sessions</source>
        <translation>&amp;Interactive sessions</translation>
    </message>
    <message>
        <source>Work in a web UI or notebook one image at a time; latency and the monthly bill matter.</source>
        <translation>Work in a web UI or notebook one image at a time; latency and the monthly bill matter.</translation>
    </message>
    <message>
        <source>Ba&amp;tch rendering</source>
        <translation>Ba&amp;tch rendering</translation>
    </message>
    <message>
        <source>Render many images unattended; cost per image and time to finish matter.</source>
        <translation>Render many images unattended; cost per image and time to finish matter.</translation>
    </message>
    <message>
        <source>&amp;LoRA training</source>
        <translation>&amp;LoRA training</translation>
    </message>
    <message>
        <source>Train a small adapter on top of the model; needs more memory than generating.</source>
        <translation>Train a small adapter on top of the model; needs more memory than generating.</translation>
    </message>
    <message>
        <source>F&amp;ull fine-tune</source>
        <translation>F&amp;ull fine-tune</translation>
    </message>
    <message>
        <source>Train all of the model&apos;s weights; needs large-memory data-centre GPUs with BF16.</source>
        <translation>Train all of the model&apos;s weights; needs large-memory data-centre GPUs with BF16.</translation>
    </message>
    <message>
        <source>Or start from a typical user</source>
        <translation>Or start from a typical user</translation>
    </message>
    <message>
        <source>A plan of &amp;several workloads</source>
        <translation>A plan of &amp;several workloads</translation>
    </message>
    <message>
        <source>A month of sessions, renders and training together, such as “Explore on demand, render on spot”: the next page edits them.</source>
        <translation>A month of sessions, renders and training together, such as “Explore on demand, render on spot”: the next page edits them.</translation>
    </message>
</context>
<context>
    <name>ui::UpdateDialog</name>
    <message>
        <source>Updated</source>
        <translation>Updated</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>Up to date</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Cancelled</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Failed</translation>
    </message>
    <message>
        <source>You appear to be offline.</source>
        <translation>You appear to be offline.</translation>
    </message>
    <message>
        <source>%1 refused: too many requests, try again in a minute.</source>
        <translation>%1 refused: too many requests, try again in a minute.</translation>
    </message>
    <message>
        <source>%1 took too long to answer.</source>
        <translation>%1 took too long to answer.</translation>
    </message>
    <message>
        <source>Update prices</source>
        <translation>Update prices</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>What changed</translation>
    </message>
    <message numerus="yes">
        <source>Fetching %n source(s)…</source>
        <translation>
            <numerusform>Fetching %Ln source…</numerusform>
            <numerusform>Fetching %Ln sources…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n source(s) had not changed.</source>
        <translation>
            <numerusform>%Ln source had not changed.</numerusform>
            <numerusform>%Ln sources had not changed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n source(s) failed and changed nothing; the others were applied.</source>
        <translation>
            <numerusform>%Ln source failed and changed nothing; the others were applied.</numerusform>
            <numerusform>%Ln sources failed and changed nothing; the others were applied.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, %3.</source>
        <translation>%1, %2, %3.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln price(s) changed</source>
        <translation>
            <numerusform>%Ln price changed</numerusform>
            <numerusform>%Ln prices changed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln new offer(s)</source>
        <translation>
            <numerusform>%Ln new offer</numerusform>
            <numerusform>%Ln new offers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln no longer listed</source>
        <translation>
            <numerusform>%Ln no longer listed</numerusform>
            <numerusform>%Ln no longer listed</numerusform>
        </translation>
    </message>
    <message>
        <source>Held back</source>
        <translation>Held back</translation>
    </message>
    <message>
        <source>&amp;Apply anyway</source>
        <translation>&amp;Apply anyway</translation>
    </message>
    <message>
        <source>Fetch these sources again and store their answers although they change the catalog more than an update usually does.</source>
        <translation>Fetch these sources again and store their answers although they change the catalog more than an update usually does.</translation>
    </message>
    <message numerus="yes">
        <source>%n source(s) held back: the answer changes the catalog more than an update usually does (listed above); nothing of it was stored.</source>
        <translation>
            <numerusform>%Ln source held back: the answer changes the catalog more than an update usually does (listed above); nothing of it was stored.</numerusform>
            <numerusform>%Ln sources held back: the answer changes the catalog more than an update usually does (listed above); nothing of it was stored.</numerusform>
        </translation>
    </message>
    <message>
        <source>Merging and storing the prices…</source>
        <translation>Merging and storing the prices…</translation>
    </message>
</context>
<context>
    <name>ui::VolumePage</name>
    <message>
        <source>How much you work</source>
        <translation>How much you work</translation>
    </message>
    <message>
        <source>Each session is billed on its own: boot, model load and the provider&apos;s rounding included.</source>
        <translation>Each session is billed on its own: boot, model load and the provider&apos;s rounding included.</translation>
    </message>
    <message>
        <source>How many images</source>
        <translation>How many images</translation>
    </message>
    <message>
        <source>A job may spread over several independent instances to finish in time.</source>
        <translation>A job may spread over several independent instances to finish in time.</translation>
    </message>
    <message>
        <source>How long you train</source>
        <translation>How long you train</translation>
    </message>
    <message>
        <source>Training memory depends on these options as much as on the model.</source>
        <translation>Training memory depends on these options as much as on the model.</translation>
    </message>
    <message>
        <source>&amp;Minutes per session:</source>
        <translation>&amp;Minutes per session:</translation>
    </message>
    <message>
        <source>&amp;Images to render:</source>
        <translation>&amp;Images to render:</translation>
    </message>
    <message>
        <source>&amp;Gradient checkpointing</source>
        <translation>&amp;Gradient checkpointing</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>Gradient checkpointing</translation>
    </message>
    <message>
        <source>Recomputes activations in the backward pass instead of keeping them: much less memory, somewhat slower steps.</source>
        <translation>Recomputes activations in the backward pass instead of keeping them: much less memory, somewhat slower steps.</translation>
    </message>
    <message>
        <source>&amp;Optimizer:</source>
        <translation>&amp;Optimizer:</translation>
    </message>
    <message>
        <source>Keeps two full-precision moments per trained weight: the most memory, the usual reference.</source>
        <translation>Keeps two full-precision moments per trained weight: the most memory, the usual reference.</translation>
    </message>
    <message>
        <source>Keeps the same moments in 8 bits: about three quarters less optimizer memory, quality close to AdamW.</source>
        <translation>Keeps the same moments in 8 bits: about three quarters less optimizer memory, quality close to AdamW.</translation>
    </message>
    <message>
        <source>Keeps only factored second moments: the least optimizer memory, often used for full fine-tunes on 24 GB cards.</source>
        <translation>Keeps only factored second moments: the least optimizer memory, often used for full fine-tunes on 24 GB cards.</translation>
    </message>
    <message>
        <source>Acceptable &amp;wait per image:</source>
        <translation>Acceptable &amp;wait per image:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>The longest you accept to wait for one image: slower offers rank after every offer within it.</source>
        <translation>The longest you accept to wait for one image: slower offers rank after every offer within it.</translation>
    </message>
    <message>
        <source>&amp;Sessions:</source>
        <translation>&amp;Sessions:</translation>
    </message>
    <message>
        <source>a week</source>
        <comment>sessions a week</comment>
        <translation>a week</translation>
    </message>
    <message>
        <source>a month</source>
        <comment>sessions a month</comment>
        <translation>a month</translation>
    </message>
    <message>
        <source>Sessions counted per</source>
        <translation>Sessions counted per</translation>
    </message>
    <message>
        <source>Finish by a deadline</source>
        <translation>Finish by a deadline</translation>
    </message>
    <message>
        <source>Deadline, date and time</source>
        <translation>Deadline, date and time</translation>
    </message>
    <message>
        <source>Unticked: one instance, for as long as it takes. With a deadline the job spreads over as many instances as it needs.</source>
        <translation>Unticked: one instance, for as long as it takes. With a deadline the job spreads over as many instances as it needs.</translation>
    </message>
    <message>
        <source>&amp;Training run:</source>
        <translation>&amp;Training run:</translation>
    </message>
    <message>
        <source>steps</source>
        <comment>a training run given in steps</comment>
        <translation>steps</translation>
    </message>
    <message>
        <source>hours</source>
        <comment>a training run given in hours</comment>
        <translation>hours</translation>
    </message>
    <message>
        <source>Training steps</source>
        <translation>Training steps</translation>
    </message>
    <message>
        <source>Training hours</source>
        <translation>Training hours</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>A run of this many hours on each offer: the steps follow from its speed, the cost from its price.</source>
        <translation>A run of this many hours on each offer: the steps follow from its speed, the cost from its price.</translation>
    </message>
    <message>
        <source>Finish b&amp;y:</source>
        <translation>Finish b&amp;y:</translation>
    </message>
</context>
<context>
    <name>ui::WorkloadBar</name>
    <message>
        <source>Task</source>
        <translation>Task</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precision</translation>
    </message>
    <message>
        <source>&amp;Batch:</source>
        <translation>&amp;Batch:</translation>
    </message>
    <message>
        <source>&amp;Images:</source>
        <translation>&amp;Images:</translation>
    </message>
    <message>
        <source>Use spot prices for batch and training work, with the expected cost of interruptions.</source>
        <translation>Use spot prices for batch and training work, with the expected cost of interruptions.</translation>
    </message>
    <message>
        <source>Saved workloads</source>
        <translation>Saved workloads</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <comment>task: model and quality — volume</comment>
        <translation>%1: %2 — %3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln image(s)</source>
        <translation>
            <numerusform>%Ln image</numerusform>
            <numerusform>%Ln images</numerusform>
        </translation>
    </message>
    <message>
        <source>a week</source>
        <comment>sessions a week</comment>
        <translation>a week</translation>
    </message>
    <message>
        <source>a month</source>
        <comment>sessions a month</comment>
        <translation>a month</translation>
    </message>
    <message>
        <source>Sessions:</source>
        <translation>Sessions:</translation>
    </message>
    <message>
        <source>Sessions counted per</source>
        <translation>Sessions counted per</translation>
    </message>
    <message>
        <source>×</source>
        <comment>sessions × minutes</comment>
        <translation>×</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Wait ≤</source>
        <comment>acceptable wait per image</comment>
        <translation>Wait ≤</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>The longest you accept to wait for one image: slower offers rank after every offer within it.</source>
        <translation>The longest you accept to wait for one image: slower offers rank after every offer within it.</translation>
    </message>
    <message>
        <source>By:</source>
        <comment>a batch job&apos;s deadline</comment>
        <translation>By:</translation>
    </message>
    <message>
        <source>Finish the job by this date and time, on as many instances as it needs. Unticked: one instance, for as long as it takes.</source>
        <translation>Finish the job by this date and time, on as many instances as it needs. Unticked: one instance, for as long as it takes.</translation>
    </message>
    <message>
        <source>Hours:</source>
        <comment>a training run given in hours</comment>
        <translation>Hours:</translation>
    </message>
    <message>
        <source>Training run given in</source>
        <translation>Training run given in</translation>
    </message>
    <message>
        <source>Training steps</source>
        <translation>Training steps</translation>
    </message>
    <message>
        <source>Training hours</source>
        <translation>Training hours</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>A run of this many hours on each offer: the steps follow from its speed, the cost from its price.</source>
        <translation>A run of this many hours on each offer: the steps follow from its speed, the cost from its price.</translation>
    </message>
    <message>
        <source>Text encoders</source>
        <translation>Text encoders</translation>
    </message>
    <message>
        <source>Where the model&apos;s large text encoders (T5-XXL) live while images are made: it decides whether the model fits.</source>
        <translation>Where the model&apos;s large text encoders (T5-XXL) live while images are made: it decides whether the model fits.</translation>
    </message>
    <message>
        <source>&amp;Offloaded after encoding the prompt</source>
        <translation>&amp;Offloaded after encoding the prompt</translation>
    </message>
    <message>
        <source>Stored in &amp;FP8</source>
        <translation>Stored in &amp;FP8</translation>
    </message>
    <message>
        <source>%1×%2</source>
        <comment>width×height</comment>
        <translation>%1×%2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln step(s)</source>
        <translation>
            <numerusform>%Ln step</numerusform>
            <numerusform>%Ln steps</numerusform>
        </translation>
    </message>
    <message>
        <source>batch %1</source>
        <translation>batch %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln session(s) a week</source>
        <translation>
            <numerusform>%Ln session a week</numerusform>
            <numerusform>%Ln sessions a week</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln session(s) a month</source>
        <translation>
            <numerusform>%Ln session a month</numerusform>
            <numerusform>%Ln sessions a month</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 each</source>
        <comment>minutes per session</comment>
        <translation>%1 each</translation>
    </message>
    <message>
        <source>within %1</source>
        <comment>a batch job&apos;s deadline</comment>
        <translation>within %1</translation>
    </message>
    <message>
        <source>a run of %1</source>
        <comment>training run length</comment>
        <translation>a run of %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln training step(s)</source>
        <translation>
            <numerusform>%Ln training step</numerusform>
            <numerusform>%Ln training steps</numerusform>
        </translation>
    </message>
    <message>
        <source>St&amp;eps:</source>
        <translation>St&amp;eps:</translation>
    </message>
    <message>
        <source>Allow sp&amp;ot</source>
        <translation>Allow sp&amp;ot</translation>
    </message>
    <message>
        <source>Workload wi&amp;zard…</source>
        <translation>Workload wi&amp;zard…</translation>
    </message>
    <message>
        <source>by %1</source>
        <comment>a batch job&apos;s deadline</comment>
        <translation>by %1</translation>
    </message>
    <message>
        <source>Training steps:</source>
        <comment>a training run given in steps</comment>
        <translation>Training steps:</translation>
    </message>
    <message>
        <source>spot prices where offered</source>
        <translation>spot prices where offered</translation>
    </message>
    <message>
        <source>on-demand prices</source>
        <translation>on-demand prices</translation>
    </message>
</context>
<context>
    <name>ui::WorkloadPresets</name>
    <message>
        <source>Interactive &amp;creator</source>
        <translation>Interactive &amp;creator</translation>
    </message>
    <message>
        <source>Batch &amp;producer</source>
        <translation>Batch &amp;producer</translation>
    </message>
    <message>
        <source>T&amp;rainer</source>
        <translation>T&amp;rainer</translation>
    </message>
    <message>
        <source>SDXL at 1024 × 1024, 30 steps, batches of 4; 50,000 images within 72 hours, spot allowed.</source>
        <translation>SDXL at 1024 × 1024, 30 steps, batches of 4; 50,000 images within 72 hours, spot allowed.</translation>
    </message>
    <message>
        <source>An SDXL LoRA: 2,000 steps in BF16 with gradient checkpointing and 8-bit AdamW.</source>
        <translation>An SDXL LoRA: 2,000 steps in BF16 with gradient checkpointing and 8-bit AdamW.</translation>
    </message>
    <message>
        <source>SDXL at 1024 × 1024, 30 steps, one image at a time; three evenings a week of an hour each (13 sessions a month).</source>
        <translation>SDXL at 1024 × 1024, 30 steps, one image at a time; three evenings a week of an hour each (13 sessions a month).</translation>
    </message>
</context>
<context>
    <name>ui::WorkloadUnits</name>
    <message numerus="yes">
        <source>= %Ln session(s) a month</source>
        <translation>
            <numerusform>= %Ln session a month</numerusform>
            <numerusform>= %Ln sessions a month</numerusform>
        </translation>
    </message>
    <message>
        <source>≈ %1 a week</source>
        <comment>sessions a week</comment>
        <translation>≈ %1 a week</translation>
    </message>
</context>
<context>
    <name>ui::WorkloadWizard</name>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
</context>
</TS>
