/**
 * Common given names across many cultures, in lower case, for names a
 * recogniser gives in lower case ("i met priya and rahul"). Names that are
 * also common English words are listed apart (GIVEN_NAMES_ALSO_WORDS), as a
 * person may mean the word ("mark the file", "will you come", "the rose
 * garden"): they are read as names only before a family name ("mark
 * wilson"). Months ("May", "June"), and names that are short words of other
 * tongues too (Can, An, Hung, Long, Lan, Fang, Dung, Van, Taro, Yaw, Sakura,
 * Precious, Blessing, Mercy, Destiny), are not read as names at all. Names
 * of places ("Jordan", "Austin", "Virginia") are place-names.ts'.
 */
import { wordSet } from "./tokens";

export const GIVEN_NAMES = wordSet(
  [
    // English, Irish, Scottish and Welsh.
    "james john robert michael william david richard joseph thomas charles christopher daniel " +
      "matthew anthony steven paul andrew joshua kenneth kevin brian george timothy ronald " +
      "edward jason jeffrey ryan jacob gary nicholas eric jonathan stephen larry justin scott " +
      "brandon benjamin samuel gregory alexander patrick jeremy peter harold douglas henry carl " +
      "arthur roger keith terry lawrence sean jesse dylan bryan joe bruce albert gabriel logan " +
      "alan wayne roy ralph randy eugene vincent russell philip bobby johnny bradley oliver " +
      "harry charlie freddie alfie archie noah liam ethan aiden lucas elijah isaac owen connor " +
      "callum rhys gareth dafydd ciaran eoin padraig declan hamish ewan alasdair angus graham " +
      "neil ian colin derek trevor nigel simon adam tom ben sam dan jon josh chris steve dave " +
      "pete tony andy jim jimmy tim phil greg jeff ted fred alex " +
      "mary patricia jennifer linda elizabeth barbara susan jessica sarah karen lisa nancy " +
      "betty margaret sandra ashley kimberly emily donna michelle amanda dorothy melissa " +
      "deborah stephanie rebecca sharon laura cynthia kathleen amy angela shirley anna brenda " +
      "pamela emma nicole helen samantha katherine christine rachel carolyn janet catherine " +
      "diane ruth julie olivia joyce kelly lauren christina joan evelyn judith megan cheryl " +
      "hannah jacqueline martha gloria teresa ann sara madison frances kathryn janice abigail " +
      "alice judy kim sophia denise charlotte marie isabella danielle natalie beverly diana " +
      "brittany theresa kayla alexis tiffany kate claire chloe lucy ellie zoe jess becky katie " +
      "jenny liz beth meg ellen jane sophie nina tina monica vanessa fiona siobhan niamh aoife " +
      "sinead morag bronwen",
    // Spanish and Portuguese.
    "juan carlos jose luis miguel javier alejandro diego pablo sergio jorge fernando rafael " +
      "raul pedro manuel francisco alvaro mateo santiago joao tiago goncalo rui thiago gustavo " +
      "leonardo rodrigo maria lucia sofia carmen isabel ana marta paula elena pilar rocio ines " +
      "beatriz catalina valeria camila gabriela daniela fernanda juliana larissa leticia mariana",
    // Polish, Czech, Russian, Ukrainian and other Slavic.
    "wojciech krzysztof piotr tomasz pawel marek michal lukasz jakub kacper bartosz grzegorz " +
      "agnieszka katarzyna malgorzata magdalena joanna ewa zofia kasia basia dorota monika " +
      "beata olga natasha dmitri dmitry sergei sergey ivan igor oleg vladimir svetlana irina " +
      "tatiana anastasia yulia oksana andriy taras jiri petra vaclav tereza dusan nikola luka " +
      "goran dragana",
    // German, Dutch and Scandinavian.
    "jurgen klaus wolfgang dieter stefan andreas matthias tobias lukas jonas felix leon finn " +
      "katharina ursula birgit heike anke uwe sven lars nils jens bjorn ingrid astrid sigrid " +
      "freya henrik magnus erik anders johan pieter joost femke sanne",
    // French and Italian.
    "pierre francois jacques thierry benoit mathieu nicolas julien antoine sebastien amelie " +
      "camille manon juliette elodie celine sylvie isabelle brigitte margaux luc yves rene andre " +
      "gilles giuseppe giovanni marco luca matteo alessandro francesco lorenzo andrea giulia " +
      "chiara francesca alessandra federica valentina paolo massimo stefano roberto antonio " +
      "enzo gianluca simona silvia paola",
    // Indian and Pakistani.
    "priya rahul anjali arjun aarav vivek vikram sanjay suresh ramesh rajesh mahesh ganesh " +
      "lakshmi deepa pooja neha divya sneha kavya ananya aditya rohan karan nikhil abhishek " +
      "siddharth harish meera sunita anita kiran ravi amit anil sunil manish naveen prakash " +
      "shreya swati nisha rekha geeta raj imran faisal ayesha",
    // Chinese (pinyin), Japanese, Korean and Vietnamese.
    "wei ming jing xiaoming xiaoli hui jun lei hao xin zhen qiang yong jie mei lihua jiahui " +
      "zihan haoran yichen xiaoyu yuki kenji haruki yuto sota riku hina yui hiroshi takashi " +
      "kenta daisuke shota naoki yusuke keiko yoko naoko yuko emi mariko akiko satoshi masato " +
      "ryo hanako kaori miho haruka minho jisoo jiwon seojun minjun jimin hyunwoo " +
      "seoyeon jiho yuna sungmin jaehyun donghyun eunji soyeon hyejin minh linh thao huong " +
      "tuan khanh trang ngoc thanh quang hieu phuong duc hanh thuy",
    // Arabic, Turkish and Persian.
    "ahmed ahmad mohammed mohamed muhammad omar ali hassan hussein fatima aisha layla noor " +
      "yusuf ibrahim khalid karim tariq rania samir amira zainab mariam leila hamza bilal nadia " +
      "salma yasmin mehmet mustafa emre burak elif zeynep ayse deniz cem selin murat ozan kerem " +
      "ebru reza arash dariush parisa shirin navid babak neda mina omid farhad",
    // African.
    "kwame kofi ama abena chiamaka chinedu ngozi emeka tunde adebayo oluwaseun themba " +
      "thabo sipho zanele amara wanjiru njeri baraka amani jabari folake bisi musa fatou " +
      "moussa aminata mamadou ousmane obinna chidi nnamdi",
  ].join(" "),
);

/** Given names that are common English words too: names only before a family name ("mark wilson"). */
export const GIVEN_NAMES_ALSO_WORDS = wordSet(
  "mark will bill rose hope grace joy faith jack frank pat sue ray rob don guy dean drew chase " +
    "miles max amber ruby holly lily ivy iris daisy dawn penny sunny summer angel crystal nick " +
    "art earl gene bob carol jean jan eve noel mike matt grant wade lance glen dale cliff " +
    "heather hazel jade olive pearl robin jay sandy rusty mason hunter christian sterling",
);
